// The accounting grids' table: columns declared by the caller, 'Totale record', pages of 30 loaded as
// the user scrolls, 400 px of scrolling height (spec 2 §9), a row menu named after its row. Data comes
// from usePagedList (api.ts).
//   <LedgerGrid columns={cols} list={usePagedList<Row>('portafoglio', query)} label={…} actions={(row) => [...]} rowName={(r) => [r.nome, r.codice]} />
// The row menu is 'Azioni per {name}' (docs/decisions/usability.md), the name being what a user knows
// the row by: `rowName` gives its words, most telling first (holder, then code, amount, date); a row
// says as many of them as it takes to differ from the other rows shown ('Azioni per Rossi Mario' where
// he is alone, 'Azioni per Rossi Mario, Affiliazione, 250,00 €' where he has several entries).
// After a row action's dialog, `handle.returnFocus()` puts the focus back on the row's menu, or, when
// the row left the list (an entry decided in 'Contabilita da approvare') or lost its menu, on the menu
// of the row now in its place, else on the grid's box: it fell to <body> (keyboard audit).
// The next page: a marker under the table, inside the grid's own scrolling box, asks for it as it comes
// within 200 px of the box's view (the shared useLoadMoreSentinel, watching that box, not the window:
// a 0 px table row watched against the window never fired at 1280 px, so 30 rows were all one saw).
// 'Altri risultati' under the rows does the same for a keyboard or a screen reader, which read past
// the last row without scrolling the box (as the members list's button). It keeps the focus while the
// page loads (BusyButton) and, gone with the last page, leaves it on the box, not on <body>.
import { useEffect, useImperativeHandle, useRef, useState, type ReactNode, type Ref } from 'react';
import { Alert, Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../../src/generator';
import { BusyButton, COMPACT_CELLS, GridMessageRow, RowMenu, RowMenuButton, TableScroller, useLoadMoreSentinel, type OpenRowMenu } from '../../src/components';

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
  /** The words naming a row's menu, most telling first (null/empty skipped); without it the first column's text. */
  rowName?: (row: T) => (string | null | undefined)[];
  /** Shown above the grid, right of 'Totale record' (filter, export buttons …). */
  toolbar?: ReactNode;
  /** The table's name (also its scrolling region's, which a keyboard can focus). */
  label: string;
  /** Call its returnFocus() as a dialog opened from a row menu closes. */
  handle?: Ref<LedgerGridHandle>;
}

export interface LedgerGridHandle {
  /** The focus back to the last row menu used, to the row now in its place, else to the grid's box. */
  returnFocus: () => void;
}

const MENU_BUTTON = '[aria-haspopup="menu"]';

/**
 * Each row's name: its first word, and as many more as it takes to differ from the other rows (rows
 * still alike once every word is said keep them all).
 */
export function distinctNames(words: string[][]): string[] {
  const said = words.map((w) => Math.min(1, w.length));
  const name = (i: number) => words[i].slice(0, said[i]).join(', ');
  for (let changed = true; changed;) {
    changed = false;
    const seen = new Map<string, number>();
    words.forEach((_, i) => seen.set(name(i), (seen.get(name(i)) ?? 0) + 1));
    words.forEach((w, i) => {
      if (seen.get(name(i))! > 1 && said[i] < w.length) {
        said[i] += 1;
        changed = true;
      }
    });
  }
  return words.map((_, i) => name(i));
}

