// /utente/0 'Nuovo Utente': the add-user form as a page; after saving, the new user's detail opens so
// that permissions can be added.
import { Title, useTranslate } from 'react-admin';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { UtenteInputs } from './UtenteInputs';
import { useUtenteForm } from './useUtenteForm';

export function UtenteNewForm({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const translate = useTranslate();
  const form = useUtenteForm(onSaved);
  const title = translate('utenti.detail.new_title');
  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 3 }, maxWidth: 640 }}>
      <Title title={title} />
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void form.submit();
          }}
        >
          <UtenteInputs values={form.values} errors={form.errors} set={form.set} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={onClose}>{translate('utenti.detail.close')}</Button>
            <Button type="submit" variant="contained" disabled={!form.canSave}>
              {translate('utenti.create.save')}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}
