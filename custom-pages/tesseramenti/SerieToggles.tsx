// One toggle per series (loan and second-licence dialogs); 'Non ci sono serie disponibili per la
// società selezionata' when the club has none.
import { useTranslate } from 'react-admin';
import { Alert, FormControlLabel, FormGroup, Switch } from '@mui/material';
import type { SerieOption } from './api';

export interface SerieTogglesProps {
  serie: SerieOption[] | undefined;
  selected: number[];
  onChange: (ids: number[]) => void;
}

export function SerieToggles({ serie, selected, onChange }: SerieTogglesProps) {
  const translate = useTranslate();
  if (!serie) return null;
  if (!serie.length) return <Alert severity="warning">{translate('tesseramenti.transfer.nessuna_serie')}</Alert>;
  return (
    <FormGroup aria-label={translate('tesseramenti.loan.serie')}>
      {serie.map((s) => (
        <FormControlLabel
          key={s.id}
          label={s.nome}
          control={<Switch checked={selected.includes(s.id)} onChange={(e) => onChange(e.target.checked ? [...selected, s.id] : selected.filter((x) => x !== s.id))} />}
        />
      ))}
    </FormGroup>
  );
}
