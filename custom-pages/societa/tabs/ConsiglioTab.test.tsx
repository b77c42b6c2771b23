// The club screen's Consiglio Direttivo tab (spec 2 §2.1) against a mocked API (msw) while its two
// reads are in flight and when they fail: the board's fields and grid say so instead of '-' and nothing.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { ConsiglioTab } from './ConsiglioTab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [] });
});

const board = { id: 3, stagione_id: 2, data_elezione: '2025-01-10', scadenza_elezione: '2029-01-10', durata: 4, componenti_min: 3, componenti_max: 9 };
const member = { id: 1, carica: 'Presidente', matricola: '100001', nome_completo: 'Rossi Mario', data_inizio: '2025-01-10' };

describe('Consiglio Direttivo tab', () => {
  it("says it is loading, in the board's panel and its grid (aria-busy), instead of '-' in every field", async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/societa/7/dettagliconsigliodirettivo', async () => {
        await answered;
        return HttpResponse.json(board);
      }),
      http.get('*/api/anagrafica/societa/7/consigliodirettivo', async () => {
        await answered;
        return HttpResponse.json({ data: [member], total: 1 });
      }),
    );
    renderWithAdmin(<ConsiglioTab societaId={7} seasonId={2} />);
    const table = await screen.findByRole('table', { name: 'Consiglio Direttivo' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(within(table).getByRole('status')).toHaveTextContent('Caricamento in corso...');
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(screen.queryByText('-')).toBeNull();
    // Opened now, the dialog would start empty and save over the board.
    expect(screen.getByRole('button', { name: 'Modifica Dati Consiglio' })).toBeDisabled();
    answer();
    expect(await screen.findByText('10/01/2025')).toBeInTheDocument();
    expect(screen.getByText('9')).toBeInTheDocument();
    expect(await within(table).findByRole('cell', { name: 'Rossi Mario' })).toBeInTheDocument();
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Modifica Dati Consiglio' })).toBeEnabled();
  });

  it("says what a failed read answered, not '-' and 'Nessun componente'", async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: ['economicssocieta:read'] });
    const refused = () => HttpResponse.json({ error: true, message: 'Non hai i permessi per questa operazione' }, { status: 403 });
    server.use(http.get('*/api/societa/7/dettagliconsigliodirettivo', refused), http.get('*/api/anagrafica/societa/7/consigliodirettivo', refused));
    renderWithAdmin(<ConsiglioTab societaId={7} seasonId={2} />);
    await waitFor(() => expect(screen.getAllByRole('alert')).toHaveLength(2));
    for (const alert of screen.getAllByRole('alert')) expect(alert).toHaveTextContent('Non hai i permessi per questa operazione');
    expect(screen.queryByText('-')).toBeNull();
    expect(screen.queryByText('Nessun componente')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
