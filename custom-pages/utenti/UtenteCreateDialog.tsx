// The add-user dialog of the user list (spec 2 §2.7): 'Chiudi' and 'Memorizza', on the shared
// FormDialog shell; 'Memorizza' says why it is disabled.
import { useTranslate } from 'ra-core';
import { FormDialog } from '../../src/components';
import { UtenteInputs } from './UtenteInputs';
import { createUtente, EMPTY_UTENTE, saveBlocker, SUCCESS_MS, type UtenteFormValues } from './useUtenteForm';

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
}

export function UtenteCreateDialog({ open, onClose, onSaved }: Props) {
  const translate = useTranslate();
  return (
    <FormDialog<UtenteFormValues, Awaited<ReturnType<typeof createUtente>>>
      open={open}
      onClose={onClose}
      title="utenti.create.title"
      saveLabel="utenti.create.save"
      record={EMPTY_UTENTE}
      onSubmit={createUtente}
      saveDisabled={(v) => saveBlocker(v) ?? false}
      successMessage={translate('utenti.create.saved')}
      successDuration={SUCCESS_MS}
      onSaved={(answer) => onSaved(Number(answer.id))}
    >
      <UtenteInputs />
    </FormDialog>
  );
}
