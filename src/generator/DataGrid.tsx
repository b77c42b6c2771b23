// The data grid of spec 1 §2 "Shared components" and §4: sortable headers (desc → asc → none),
// infinite scroll by pages, 'Dati non presenti' / 'Caricamento in corso...', rows with deleted_at
// highlighted and a row menu named after its row. Scrolling is native, inside the grid's own box (both
// ways: a wide grid never widens the page); a sentinel under the last row asks for the next page.
import { memo, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import { Box, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate, type RaRecord } from 'ra-core';
import type { ResourceDeclaration } from '../../resources/types';
import { BooleanCell, cellText, cellType, type CellType } from './cells';
import { valueAt, visuallyHidden, type SortState } from './gridState';
import { useOverrides, type CellProps } from './overrides';
import { GridMessageRow } from '../components/GridMessageRow';
import { ReadFailure } from '../components/ReadFailure';
import { PIN_ROW_MENUS, RowMenu, RowMenuButton } from '../components/RowMenu';

export interface GridAction {
  key: string;
  label: string;
  onClick: (record: RaRecord) => void;
  /** Not offered for this row. */
  hidden?: (record: RaRecord) => boolean;
}

export interface DataGridProps {
  decl: ResourceDeclaration;
  rows: RaRecord[];
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Any request of the grid in flight, a background refresh after a save included: the rows shown may change. */
  isFetching: boolean;
  fetchNextPage: () => void;
  /** A failed read of the rows (first page or a next one): said in the grid, with 'Riprova', instead of 'Dati non presenti'. */
  error?: unknown;
  retry?: () => void;
  sort: SortState | null;
  onSort: (field: string) => void;
  actions: GridAction[];
  /** Height of the scrolling area (CSS). */
  maxHeight?: string;
}

interface CellDef {
  source: string;
  label: string;
  type: CellType;
  sortable: boolean;
  Custom?: ComponentType<CellProps>;
}

/**
 * What names a row for its menu: its name ('nome'), else its references' names together (a season's
 * discipline is '2026/2027 Indoor': the season alone names every row alike), else its first text
 * column other than the id, else its number.
 */
export function rowName(cells: { source: string; type: CellType }[], record: RaRecord): string {
  const filled = (c: { source: string }) => valueAt(record, c.source) != null && valueAt(record, c.source) !== '';
  const own = cells.find((c) => c.source === 'nome' && filled(c));
  if (own) return String(valueAt(record, own.source));
  const references = cells.filter((c) => c.source.endsWith('.nome') && filled(c));
  if (references.length) return references.map((c) => String(valueAt(record, c.source))).join(' ');
  const cell = cells.find((c) => c.source !== 'id' && c.type === 'text' && filled(c));
  return cell ? String(valueAt(record, cell.source)) : `#${record.id}`;
}

const DELETED = 'rgba(211, 47, 47, 0.10)';
/**
 * A deleted row's tint also across its pinned menu cell (opaque, PIN_ROW_MENUS). Only on a grid with row
 * menus: without them (a read-only user) the last cell is a data cell, already tinted through the row.
 */
const DELETED_PINNED = { '& tr[data-deleted] > td:last-child': { backgroundImage: `linear-gradient(${DELETED}, ${DELETED})` } };

const Row = memo(function Row({
  record,
  cells,
  yes,
  no,
  deletedLabel,
  actionsLabel,
  onMenu,
}: {
  record: RaRecord;
  cells: CellDef[];
  yes: string;
  no: string;
  deletedLabel: string;
  actionsLabel: ((record: RaRecord) => string) | null;
  onMenu: (anchor: HTMLElement, record: RaRecord) => void;
}) {
  const deleted = record.deleted_at != null;
  return (
    <TableRow hover data-id={record.id} data-deleted={deleted || undefined} sx={deleted ? { bgcolor: DELETED } : undefined}>
      {cells.map((c, i) => {
        const value = valueAt(record, c.source);
        return (
          <TableCell key={c.source} align={c.type === 'money' ? 'right' : c.type === 'boolean' ? 'center' : 'left'}>
            {c.Custom ? <c.Custom record={record} value={value} source={c.source} /> : c.type === 'boolean' ? <BooleanCell value={value} yes={yes} no={no} /> : cellText(c.type, value)}
            {deleted && i === 0 ? (
              <Box component="span" sx={visuallyHidden}>
                {' '}
                ({deletedLabel})
              </Box>
            ) : null}
          </TableCell>
        );
      })}
      {actionsLabel !== null && (
        <TableCell align="right" padding="checkbox">
          <RowMenuButton label={actionsLabel(record)} onOpen={(anchor) => onMenu(anchor, record)} />
        </TableCell>
      )}
    </TableRow>
  );
});

export function DataGrid({ decl, rows, isPending, hasNextPage, isFetchingNextPage, isFetching, fetchNextPage, error, retry, sort, onSort, actions, maxHeight = 'calc(100vh - 260px)' }: DataGridProps) {
  const translate = useTranslate();
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; record: RaRecord } | null>(null);

  const overrides = useOverrides().cells;
  // Stable between renders, so that loading page 34 does not re-render the 990 rows already shown.
  const cells: CellDef[] = useMemo(
    () =>
      decl.columns.map((c) => ({
        source: c.source,
        label: translate(`resources.${decl.name}.fields.${c.source}`, { _: c.label }),
        type: cellType(decl, c),
        sortable: !!c.sortable,
        Custom: overrides?.[c.source],
      })),
    [decl, translate, overrides],
  );

  // Ask for the next page when the sentinel under the last row comes within 200 px of view.
  const more = useRef({ hasNextPage, isFetchingNextPage, fetchNextPage });
  more.current = { hasNextPage, isFetchingNextPage, fetchNextPage };
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined' || !sentinel.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        const m = more.current;
        if (entries.some((e) => e.isIntersecting) && m.hasNextPage && !m.isFetchingNextPage) m.fetchNextPage();
      },
      { root: scroller.current, rootMargin: '200px' },
    );
    observer.observe(sentinel.current);
    return () => observer.disconnect();
  }, [rows.length]);

  const rowMenu = menu && { anchor: menu.anchor, items: actions.filter((a) => !a.hidden?.(menu.record)).map((a) => ({ key: a.key, label: a.label, onClick: () => a.onClick(menu.record) })) };
  const actionsHeading = actions.length ? translate('generator.actions', { _: 'Azioni' }) : null;
  const actionsLabel = useMemo(
    () => (actions.length ? (record: RaRecord) => translate('generator.actions_for', { name: rowName(cells, record), _: 'Azioni per %{name}' }) : null),
    [actions.length, cells, translate],
  );
  const yes = translate('generator.yes_icon', { _: 'Sì' });
  const no = translate('generator.no_icon', { _: 'No' });
  const deletedLabel = translate('generator.deleted', { _: 'eliminato' });
  const title = translate(`resources.${decl.name}.name`, { _: decl.texts.title });
  const message = isPending ? translate('shell.grid.loading', { _: 'Caricamento in corso...' }) : rows.length === 0 && !error ? translate('shell.grid.empty', { _: 'Dati non presenti' }) : null;
  const onMenu = useRef((anchor: HTMLElement, record: RaRecord) => setMenu({ anchor, record })).current;

  return (
    <>
      <ReadFailure error={error} onRetry={retry} sx={{ mb: 1 }} />
      <TableContainer
        ref={scroller}
        sx={[{ maxHeight, minHeight: 160, maxWidth: '100%', overflow: 'auto' }, PIN_ROW_MENUS, actionsLabel !== null && DELETED_PINNED]}
        data-testid="grid-scroller"
        tabIndex={0}
        role="region"
        aria-label={title}
      >
        <Table stickyHeader size="small" aria-label={title} aria-busy={isPending || isFetching}>
          <TableHead>
            <TableRow>
              {cells.map((c) => {
                const active = sort?.field === c.source;
                return (
                  <TableCell key={c.source} aria-sort={active ? (sort!.order === 'ASC' ? 'ascending' : 'descending') : undefined} sx={{ fontWeight: 600 }}>
                    {c.sortable ? (
                      <TableSortLabel active={active} direction={active && sort!.order === 'ASC' ? 'asc' : 'desc'} onClick={() => onSort(c.source)}>
                        {c.label}
                      </TableSortLabel>
                    ) : (
                      c.label
                    )}
                  </TableCell>
                );
              })}
              {actionsHeading !== null && (
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {actionsHeading}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {message !== null ? (
              <GridMessageRow colSpan={cells.length + (actionsLabel !== null ? 1 : 0)}>{message}</GridMessageRow>
            ) : (
              rows.map((r) => <Row key={r.id} record={r} cells={cells} yes={yes} no={no} deletedLabel={deletedLabel} actionsLabel={actionsLabel} onMenu={onMenu} />)
            )}
          </TableBody>
        </Table>
        <div ref={sentinel} style={{ height: 1 }} aria-hidden />
        {isFetchingNextPage && (
          <Box role="status" sx={{ py: 1, textAlign: 'center', color: 'text.secondary' }}>
            {translate('shell.grid.loading', { _: 'Caricamento in corso...' })}
          </Box>
        )}
      </TableContainer>
      <RowMenu menu={rowMenu} onClose={() => setMenu(null)} />
    </>
  );
}
