// Transaction outcome dialog (spec 2 §2.10, §3): amount, transaction code, customer, payment date,
// payment method, the action buttons; the error box, 'CARICAMENTO IN CORSO...' while loading,
// 'Si è verificato un errore' when the transaction is missing, and a plain message when the address
// names no valid transaction number (id null). Closing redirects (the answer's `redirect`, or `closeTo`).
import { useId } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { DIALOG_TRANSITION } from '../../../src/lib';
import { formatDateTime, formatEuro } from '../../../src/lib';
import { useRefreshAfterPayment, useTransaction } from '../api';
import { SOCIETA_PATH } from '../paths';

export interface OutcomeAction {
  /** Text or catalogue key. */
  label: string;
  onClick: () => void;
}

export interface TransactionOutcomeDialogProps {
  open: boolean;
  /** id_transazione; null when the address carries no valid transaction number. */
  id: number | null;
  /** Where closing goes when the answer names no place (default the answer's redirect, else /societa). */
  closeTo?: string;
  /** Extra buttons beside 'Chiudi'. */
  actions?: OutcomeAction[];
  onClose?: () => void;
}

const Row = ({ label, value }: { label: string; value: string }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: 0.5, py: 0.5 }}>
    <Typography color="text.secondary">{label}</Typography>
    <Typography sx={{ wordBreak: 'break-word' }}>{value || '-'}</Typography>
  </Box>
);

export const TransactionOutcomeDialog = ({ open, id, closeTo, actions = [], onClose }: TransactionOutcomeDialogProps) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const titleId = useId();
  const { data, isLoading, isError } = useTransaction(open ? id : null);
  const outcome = data ? translate(data.Success ? 'transazione.paid' : data.stato === 'in_attesa' ? 'transazione.pending' : 'transazione.not_paid') : '';
  const refresh = useRefreshAfterPayment();
  const close = () => {
    onClose?.();
    // What the app read before the gateway answered (the badge, the page closing goes to) is read again.
    void refresh();
    navigate(closeTo ?? data?.redirect ?? SOCIETA_PATH, { replace: true });
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" transitionDuration={DIALOG_TRANSITION} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{id === null ? translate('transazione.title_unknown') : translate('transazione.title', { id })}</DialogTitle>
      <DialogContent dividers>
        {id === null ? (
          <Alert severity="error">{translate('transazione.invalid_id')}</Alert>
        ) : isLoading ? (
          <Typography>{translate('transazione.loading')}</Typography>
        ) : isError || !data ? (
          <Alert severity="error">{translate('transazione.error')}</Alert>
        ) : (
          <>
            <Alert severity={data.Success ? 'success' : data.stato === 'in_attesa' ? 'info' : 'error'} sx={{ mb: 1 }} data-testid="outcome-status">
              <strong>{outcome}</strong>
              {/* The provider's message, unless it only repeats the outcome ('In attesa di esito - In attesa di esito'). */}
              {data.StatusMessage && data.StatusMessage.trim().toLowerCase() !== outcome.toLowerCase() ? ` - ${data.StatusMessage}` : ''}
            </Alert>
            <Row label={translate('transazione.amount')} value={formatEuro(data.Importo)} />
            <Row label={translate('transazione.code')} value={data.codice_transazione} />
            <Row label={translate('transazione.customer')} value={data.Cliente ?? ''} />
            <Row label={translate('transazione.date')} value={formatDateTime(data.Data_pagamento)} />
            <Row label={translate('transazione.method')} value={data.Pagato_con ?? ''} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        {actions.map((a) => (
          <Button key={a.label} onClick={a.onClick}>
            {translate(a.label, { _: a.label })}
          </Button>
        ))}
        <Button variant="contained" onClick={close}>
          {translate('transazione.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

export default TransactionOutcomeDialog;
