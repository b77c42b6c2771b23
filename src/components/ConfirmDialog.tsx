// The SI/NO confirmation of the spec (deletes, approvals): 'Sei sicuro di voler eliminare il record
// selezionato?' by default.
//   <ConfirmDialog open={open} onConfirm={remove} onClose={() => setOpen(false)} />
//   <ConfirmDialog open message="Sei sicuro di voler eliminare il file selezionato?" … />
// While `loading` the buttons are disabled (pessimistic money operations wait for the server).
import { useRef, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface ConfirmDialogProps {
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Text or catalogue key of the question. */
  message?: ReactNode;
  /** Title (text or catalogue key); 'Conferma' by default. */
  title?: string;
  loading?: boolean;
  /** SI cannot be pressed yet (what it would confirm is still loading, or there is nothing to confirm); NO can. */
  confirmDisabled?: boolean;
  /**
   * Where the focus goes when the answer removed what opened the question (a cart line removed: the
   * next line's button). Without it, or when it gives nothing, the scrolling region that held it.
   */
  focusWhenGone?: () => HTMLElement | null | undefined;
}

export const ConfirmDialog = ({
  open,
  onConfirm,
  onClose,
  message = 'shell.confirm.delete_record',
  title = 'shell.confirm.title',
  loading = false,
  confirmDisabled = false,
  focusWhenGone,
}: ConfirmDialogProps) => {
  const translate = useTranslate();
  const text = typeof message === 'string' ? translate(message, { _: message }) : message;
  const focusBack = useFocusBackAfterRowGone(open, focusWhenGone);
  return (
    <Dialog open={open} onClose={loading ? undefined : onClose} aria-labelledby="confirm-title" aria-describedby="confirm-text" slotProps={{ transition: { onExited: focusBack } }}>
      <DialogTitle id="confirm-title">{translate(title, { _: title })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-text" component="div">
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* The focus starts on NO, the answer that changes nothing (deletes, refusals, removals): an
            Enter pressed too soon does no harm. */}
        <Button onClick={onClose} disabled={loading} autoFocus>
          {translate('shell.confirm.no')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="primary" disabled={loading || confirmDisabled}>
          {translate('shell.confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

/**
 * The focus goes back to what opened the question; when the answer removed it (a row decided or
 * deleted leaves its grid), to where the caller says (`gone`) or else to the scrolling region that
 * held it (TableScroller), not to the page's body nor to the dialog's background behind it.
 */
function useFocusBackAfterRowGone(open: boolean, gone?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  const region = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read as the question opens, before the dialog takes the focus (NO's autoFocus, at commit).
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    region.current = opener.current?.closest<HTMLElement>('[role="region"][tabindex]') ?? null;
  }
  wasOpen.current = open;
  return () => {
    if (!opener.current || opener.current.isConnected) return;
    const target = gone?.() ?? (region.current?.isConnected ? region.current : null);
    target?.focus();
  };
}
