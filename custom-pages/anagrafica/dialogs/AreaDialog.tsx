// The dialog frame of this area's small dialogs (title, server message, Annulla / Memorizza, pessimistic
// save), until the shared FormDialog (src/components/FormDialog.tsx) lands on main.
import { useState } from 'react';
import { HttpError, useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useToast } from '../../../src/components';
import { errorText, firstFieldErrors } from '../../../src/providers/http';
import { MESSAGES } from '../api';

export interface AreaDialogProps {
  title: string;
  onClose: () => void;
  /** The write; resolves with the success message. */
  onSave: () => Promise<string>;
  onErrors?: (fields: Record<string, string>) => void;
  children: React.ReactNode;
  saveDisabled?: boolean;
}

export function AreaDialog({ title, onClose, onSave, onErrors, children, saveDisabled }: AreaDialogProps) {
  const t = useTranslate();
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const save = async () => {
    setBusy(true);
    setMessage(null);
    try {
      toast.success(await onSave(), { duration: 1000 });
      onClose();
    } catch (e) {
      const body = e instanceof HttpError ? e.body : null;
      const fields = firstFieldErrors(body?.fieldErrors);
      onErrors?.(fields);
      setMessage(Object.keys(fields).length ? MESSAGES.fieldErrors : errorText(body));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" transitionDuration={{ enter: 300, exit: 200 }} aria-labelledby="area-dialog-title">
      <DialogTitle id="area-dialog-title">{title}</DialogTitle>
      <DialogContent>
        {message && <Alert severity="error" sx={{ mb: 2 }}>{message}</Alert>}
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>{t('anagrafica.moduli.annulla')}</Button>
        <Button variant="contained" onClick={save} disabled={busy || saveDisabled}>{t('anagrafica.moduli.memorizza')}</Button>
      </DialogActions>
    </Dialog>
  );
}
