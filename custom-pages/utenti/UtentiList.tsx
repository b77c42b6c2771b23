// User list, route /utentilist (spec 2 §2.7): 'Lista Utenti', 'Nuovo Utente', the grid (#, Nome utente,
// Societa / Anagrafica, Abilitato) with its row actions, and the side filter.
import { useState } from 'react';
import { Title, useRefresh, useTranslate } from 'react-admin';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { ConfirmDialog } from '../../src/components';
import { ChangePasswordDialog } from '../../src/components';
import { DataGrid } from '../../src/generator';
import { useMayCall } from '../../src/lib';
import { nextSort, type SortState } from '../../src/generator';
import { UtenteCreateDialog } from './UtenteCreateDialog';
import { UtentiListFilter, type UtentiFilterValue } from './UtentiListFilter';
import { useUtenteActions } from './useUtenteActions';
import { useUtentiList } from './useUtentiList';
import { utentiGridDecl } from './utentiGrid';
import { UTENTI_WRITE } from './utentiApi';

export default function UtentiList() {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [sort, setSort] = useState<SortState | null>(null);
  const [filter, setFilter] = useState<UtentiFilterValue>({ search: '', flag: [] });
  const [adding, setAdding] = useState(false);
  const list = useUtentiList(sort, filter);
  const { actions, password, confirm } = useUtenteActions();
  const title = translate('utenti.list.title');
  const mayWrite = useMayCall(UTENTI_WRITE);

  return (
    <Box component="section" sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={title} />
      <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {mayWrite && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {translate('utenti.list.add')}
          </Button>
        )}
      </Stack>
      <Stack direction={{ xs: 'column-reverse', md: 'row' }} spacing={2}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <DataGrid
            decl={utentiGridDecl}
            rows={list.rows}
            isPending={list.isPending}
            hasNextPage={list.hasNextPage}
            isFetchingNextPage={list.isFetchingNextPage}
            isFetching={list.isFetching}
            fetchNextPage={list.fetchNextPage}
            error={list.error}
            retry={list.retry}
            sort={sort}
            onSort={(field) => setSort((s) => nextSort(s, field))}
            actions={actions}
          />
        </Box>
        <UtentiListFilter value={filter} onChange={setFilter} />
      </Stack>
      <UtenteCreateDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={() => {
          setAdding(false);
          refresh();
        }}
      />
      {password.userId !== null && <ChangePasswordDialog open userId={password.userId} onClose={password.close} />}
      <ConfirmDialog
        open={confirm.open}
        loading={confirm.loading}
        onClose={confirm.onClose}
        onConfirm={confirm.onConfirm}
        message={
          <>
            {translate('utenti.actions.confirm_toggle')}
            {confirm.error && (
              <Alert severity="error" role="alert" sx={{ mt: 2 }}>
                {confirm.error}
              </Alert>
            )}
          </>
        }
      />
    </Box>
  );
}
