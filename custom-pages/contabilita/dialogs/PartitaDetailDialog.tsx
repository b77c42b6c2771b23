// Accounting entry details (spec 2 §2.10): read-only, every field; with `actions` on, 'Approva' and
// 'Rifiuta' for what the caller may decide (an admin: the entry; the old club / the person: the
// second layer, with 'buy without money' for Tesseramento Dirigente), otherwise 'OK'.
// Props: partitaId (null = closed), actions, onClose.
import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogTitle, FormControlLabel, Grid, Switch, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ReadingDialogContent } from '../../../src/components';
import { TIMINGS } from '../../../src/lib';
import { CODICI_SPECIALI } from '../../../resources/contracts/contabilita.ts';
import { usePartita, type PartitaDetail } from '../api';
import { decidesLayer, decisionOf, questionOf, runDecision, type Decision } from '../decisions';
import { euro, gridDate, StatoChip } from '../cells';
import { ConfirmAction } from './ConfirmAction';

export interface PartitaDetailDialogProps {
  partitaId: number | null;
  /** Offer approve/reject when the entry allows it. */
  actions?: boolean;
  onClose: () => void;
}

const rowsOf = (p: PartitaDetail): [string, string][] => [
  ['societa', p.societa_nome ?? '-'],
  ['codice_affiliazione', p.societa_codice_affiliazione ?? '-'],
  ['anagrafica', p.anagrafica_nome ?? '-'],
  ['codice_fiscale', p.anagrafica?.codice_fiscale ?? '-'],
  ['cittadinanza', p.anagrafica?.cittadinanza ?? '-'],
  ['nazionalita_sportiva', p.anagrafica?.nazionalita_sportiva ?? '-'],
  ['nascita', p.anagrafica ? `${p.anagrafica.comune_nascita ?? '-'} ${gridDate(p.anagrafica.data_nascita)}` : '-'],
  ['codice', p.codice],
  ['scadenza', gridDate(p.data_scadenza)],
  ['modulo', p.ruolo?.modulo ?? '-'],
  ['categoria', p.ruolo?.categoria ?? p.ruolo?.tipologia ?? '-'],
  ['data_documento', gridDate(p.data_registrazione)],
  ['stagione', p.stagione_nome],
  ['importo', euro(p.importo)],
  ['bonus', euro(p.bonus)],
  ['data_approvazione', gridDate(p.data_approvazione, true)],
  ['data_rifiuto', gridDate(p.data_rifiuto, true)],
  ['data_storno', gridDate(p.data_storno, true)],
  ['approvatore', p.approvatore ?? '-'],
  ['codice_transazione', p.transazione_codice ?? p.codice_versamento ?? '-'],
  ['descrizione', p.descrizione ?? '-'],
];

export function PartitaDetailDialog({ partitaId, actions = false, onClose }: PartitaDetailDialogProps) {
  const translate = useTranslate();
  const { data: p, isPending, isError } = usePartita(partitaId);
  const [pending, setPending] = useState<Decision | null>(null);
  const [withoutMoney, setWithoutMoney] = useState(false);
  const az = p?.azioni;
  const canDecide = actions && az && (az.approve || az.approveLayer);
  const layer = Boolean(p && decidesLayer(p));
  return (
    <Dialog open={partitaId != null} onClose={onClose} fullWidth maxWidth="md" transitionDuration={TIMINGS.dialog} aria-labelledby="partita-detail-title">
      <DialogTitle id="partita-detail-title">
        {translate('contabilita.detail.title')} {p && <StatoChip stato={p.stato} />}
      </DialogTitle>
      <ReadingDialogContent dividers labelledBy="partita-detail-title">
        {isPending && <Typography>{translate('contabilita.loading')}</Typography>}
        {isError && <Alert severity="error">{translate('shell.notify.generic_error', { _: 'Si è verificato un errore' })}</Alert>}
        {p && (
          <Grid container spacing={1}>
            {rowsOf(p).map(([key, value]) => (
              <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
                <Typography variant="caption" color="text.secondary" component="div">
                  {translate(`contabilita.detail.${key}`)}
                </Typography>
                <Typography variant="body2" data-field={key}>
                  {value}
                </Typography>
              </Grid>
            ))}
          </Grid>
        )}
        {p?.pagamento_carta_in_corso && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {translate('contabilita.detail.card_pending')}
          </Alert>
        )}
        {p && layer && p.codice === CODICI_SPECIALI.dirigente && (
          <Box sx={{ mt: 2 }}>
            <FormControlLabel control={<Switch checked={withoutMoney} onChange={(e) => setWithoutMoney(e.target.checked)} />} label={translate('contabilita.detail.buy_without_money')} />
          </Box>
        )}
      </ReadingDialogContent>
      <DialogActions>
        {canDecide ? (
          <>
            <Button onClick={onClose}>{translate('contabilita.action.close')}</Button>
            <Button color="error" variant="outlined" onClick={() => setPending(decisionOf(p!, 'reject'))}>
              {translate('contabilita.action.reject')}
            </Button>
            <Button color="primary" variant="contained" onClick={() => setPending(decisionOf(p!, 'approve'))}>
              {translate('contabilita.action.approve')}
            </Button>
          </>
        ) : (
          <Button variant="contained" onClick={onClose}>
            {translate('contabilita.action.ok')}
          </Button>
        )}
      </DialogActions>
      <ConfirmAction
        open={pending != null}
        message={p && pending ? questionOf(p, pending) : ''}
        run={() => runDecision(partitaId!, pending!, withoutMoney)}
        onClose={() => setPending(null)}
        onDone={onClose}
      />
    </Dialog>
  );
}
