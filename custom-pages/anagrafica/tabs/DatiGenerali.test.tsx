// Dati Generali's alignment rows against a mocked API (msw): 'Dettagli' opens the sync status table
// dialog of that body (spec 2 §2.5, §2.10, §7 GET synch?type=&anagrafica_id=&scope=).
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import type { AnagraficaDetail } from '../api';
import { DatiGenerali } from './DatiGenerali';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const member = {
  id: 5,
  cognome: 'Rossi',
  nome: 'Mario',
  codice_fiscale: 'RSSMRA80A01H501U',
  matricola: '100005',
  data_nascita: '1980-01-01',
  cittadinanza: 'Italiana',
  nazionalita_sportiva: 'Italiana',
  comune_nascita: null,
  societa: [],
  synch: [
    { type: 'coni', allineato: true, data_allineamento: '2026-10-02T09:00:00Z', errore: null },
    { type: 'sport-health', allineato: false, data_allineamento: null, errore: 'Certificato medico scaduto' },
  ],
  permessi: { modifica: false, completo: true, mio: false },
} as unknown as AnagraficaDetail;

const synchRow = (over: Record<string, unknown>) => ({
  id: 1,
  type: 'coni',
  codice: 'RAS00001234',
  persona: 'Rossi Mario',
  allineato: true,
  allineato_coni: true,
  data_allineamento: '2026-10-02T09:00:00Z',
  errore: null,
  stagione_affiliazione_id: 2,
  ...over,
});

function api(asked: URLSearchParams[]) {
  server.use(
    http.get('*/api/anagrafica/5/modulo', () => HttpResponse.json({ data: [] })),
    http.get('*/api/synch', ({ request }) => {
      const q = new URL(request.url).searchParams;
      asked.push(q);
      const data =
        q.get('type') === 'coni'
          ? [synchRow({})]
          : [synchRow({ id: 2, type: 'sport-health', codice: null, allineato: false, allineato_coni: false, data_allineamento: null, errore: 'Certificato medico scaduto' })];
      return HttpResponse.json({ data, total: data.length, allineato: q.get('type') === 'coni' });
    }),
  );
}

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((c) => c.textContent);

describe("Dati Generali: the alignment rows' 'Dettagli'", () => {
  it("opens the sync status table of the member's body for the season, with the club screen's columns", async () => {
    session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } });
    const asked: URLSearchParams[] = [];
    api(asked);
    renderWithAdmin(<DatiGenerali member={member} seasonId={2} />);
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Dettagli Allineamento CONI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stato allineamento' });
    await waitFor(() => expect(within(dialog).getAllByRole('row')).toHaveLength(2));
    const [head, first] = within(dialog).getAllByRole('row');
    expect(
      within(head)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Codice', 'Soggetto', 'Allineato', 'Data Allineamento', 'Errore']);
    expect(cells(first)).toEqual(['RAS00001234', 'Rossi Mario', 'Si', '02-10-2026', '-']);
    expect(Object.fromEntries(asked[0])).toEqual({ type: 'coni', anagrafica_id: '5', scope: 'current', season: '2' });
    // Nothing of the old inline list stays on the page.
    expect(screen.queryByText(/·/)).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Dettagli Allineamento ente sanitario sportivo' }));
    const health = await screen.findByRole('dialog', { name: 'Stato allineamento' });
    await waitFor(() => expect(within(health).getByText('Certificato medico scaduto')).toBeInTheDocument());
    expect(cells(within(health).getAllByRole('row')[1])).toEqual(['-', 'Rossi Mario', 'No', '-', 'Certificato medico scaduto']);
    expect(asked[asked.length - 1].get('type')).toBe('sport-health');
  });

  it('says so when the body has no alignment rows', async () => {
    session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } });
    server.use(
      http.get('*/api/anagrafica/5/modulo', () => HttpResponse.json({ data: [] })),
      http.get('*/api/synch', () => HttpResponse.json({ data: [], total: 0, allineato: false })),
    );
    renderWithAdmin(<DatiGenerali member={{ ...member, synch: [] }} seasonId={2} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dettagli Allineamento CONI' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stato allineamento' });
    expect(await within(dialog).findByText('Nessun allineamento registrato')).toBeInTheDocument();
  });

  it('shows no alignment rows to a club user', async () => {
    session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } });
    server.use(http.get('*/api/anagrafica/5/modulo', () => HttpResponse.json({ data: [] })));
    renderWithAdmin(<DatiGenerali member={{ ...member, synch: null }} seasonId={2} />);
    await screen.findByText('RSSMRA80A01H501U');
    expect(screen.queryByRole('button', { name: /Dettagli/ })).toBeNull();
  });
});

describe('Dati Generali of a former member (history view)', () => {
  it('shows identity and the seasons with the club only, and does not ask for the forms', async () => {
    session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } });
    server.use(http.get('*/api/anagrafica/5/modulo', () => HttpResponse.json({ data: [] })));
    // The query would call fetch as its effect runs, within render: no waiting needed to see it.
    const fetched = vi.spyOn(globalThis, 'fetch');
    const former = {
      ...member,
      cittadinanza: null,
      nazionalita_sportiva: null,
      synch: null,
      societa: [{ stagione_id: 1, desc_stagione: '2025/2026', id: 9, codice_affiliazione: '070001', nome: 'Pallamano Demo' }],
      permessi: { modifica: false, completo: false, mio: false },
    } as unknown as AnagraficaDetail;
    renderWithAdmin(<DatiGenerali member={former} seasonId={2} />);
    expect(await screen.findByText('RSSMRA80A01H501U')).toBeInTheDocument();
    expect(screen.getByText('070001 - Pallamano Demo')).toBeInTheDocument();
    for (const label of ['Cittadinanza', 'Email', 'Telefono']) expect(screen.queryByText(label)).toBeNull();
    expect(fetched.mock.calls.map(([url]) => String(url)).filter((u) => u.includes('/modulo'))).toEqual([]);
    fetched.mockRestore();
  });
});
