// The accounting entries grid, reused by the accounting screens and by the club and member screens'
// Contabilita / Versamenti in Approvazione tabs.
//   <PartiteGrid party={{ type: 'societa', id }} status="completed" />
// Props:
//   party    the club or person whose entries to list (partitacontabile/{type}/{id}); absent = every
//            entry the caller may see, optionally of one `side` (admins' accounting screens)
//   side     'societa' | 'anagrafica' without a party: club-paid or person-paid entries
//   status   'completed' (decided) | 'progress' (awaiting approval); absent = all
//   requestType 'trasferimenti': transfer entries only
//   active   false while the tab is hidden (no fetching); a tab that becomes active reloads
// A member's grids (party of type anagrafica) choose 'Tipologia': every entry, or those of the
// referee's or the coach's registrations (the call's type=arbitro|allenatore, spec 1 §7 Members).
// Row menu: Dettagli; Approva (the details with their Approva/Rifiuta) and Rifiuta (its SI/NO question
// and call straight away, as the details' Rifiuta) to whoever may decide, while the entry awaits;
// Storno / Modifica (admin on approved entries), Annulla (the requesting club). 'Esporta' exports the same filtered rows.
// Awaiting entries show their payment code ('Codice transazione', as the filter and the detail name it, spec 1); on one paid by bank transfer or
// payment notice (AVV…/BON…) an administrator's 'Approva versamento' approves every entry of that
// payment at once, as does the toolbar button when the filter names such a code.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Badge, Button, MenuItem, TextField } from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import { useTranslate } from 'react-admin';
import { useMayCall, useSeason } from '../../src/lib';
import { entriesPath, filtersToQuery, usePagedList, cancelPartita, type FilterLabels, type ListStatus, type PartitaFilters, type PartitaRow, type Party, type PartyType } from './api';
import { euro, gridDate, StatoChip } from './cells';
import { LEDGER_WRITE, MEMBER_ENTRY_TYPES, type MemberEntryType } from '../../resources/contracts/contabilita.ts';
import { isBankTransferCode } from '../../resources/contracts/carrello.ts';
import { LedgerGrid, type LedgerAction, type LedgerColumn, type LedgerGridHandle } from './LedgerGrid';
import { ExportButton, LEDGER_READ } from './ExportButton';
import { AccountingFilterDialog } from './dialogs/AccountingFilterDialog';
import { ApprovaVersamentoDialog } from './dialogs/ApprovaVersamentoDialog';
import { ChangeAmountDialog } from './dialogs/ChangeAmountDialog';
import { ConfirmAction } from './dialogs/ConfirmAction';
import { decisionOf, mayDecide, questionOf, runDecision } from './decisions';
import { PartitaDetailDialog } from './dialogs/PartitaDetailDialog';
import { StornoDialog } from './dialogs/StornoDialog';

export interface PartiteGridProps {
  party?: Party | null;
  side?: PartyType;
  status?: ListStatus;
  requestType?: 'trasferimenti';
  active?: boolean;
  /** Administrators get the club/member filter fields. */
  admin?: boolean;
}

const COLUMNS: LedgerColumn<PartitaRow>[] = [
  { key: 'data_registrazione', label: 'contabilita.columns.data_registrazione', nowrap: true, render: (r) => gridDate(r.data_registrazione) },
  { key: 'codice', label: 'contabilita.columns.codice', render: (r) => r.codice },
  { key: 'societa', label: 'contabilita.columns.societa', render: (r) => r.societa_nome ?? '-' },
  { key: 'anagrafica', label: 'contabilita.columns.anagrafica', render: (r) => r.anagrafica_nome ?? '-' },
  { key: 'importo', label: 'contabilita.columns.importo', align: 'right', render: (r) => euro(r.importo) },
  { key: 'bonus', label: 'contabilita.columns.bonus', align: 'right', render: (r) => euro(r.bonus) },
  { key: 'stato', label: 'contabilita.columns.stato', render: (r) => <StatoChip stato={r.stato} /> },
  { key: 'data_approvazione', label: 'contabilita.columns.data_approvazione', nowrap: true, render: (r) => gridDate(r.data_approvazione, true) },
  { key: 'data_rifiuto', label: 'contabilita.columns.data_rifiuto', nowrap: true, render: (r) => gridDate(r.data_rifiuto, true) },
  { key: 'data_storno', label: 'contabilita.columns.data_storno', nowrap: true, render: (r) => gridDate(r.data_storno, true) },
];

