// The member screen keeps its open tab and the list's search in the address (?tab=, ?q=): a reload or
// a copied link opens the same tab and search; opening another member keeps the search, not the tab.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useLocation } from 'react-router-dom';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import AnagraficaPage from './AnagraficaPage';

const member = {
  id: 1,
  versione: 1,
  cognome: 'Bianchi',
  nome: 'Luca',
  matricola: '100001',
  sesso: 'M',
  data_nascita: '1990-01-01',
  cittadinanza: 'Italiana',
  nazionalita_sportiva: 'Italiana',
  agonista: true,
  allenatore: false,
  arbitro: false,
  dirigente: false,
  data_scadenza_certificato: '2027-01-01',
  societa: [],
  anagrafica_ruolo: [],
  synch: null,
  permessi: { modifica: false, completo: true, mio: false },
};
const row = (id: number, nome: string) => ({ id, cognome: nome.split(' ')[0], nome: nome.split(' ')[1], nome_completo: nome, matricola: String(100000 + id), ruoli: [], mio: false });
const searches: string[] = [];
const server = setupServer(
  http.get('*/api/anagrafica/:id', ({ params }) => HttpResponse.json({ ...member, id: Number(params.id), nome: `Luca ${params.id}` })),
  http.get('*/api/anagrafica', ({ request }) => {
    searches.push(new URL(request.url).searchParams.get('search') ?? '');
    return HttpResponse.json({ data: [row(1, 'Bianchi Luca'), row(2, 'Bianchi Marco')], current_page: 1, last_page: 1, total: 2 });
  }),
  // Everything else (tabs' lists, the certificate radar, combos): empty.
  http.get('*/api/*', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  searches.length = 0;
  session.update({ userType: null, abilities: [], profile: null });
});

const Where = () => {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
};
const open = (url: string) => {
  session.update({ token: '1|a', userType: 'admin', abilities: ['anagrafica:read'], profile: { id: 1 } as never, season: { id: 2, nome: '2026/2027' } } as never);
  renderWithAdmin(
    <>
      <AnagraficaPage />
      <Where />
    </>,
    { path: '/anagrafica/:key?', url },
  );
};

describe('member screen, tab and search in the address', () => {
  it.each([
    ['tessere', 'Tessere'],
    ['documenti', 'Documenti'],
  ])('opens the tab of ?tab=%s (a reload, a copied link)', async (key, label) => {
    open(`/anagrafica/1?tab=${key}`);
    expect(await screen.findByRole('tab', { name: label })).toHaveAttribute('aria-selected', 'true');
  });

  it('writes the tab chosen, and opens Dati Generali for a tab it does not know', async () => {
    const user = userEvent.setup();
    open('/anagrafica/1?tab=nessuno');
    expect(await screen.findByRole('tab', { name: 'Dati Generali' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Moduli Anagrafica' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/anagrafica/1?tab=moduli');
  });

  it("opens the list's search of ?q= and keeps it, not the tab, when another member is opened", async () => {
    const user = userEvent.setup();
    open('/anagrafica/1?tab=tessere&q=bianchi');
    expect(await screen.findByRole('searchbox', { name: 'Cerca tesserato' })).toHaveValue('bianchi');
    await waitFor(() => expect(searches).toContain('bianchi'));
    expect(searches).not.toContain('');
    await user.click(await screen.findByRole('link', { name: /Bianchi Marco/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/anagrafica/2?q=bianchi'));
    expect(await screen.findByRole('tab', { name: 'Dati Generali' })).toHaveAttribute('aria-selected', 'true');
  });
});
