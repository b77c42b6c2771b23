// The accounting grids' table: columns declared by the caller, 'Totale record', pages of 30 loaded as
// the user scrolls (a sentinel under the last row), 400 px of scrolling height (spec 2 §9), a row
// menu named after its row. Data comes from usePagedList (api.ts).
//   <LedgerGrid columns={cols} list={usePagedList<Row>('portafoglio', query)} label={…} actions={(row) => [...]} />
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../src/generator';
import { COMPACT_CELLS, GridMessageRow, RowMenu, RowMenuButton, TableScroller, type OpenRowMenu } from '../../src/components';

export interface LedgerColumn<T> {
  key: string;
  /** Catalogue key of the heading. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Kept on one line (dates: "11-11-2026" must not break at its hyphens on a phone). Right-aligned columns always are. */
  nowrap?: boolean;
}

export interface LedgerAction {
  key: string;
  label: string;
  onClick: () => void;
}

export interface LedgerGridProps<T extends { id: number }> {
  columns: LedgerColumn<T>[];
  list: {
    rows: T[];
    total: number;
    isPending: boolean;
    isError?: boolean;
    /** The failed read's message: shown in place of the rows (never 'Dati non presenti' and a zero count). */
    failure?: string | null;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    /** Any request in flight (a refresh after an action included): the rows shown may change. */
    isFetching: boolean;
    fetchNextPage: () => void;
  };
  /** The row menu's entries (none = no menu for that row). */
  actions?: (row: T) => LedgerAction[];
  /** Shown above the grid, right of 'Totale record' (filter, export buttons …). */
  toolbar?: ReactNode;
  /** The table's name (also its scrolling region's, which a keyboard can focus). */
  label: string;
}

export function LedgerGrid<T extends { id: number }>({ columns, list, actions, toolbar, label }: LedgerGridProps<T>) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<OpenRowMenu | null>(null);
  const sentinel = useRef<HTMLTableRowElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  useEffect(() => {
    const node = sentinel.current;
    if (!node || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) fetchNextPage();
    });
    io.observe(node);
    return () => io.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, list.rows.length]);

  const withMenu = Boolean(actions);
  const failure = list.failure ?? null;
  const empty = !failure && !list.isPending && list.rows.length === 0;
  return (
    <Box>
      {failure && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="body2" data-testid="totale-record" sx={{ flexGrow: 1 }}>
          {/* Known only once read: 'Totale record: 0' beside 'Caricamento in corso...' read as an empty list. */}
          {failure || list.isPending ? '' : translate('contabilita.totale_record', { count: list.total })}
        </Typography>
        {toolbar}
      </Box>
      <TableScroller label={label}>
        <Table size="small" stickyHeader aria-label={label} aria-busy={list.isPending || list.isFetching} sx={COMPACT_CELLS}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.key} align={c.align} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {translate(c.label, { _: c.label })}
                </TableCell>
              ))}
              {withMenu && (
                <TableCell padding="checkbox">
                  <Box component="span" sx={visuallyHidden}>
                    {translate('contabilita.actions')}
                  </Box>
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {list.rows.map((row) => {
              const items = actions?.(row) ?? [];
              return (
                <TableRow key={row.id} hover data-id={row.id}>
                  {columns.map((c) => (
                    // Amounts and numbers stay on one line ("1.590,00 €" never breaks before the sign).
                    <TableCell key={c.key} align={c.align} sx={c.align === 'right' || c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                      {c.render(row)}
                    </TableCell>
                  ))}
                  {withMenu && (
                    <TableCell padding="checkbox" align="right">
                      {items.length > 0 && (
                        <RowMenuButton
                          label={translate('contabilita.row_actions', { id: row.id })}
                          onOpen={(anchor) => setMenu({ anchor, items: items.map((a) => ({ ...a, label: translate(a.label, { _: a.label }) })) })}
                        />
                      )}
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
            {!failure && (list.isPending || isFetchingNextPage || empty) && (
              <GridMessageRow colSpan={columns.length + (withMenu ? 1 : 0)}>{translate(empty ? 'contabilita.no_data' : 'contabilita.loading')}</GridMessageRow>
            )}
            {hasNextPage && !isFetchingNextPage && (
              <TableRow ref={sentinel}>
                <TableCell colSpan={columns.length + (withMenu ? 1 : 0)} sx={{ p: 0, border: 0, height: 1 }} />
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableScroller>
      <RowMenu menu={menu} onClose={() => setMenu(null)} />
    </Box>
  );
}
