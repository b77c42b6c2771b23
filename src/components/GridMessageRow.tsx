// The one row of a grid that says it is loading or has no data ('Caricamento in corso...', 'Dati non
// presenti'). On a phone the table is wider than its scrolling box: the text stays in the visible part
// (held at the box's left edge, no wider than the screen) instead of being centred off-screen.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

export const GridMessageRow = ({ colSpan, children }: { colSpan: number; children: ReactNode }) => (
  <TableRow>
    <TableCell colSpan={colSpan} sx={{ py: 4, color: 'text.secondary' }}>
      <Box role="status" sx={{ position: 'sticky', left: 16, width: 'min(100%, calc(100vw - 64px))', textAlign: 'center' }}>
        {children}
      </Box>
    </TableCell>
  </TableRow>
);
