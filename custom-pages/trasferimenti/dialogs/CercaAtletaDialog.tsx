// 'Richiedi Trasferimento', first step: the athlete's exact codice fiscale, checked here (layout and
// check character) and by the server, which answers who it is (GET trasferimento/persona). Not found,
// not valid or too many lookups: the server's message in the dialog.
import { TextInput } from 'react-admin';
import { FormDialog } from '../../../src/components';
import { codiceFiscaleValid, normalizeCodiceFiscale } from '../../../resources/codice-fiscale';
import { MESSAGES, type TransferCandidate } from '../../../resources/contracts/tesseramenti.ts';
import { findTransferCandidate } from '../api';

export interface CercaAtletaDialogProps {
  open: boolean;
  seasonId?: number | null;
  /** Why a request cannot be made now (the season has not started): shown, and nothing is searched. */
  blocked?: string | false;
  onClose: () => void;
  onFound: (person: TransferCandidate) => void;
}

type Values = { codice_fiscale?: string };

const validate = (v: Values) => (codiceFiscaleValid(normalizeCodiceFiscale(v.codice_fiscale ?? '')) ? {} : { codice_fiscale: MESSAGES.codiceFiscaleNonValido });

export function CercaAtletaDialog({ open, seasonId, blocked = false, onClose, onFound }: CercaAtletaDialogProps) {
  return (
    <FormDialog<Values, TransferCandidate>
      open={open}
      onClose={onClose}
      title="trasferimenti.richiedi.title"
      saveLabel="trasferimenti.richiedi.cerca"
      validate={validate}
      saveDisabled={blocked}
      successMessage={false}
      onSubmit={(v) => findTransferCandidate(normalizeCodiceFiscale(v.codice_fiscale ?? ''), seasonId)}
      onSaved={onFound}
      maxWidth="xs"
    >
      <TextInput
        source="codice_fiscale"
        label="trasferimenti.richiedi.codice_fiscale"
        helperText="trasferimenti.richiedi.codice_fiscale_help"
        parse={normalizeCodiceFiscale}
        autoFocus
        fullWidth
        disabled={!!blocked}
        slotProps={{ htmlInput: { maxLength: 20, autoComplete: 'off', spellCheck: false, style: { textTransform: 'uppercase' } } }}
      />
    </FormDialog>
  );
}
