// The add-user dialog of the user list (spec 2 §2.7): 'Chiudi' and 'Memorizza', on the shared
// FormDialog shell; 'Memorizza' says why it is disabled. Given a user (`utente`), the same dialog edits
// it ('Modifica' on /utente/{id}): prefilled, passwords optional, 'Memorizza' sends PUT utente/{id}.
import { useTranslate } from 'ra-core';
import { FormDialog } from '../../src/components';
import { UtenteInputs } from './UtenteInputs';
import { createUtente, EMPTY_UTENTE, saveBlocker, SUCCESS_MS, updateUtente, utenteFormValues, type UtenteFormValues } from './useUtenteForm';
import type { UtenteDetail, WriteAnswer } from './utentiApi';

interface Props {
  open: boolean;
  onClose: () => void;
  onSaved: (id: number) => void;
  /** The user to edit; absent: a new user. */
  utente?: UtenteDetail;
}

export function UtenteCreateDialog({ open, onClose, onSaved, utente }: Props) {
  const translate = useTranslate();
  const editing = utente !== undefined;
  return (
    <FormDialog<UtenteFormValues, WriteAnswer>
      open={open}
      onClose={onClose}
      title={editing ? 'utenti.edit.title' : 'utenti.create.title'}
      saveLabel="utenti.create.save"
      record={editing ? utenteFormValues(utente) : EMPTY_UTENTE}
      onSubmit={(values) => (editing ? updateUtente(utente.id, values) : createUtente(values))}
      saveDisabled={(v) => saveBlocker(v) ?? false}
      successMessage={translate('utenti.create.saved')}
      successDuration={SUCCESS_MS}
      onSaved={(answer) => onSaved(Number(answer.id ?? utente?.id))}
    >
      <UtenteInputs editing={editing} />
    </FormDialog>
  );
}
