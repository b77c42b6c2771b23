// The report grid (spec 2 §3 Admin report columns): name, the fixed money columns and one column per
// ledger code, a totals row over the whole filter, sort cycling desc → asc → none, infinite scroll.
// It scrolls inside its own box in both directions (many code columns on a phone).
import { Box, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useTranslate } from 'react-admin';
import { GridMessageRow, useLoadMoreSentinel, type LoadMore } from '../../src/components';
import { formatEuro } from '../../src/lib';
import { REPORT_FIXED_COLUMNS, type ReportCodeColumn, type ReportRow } from '../../resources/contracts/reports';
import type { ReportSort } from './api';

export interface ReportTableProps extends LoadMore {
  title: string;
  rows: ReportRow[];
  columns: ReportCodeColumn[];
  totals: Record<string, number> | null;
  isPending: boolean;
  /** Any request of the report in flight (a refresh included): the rows shown may change. */
  isFetching: boolean;
  sort: ReportSort | null;
  onSort: (field: string) => void;
}

/** desc → asc → none (spec 1 §4 grids). */
export const nextSort = (sort: ReportSort | null, field: string): ReportSort | null => (sort?.field !== field ? { field, order: 'desc' } : sort.order === 'desc' ? { field, order: 'asc' } : null);

const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
/**
 * The totals row stands apart from the parties' rows: bold, at their size (a footer cell's own is smaller
 * and grey, which read as a caption), on a tinted band under a heavier rule. Every cell carries the band:
 * the name cell stays sticky over the scrolled money cells.
 */
export const TOTALS_CELL = {
  fontWeight: 700,
  fontSize: '0.875rem',
  color: 'text.primary',
  bgcolor: 'grey.100',
  borderTop: 2,
  borderTopColor: 'text.primary',
  whiteSpace: 'nowrap',
} as const;

export function ReportTable({ title, rows, columns, totals, isPending, isFetching, sort, onSort, ...more }: ReportTableProps) {
  const t = useTranslate();
  const { scroller, sentinel } = useLoadMoreSentinel(more, rows.length);
  const money = [...REPORT_FIXED_COLUMNS.map((c) => ({ field: c as string, label: t(`reports.columns.${c}`) })), ...columns.map((c) => ({ field: c.slug, label: c.codice }))];
  const header = (field: string, label: string, align: 'left' | 'right') => {
    const active = sort?.field === field;
    return (
      <TableCell
        key={field}
        align={align}
        sx={{ fontWeight: 600, whiteSpace: 'nowrap', ...(field === 'nome' ? { ...sticky, zIndex: 3 } : {}) }}
        aria-sort={active ? (sort!.order === 'asc' ? 'ascending' : 'descending') : undefined}
      >
        <TableSortLabel active={active} direction={active ? sort!.order : 'desc'} onClick={() => onSort(field)}>
          {label}
        </TableSortLabel>
      </TableCell>
    );
  };
  const message = isPending ? t('shell.grid.loading', { _: 'Caricamento in corso...' }) : rows.length === 0 ? t('shell.grid.empty', { _: 'Dati non presenti' }) : null;
  return (
    <TableContainer ref={scroller} sx={{ maxHeight: 'calc(100vh - 300px)', minHeight: 200, maxWidth: '100%' }} data-testid="report-scroller">
      <Table stickyHeader size="small" aria-label={title} aria-busy={isPending || isFetching}>
        <TableHead>
          <TableRow>
            {header('nome', t('reports.columns.nome'), 'left')}
            {money.map((c) => header(c.field, c.label, 'right'))}
          </TableRow>
        </TableHead>
        <TableBody>
          {message !== null ? (
            <GridMessageRow colSpan={money.length + 1}>{message}</GridMessageRow>
          ) : (
            rows.map((r) => (
              <TableRow hover key={r.id} data-id={r.id}>
                <TableCell component="th" scope="row" sx={{ ...sticky, minWidth: 160 }}>
                  {r.nome}
                </TableCell>
                {money.map((c) => (
                  <TableCell key={c.field} align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatEuro(Number(r[c.field] ?? 0))}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
        {totals && rows.length > 0 && (
          <TableFooter sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', zIndex: 2 }}>
            <TableRow data-testid="report-totals">
              <TableCell component="th" scope="row" sx={{ ...sticky, ...TOTALS_CELL }}>
                {t('reports.totals')}
              </TableCell>
              {money.map((c) => (
                <TableCell key={c.field} align="right" sx={TOTALS_CELL}>
                  {formatEuro(Number(totals[c.field] ?? 0))}
                </TableCell>
              ))}
            </TableRow>
          </TableFooter>
        )}
      </Table>
      <div ref={sentinel} style={{ height: 1 }} aria-hidden />
      {more.isFetchingNextPage && (
        <Box role="status" sx={{ py: 1, textAlign: 'center', color: 'text.secondary' }}>
          {t('shell.grid.loading', { _: 'Caricamento in corso...' })}
        </Box>
      )}
    </TableContainer>
  );
}
