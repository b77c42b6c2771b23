// 'Cambia Modulo Tesserato' (spec 2 §2.5): choose another module by name.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { MenuItem, TextField } from '@mui/material';
import { changeModulo, useModuliCatalogue, useRefreshAnagrafica, type ModuloRow } from '../api';
import { AreaDialog } from './AreaDialog';

export function CambiaModuloDialog({ modulo, onClose }: { modulo: ModuloRow; onClose: () => void }) {
  const t = useTranslate();
  const refresh = useRefreshAnagrafica();
  const catalogue = useModuliCatalogue();
  const [chosen, setChosen] = useState<number | ''>('');
  return (
    <AreaDialog title={t('anagrafica.moduli.change')} onClose={onClose} saveDisabled={chosen === ''}
      onSave={async () => { const r = await changeModulo(modulo.id, Number(chosen)); await refresh(); return r.message; }}>
      <TextField select fullWidth size="small" label={t('anagrafica.moduli.choose')} value={chosen} onChange={(e) => setChosen(Number(e.target.value))} sx={{ mt: 1 }}>
        {(catalogue.data ?? []).filter((m) => m.id !== modulo.modulo.id).map((m) => <MenuItem key={m.id} value={m.id}>{`${m.nome} (${m.codice})`}</MenuItem>)}
      </TextField>
    </AreaDialog>
  );
}
