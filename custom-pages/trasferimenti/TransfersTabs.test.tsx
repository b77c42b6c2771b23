// The transfers screen reads the season's transfers page by page: a request past the first 30 is
// reachable (and can be decided) once the grid's end comes into view.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { installIntersectionObserver } from '../../src/generator/testing';
import { session } from '../../src/lib';
import type { TrasferimentoRow } from '../../resources/contracts/tesseramenti.ts';
import TrasferimentiPage from './TrasferimentiPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } }));
afterEach(() => server.resetHandlers());

const row = (id: number): TrasferimentoRow => ({
  id,
  anagrafica_id: 1000 + id,
  nome_completo: `Atleta ${id}`,
  matricola: String(100000 + id),
  societa_from_id: 1,
  societa_from: 'Pallamano Uno',
  societa_to_id: 2,
  societa_to: 'Pallamano Due',
  stato: 'in_attesa',
  accettato_societa: true,
  durata: 'definitiva',
  tipologia: null,
  importo: 300,
  partita_contabile_id: id,
  data_richiesta: '2026-11-20',
  data_approvazione: null,
  data_rifiuto: null,
  can_approve: true,
  can_reject: true,
  can_cancel: false,
});

describe('transfers screen', () => {
  it('shows the 34 pending transfers, not only the first page of 30', async () => {
    const io = installIntersectionObserver();
    const pages: string[] = [];
    server.use(
      http.get('*/api/trasferimento', ({ request }) => {
        const q = new URL(request.url).searchParams;
        const page = Number(q.get('page'));
        pages.push(`${q.get('tab')}:${page}:${q.get('paginate')}:${q.get('season')}`);
        const ids = page === 1 ? Array.from({ length: 30 }, (_, i) => i + 1) : [31, 32, 33, 34];
        return HttpResponse.json({ data: ids.map(row), current_page: page, last_page: 2, per_page: 30, total: 34 });
      }),
    );
    renderWithAdmin(<TrasferimentiPage />);
    expect(await screen.findByTestId('transfer-row-30')).toBeInTheDocument();
    expect(screen.getByText('Totale record: 34')).toBeInTheDocument();
    expect(screen.queryByTestId('transfer-row-34')).toBeNull();
    io.scrollToEnd();
    expect(await screen.findByTestId('transfer-row-34')).toHaveTextContent('Atleta 34');
    expect(pages).toEqual(['pending:1:30:2', 'pending:2:30:2']);
  });

  it('a decision taken says so with the server’s message, and the row leaves the pending tab', async () => {
    let decided = false;
    let calls = 0;
    server.use(
      http.get('*/api/trasferimento', () => HttpResponse.json({ data: decided ? [] : [row(7)], current_page: 1, last_page: 1, per_page: 30, total: decided ? 0 : 1 })),
      http.post('*/api/trasferimento/7/reject', () => {
        calls += 1;
        decided = true;
        return HttpResponse.json({ error: false, message: 'Trasferimento rifiutato correttamente', id: 7 });
      }),
    );
    renderWithAdmin(<TrasferimentiPage />, { notifications: true });
    const r = await screen.findByTestId('transfer-row-7');
    fireEvent.click(within(r).getByRole('button', { name: 'Rifiuta' }));
    // A double click on SI decides once.
    const si = await screen.findByRole('button', { name: 'SI' });
    fireEvent.click(si);
    fireEvent.click(si);
    expect(await screen.findByText('Trasferimento rifiutato correttamente')).toBeInTheDocument();
    expect(calls).toBe(1);
    await waitFor(() => expect(screen.queryByTestId('transfer-row-7')).toBeNull());
  });
});
