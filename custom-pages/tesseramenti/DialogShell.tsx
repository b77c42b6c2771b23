// The form-dialog shell of this area's dialogs (until the shared FormDialog lands): title, the
// server message of a failure, Annulla / Salva, buttons disabled while the server works.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';

export interface DialogShellProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSave: () => void;
  /** Server message of the last failure. */
  error?: string | null;
  saving?: boolean;
  saveDisabled?: boolean;
  children: ReactNode;
}

export function DialogShell({ open, title, onClose, onSave, error, saving, saveDisabled, children }: DialogShellProps) {
  const translate = useTranslate();
  const id = `dlg-${title.replace(/\W+/g, '-')}`;
  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={id} fullWidth maxWidth="sm" transitionDuration={{ enter: 300, exit: 200 }}>
      <DialogTitle id={id}>{translate(title, { _: title })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {error && (
            <Alert severity="error" data-testid="dialog-error">
              {error}
            </Alert>
          )}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          {translate('tesseramenti.cancel')}
        </Button>
        <Button variant="contained" onClick={onSave} disabled={saving || saveDisabled}>
          {translate('tesseramenti.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
