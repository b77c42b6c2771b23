// Pagamenti Online / Carta di credito tab: card transactions of one side (a club or person user sees
// its own). A row opens the transaction detail ('Approva'/'Rifiuta' for admins).
// 'Esporta' exports the same rows (the list call with export=excel).
// Props: type ('societa' | 'anagrafica'), admin, active.
import { useMemo, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useSeason } from '../../src/lib';
import { usePagedList, type PartyType, type TransazioneRow } from './api';
import { euro, gridDate, StatoChip } from './cells';
import { ExportButton, LEDGER_READ } from './ExportButton';
import { LedgerGrid, type LedgerColumn } from './LedgerGrid';
import { TransazioneDialog } from './dialogs/TransazioneDialog';

const COLUMNS: LedgerColumn<TransazioneRow>[] = [
  { key: 'data', label: 'contabilita.columns.data', nowrap: true, render: (r) => gridDate(r.data_creazione, true) },
  { key: 'codice', label: 'contabilita.columns.codice_transazione', render: (r) => r.codice },
  { key: 'cliente', label: 'contabilita.columns.cliente', render: (r) => r.cliente ?? '-' },
  { key: 'importo', label: 'contabilita.columns.importo', align: 'right', render: (r) => euro(r.importo) },
  { key: 'stato', label: 'contabilita.columns.stato', render: (r) => <StatoChip stato={r.stato} /> },
  { key: 'esito', label: 'contabilita.columns.esito', render: (r) => r.esito ?? '-' },
];

const TRANSAZIONI_PATH = 'transazionicartacredito';

export function TransazioniGrid({ type, admin = false, active = true }: { type: PartyType; admin?: boolean; active?: boolean }) {
  const translate = useTranslate();
  const [season] = useSeason();
  const query = useMemo(() => ({ type, ...(season?.id ? { season: season.id } : {}) }), [type, season?.id]);
  const list = usePagedList<TransazioneRow>(TRANSAZIONI_PATH, query, active);
  const [open, setOpen] = useState<TransazioneRow | null>(null);
  return (
    <>
      <LedgerGrid
        columns={COLUMNS}
        list={list}
        label={translate('contabilita.tabs.pagamenti_online')}
        rowName={(r) => [r.cliente, r.codice]}
        toolbar={<ExportButton path={TRANSAZIONI_PATH} query={query} access={LEDGER_READ} />}
        actions={(r) => [{ key: 'details', label: 'contabilita.action.details', onClick: () => setOpen(r) }]}
      />
      <TransazioneDialog transazione={open} admin={admin} onClose={() => setOpen(null)} />
    </>
  );
}
