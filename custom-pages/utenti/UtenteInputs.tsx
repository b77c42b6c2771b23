// The add-user fields (spec 2 §2.7): Nome Utente, Email Utente, Password, Conferma Password,
// Tipo utente (Anagrafica or Società), then the club or person lookup. Inputs of a react-admin form:
// server errors (422) show under each field, the link's under its lookup. Editing ('Modifica'), the
// passwords are optional (blank = unchanged); an administrator's account shows its type, not the choice.
import { useTranslate } from 'ra-core';
import { RadioButtonGroupInput, TextInput } from 'react-admin';
import { Stack, Typography } from '@mui/material';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { LinkLookup, type LinkChoice, type LinkKind } from './LinkLookup';
import { isAdminType } from './useUtenteForm';
import type { TipoUtente } from './utentiApi';

const TIPI: LinkKind[] = ['anagrafica', 'societa'];

export function UtenteInputs({ editing = false }: { editing?: boolean }) {
  const translate = useTranslate();
  const tipo = (useWatch({ name: 'tipo_utente' }) as TipoUtente | undefined) ?? 'anagrafica';
  const common = { fullWidth: true, size: 'small' as const, autoComplete: 'off' };
  // The password an administrator chooses is temporary (the user sets its own at the first login).
  const passwordHint = translate(editing ? 'utenti.edit.password_hint' : 'utenti.create.password_hint');
  return (
    <Stack spacing={0.5}>
      {/* Required (spec 1 §5: 'Memorizza' waits for both): marked *, which says why it waits. */}
      <TextInput source="name" label={translate('utenti.create.name')} required {...common} />
      <TextInput source="email" type="email" label={translate('utenti.create.email')} required {...common} />
      <TextInput source="password" type="password" label={translate('utenti.create.password')} {...common} autoComplete="new-password" helperText={passwordHint} />
      <TextInput source="password_confirmation" type="password" label={translate('utenti.create.password_confirmation')} {...common} autoComplete="new-password" />
      {isAdminType(tipo) ? (
        <Typography variant="body2" color="text.secondary">
          {translate('utenti.create.tipo_utente')}: {translate(`utenti.types.${tipo}`)}
        </Typography>
      ) : (
        <>
          <RadioButtonGroupInput
            source="tipo_utente"
            label={translate('utenti.create.tipo_utente')}
            row
            choices={TIPI.map((t) => ({ id: t, name: translate(`utenti.create.tipo_${t}`) }))}
            helperText={false}
          />
          <LinkInput key={tipo} kind={tipo as LinkKind} />
        </>
      )}
    </Stack>
  );
}

/**
 * The lookup bound to the form's `societa` / `anagrafica` value; errors of `{kind}_id` or tipo_utente
 * under it. `{kind}_id` is registered too (its value unused: toBody sends the chosen id) so that the
 * server's error on it is cleared at the next 'Memorizza' instead of blocking it, and on a new choice.
 */
function LinkInput({ kind }: { kind: LinkKind }) {
  const { field } = useController({ name: kind });
  useController({ name: `${kind}_id` });
  const { clearErrors } = useFormContext();
  const { errors } = useFormState();
  const error = (errors[`${kind}_id`] ?? errors.tipo_utente)?.message;
  const onChange = (choice: LinkChoice | null) => {
    clearErrors(`${kind}_id`);
    field.onChange(choice);
  };
  return <LinkLookup kind={kind} value={field.value ?? null} onChange={onChange} error={typeof error === 'string' ? error : undefined} />;
}
