// The club's series of a registration (spec 1 §5: 'Serie Obbligatoria' for AL), shared by the
// registration/transfer dialog and the membership dialog: a warning when the club has none for a
// type that needs one, else a select, required for AL.
import { useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { OptionSelect } from '../../src/components';
import type { SerieOption } from './api';

export interface SerieSelectProps {
  /** The club's series for the person and type; undefined while not asked or loading. */
  list: SerieOption[] | undefined;
  value: number | '';
  onChange: (id: number) => void;
  required: boolean;
  /** The server's message for `serie_id`. */
  error?: string;
}

export function SerieSelect({ list, value, onChange, required, error }: SerieSelectProps) {
  const translate = useTranslate();
  const t = (k: string) => translate(`tesseramenti.transfer.${k}`);
  if (!list) return null;
  if (!list.length) return required ? <Alert severity="warning">{t('nessuna_serie')}</Alert> : null;
  const missing = required && value === '';
  return (
    <OptionSelect
      label={t('serie')}
      options={list}
      value={value}
      required={required}
      onChange={onChange}
      error={!!error || missing}
      helperText={error ?? (missing ? t('serie_obbligatoria') : undefined)}
    />
  );
}
