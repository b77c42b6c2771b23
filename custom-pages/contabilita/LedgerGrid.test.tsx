// The accounting grid's table as a screen reader and a phone see it: every column header is named,
// the row menu is named after its row, amounts never break across lines.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithAdmin } from '../../src/testing/renderWithAdmin';
import { LedgerGrid } from './LedgerGrid';

type Row = { id: number; importo: string; data: string; note: string };
const list = {
  rows: [{ id: 7, importo: '1.590,00 €', data: '11-11-2026', note: 'Bonifico di prova' }],
  total: 1,
  isPending: false,
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetching: false,
  fetchNextPage: () => {},
};
const columns = [
  { key: 'importo', label: 'Importo', align: 'right' as const, render: (r: Row) => r.importo },
  { key: 'data', label: 'Data', nowrap: true, render: (r: Row) => r.data },
  { key: 'note', label: 'Note', render: (r: Row) => r.note },
];

describe('LedgerGrid', () => {
  it('names the row menu column for screen readers and keeps amounts on one line', async () => {
    renderWithAdmin(<LedgerGrid columns={columns} list={list} actions={() => [{ key: 'x', label: 'Storna', onClick: () => {} }]} label="Contabilita" />);
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    expect(within(table).getByRole('columnheader', { name: 'Azioni' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: '1.590,00 €' })).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('keeps dates on one line (a phone would break "11-11-2026" at its hyphens) and lets text wrap', async () => {
    renderWithAdmin(<LedgerGrid columns={columns} list={list} label="Contabilita" />);
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    expect(within(table).getByRole('cell', { name: '11-11-2026' })).toHaveStyle({ whiteSpace: 'nowrap' });
    expect(within(table).getByRole('cell', { name: 'Bonifico di prova' })).not.toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('is aria-busy while a refresh is in flight (after an approval the rows may change), keeping its rows shown', async () => {
    const idle = renderWithAdmin(<LedgerGrid columns={columns} list={list} label="Contabilita" />);
    expect(await screen.findByRole('table', { name: 'Contabilita' })).toHaveAttribute('aria-busy', 'false');
    idle.unmount();
    renderWithAdmin(<LedgerGrid columns={columns} list={{ ...list, isFetching: true }} label="Contabilita" />);
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('cell', { name: 'Bonifico di prova' })).toBeInTheDocument();
  });

  it("gives no 'Totale record' until the list is read: 'Totale record: 0' beside 'Caricamento in corso...' read as an empty list", async () => {
    const loading = renderWithAdmin(<LedgerGrid columns={columns} list={{ ...list, rows: [], total: 0, isPending: true, isFetching: true }} label="Movimenti" />);
    const table = await screen.findByRole('table', { name: 'Movimenti' });
    expect(within(table).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    expect(screen.getByTestId('totale-record')).toHaveTextContent(/^$/);
    loading.unmount();
    renderWithAdmin(<LedgerGrid columns={columns} list={list} label="Movimenti" />);
    expect(await screen.findByTestId('totale-record')).toHaveTextContent('Totale record: 1');
  });
});
