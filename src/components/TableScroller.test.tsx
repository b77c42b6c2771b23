import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TableScroller } from './TableScroller';

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
});
