// One decision at a time on a transfer: the SI/NO question, the call, the error shown in the
// dialog and hidden after 2.5 s (spec 2 §8); a decision taken says so (the server's message) and
// the grid reloads.
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../src/components';
import { errorText } from '../../src/providers';
import { decideTransfer, type TransferAction } from './api';

export const ERROR_HIDE_MS = 2500;

const QUESTION: Record<TransferAction, string> = {
  approve: 'trasferimenti.confirm_approve',
  reject: 'trasferimenti.confirm_reject',
  cancel: 'trasferimenti.confirm_cancel',
};

export function useTransferDecision() {
  const client = useQueryClient();
  const toast = useToast();
  const [pending, setPending] = useState<{ id: number; action: TransferAction } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // One call per decision: a double click on SI sent it twice (the second answered 403 or 'già deciso').
  const inFlight = useRef(false);
  const mutation = useMutation({
    mutationFn: ({ id, action }: { id: number; action: TransferAction }) => decideTransfer(id, action),
    onSuccess: async (answer) => {
      setPending(null);
      toast.saved(answer.message);
      await client.invalidateQueries({ queryKey: ['trasferimenti'] });
    },
    onError: (e: unknown) => setError(errorText((e as { body?: unknown }).body ?? null, (e as Error).message)),
  });
  useEffect(() => {
    if (!error) return;
    const timer = setTimeout(() => setError(null), ERROR_HIDE_MS);
    return () => clearTimeout(timer);
  }, [error]);
  return {
    ask: (id: number, action: TransferAction) => {
      setError(null);
      setPending({ id, action });
    },
    question: pending ? QUESTION[pending.action] : '',
    open: pending !== null,
    error,
    loading: mutation.isPending,
    confirm: () => {
      if (!pending || inFlight.current) return;
      inFlight.current = true;
      mutation.mutate(pending, { onSettled: () => void (inFlight.current = false) });
    },
    close: () => {
      setPending(null);
      setError(null);
    },
  };
}
