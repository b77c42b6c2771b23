// Gemellaggi tab of the club accounting screen (spec 2 §2.3): the twinning grid with 'Totale record',
// SI/NO flags, and 'Approva'/'Rifiuta' for system administrators only, confirmed SI/NO, then reloaded.
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithAdmin } from '../../src/testing/renderWithAdmin';
import { session } from '../../src/lib';
import { GemellaggiTab } from './GemellaggiTab';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const rows = [
  { id: 5, societa_parent: { id: 1, nome: 'Pallamano Demo' }, societa_child: { id: 2, nome: 'Handball Nord' }, approvato: false, rifiutato: false },
  { id: 6, societa_parent: { id: 3, nome: 'Polisportiva Sud' }, societa_child: { id: 1, nome: 'Pallamano Demo' }, approvato: true, rifiutato: false },
];

function mockServer() {
  let decided = false;
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    if (init?.method === 'POST' && url.includes('/societa/gemellaggi/5/approve')) {
      decided = true;
      return json(200, { error: false, message: 'Gemellaggio approvato' });
    }
    if (url.includes('/gemellaggi')) {
      const data = decided ? [{ ...rows[0], approvato: true }, rows[1]] : rows;
      return json(200, { data, current_page: 1, last_page: 1, per_page: 30, total: data.length });
    }
    return json(200, { data: [] });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

const listCalls = (fetch: ReturnType<typeof mockServer>) => fetch.mock.calls.filter(([u, init]) => String(u).includes('/gemellaggi') && (init?.method ?? 'GET') === 'GET');

afterEach(() => {
  vi.unstubAllGlobals();
  session.update({ userType: null });
});

describe('Gemellaggi tab', () => {
  it("shows the twinnings with 'Totale record', both clubs and Approvato / Rifiutato as SI/NO", async () => {
    session.update({ userType: 'societa' });
    const fetch = mockServer();
    renderWithAdmin(<GemellaggiTab />);
    const table = await screen.findByRole('table', { name: 'Gemellaggi' });
    expect(await within(table).findByRole('cell', { name: 'Handball Nord' })).toBeInTheDocument();
    expect(screen.getByTestId('totale-record')).toHaveTextContent('Totale record: 2');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Società Padre', 'Società Figlia', 'Approvato', 'Rifiutato']);
    const first = within(table).getAllByRole('row')[1];
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Pallamano Demo', 'Handball Nord', 'No', 'No']);
    const second = within(table).getAllByRole('row')[2];
    expect(
      within(second)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Polisportiva Sud', 'Pallamano Demo', 'Si', 'No']);
    // A club user gets no row menu at all.
    expect(within(table).queryByRole('button', { name: /^Azioni per / })).toBeNull();
    expect(String(listCalls(fetch)[0][0])).toMatch(/\/gemellaggi\?.*paginate=30/);
  });

  it('an administrator who is not a system administrator cannot approve or reject', async () => {
    session.update({ userType: 'admin' });
    mockServer();
    renderWithAdmin(<GemellaggiTab />);
    const table = await screen.findByRole('table', { name: 'Gemellaggi' });
    await within(table).findByRole('cell', { name: 'Handball Nord' });
    expect(within(table).queryByRole('button', { name: /^Azioni per / })).toBeNull();
  });

  it('a system administrator approves a pending link after the SI/NO confirm, and the grid reloads; decided links offer nothing', async () => {
    session.update({ userType: 'sysadmin' });
    const fetch = mockServer();
    const user = userEvent.setup();
    renderWithAdmin(<GemellaggiTab />);
    const table = await screen.findByRole('table', { name: 'Gemellaggi' });
    await within(table).findByRole('cell', { name: 'Handball Nord' });
    // Only the link awaiting a decision has a menu.
    expect(within(table).queryByRole('button', { name: 'Azioni per Polisportiva Sud - Pallamano Demo' })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Azioni per Pallamano Demo - Handball Nord' }));
    expect(await screen.findByRole('menuitem', { name: 'Rifiuta' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: 'Approva' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Vuoi approvare il gemellaggio?');
    expect(dialog).toHaveTextContent('Pallamano Demo - Handball Nord');
    const before = listCalls(fetch).length;
    await user.click(within(dialog).getByRole('button', { name: 'SI' }));
    await waitFor(() => expect(fetch.mock.calls.some(([u, init]) => String(u).includes('/societa/gemellaggi/5/approve') && init?.method === 'POST')).toBe(true));
    await waitFor(() => expect(listCalls(fetch).length).toBeGreaterThan(before));
    await waitFor(() => expect(within(within(table).getAllByRole('row')[1]).getAllByRole('cell')[2]).toHaveTextContent('Si'));
    expect(within(table).queryByRole('button', { name: 'Azioni per Pallamano Demo - Handball Nord' })).toBeNull();
  });

  it('selecting the tab reads its grid once, and selecting it again reads it once more (spec 1 §4: tab change reloads)', async () => {
    session.update({ userType: 'societa' });
    const fetch = mockServer();
    const user = userEvent.setup();
    function Tabs() {
      const [active, setActive] = useState(false);
      return (
        <>
          <button onClick={() => setActive((a) => !a)}>tab</button>
          <GemellaggiTab active={active} />
        </>
      );
    }
    renderWithAdmin(<Tabs />);
    expect(listCalls(fetch)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'tab' }));
    await within(await screen.findByRole('table', { name: 'Gemellaggi' })).findByRole('cell', { name: 'Handball Nord' });
    await waitFor(() => expect(screen.getByTestId('totale-record')).toHaveTextContent('Totale record: 2'));
    expect(listCalls(fetch)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'tab' }));
    await user.click(screen.getByRole('button', { name: 'tab' }));
    // A duplicate read would start in the same render as the first (the query enabled, the tab's reload).
    await waitFor(() => expect(listCalls(fetch).length).toBeGreaterThan(1));
    expect(listCalls(fetch)).toHaveLength(2);
  });
});
