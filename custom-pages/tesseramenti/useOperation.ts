// Runs one money operation of a dialog: pessimistic (awaits the server), the success toast, the
// server message in the dialog, the first error of each field and a failure toast (spec 2 §8: an HTTP
// failure shows the errors of the response and a failure toast).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../src/components';
import { TIMINGS } from '../../src/lib';
import { errorText, firstFieldErrors } from '../../src/providers';
import type { OperationResult } from '../../resources/contracts/tesseramenti.ts';

export function useOperation<A>(call: (args: A) => Promise<{ message: string } | OperationResult>, onDone: (r: unknown) => void, successMs: number = TIMINGS.toast.success) {
  const toast = useToast();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  // Its own flag rather than isPending: a refusal's message and the end of the wait are drawn together
  // (isPending turned false a render after the message, and the dialog ignored Escape in between).
  const [saving, setSaving] = useState(false);
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => {
      setSaving(true);
      setError(null);
      setFieldErrors({});
    },
    onSuccess: async (r) => {
      toast.success(r.message, { duration: successMs });
      await client.invalidateQueries();
      onDone(r);
    },
    onError: (e: unknown) => {
      setSaving(false);
      const body = (e as { body?: { fieldErrors?: unknown } }).body;
      const message = errorText(body ?? null, (e as Error).message);
      setError(message);
      setFieldErrors(firstFieldErrors(body?.fieldErrors));
      toast.error(message);
    },
    // After a success's refresh and close (the buttons stay busy until then: no second submission).
    onSettled: () => setSaving(false),
  });
  return {
    run: (a: A) => mutation.mutate(a),
    saving,
    error,
    fieldErrors,
    reset: () => {
      setError(null);
      setFieldErrors({});
    },
  };
}
