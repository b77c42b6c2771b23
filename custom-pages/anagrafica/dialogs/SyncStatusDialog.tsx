// Sync status table dialog (spec 2 §2.10, §7): the member's alignment rows of the season for one
// external body, with the club screen's columns and texts (custom-pages/societa/dialogs/SyncStatusDialog).
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateGrid } from '../../../src/lib';
import { useSynch, type SynchType } from '../api';

interface Props {
  anagraficaId: number;
  seasonId: number | undefined;
  /** The body whose rows are shown; null keeps the dialog closed. */
  type: SynchType | null;
  onClose: () => void;
}

export function SyncStatusDialog({ anagraficaId, seasonId, type, onClose }: Props) {
  const translate = useTranslate();
  const rows = useSynch(anagraficaId, type ?? 'coni', seasonId, type !== null);
  const t = (k: string) => translate(`anagrafica.sync.${k}`);
  return (
    <Dialog open={type !== null} onClose={onClose} aria-labelledby="anagrafica-sync-title" maxWidth="md" fullWidth>
      <DialogTitle id="anagrafica-sync-title">{t('title')}</DialogTitle>
      <DialogContent sx={{ overflowX: 'auto' }}>
        {rows.data?.data.length === 0 ? (
          <Typography>{t('empty')}</Typography>
        ) : (
          <Table size="small" aria-labelledby="anagrafica-sync-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('codice')}</TableCell>
                <TableCell>{t('persona')}</TableCell>
                <TableCell>{t('allineato')}</TableCell>
                <TableCell>{t('data')}</TableCell>
                <TableCell>{t('errore')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {(rows.data?.data ?? []).map((r) => (
                <TableRow key={r.id}>
                  <TableCell>{r.codice ?? '-'}</TableCell>
                  <TableCell>{r.persona ?? '-'}</TableCell>
                  <TableCell>{t((type === 'coni' ? r.allineato_coni : r.allineato) ? 'yes' : 'no')}</TableCell>
                  <TableCell>{formatDateGrid(r.data_allineamento) || '-'}</TableCell>
                  <TableCell>{r.errore ?? '-'}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
