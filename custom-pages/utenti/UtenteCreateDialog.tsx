// The add-user dialog of the user list (spec 2 §2.7): 'Chiudi' and 'Memorizza'.
import { useTranslate } from 'ra-core';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { UtenteInputs } from './UtenteInputs';
import { useUtenteForm } from './useUtenteForm';

/** Spec 2 §9: dialogs enter in 300 ms and leave in 200 ms. */
export const DIALOG_TRANSITION = { enter: 300, exit: 200 };

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}

export function UtenteCreateDialog({ open, onClose, onSaved }: Props) {
  const translate = useTranslate();
  const form = useUtenteForm((id) => onSaved(id));
  // Closing resets the form (spec 2 §4: dialogs toggle open and closed; closing resets the form).
  const close = () => {
    form.reset();
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} transitionDuration={DIALOG_TRANSITION} fullWidth maxWidth="sm" aria-labelledby="utente-create-title">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void form.submit();
        }}
      >
        <DialogTitle id="utente-create-title">{translate('utenti.create.title')}</DialogTitle>
        <DialogContent dividers>
          <UtenteInputs values={form.values} errors={form.errors} set={form.set} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>{translate('utenti.create.close')}</Button>
          <Button type="submit" variant="contained" disabled={!form.canSave}>
            {translate('utenti.create.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
