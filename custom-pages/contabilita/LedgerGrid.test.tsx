// The accounting grid's table as a screen reader and a phone see it: every column header is named,
// the row menu is named after its row, amounts never break across lines.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing/renderWithAdmin';
import { distinctNames, LedgerGrid } from './LedgerGrid';
import { usePagedList } from './api';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});

/** IntersectionObserver as the browser's: what it watches, against which root, and a way to scroll there. */
function watchObservers() {
  const made: { root: Element | null; targets: Element[]; fire: (isIntersecting: boolean) => void }[] = [];
  class FakeObserver {
    entry: (typeof made)[number];
    constructor(cb: (entries: { isIntersecting: boolean; target: Element }[]) => void, options: IntersectionObserverInit = {}) {
      this.entry = { root: (options.root as Element | null) ?? null, targets: [], fire: (isIntersecting) => cb(this.entry.targets.map((target) => ({ isIntersecting, target }))) };
      made.push(this.entry);
    }
    observe(t: Element) {
      this.entry.targets.push(t);
    }
    disconnect() {
      this.entry.targets = [];
    }
    unobserve() {}
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return { current: () => made.filter((m) => m.targets.length > 0).at(-1) };
}

/** 65 wallets, pages of 30 (as GET portafoglio answers). */
function walletPages(pages: number[]) {
  server.use(
    http.get('*/api/portafoglio', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(page);
      const ids = Array.from({ length: 65 }, (_, i) => i + 1).slice((page - 1) * 30, page * 30);
      return HttpResponse.json({ data: ids.map((id) => ({ id, nome: `Intestatario ${id}` })), current_page: page, last_page: 3, total: 65 });
    }),
  );
}

type Wallet = { id: number; nome: string };
function Wallets() {
  const list = usePagedList<Wallet>('portafoglio', {});
  return <LedgerGrid columns={[{ key: 'nome', label: 'Intestatario', render: (r: Wallet) => r.nome }]} list={list} label="Bonus" />;
}

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

  it("loads the next page as the end of the grid's own scrolling box comes into view (watched in that box, with a marker of some height)", async () => {
    const observers = watchObservers();
    const pages: number[] = [];
    walletPages(pages);
    renderWithAdmin(<Wallets />);
    const region = await screen.findByRole('region', { name: 'Bonus' });
    expect(await within(region).findByText('Intestatario 30')).toBeInTheDocument();
    const watching = observers.current()!;
    // The root is the box that scrolls (a window-rooted observer never saw the 400 px box's end at 1280 px).
    expect(watching.root).toBe(region);
    const [marker] = watching.targets;
    expect(region).toContainElement(marker as HTMLElement);
    expect(marker).toHaveStyle({ height: '1px' });
    act(() => watching.fire(true));
    expect(await within(region).findByText('Intestatario 31')).toBeInTheDocument();
    expect(pages).toEqual([1, 2]);
  });

  it("offers 'Altri risultati' to a keyboard: it loads the next page keeping the focus, and goes once every row is shown, leaving the focus on the box", async () => {
    watchObservers();
    const pages: number[] = [];
    walletPages(pages);
    renderWithAdmin(<Wallets />);
    const region = await screen.findByRole('region', { name: 'Bonus' });
    await within(region).findByText('Intestatario 30');
    const user = userEvent.setup();
    const more = within(region).getByRole('button', { name: 'Altri risultati' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await within(region).findByText('Intestatario 60')).toBeInTheDocument();
    expect(more).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await within(region).findByText('Intestatario 65')).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: 'Altri risultati' })).toBeNull();
    expect(region).toHaveFocus();
    expect(pages).toEqual([1, 2, 3]);
  });

  it("loads nothing by itself once 'Altri risultati' has the focus (focusing it scrolls the marker into view), until the box is scrolled again", async () => {
    const observers = watchObservers();
    const pages: number[] = [];
    walletPages(pages);
    renderWithAdmin(<Wallets />);
    const region = await screen.findByRole('region', { name: 'Bonus' });
    await within(region).findByText('Intestatario 30');
    const more = within(region).getByRole('button', { name: 'Altri risultati' });
    act(() => more.focus());
    act(() => observers.current()!.fire(true));
    expect(pages).toEqual([1]);
    const user = userEvent.setup();
    await user.keyboard('{Enter}');
    expect(await within(region).findByText('Intestatario 60')).toBeInTheDocument();
    // The marker seen again as the rows come: still the keyboard's turn.
    act(() => observers.current()!.fire(true));
    expect(pages).toEqual([1, 2]);
    // Once the user scrolls the box again (the wheel), its end loads again, the focus where it was.
    act(() => void region.dispatchEvent(new WheelEvent('wheel', { deltaY: 300, bubbles: true })));
    act(() => observers.current()!.fire(true));
    expect(await within(region).findByText('Intestatario 65')).toBeInTheDocument();
    expect(pages).toEqual([1, 2, 3]);
  });

  it("names a row's menu by its words, as many as it takes to tell it from the other rows", async () => {
    expect(
      distinctNames([
        ['Rossi Mario', 'Affiliazione', '10,00 €'],
        ['Bianchi Luca', 'Affiliazione'],
        ['Rossi Mario', 'Storno', '10,00 €'],
        ['Rossi Mario', 'Storno', '20,00 €'],
      ]),
    ).toEqual(['Rossi Mario, Affiliazione', 'Bianchi Luca', 'Rossi Mario, Storno, 10,00 €', 'Rossi Mario, Storno, 20,00 €']);
    // Alike to the last word: all of them.
    expect(distinctNames([['Rossi Mario', 'Storno'], ['Rossi Mario', 'Storno'], []])).toEqual(['Rossi Mario, Storno', 'Rossi Mario, Storno', '']);
    renderWithAdmin(<LedgerGrid columns={columns} list={list} actions={() => [{ key: 'x', label: 'Storna', onClick: () => {} }]} rowName={(r) => [r.note, r.importo]} label="Contabilita" />);
    const table = await screen.findByRole('table', { name: 'Contabilita' });
    expect(within(table).getByRole('button', { name: 'Azioni per Bonifico di prova' })).toBeInTheDocument();
  });
});
