// 'Modifica Modulo Tesserato' (spec 2 §2.5, §5): the privacy toggle 'Accetta', sent as accetta_privacy.
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { FormControlLabel, Switch } from '@mui/material';
import { saveModulo, useRefreshAnagrafica, type ModuloRow } from '../api';
import { AreaDialog } from './AreaDialog';

export function ModificaModuloDialog({ modulo, onClose }: { modulo: ModuloRow; onClose: () => void }) {
  const t = useTranslate();
  const refresh = useRefreshAnagrafica();
  const [accetta, setAccetta] = useState(modulo.accetta_privacy);
  return (
    <AreaDialog title={t('anagrafica.moduli.edit')} onClose={onClose} onSave={async () => { const r = await saveModulo(modulo.id, accetta); await refresh(); return r.message; }}>
      <FormControlLabel control={<Switch checked={accetta} onChange={(e) => setAccetta(e.target.checked)} />} label={t('anagrafica.moduli.accetta')} />
    </AreaDialog>
  );
}