export function LedgerGrid<T extends { id: number }>({ columns, list, actions, rowName, toolbar, label, handle }: LedgerGridProps<T>) {
  const translate = useTranslate();
  const [menu, setMenu] = useState<OpenRowMenu | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // Once 'Altri risultati' has the focus, it loads the pages until the user scrolls the box again (wheel,
  // touch, keys) or leaves it: the marker beside it loaded one by itself as soon as focusing scrolled the
  // button into view, which moved the button away, and focusing it again loaded another (CI chased it
  // page after page and ran out of time).
  const [buttonsTurn, setButtonsTurn] = useState(false);
  useEffect(() => {
    if (!hasNextPage) setButtonsTurn(false); // gone with the last page: no blur comes
  }, [hasNextPage]);
  const { scroller, sentinel } = useLoadMoreSentinel({ ...list, hasNextPage: hasNextPage && !buttonsTurn }, list.rows.length);
  useEffect(() => {
    const box = scroller.current;
    if (!box || !buttonsTurn) return;
    const scrolling = (e: Event) => {
      if (e instanceof KeyboardEvent && ['Enter', ' ', 'Tab', 'Shift'].includes(e.key)) return;
      setButtonsTurn(false);
    };
    const kinds = ['wheel', 'touchmove', 'keydown'] as const;
    kinds.forEach((k) => box.addEventListener(k, scrolling, { passive: true }));
    return () => kinds.forEach((k) => box.removeEventListener(k, scrolling));
  }, [buttonsTurn, scroller]);
  // The marker's parent is the scrolling box (TableScroller takes no ref): the observer's root.
  const marker = (node: HTMLDivElement | null) => {
    sentinel.current = node;
    if (node) scroller.current = node.parentElement as HTMLDivElement | null;
  };
  const pressedMore = useRef(false);
  useEffect(() => {
    if (hasNextPage || !pressedMore.current) return;
    pressedMore.current = false;
    if (document.activeElement === document.body) scroller.current?.focus();
  }, [hasNextPage, scroller]);

  // The row whose menu was used last, and a focus to give back. The rows refreshed after a decision
  // may come after the dialog has closed: until the user moves on, a focus that falls to <body> as
  // they come (its row gone) goes to the row now in that place.
  const lastRow = useRef<{ id: number; index: number } | null>(null);
  const returning = useRef(false);
  const gave = useRef<{ to: HTMLElement | null; request: number }>({ to: null, request: 0 });
  const [returned, setReturned] = useState(0);
  useImperativeHandle(handle, () => ({ returnFocus: () => ((returning.current = true), setReturned((n) => n + 1)) }), []);
  const rowIds = list.rows.map((r) => r.id).join(',');
  useEffect(() => {
    const box = scroller.current;
    const last = lastRow.current;
    if (!returning.current || !box || !last) return;
    const active = document.activeElement;
    // Just asked (the dialog is closing: the focus is in it, or given back to the ⋮ or <body>): taken.
    // Later, as rows come, only a focus lost (<body>, or a ⋮ whose row went) or still where it was put.
    const fresh = gave.current.request !== returned;
    const lost = !active || active === document.body || !active.isConnected;
    if (!(fresh || lost || active === gave.current.to)) {
      returning.current = false; // the user has moved on
      return;
    }
    const rows = [...box.querySelectorAll<HTMLElement>('tbody tr[data-id]')];
    const menuOf = (tr: HTMLElement | undefined) => tr?.querySelector<HTMLElement>(MENU_BUTTON) ?? null;
    const target =
      menuOf(rows.find((tr) => tr.dataset.id === String(last.id))) ?? rows.slice(last.index).map(menuOf).find(Boolean) ?? rows.slice(0, last.index).reverse().map(menuOf).find(Boolean) ?? box;
    if (target !== active) target.focus();
    gave.current = { to: target, request: returned };
  }, [returned, rowIds, scroller]);

  const withMenu = Boolean(actions);
  const wordsOf = (r: T) => (rowName ? rowName(r) : [columns[0]?.render(r)]).filter((w): w is string => typeof w === 'string' && w.trim() !== '' && w !== '-');
  const named = distinctNames(list.rows.map(wordsOf));
  const names = new Map(list.rows.map((r, i) => [r.id, named[i] || `#${r.id}`]));
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
            {list.rows.map((row, index) => {
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
                          label={translate('contabilita.row_actions', { name: names.get(row.id) })}
                          onOpen={(anchor) => {
                            lastRow.current = { id: row.id, index };
                            setMenu({ anchor, items: items.map((a) => ({ ...a, label: translate(a.label, { _: a.label }) })) });
                          }}
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
          </TableBody>
        </Table>
        <Box ref={marker} data-testid="load-more-marker" sx={{ height: '1px' }} />
        {hasNextPage && (
          // Kept in sight at the box's left edge while a wide table scrolls sideways (360 px).
          <BusyButton
            fullWidth
            size="small"
            busy={isFetchingNextPage}
            onFocus={() => setButtonsTurn(true)}
            onBlur={() => setButtonsTurn(false)}
            onClick={() => {
              pressedMore.current = true;
              fetchNextPage();
            }}
            sx={{ position: 'sticky', left: 0 }}
          >
            {translate('contabilita.load_more')}
          </BusyButton>
        )}
      </TableScroller>
      <RowMenu menu={menu} onClose={() => setMenu(null)} />
    </Box>
  );
}