/**
 * Awaiting entries: their payment's code, to match them with the bank statement, in place of the
 * approval, refusal and storno dates that an awaiting entry never has (the grid fits 1280 px).
 */
const DECISION_DATES = new Set(['data_approvazione', 'data_rifiuto', 'data_storno']);
const AWAITING_COLUMNS: LedgerColumn<PartitaRow>[] = [
  ...COLUMNS.slice(0, 2),
  { key: 'codice_versamento', label: 'contabilita.columns.codice_transazione', nowrap: true, render: (r) => r.codice_versamento ?? '-' },
  ...COLUMNS.slice(2).filter((c) => !DECISION_DATES.has(c.key)),
];

/**
 * The row menu's name: the member (else the club) it concerns, then, where that repeats, its code,
 * amount, date and payment code ('Azioni per Rossi Mario, Affiliazione, 250,00 €').
 */
const entryName = (r: PartitaRow) => [r.anagrafica_nome ?? r.societa_nome, r.codice, euro(r.importo), gridDate(r.data_registrazione), r.codice_versamento];

export function PartiteGrid({ party, side, status, requestType, active = true, admin = false }: PartiteGridProps) {
  const translate = useTranslate();
  const [season] = useSeason();
  // The toolbar's 'Approva versamento' (POST partitacontabile/approveversamento) needs the accounting Write flag its route declares.
  const mayWrite = useMayCall(LEDGER_WRITE);
  const [filters, setFilters] = useState<PartitaFilters>({});
  const [filterLabels, setFilterLabels] = useState<FilterLabels>({});
  const [filterOpen, setFilterOpen] = useState(false);
  const [detail, setDetail] = useState<number | null>(null);
  const [storno, setStorno] = useState<number | null>(null);
  const [change, setChange] = useState<PartitaRow | null>(null);
  const [cancel, setCancel] = useState<number | null>(null);
  // The row to refuse stays while its question closes (its text must not empty during the transition).
  const [reject, setReject] = useState<PartitaRow | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [versamento, setVersamento] = useState<string | null>(null);
  const [memberType, setMemberType] = useState<MemberEntryType | ''>('');
  // A dialog opened from a row menu gives the focus back to the grid as it closes (LedgerGrid).
  const grid = useRef<LedgerGridHandle>(null);
  const closing = (close: () => void) => () => {
    close();
    grid.current?.returnFocus();
  };
  const member = party?.type === 'anagrafica';
  const path = entriesPath(party);
  const query = useMemo(
    () => ({
      ...(season?.id && !filters.stagione ? { season: season.id } : {}),
      ...(status ? { status } : {}),
      ...(requestType ? { requestType } : {}),
      ...(!party && side ? { type: side } : {}),
      ...(member && memberType ? { type: memberType } : {}),
      ...filtersToQuery(filters),
    }),
    [season?.id, status, requestType, party, side, member, memberType, filters],
  );
  const list = usePagedList<PartitaRow>(path, query, active);
  const { refetch } = list;
  // Each tab reloads its grid when selected (spec 2 §2.3).
  useEffect(() => {
    if (active) refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  const askReject = (r: PartitaRow) => {
    setReject(r);
    setRejectOpen(true);
  };
  const actions = (r: PartitaRow): LedgerAction[] => {
    const out: LedgerAction[] = [{ key: 'details', label: 'contabilita.action.details', onClick: () => setDetail(r.id) }];
    if (mayDecide(r, 'approve')) out.push({ key: 'approve', label: 'contabilita.action.approve', onClick: () => setDetail(r.id) });
    if (mayDecide(r, 'reject')) out.push({ key: 'reject', label: 'contabilita.action.reject', onClick: () => askReject(r) });
    // The row's approval is an administrator's: so is its payment's.
    if (r.azioni.approve && isBankTransferCode(r.codice_versamento)) {
      const codice = r.codice_versamento;
      out.push({ key: 'approve_versamento', label: 'contabilita.action.approve_versamento', onClick: () => setVersamento(codice) });
    }
    if (r.azioni.storno) out.push({ key: 'storno', label: 'contabilita.action.storno', onClick: () => setStorno(r.id) });
    if (r.azioni.change) out.push({ key: 'change', label: 'contabilita.action.change', onClick: () => setChange(r) });
    if (r.azioni.cancel) out.push({ key: 'cancel', label: 'contabilita.action.cancel', onClick: () => setCancel(r.id) });
    return out;
  };
  const activeFilters = Object.keys(filtersToQuery(filters)).length;
  const filteredCode = filters.codice_versamento?.trim().toUpperCase();

  return (
    <>
      <LedgerGrid
        columns={status === 'progress' ? AWAITING_COLUMNS : COLUMNS}
        list={list}
        actions={actions}
        rowName={entryName}
        handle={grid}
        label={translate('contabilita.tabs.contabilita')}
        toolbar={
          <>
            {member && (
              <TextField
                select
                size="small"
                label={translate('contabilita.member_type.label')}
                value={memberType}
                onChange={(e) => setMemberType(e.target.value as MemberEntryType | '')}
                sx={{ minWidth: 160 }}
              >
                <MenuItem value="">{translate('contabilita.member_type.all')}</MenuItem>
                {MEMBER_ENTRY_TYPES.map((t) => (
                  <MenuItem key={t} value={t}>
                    {translate(`contabilita.member_type.${t}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <Button
              size="small"
              startIcon={
                <Badge color="primary" variant="dot" invisible={!activeFilters}>
                  <FilterListIcon />
                </Badge>
              }
              onClick={() => setFilterOpen(true)}
            >
              {translate('contabilita.filters')}
            </Button>
            <ExportButton path={path} query={query} access={LEDGER_READ} />
            {admin && mayWrite && status === 'progress' && isBankTransferCode(filteredCode) && (
              <Button size="small" variant="contained" onClick={() => setVersamento(filteredCode)}>
                {translate('contabilita.action.approve_versamento')}
              </Button>
            )}
          </>
        }
      />
      <AccountingFilterDialog
        open={filterOpen}
        value={filters}
        labels={filterLabels}
        onApply={(f, l) => {
          setFilters(f);
          setFilterLabels(l);
        }}
        onClose={() => setFilterOpen(false)}
        side={party?.type ?? side}
        admin={admin}
      />
      <PartitaDetailDialog partitaId={detail} actions onClose={closing(() => setDetail(null))} />
      <StornoDialog partitaId={storno} onClose={closing(() => setStorno(null))} />
      <ChangeAmountDialog partita={change} onClose={closing(() => setChange(null))} />
      <ApprovaVersamentoDialog codice={versamento} onClose={closing(() => setVersamento(null))} />
      <ConfirmAction open={cancel != null} message="contabilita.confirm.reject" run={() => cancelPartita(cancel!)} onClose={closing(() => setCancel(null))} />
      <ConfirmAction
        open={rejectOpen}
        message={reject ? questionOf(reject, decisionOf(reject, 'reject')) : ''}
        run={() => runDecision(reject!.id, decisionOf(reject!, 'reject'))}
        onClose={closing(() => setRejectOpen(false))}
      />
    </>
  );
}
