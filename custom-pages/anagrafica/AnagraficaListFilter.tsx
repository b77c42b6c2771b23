// 'Ricerca avanzata' (spec 2 §2.5, §6, §9): the filter names offered to this kind of user.
import { useTranslate } from 'react-admin';
import { Checkbox, FormControlLabel, FormGroup } from '@mui/material';
import type { AnagraficaFlag } from './api';
import { offeredFilters, type UserKind } from './rules';

export function AnagraficaListFilter({ kind, value, onChange }: { kind: UserKind; value: AnagraficaFlag[]; onChange: (v: AnagraficaFlag[]) => void }) {
  const t = useTranslate();
  return (
    <FormGroup sx={{ px: 1, pb: 1 }} aria-label={t('anagrafica.list.advanced')}>
      {offeredFilters(kind).map((f) => (
        <FormControlLabel
          key={f}
          control={<Checkbox size="small" checked={value.includes(f)} onChange={(e) => onChange(e.target.checked ? [...value, f] : value.filter((x) => x !== f))} />}
          label={t(`anagrafica.flags.${f}`)}
        />
      ))}
    </FormGroup>
  );
}
