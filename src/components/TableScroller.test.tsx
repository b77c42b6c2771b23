import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { TableScroller } from './TableScroller';
import { RowMenuButton } from './RowMenu';

describe('TableScroller', () => {
  it('is a named region the keyboard reaches, so a wide table scrolls without a mouse', async () => {
    render(
      <>
        <h2 id="t">Consiglio direttivo</h2>
        <TableScroller labelledBy="t">
          <table>
            <tbody>
              <tr>
                <td>Rossi</td>
              </tr>
            </tbody>
          </table>
        </TableScroller>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Consiglio direttivo' });
    await userEvent.tab();
    expect(region).toHaveFocus();
  });

  // Audit at 360 px: the ⋮ of a club's member table sat at x≈521, reachable only by scrolling the table sideways.
  it('keeps the column of the row menus pinned at its right edge, its heading too; a message row and a table without menus stay as they are', () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <TableScroller label="Atleti">
          <Table stickyHeader aria-label="Atleti">
            <TableHead>
              <TableRow>
                <TableCell>Nominativo</TableCell>
                <TableCell>Azioni</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              <TableRow>
                <TableCell>Rossi Mario</TableCell>
                <TableCell padding="none">
                  <RowMenuButton label="Azioni per Rossi Mario" onOpen={() => undefined} />
                </TableCell>
              </TableRow>
              <TableRow>
                <TableCell colSpan={2}>Caricamento in corso...</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableScroller>
        <TableScroller label="Consiglio">
          <Table aria-label="Consiglio">
            <TableBody>
              <TableRow>
                <TableCell>Presidente</TableCell>
                <TableCell>Bianchi Luca</TableCell>
              </TableRow>
            </TableBody>
          </Table>
        </TableScroller>
      </ThemeProvider>,
    );
    const members = screen.getByRole('table', { name: 'Atleti' });
    const menuCell = screen.getByRole('button', { name: 'Azioni per Rossi Mario' }).closest('td')!;
    expect(getComputedStyle(menuCell)).toMatchObject({ position: 'sticky', right: '0px' });
    const heading = within(members).getByRole('columnheader', { name: 'Azioni' });
    expect(getComputedStyle(heading)).toMatchObject({ position: 'sticky', right: '0px', zIndex: '3' });
    expect(getComputedStyle(within(members).getByRole('cell', { name: 'Rossi Mario' })).position).not.toBe('sticky');
    expect(getComputedStyle(within(members).getByRole('cell', { name: 'Caricamento in corso...' })).position).not.toBe('sticky');
    expect(getComputedStyle(screen.getByRole('cell', { name: 'Bianchi Luca' })).position).not.toBe('sticky');
  });
});
