// Credit card transaction detail (spec 2 §2.10) with 'Approva' / 'Rifiuta' for administrators while
// the transaction awaits the gateway (transazioneDecidibile). Props: transazione (null = closed), admin, onClose.
import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIMINGS, useMayCall } from '../../../src/lib';
import { approveTransazione, rejectTransazione, type TransazioneRow } from '../api';
import { euro, gridDate, StatoChip } from '../cells';
import { ConfirmAction } from './ConfirmAction';
import { LEDGER_WRITE, transazioneDecidibile } from '../../../resources/contracts/contabilita.ts';

export interface TransazioneDialogProps {
  transazione: TransazioneRow | null;
  admin: boolean;
  onClose: () => void;
}

export function TransazioneDialog({ transazione: t, admin, onClose }: TransazioneDialogProps) {
  const translate = useTranslate();
  const [pending, setPending] = useState<'approve' | 'reject' | null>(null);
  // POST transazione/{id}/approve|reject needs the accounting Write flag (an administrator cut to Read got 403).
  const mayWrite = useMayCall(LEDGER_WRITE);
  const decidable = admin && mayWrite && t && transazioneDecidibile(t.stato);
  const rows: [string, string][] = t
    ? [
        ['importo', euro(t.importo)],
        ['codice', t.codice],
        ['cliente', t.cliente ?? '-'],
        ['data_pagamento', gridDate(t.data_pagamento, true)],
        ['pagato_con', t.pagato_con ?? '-'],
        ['messaggio', t.status_message ?? '-'],
      ]
    : [];
  return (
    <Dialog open={t != null} onClose={onClose} fullWidth maxWidth="sm" transitionDuration={TIMINGS.dialog} aria-labelledby="trx-title">
      <DialogTitle id="trx-title">
        {translate('contabilita.transazione.title')} {t && <StatoChip stato={t.stato} />}
      </DialogTitle>
      <DialogContent dividers>
        <Grid container spacing={1}>
          {rows.map(([k, v]) => (
            <Grid key={k} size={{ xs: 12, sm: 6 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {translate(`contabilita.transazione.${k}`)}
              </Typography>
              <Typography variant="body2">{v}</Typography>
            </Grid>
          ))}
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('contabilita.action.close')}</Button>
        {decidable && (
          <>
            <Button color="error" variant="outlined" onClick={() => setPending('reject')}>
              {translate('contabilita.action.reject')}
            </Button>
            <Button variant="contained" onClick={() => setPending('approve')}>
              {translate('contabilita.action.approve')}
            </Button>
          </>
        )}
      </DialogActions>
      <ConfirmAction
        open={pending != null}
        message={pending === 'reject' ? 'contabilita.confirm.reject' : 'contabilita.confirm.approve'}
        run={() => (pending === 'reject' ? rejectTransazione(t!.id) : approveTransazione(t!.id))}
        onClose={() => setPending(null)}
        onDone={onClose}
      />
    </Dialog>
  );
}
