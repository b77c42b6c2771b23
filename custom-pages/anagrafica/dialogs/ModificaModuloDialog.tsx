// 'Modifica Modulo Tesserato' (spec 2 §2.5, §5): the privacy toggle 'Accetta', sent as accetta_privacy.
import { BooleanInput } from 'react-admin';
import { FormDialog } from '../../../src/components';
import { saveModulo, useRefreshAnagrafica, type ModuloRow, type SaveAnswer } from '../api';

export function ModificaModuloDialog({ modulo, onClose }: { modulo: ModuloRow; onClose: () => void }) {
  const refresh = useRefreshAnagrafica();
  return (
    <FormDialog<{ accetta_privacy: boolean }, SaveAnswer>
      open
      onClose={onClose}
      title="anagrafica.moduli.edit"
      saveLabel="anagrafica.moduli.memorizza"
      closeLabel="ra.action.cancel"
      maxWidth="xs"
      record={{ accetta_privacy: modulo.accetta_privacy }}
      onSubmit={(v) => saveModulo(modulo.id, !!v.accetta_privacy)}
      successMessage={(a) => a.message}
      onSaved={() => refresh()}
    >
      <BooleanInput source="accetta_privacy" label="anagrafica.moduli.accetta" />
    </FormDialog>
  );
}
