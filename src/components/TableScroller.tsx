// The bordered, scrolling box of the bespoke tables (club members, board, twinnings, ledger): at most
// 400 px high, scrolling both ways on a phone. It is a named region a keyboard can focus, so its rows
// and columns can be scrolled without a mouse (axe: scrollable-region-focusable). Positioned, so that
// what its cells hide for screen readers (absolutely placed, e.g. the actions header's name) stays
// inside the box: placed by the page instead, it widened a phone's page past its table.
import type { ReactNode } from 'react';
import TableContainer from '@mui/material/TableContainer';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

export const TableScroller = ({ children, label, labelledBy }: Name & { children: ReactNode }) => (
  <TableContainer
    tabIndex={0}
    role="region"
    aria-label={label}
    aria-labelledby={labelledBy}
    sx={{ position: 'relative', maxHeight: 400, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
  >
    {children}
  </TableContainer>
);
