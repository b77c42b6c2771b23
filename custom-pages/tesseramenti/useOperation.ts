// Runs one money operation of a dialog: pessimistic (awaits the server), the success toast, the
// server message and the first error of each field on failure (spec 2 §8).
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../src/components/notify';
import { errorText, firstFieldErrors } from '../../src/providers/http';
import type { OperationResult } from '../../resources/contracts/tesseramenti.ts';

export function useOperation<A>(call: (args: A) => Promise<{ message: string } | OperationResult>, onDone: (r: unknown) => void, successMs = 1000) {
  const toast = useToast();
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const mutation = useMutation({
    mutationFn: call,
    onMutate: () => {
      setError(null);
      setFieldErrors({});
    },
    onSuccess: async (r) => {
      toast.success(r.message, { duration: successMs });
      await client.invalidateQueries();
      onDone(r);
    },
    onError: (e: unknown) => {
      const body = (e as { body?: { fieldErrors?: unknown } }).body;
      setError(errorText(body ?? null, (e as Error).message));
      setFieldErrors(firstFieldErrors(body?.fieldErrors));
    },
  });
  return {
    run: (a: A) => mutation.mutate(a),
    saving: mutation.isPending,
    error,
    fieldErrors,
    reset: () => {
      setError(null);
      setFieldErrors({});
    },
  };
}
