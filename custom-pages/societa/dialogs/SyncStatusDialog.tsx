// Sync status table dialog (spec 2 §2.10, §7): a club's or a member's alignment rows for one external
// body. The club screen's and the member screen's 'Dettagli' both open it.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TableScroller } from '../../../src/components';
import { formatDateGrid } from '../../../src/lib';
import { useSynch, type SynchSubject, type SynchType } from '../api';

/** `type` null keeps the dialog closed. */
export function SyncStatusDialog({ subject, type, onClose }: { subject: SynchSubject; type: SynchType | null; onClose: () => void }) {
  const translate = useTranslate();
  const rows = useSynch(subject, type ?? 'coni', type !== null);
  const t = (k: string) => translate(`societa.sync.${k}`);
  return (
    <Dialog open={type !== null} onClose={onClose} aria-labelledby="sync-title" maxWidth="md" fullWidth>
      <DialogTitle id="sync-title">{t('title')}</DialogTitle>
      <DialogContent>
        {rows.data?.data.length === 0 ? (
          <Typography>{t('empty')}</Typography>
        ) : (
          <TableScroller labelledBy="sync-title">
            <Table size="small" aria-labelledby="sync-title">
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
                    <TableCell>{translate((type === 'coni' ? r.allineato_coni : r.allineato) ? 'societa.fields.yes' : 'societa.fields.no')}</TableCell>
                    <TableCell>{formatDateGrid(r.data_allineamento) || '-'}</TableCell>
                    <TableCell>{r.errore ?? '-'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableScroller>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
