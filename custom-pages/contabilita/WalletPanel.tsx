// A party's wallet: available and potential bonus, 'Incrementa Bonus' / 'Decrementa Bonus' (spec 2 §6:
// admins always; others only when the general configuration's only_admin_can_increment is off — the
// server refuses them with 403 otherwise), and its movements with their 'Esporta'. Reused by the club and
// member screens.
//   <WalletPanel party={{ type: 'societa', id }} />
// Props: party; admin (date editable, always allowed; a signed-in admin counts as one anyway);
// active (false while the tab is hidden); compact (the buttons and their dialog only: the club screen's
// Contabilita tab, which shows 'Bonus Attuale' itself and the completed entries, spec 2 §2.1).
import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useGeneralConfig } from '../../src/components';
import { isAdmin, useMayCall, useSession } from '../../src/lib';
import { LEDGER_WRITE } from '../../resources/contracts/contabilita';
import { failureOf, usePagedList, usePortafoglio, type MovimentoRow, type Party } from './api';
import { euro, gridDate, StatoChip } from './cells';
import { ExportButton, LEDGER_READ } from './ExportButton';
import { LedgerGrid, type LedgerColumn } from './LedgerGrid';
import { WalletDialog } from './dialogs/WalletDialog';

export interface WalletPanelProps {
  party: Party;
  admin?: boolean;
  active?: boolean;
  compact?: boolean;
}

const COLUMNS: LedgerColumn<MovimentoRow>[] = [
  { key: 'data', label: 'contabilita.columns.data', nowrap: true, render: (r) => gridDate(r.data_versamento) },
  { key: 'valore', label: 'contabilita.columns.valore', align: 'right', render: (r) => euro(r.valore) },
  { key: 'codice_versamento', label: 'contabilita.columns.codice_versamento', render: (r) => r.codice_versamento ?? '-' },
  { key: 'banca', label: 'contabilita.columns.banca', render: (r) => r.banca ?? '-' },
  { key: 'stato', label: 'contabilita.columns.stato', render: (r) => <StatoChip stato={r.stato} /> },
  { key: 'stagione', label: 'contabilita.columns.stagione', render: (r) => r.stagione_nome ?? '-' },
];

/** The wallet's movements (GET portafoglio/{id}/movimenti): the grid and its export; the list has no filters. */
const movesPath = (walletId: number | null) => `portafoglio/${walletId}/movimenti`;
const NO_FILTERS = {};

/**
 * Whether the user may increment / decrement wallets: with the accounting Write flag the increment
 * route requires (an administrator cut to Read got a dialog and a 403), admins always, others when
 * the configuration allows (spec 2 §6).
 */
function useMayChangeWallet(admin: boolean): boolean {
  const write = useMayCall(LEDGER_WRITE);
  const { data: config } = useGeneralConfig(write && !admin);
  return write && (admin || config?.only_admin_can_increment === false);
}

export function WalletPanel({ party, admin: adminProp = false, active = true, compact = false }: WalletPanelProps) {
  const translate = useTranslate();
  const sessionAdmin = isAdmin(useSession());
  const admin = adminProp || sessionAdmin;
  const mayChange = useMayChangeWallet(admin);
  const { data: wallet, error, isPending } = usePortafoglio(party);
  const failure = failureOf(error);
  const [direction, setDirection] = useState<'increment' | 'decrement' | null>(null);
  const walletId = wallet?.id ?? null;
  const moves = usePagedList<MovimentoRow>(movesPath(walletId), NO_FILTERS, active && !compact && walletId != null);
  const buttons = mayChange && (
    <>
      <Button variant="contained" disabled={walletId == null} onClick={() => setDirection('increment')}>
        {translate('contabilita.action.increase')}
      </Button>
      <Button variant="outlined" disabled={walletId == null} onClick={() => setDirection('decrement')}>
        {translate('contabilita.action.decrease')}
      </Button>
    </>
  );
  const dialog = <WalletDialog walletId={direction ? walletId : null} direction={direction ?? 'increment'} admin={admin} onClose={() => setDirection(null)} />;
  // A refused or failed read says so: a '0,00 €' bonus would read as the party's balance.
  if (failure && !compact) return <Alert severity="error">{failure}</Alert>;
  if (compact)
    return (
      <>
        {buttons}
        {dialog}
      </>
    );
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <Card variant="outlined" sx={{ flexGrow: 1 }}>
          <CardContent>
            <Typography variant="overline">{translate('contabilita.wallet.totale')}</Typography>
            {isPending || !wallet ? (
              <Typography role="status" sx={{ py: 1 }} color="text.secondary">
                {translate('contabilita.loading')}
              </Typography>
            ) : (
              <>
                <Typography variant="h5" component="p" data-testid="wallet-totale">
                  {euro(wallet.totale ?? 0)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate('contabilita.wallet.potenziale')}: {euro(wallet.portafoglioProbabile ?? 0)}
                </Typography>
              </>
            )}
          </CardContent>
        </Card>
        {mayChange && (
          <Stack direction="row" spacing={1}>
            {buttons}
          </Stack>
        )}
      </Stack>
      {walletId != null && (
        <LedgerGrid
          columns={COLUMNS}
          list={moves}
          label={translate('contabilita.wallet.movimenti')}
          // The movements as the Bonus tab of the federation exports its wallets (spec 2 §7: export=excel on
          // every accounting list); the server scopes the file to the caller's own wallet (404 for another's).
          toolbar={<ExportButton path={movesPath(walletId)} query={NO_FILTERS} access={LEDGER_READ} />}
        />
      )}
      {dialog}
    </Box>
  );
}
