// A SI/NO prompt of spec 2 §8 that runs a money call pessimistically: the buttons wait for the
// server; a refusal shows its message inside the dialog and as a toast. Done, the prompt closes once
// the grids have their new rows, and then the server's message shows as a success toast for the
// spec's longest success (1000 ms, an operation): shown as SI answered, the 500 ms toast came and
// went behind the prompt still waiting for the grids, and nothing said the entry was approved (audit).
//   <ConfirmAction open message="contabilita.confirm.approve" run={() => approvePartita(id)} onDone={…} onClose={…} />
import { useState, type ReactNode } from 'react';
import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ConfirmDialog, useToast } from '../../../src/components';
import { TIMINGS } from '../../../src/lib';
import { useInvalidateLedger, type WriteAnswer } from '../api';

export interface ConfirmActionProps {
  open: boolean;
  /** Catalogue key of the question. */
  message: string;
  run: () => Promise<WriteAnswer>;
  onClose: () => void;
  onDone?: (answer: WriteAnswer) => void;
  /** More content under the question (e.g. the storno's restore toggle). */
  children?: ReactNode;
  /** Catalogue key of the title ('Conferma' by default). */
  title?: string;
  /** SI waits (what it confirms is still loading, or there is nothing to confirm). */
  confirmDisabled?: boolean;
}

export function ConfirmAction({ open, message, run, onClose, onDone, children, title, confirmDisabled }: ConfirmActionProps) {
  const translate = useTranslate();
  const toast = useToast();
  const invalidate = useInvalidateLedger();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const answer = await run();
      await invalidate();
      onDone?.(answer);
      close();
      toast.saved(answer.message, { duration: TIMINGS.toast.success });
    } catch (e) {
      const text = (e as Error).message;
      setError(text);
      toast.error(text);
    } finally {
      setBusy(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      loading={busy}
      title={title}
      confirmDisabled={confirmDisabled}
      onClose={close}
      onConfirm={confirm}
      message={
        <>
          {translate(message)}
          {children}
          {error && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {error}
            </Alert>
          )}
        </>
      }
    />
  );
}
