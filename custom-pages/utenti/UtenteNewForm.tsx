// /utente/0 'Nuovo Utente': the add-user form as a page; after saving, the new user's detail opens so
// that permissions can be added. Same inputs, rules and failure handling as the dialog.
import { useState } from 'react';
import { Form, Title, useTranslate } from 'react-admin';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { readSaveFailure, useToast } from '../../src/components';
import { UtenteInputs } from './UtenteInputs';
import { createUtente, EMPTY_UTENTE, saveBlocker, SUCCESS_MS, type UtenteFormValues } from './useUtenteForm';

export function UtenteNewForm({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const title = translate('utenti.detail.new_title');
  const submit = async (values: Record<string, unknown>) => {
    setServerMessage(null);
    try {
      const answer = await createUtente(values as unknown as UtenteFormValues);
      toast.success(translate('utenti.create.saved'), { duration: SUCCESS_MS });
      onSaved(Number(answer.id));
    } catch (e) {
      const failure = readSaveFailure(e);
      if (failure.fieldErrors) {
        toast.error('shell.notify.invalid_form');
        return failure.fieldErrors;
      }
      setServerMessage(failure.serverMessage ?? translate('shell.notify.generic_error'));
    }
    return undefined;
  };
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Form record={EMPTY_UTENTE as never} onSubmit={submit} noValidate disableInvalidFormNotification>
          {serverMessage && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {serverMessage}
            </Alert>
          )}
          <UtenteInputs />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 2 }}>
            <SaveHint />
            <Button onClick={onClose}>{translate('utenti.detail.close')}</Button>
            <SaveButton />
          </Stack>
        </Form>
      </Paper>
    </Box>
  );
}

function SaveHint() {
  const translate = useTranslate();
  const why = saveBlocker(useWatch() as Partial<UtenteFormValues>);
  return why ? (
    <Typography id="utente-new-why" variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
      {translate(why)}
    </Typography>
  ) : null;
}

function SaveButton() {
  const translate = useTranslate();
  const blocked = saveBlocker(useWatch() as Partial<UtenteFormValues>) !== null;
  return (
    <Button type="submit" variant="contained" disabled={blocked} aria-describedby={blocked ? 'utente-new-why' : undefined}>
      {translate('utenti.create.save')}
    </Button>
  );
}
