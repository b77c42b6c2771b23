// The 'Gemellata' indicator's 'Dettagli' (spec 2 §2.1): twinning has no sync rows, so the details are
// the club's twinning links (parent, child, Approvato, Rifiutato), like the sync status table of the
// two alignment rows; the system admin may approve or reject pending links here too.
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SocietaDetail } from '../api';
import { GemellaggiTable, gemellaggiOf } from '../tabs/GemellaggiPanel';

export function GemellaggiDialog({ societa, open, onClose, onChanged }: { societa: SocietaDetail; open: boolean; onClose: () => void; onChanged: () => void }) {
  const translate = useTranslate();
  const t = (k: string) => translate(`societa.twin.${k}`);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="gemellaggi-dialog-title" maxWidth="md" fullWidth>
      <DialogTitle id="gemellaggi-dialog-title">{t('list')}</DialogTitle>
      <DialogContent>
        {gemellaggiOf(societa).length ? <GemellaggiTable societa={societa} onChanged={onChanged} labelledBy="gemellaggi-dialog-title" /> : <Typography>{t('empty')}</Typography>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
