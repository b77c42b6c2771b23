// Bonus / Portafogli tab for administrators: every wallet of one side with its totals; a row opens
// the wallet (WalletPanel in a dialog); 'Esporta' exports the same wallets. Props: side, active.
import { useMemo, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TIMINGS } from '../../src/lib';
import { usePagedList, type PartyType, type PortafoglioRow } from './api';
import { euro, gridDate } from './cells';
import { ExportButton, LEDGER_READ } from './ExportButton';
import { LedgerGrid, type LedgerColumn } from './LedgerGrid';
import { WalletPanel } from './WalletPanel';

const COLUMNS: LedgerColumn<PortafoglioRow>[] = [
  { key: 'nome', label: 'contabilita.columns.intestatario', render: (r) => r.nome },
  { key: 'codice', label: 'contabilita.columns.codice_intestatario', render: (r) => r.codice ?? '-' },
  { key: 'totale', label: 'contabilita.columns.totale', align: 'right', render: (r) => euro(r.totale) },
  { key: 'potenziale', label: 'contabilita.columns.totale_potenziale', align: 'right', render: (r) => euro(r.portafoglioProbabile) },
  { key: 'updated_at', label: 'contabilita.columns.data', nowrap: true, render: (r) => gridDate(r.updated_at) },
];

const WALLETS_PATH = 'portafoglio';

export function WalletsGrid({ side, active = true }: { side: PartyType; active?: boolean }) {
  const translate = useTranslate();
  const query = useMemo(() => ({ type: side }), [side]);
  const list = usePagedList<PortafoglioRow>(WALLETS_PATH, query, active);
  const [open, setOpen] = useState<PortafoglioRow | null>(null);
  const party = open ? { type: side, id: (side === 'societa' ? open.societa_id : open.anagrafica_id)! } : null;
  return (
    <>
      <LedgerGrid
        columns={COLUMNS}
        list={list}
        label={translate('contabilita.tabs.bonus')}
        actions={(r) => [{ key: 'open', label: 'contabilita.wallet.title', onClick: () => setOpen(r) }]}
        rowName={(r) => [r.nome, r.codice]}
        toolbar={<ExportButton path={WALLETS_PATH} query={query} access={LEDGER_READ} />}
      />
      <Dialog open={open != null} onClose={() => setOpen(null)} fullWidth maxWidth="md" transitionDuration={TIMINGS.dialog}>
        <DialogTitle>
          {translate('contabilita.wallet.title')} — {open?.nome}
        </DialogTitle>
        <DialogContent>{party && <WalletPanel party={party} admin />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{translate('contabilita.action.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
