// Consiglio Direttivo tab (spec 2 §2.1, §2.10): board data panel (system admin edits it), board grid,
// 'Stampa Certificato Tesseramento' (system admin or club user) → daf PDF.
import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { failureOf } from '../../../src/providers';
import { GridMessageRow, TableScroller, useToast } from '../../../src/components';
import { formatDateForm, formatDateGrid } from '../../../src/lib';
import { isSysadmin, useSession } from '../../../src/lib';
import { printDaf, useBoard } from '../api';
import { ConsiglioDialog } from '../dialogs/ConsiglioDialog';

export function ConsiglioTab({ societaId, seasonId }: { societaId: number; seasonId?: number }) {
  const translate = useTranslate();
  const toast = useToast();
  const session = useSession();
  const { data, members } = useBoard(societaId, seasonId);
  const [editing, setEditing] = useState(false);
  const t = (k: string) => translate(`societa.consiglio.${k}`);
  const b = data.data;
  const canPrint = isSysadmin(session) || session.userType === 'societa';
  // Until the board is read its fields say so: '-' everywhere would read as a board with no data.
  const boardFailure = failureOf(data.error);
  const membersFailure = failureOf(members.error);
  const message = members.isPending ? translate('shell.grid.loading') : members.data?.data.length === 0 ? t('empty') : null;
  return (
    <Box>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        {boardFailure && !b ? (
          <Alert severity="error">{boardFailure}</Alert>
        ) : !b ? (
          <Typography role="status" color="text.secondary">
            {translate('shell.grid.loading')}
          </Typography>
        ) : (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ flexWrap: 'wrap' }}>
            <Item label={t('data_elezione')} value={formatDateForm(b.data_elezione) || '-'} />
            <Item label={t('scadenza_elezione')} value={formatDateForm(b.scadenza_elezione) || '-'} />
            <Item label={t('componenti_min')} value={b.componenti_min ?? '-'} />
            <Item label={t('componenti_max')} value={b.componenti_max ?? '-'} />
          </Stack>
        )}
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap' }}>
          {isSysadmin(session) && (
            // Opened before the board is read, the dialog would start empty and save over it.
            <Button startIcon={<EditIcon />} disabled={!b} onClick={() => setEditing(true)}>
              {t('edit')}
            </Button>
          )}
          {canPrint && (
            <Button
              startIcon={<PrintIcon />}
              variant="outlined"
              onClick={() => printDaf(societaId, seasonId).catch((e: { status?: number; message?: string }) => toast.error(e.status === 409 && e.message ? e.message : 'File non trovato!!!'))}
            >
              {t('print')}
            </Button>
          )}
        </Stack>
      </Paper>
      {membersFailure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {membersFailure}
        </Alert>
      )}
      <TableScroller label={translate('societa.tabs.consiglio')}>
        <Table size="small" stickyHeader aria-label={translate('societa.tabs.consiglio')} aria-busy={members.isFetching}>
          <TableHead>
            <TableRow>
              <TableCell>{t('carica')}</TableCell>
              <TableCell>{t('matricola')}</TableCell>
              <TableCell>{t('nominativo')}</TableCell>
              <TableCell>{t('data_inizio')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {!membersFailure && message && <GridMessageRow colSpan={4}>{message}</GridMessageRow>}
            {(members.data?.data ?? []).map((m) => (
              <TableRow key={m.id}>
                <TableCell>{m.carica}</TableCell>
                <TableCell>{m.matricola}</TableCell>
                <TableCell>{m.nome_completo}</TableCell>
                <TableCell>{formatDateGrid(m.data_inizio) || '-'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroller>
      {editing && (
        <ConsiglioDialog
          open
          societaId={societaId}
          seasonId={seasonId}
          board={b}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void data.refetch();
          }}
        />
      )}
    </Box>
  );
}

const Item = ({ label, value }: { label: string; value: React.ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography variant="body1">{value}</Typography>
  </Box>
);
