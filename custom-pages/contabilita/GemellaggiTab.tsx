// Gemellaggi tab of the club accounting screen (spec 2 §2.3): every twinning link the caller may see
// (GET gemellaggi: an administrator all, a club user its own), with 'Totale record'. Columns: parent
// club, child club, Approvato, Rifiutato (Si/No), in the club screen's own words (societa.twin.*). A system administrator approves or rejects a link
// still awaiting a decision from its row menu, confirmed SI/NO (POST societa/gemellaggi/{id}/approve|reject);
// the grid then reloads (ConfirmAction invalidates every accounting query, this list's included).
// 'Esporta' exports the same links (GET gemellaggi&export=excel), to whoever may read the list.
//   <GemellaggiTab active={active} />
import { useEffect, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { isSysadmin, useSession } from '../../src/lib';
import { decideGemellaggio } from '../societa/api';
import { usePagedList } from './api';
import { ExportButton, TWINNING_READ } from './ExportButton';
import { LedgerGrid, type LedgerAction, type LedgerColumn, type LedgerGridHandle } from './LedgerGrid';
import { ConfirmAction } from './dialogs/ConfirmAction';

/** A row of GET gemellaggi (server/societa/twinnings.ts). */
export interface GemellaggioListRow {
  id: number;
  societa_parent: { id: number; nome: string };
  societa_child: { id: number; nome: string };
  approvato: boolean;
  rifiutato: boolean;
}

export const GEMELLAGGI_PATH = 'gemellaggi';
const NO_FILTERS = {};

function SiNo({ value }: { value: boolean }) {
  const translate = useTranslate();
  return <>{translate(value ? 'societa.fields.yes' : 'societa.fields.no')}</>;
}

const COLUMNS: LedgerColumn<GemellaggioListRow>[] = [
  { key: 'societa_parent', label: 'societa.twin.parent', render: (r) => r.societa_parent.nome },
  { key: 'societa_child', label: 'societa.twin.child', render: (r) => r.societa_child.nome },
  { key: 'approvato', label: 'contabilita.columns.approvato', render: (r) => <SiNo value={r.approvato} /> },
  { key: 'rifiutato', label: 'contabilita.columns.rifiutato', render: (r) => <SiNo value={r.rifiutato} /> },
];

export function GemellaggiTab({ active = true }: { active?: boolean }) {
  const translate = useTranslate();
  const session = useSession();
  const sysadmin = isSysadmin(session);
  const [pending, setPending] = useState<{ row: GemellaggioListRow; approve: boolean } | null>(null);
  const list = usePagedList<GemellaggioListRow>(GEMELLAGGI_PATH, NO_FILTERS, active);
  // A decided link loses its menu: the focus goes to the next link's menu, else the grid (LedgerGrid).
  const grid = useRef<LedgerGridHandle>(null);
  const { refetch } = list;
  // Each tab reloads its grid when selected (spec 2 §2.3).
  useEffect(() => {
    if (active) refetch();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  // Approva / Rifiuta: system administrators only (spec 2 §6), on links not decided yet (a decided one answers 409).
  const actions = (r: GemellaggioListRow): LedgerAction[] =>
    sysadmin && !r.approvato && !r.rifiutato
      ? [
          { key: 'approve', label: 'contabilita.action.approve', onClick: () => setPending({ row: r, approve: true }) },
          { key: 'reject', label: 'contabilita.action.reject', onClick: () => setPending({ row: r, approve: false }) },
        ]
      : [];

  return (
    <>
      <LedgerGrid
        columns={COLUMNS}
        list={list}
        actions={sysadmin ? actions : undefined}
        rowName={(r) => [translate('contabilita.twinning_pair', { parent: r.societa_parent.nome, child: r.societa_child.nome })]}
        label={translate('contabilita.tabs.gemellaggi')}
        handle={grid}
        toolbar={<ExportButton path={GEMELLAGGI_PATH} query={NO_FILTERS} access={TWINNING_READ} />}
      />
      <ConfirmAction
        open={pending != null}
        message={pending?.approve === false ? 'contabilita.confirm.reject_twinning' : 'contabilita.confirm.approve_twinning'}
        run={() => decideGemellaggio(pending!.row.id, pending!.approve)}
        onClose={() => {
          setPending(null);
          grid.current?.returnFocus();
        }}
      >
        {pending && (
          <Box component="span" sx={{ display: 'block', mt: 1 }}>
            {translate('contabilita.twinning_pair', { parent: pending.row.societa_parent.nome, child: pending.row.societa_child.nome })}
          </Box>
        )}
      </ConfirmAction>
    </>
  );
}
