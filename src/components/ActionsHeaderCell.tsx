// The header of a bespoke table's action column: no visible text (the buttons say what they do), a
// name for screen readers (axe 'empty-table-header').
import { Box, TableCell } from '@mui/material';
import { useTranslate } from 'react-admin';
import { visuallyHidden } from '../generator/gridState';

export function ActionsHeaderCell() {
  const translate = useTranslate();
  return (
    <TableCell>
      <Box component="span" sx={visuallyHidden}>
        {translate('shell.grid.actions')}
      </Box>
    </TableCell>
  );
}
