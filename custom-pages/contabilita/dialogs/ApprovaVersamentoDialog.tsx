// 'Approva versamento': when a bank transfer or payment notice (AVV…/BON…) is received, an
// administrator approves every entry it pays at once. The SI/NO question shows what will be approved
// as the server counts it now: first the amount the transfer brought (what the bank statement shows:
// the entries' total less the wallet share), then the code, who paid, how many entries and their
// total, and, so that the figures add up to the transfer, what it paid for entries approved one by
// one and for entries refused or cancelled meanwhile (that part goes to the payer's wallet), then POST
// partitacontabile/approveversamento (pessimistic, the server's message as the toast).
// Props: codice (null = closed), onClose.
import { Alert, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { approveVersamento, failureOf, useVersamento } from '../api';
import { euro } from '../cells';
import { ConfirmAction } from './ConfirmAction';

export interface ApprovaVersamentoDialogProps {
  codice: string | null;
  onClose: () => void;
}

export function ApprovaVersamentoDialog({ codice, onClose }: ApprovaVersamentoDialogProps) {
  const translate = useTranslate();
  const preview = useVersamento(codice);
  const s = preview.data;
  // Nothing to do: no entry to approve and nothing of the transfer to put in a wallet.
  const nothing = s != null && s.partite === 0 && s.al_portafoglio === 0;
  const when = (shown: boolean, row: [string, string]): [string, string][] => (shown ? [row] : []);
  const rows: [string, string][] = s
    ? [
        ['importo_versamento', euro(s.importo_versamento)],
        ['codice_versamento', s.codice_versamento],
        ['intestatario', s.intestatario ?? '-'],
        ['partite', String(s.partite)],
        ['totale', euro(s.totale)],
        ...when(s.portafoglio > 0, ['portafoglio', euro(s.portafoglio)]),
        ...when(s.decise > 0, ['decise', String(s.decise)]),
        ...when(s.gia_approvato > 0, ['gia_approvato', euro(s.gia_approvato)]),
        ...when(s.al_portafoglio > 0, ['al_portafoglio', euro(s.al_portafoglio)]),
      ]
    : [];
  return (
    <ConfirmAction
      open={codice != null}
      title="contabilita.versamento.title"
      message="contabilita.confirm.approve_versamento"
      run={() => approveVersamento(codice!)}
      onClose={onClose}
      confirmDisabled={!s || nothing}
    >
      {preview.isPending && codice != null && <Typography sx={{ mt: 2 }}>{translate('contabilita.loading')}</Typography>}
      {rows.length > 0 && (
        <Box
          component="dl"
          aria-label={translate('contabilita.versamento.title')}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0, sm: 0.5 }, mt: 2, mb: 0 }}
        >
          {rows.map(([key, value]) => (
            <Box key={key} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="text.secondary">
                {translate(`contabilita.versamento.${key}`)}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, fontWeight: 600, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      {preview.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failureOf(preview.error)}
        </Alert>
      )}
      {nothing && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('contabilita.versamento.nothing')}
        </Alert>
      )}
    </ConfirmAction>
  );
}
