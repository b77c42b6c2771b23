// The report grid's totals row ('Totale', spec 2 §3 Admin report columns) stands apart from the
// parties' rows: it was a footer row in the footer's smaller, lighter type, which read as a caption.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAdmin } from '../../src/testing';
import { ReportTable } from './ReportTable';

const row = (id: number, nome: string, euro: number) => ({ id, nome, PortafoglioIniziale: 0, Portafoglio: euro, Bonifico: euro, CartaCredito: 0, ContoTransitorio: 0 });

function renderTable() {
  renderWithAdmin(
    <ReportTable
      title="Report Società"
      rows={[row(1, 'A.S. Pallamano Albi', 870), row(2, 'A.S. Pallamano Conversano', 840)]}
      columns={[]}
      totals={{ PortafoglioIniziale: 0, Portafoglio: 1710, Bonifico: 1710, CartaCredito: 0, ContoTransitorio: 0 }}
      isPending={false}
      isFetching={false}
      sort={null}
      onSort={() => undefined}
      hasNextPage={false}
      isFetchingNextPage={false}
      fetchNextPage={() => undefined}
    />,
  );
}

describe('report totals row', () => {
  it("is bold, at the parties' rows' size and in their colour, on its own band under a heavier rule", async () => {
    renderTable();
    const totals = await screen.findByTestId('report-totals');
    const party = screen.getByRole('row', { name: /Albi/ });
    const partyCell = getComputedStyle(within(party).getAllByRole('cell')[1]);
    const cells = [within(totals).getByRole('rowheader', { name: 'Totale' }), ...within(totals).getAllByRole('cell')];
    expect(cells).toHaveLength(6);
    expect(within(totals).getAllByRole('cell')[1]).toHaveTextContent('1.710,00 €');
    for (const cell of cells) {
      const style = getComputedStyle(cell);
      expect(style.fontWeight).toBe('700');
      expect(style.fontSize).toBe(partyCell.fontSize);
      expect(style.color).toBe(partyCell.color);
      expect(style.borderTopWidth).toBe('2px');
      expect(style.backgroundColor).not.toBe(partyCell.backgroundColor);
    }
  });
});
