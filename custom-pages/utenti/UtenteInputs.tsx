// The add-user fields (spec 2 §2.7): Nome Utente, Email Utente, Password, Conferma Password,
// Tipo utente (anagrafica or societa), then the club or person lookup. Server errors under each field.
import { useTranslate } from 'ra-core';
import { FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { LinkLookup, type LinkKind } from './LinkLookup';
import type { UtenteFormValues } from './useUtenteForm';

interface Props {
  values: UtenteFormValues;
  errors: Record<string, string>;
  set: <K extends keyof UtenteFormValues>(key: K, value: UtenteFormValues[K]) => void;
}

const TIPI: LinkKind[] = ['anagrafica', 'societa'];

export function UtenteInputs({ values, errors, set }: Props) {
  const translate = useTranslate();
  const text = (source: 'name' | 'email' | 'password' | 'password_confirmation', type = 'text', autoComplete = 'off') => (
    <TextField
      key={source}
      name={source}
      label={translate(`utenti.create.${source}`)}
      type={type}
      value={values[source]}
      onChange={(e) => set(source, e.target.value)}
      error={!!errors[source]}
      helperText={errors[source] ?? ' '}
      autoComplete={autoComplete}
      size="small"
      fullWidth
    />
  );
  const kind = values.tipo_utente;
  return (
    <Stack spacing={0.5}>
      {text('name')}
      {text('email', 'email')}
      {text('password', 'password', 'new-password')}
      {text('password_confirmation', 'password', 'new-password')}
      <FormControl error={!!errors.tipo_utente}>
        <FormLabel id="utente-tipo-label">{translate('utenti.create.tipo_utente')}</FormLabel>
        <RadioGroup row aria-labelledby="utente-tipo-label" name="tipo_utente" value={kind} onChange={(e) => set('tipo_utente', e.target.value as LinkKind)}>
          {TIPI.map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio size="small" />} label={translate(`utenti.create.tipo_${t}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <LinkLookup
        key={kind}
        kind={kind}
        value={values[kind]}
        onChange={(choice) => set(kind, choice)}
        error={errors[`${kind}_id`] ?? errors.tipo_utente}
      />
    </Stack>
  );
}
