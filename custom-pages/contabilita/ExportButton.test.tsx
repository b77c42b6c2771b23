// 'Esporta' on every tab of the accounting screens (spec 2 §2.3, §2.4, §7: "Exports add &export=excel
// plus search filters"): Bonus / Portafogli (the federation's wallets, a party's own movements), Pagamenti Online / Carta di credito and Gemellaggi queue
// their list's export with the grid's own query, as Contabilita does, for the users the server lets
// read that list.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../src/testing/renderWithAdmin';
import { session } from '../../src/lib';
import { GemellaggiTab } from './GemellaggiTab';
import { PartiteGrid } from './PartiteGrid';
import { TransazioniGrid } from './TransazioniGrid';
import { WalletPanel } from './WalletPanel';
import { WalletsGrid } from './WalletsGrid';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const page = (data: unknown[]) => json(200, { data, current_page: 1, last_page: 1, per_page: 30, total: data.length });

function mockServer() {
  const fn = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.searchParams.get('export') === 'excel') return json(200, { id: 31, message: 'Esportazione avviata', descrizione: 'x' });
    return page([]);
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

/** The query of the export call made to `path` (its keys and values), or undefined. */
const exportCall = (fetch: ReturnType<typeof mockServer>, path: string) => {
  const call = fetch.mock.calls.map(([u]) => new URL(String(u), 'http://localhost')).find((u) => u.pathname === `/api/${path}` && u.searchParams.get('export') === 'excel');
  return call && Object.fromEntries(call.searchParams);
};

afterEach(() => {
  // Unmounted first: the grids would read their lists again, through the real fetch, as the season goes.
  cleanup();
  vi.unstubAllGlobals();
  session.update({ userType: null, abilities: [], season: null });
});

const SEASON = { id: 7, nome: '2025/2026' } as unknown as Parameters<typeof session.update>[0]['season'];

describe("accounting tabs' 'Esporta'", () => {
  it("Bonus (the clubs' wallets): exports portafoglio of that side, and says it started", async () => {
    session.update({ userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const fetch = mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<WalletsGrid side="societa" />, { notifications: true });
    await screen.findByText('Dati non presenti');
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await waitFor(() => expect(exportCall(fetch, 'portafoglio')).toEqual({ type: 'societa', export: 'excel' }));
    expect(await screen.findByText('Esportazione avviata')).toBeInTheDocument();
  });

  it("Portafogli (the members' wallets): exports portafoglio of type anagrafica", async () => {
    session.update({ userType: 'admin', abilities: ['contabilitatesserati:read'] });
    const fetch = mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<WalletsGrid side="anagrafica" />);
    await screen.findByText('Dati non presenti');
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await waitFor(() => expect(exportCall(fetch, 'portafoglio')).toEqual({ type: 'anagrafica', export: 'excel' }));
  });

  it('Pagamenti Online and Carta di credito: export the card payments of their side and season, as the grid lists them', async () => {
    session.update({ userType: 'societa', abilities: ['contabilitasocieta:read'], season: SEASON });
    const fetch = mockServer();
    const user = userEvent.setup();
    const { unmount } = renderWithAdmin(<TransazioniGrid type="societa" />);
    await screen.findByText('Dati non presenti');
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await waitFor(() => expect(exportCall(fetch, 'transazionicartacredito')).toEqual({ type: 'societa', season: '7', export: 'excel' }));
    unmount();

    session.update({ userType: 'anagrafica', abilities: ['contabilitatesserati:read'] });
    fetch.mockClear();
    renderWithAdmin(<TransazioniGrid type="anagrafica" />);
    await screen.findByText('Dati non presenti');
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await waitFor(() => expect(exportCall(fetch, 'transazionicartacredito')).toEqual({ type: 'anagrafica', season: '7', export: 'excel' }));
  });

  it("a club's or member's own Bonus / Portafogli (its wallet's movements): exports portafoglio/{id}/movimenti", async () => {
    session.update({ userType: 'societa', abilities: ['contabilitasocieta:read'] });
    const fetch = vi.fn(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/portafogliosocieta/4') return json(200, { id: 12, societa_id: 4, anagrafica_id: null, totale: 5, portafoglioProbabile: 5 });
      if (url.searchParams.get('export') === 'excel') return json(200, { id: 31, message: 'Esportazione avviata', descrizione: 'x' });
      return page([]);
    });
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    const { unmount } = renderWithAdmin(<WalletPanel party={{ type: 'societa', id: 4 }} />, { notifications: true });
    await screen.findByText('Dati non presenti');
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await waitFor(() => expect(exportCall(fetch as never, 'portafoglio/12/movimenti')).toEqual({ export: 'excel' }));
    expect(await screen.findByText('Esportazione avviata')).toBeInTheDocument();
    unmount();

    session.update({ userType: 'anagrafica', abilities: ['anagrafica:read', 'contabilitatesserati:read'] });
    fetch.mockClear();
    fetch.mockImplementation(async (input: string | URL | Request) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/portafoglioanagrafica/1') return json(200, { id: 40, societa_id: null, anagrafica_id: 1, totale: 0, portafoglioProbabile: 0 });
      if (url.searchParams.get('export') === 'excel') return json(200, { id: 32, message: 'Esportazione avviata', descrizione: 'x' });
      return page([]);
    });
    renderWithAdmin(<WalletPanel party={{ type: 'anagrafica', id: 1 }} />);
    await screen.findByText('Dati non presenti');
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await waitFor(() => expect(exportCall(fetch as never, 'portafoglio/40/movimenti')).toEqual({ export: 'excel' }));
  });

  it('Gemellaggi: exports the twinning list for a reader of the club accounting', async () => {
    session.update({ userType: 'societa', abilities: ['contabilitasocieta:read'] });
    const fetch = mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<GemellaggiTab />);
    await screen.findByText('Dati non presenti');
    await user.click(screen.getByRole('button', { name: 'Esporta' }));
    await waitFor(() => expect(exportCall(fetch, 'gemellaggi')).toEqual({ export: 'excel' }));
  });

  it('is not offered to a user the list would refuse (the server declares its readers)', async () => {
    // The twinning list is the club accounting's alone: a member accounting reader may not read it.
    session.update({ userType: 'admin', abilities: ['contabilitatesserati:read'] });
    mockServer();
    const { unmount } = renderWithAdmin(<GemellaggiTab />);
    await screen.findByText('Dati non presenti');
    expect(screen.queryByRole('button', { name: 'Esporta' })).toBeNull();
    unmount();

    // No accounting ability at all (a screen reached through its menu item alone): no export anywhere.
    session.update({ userType: 'societa', abilities: [] });
    renderWithAdmin(
      <>
        <WalletsGrid side="societa" />
        <TransazioniGrid type="societa" />
        <PartiteGrid side="societa" status="completed" />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Dati non presenti')).toHaveLength(3));
    expect(screen.queryByRole('button', { name: 'Esporta' })).toBeNull();
    expect(within(document.body).getAllByRole('button', { name: 'Filtri' })).toHaveLength(1);
  });
});
