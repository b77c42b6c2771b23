// 'Cambia Modulo Tesserato' (spec 2 §2.5): choose another module by name.
import { required, SelectInput } from 'react-admin';
import { FormDialog } from '../../../src/components';
import { changeModulo, useModuliCatalogue, useRefreshAnagrafica, type ModuloRow, type SaveAnswer } from '../api';

export function CambiaModuloDialog({ modulo, onClose }: { modulo: ModuloRow; onClose: () => void }) {
  const refresh = useRefreshAnagrafica();
  const catalogue = useModuliCatalogue();
  const choices = (catalogue.data ?? []).filter((m) => m.id !== modulo.modulo.id).map((m) => ({ id: m.id, name: `${m.nome} (${m.codice})` }));
  return (
    <FormDialog<{ modulo: number }, SaveAnswer>
      open
      onClose={onClose}
      title="anagrafica.moduli.change"
      saveLabel="anagrafica.moduli.memorizza"
      maxWidth="xs"
      loading={catalogue.isPending}
      onSubmit={(v) => changeModulo(modulo.id, Number(v.modulo))}
      successMessage={(a) => a.message}
      onSaved={() => refresh()}
    >
      <SelectInput source="modulo" label="anagrafica.moduli.choose" choices={choices} validate={required()} fullWidth />
    </FormDialog>
  );
}
