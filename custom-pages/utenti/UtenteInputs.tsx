// The add-user fields (spec 2 §2.7): Nome Utente, Email Utente, Password, Conferma Password,
// Tipo utente (Anagrafica or Società), then the club or person lookup. Inputs of a react-admin form:
// server errors (422) show under each field, the link's under its lookup.
import { useTranslate } from 'ra-core';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { Stack } from '@mui/material';
import { useController, useFormState, useWatch } from 'react-hook-form';
import { LinkLookup, type LinkKind } from './LinkLookup';

const TIPI: LinkKind[] = ['anagrafica', 'societa'];

export function UtenteInputs() {
  const translate = useTranslate();
  const kind = (useWatch({ name: 'tipo_utente' }) as LinkKind | undefined) ?? 'anagrafica';
  const common = { fullWidth: true, size: 'small' as const, autoComplete: 'off' };
  return (
    <Stack spacing={0.5}>
      <TextInput source="name" label={translate('utenti.create.name')} {...common} />
      <TextInput source="email" type="email" label={translate('utenti.create.email')} {...common} />
      <TextInput source="password" type="password" label={translate('utenti.create.password')} {...common} autoComplete="new-password" />
      <TextInput source="password_confirmation" type="password" label={translate('utenti.create.password_confirmation')} {...common} autoComplete="new-password" />
      <RadioButtonGroupInput
        source="tipo_utente"
        label={translate('utenti.create.tipo_utente')}
        row
        choices={TIPI.map((t) => ({ id: t, name: translate(`utenti.create.tipo_${t}`) }))}
        helperText={false}
      />
      <LinkInput key={kind} kind={kind} />
    </Stack>
  );
}

/** The lookup bound to the form's `societa` / `anagrafica` value; errors of `{kind}_id` or tipo_utente under it. */
function LinkInput({ kind }: { kind: LinkKind }) {
  const { field } = useController({ name: kind });
  const { errors } = useFormState();
  const error = (errors[`${kind}_id`] ?? errors.tipo_utente)?.message;
  return <LinkLookup kind={kind} value={field.value ?? null} onChange={field.onChange} error={typeof error === 'string' ? error : undefined} />;
}
