// The bordered, scrolling box of the bespoke tables (club members, board, twinnings, ledger): at most
// 400 px high, scrolling both ways on a phone. It is a named region a keyboard can focus, so its rows
// and columns can be scrolled without a mouse (axe: scrollable-region-focusable). Positioned, so that
// what its cells hide for screen readers (absolutely placed, e.g. the actions header's name) stays
// inside the box: placed by the page instead, it widened a phone's page past its table. A table with
// row menus keeps their column pinned at the box's right edge (PIN_ROW_MENUS in RowMenu.tsx).
import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';
import { PIN_ROW_MENUS } from './RowMenu';

const BOX = { position: 'relative', maxHeight: 400, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 } as const;

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/** Table cells with 8 px sides instead of 16: wide grids (ledger, transfers) fit a 1280 px screen beside their pinned actions. */
export const COMPACT_CELLS = { '& .MuiTableCell-root': { px: 1 } } as const;

export const TableScroller = ({ children, label, labelledBy }: Name & { children: ReactNode }) => (
  <TableContainer tabIndex={0} role="region" aria-label={label} aria-labelledby={labelledBy} sx={[BOX, PIN_ROW_MENUS]}>
    {children}
  </TableContainer>
);
