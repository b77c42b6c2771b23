// The members route /anagrafica/:key? (spec 2 §2.5): 'nuovo' opens the new-member form only for who may
// add members (economicssocieta:write); a person sees its own record, and any other key is 'Tesserato non trovato'.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session, type SessionState } from '../../src/lib';
import AnagraficaPage from './AnagraficaPage';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], profile: null });
});

const self = {
  id: 1,
  cognome: 'Bianchi',
  nome: 'Luca',
  matricola: '100001',
  cittadinanza: 'Italiana',
  nazionalita_sportiva: 'Italiana',
  agonista: true,
  allenatore: false,
  arbitro: false,
  societa: [],
  anagrafica_ruolo: [],
  synch: null,
  permessi: { modifica: true, completo: true, mio: false },
};

const asPerson = () =>
  session.update({
    token: '1|a',
    userType: 'anagrafica',
    abilities: ['anagrafica:read', 'anagrafica:write'],
    profile: { anagrafica_id: 1 } as SessionState['profile'],
    season: { id: 2, nome: '2026/2027' },
  });

describe('a person user', () => {
  it('opening /anagrafica or its own id sees its own record', async () => {
    asPerson();
    server.use(
      http.get('*/api/anagrafica/1', () => HttpResponse.json(self)),
      http.get('*/api/anagrafica/1/modulo', () => HttpResponse.json({ data: [] })),
    );
    for (const url of ['/anagrafica', '/anagrafica/1']) {
      const { unmount } = renderWithAdmin(<AnagraficaPage />, { path: '/anagrafica/:key?', url });
      expect(await screen.findByRole('heading', { level: 1, name: 'Bianchi Luca' })).toBeInTheDocument();
      unmount();
    }
  });

  // It got its own record under the other id, with nothing said: the page read as that member's.
  it.each(['/anagrafica/5047', '/anagrafica/999999', '/anagrafica/abc', '/anagrafica/nuovo'])(
    'opening %s is told Tesserato non trovato, not shown its own record nor the new-member form',
    async (url) => {
      asPerson();
      const asked: string[] = [];
      server.use(http.get('*/api/*', ({ request }) => (asked.push(new URL(request.url).pathname), HttpResponse.json(self))));
      renderWithAdmin(<AnagraficaPage />, { path: '/anagrafica/:key?', url });
      expect(await screen.findByRole('alert')).toHaveTextContent('Tesserato non trovato');
      expect(screen.queryByRole('heading', { name: 'Bianchi Luca' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Aggiungi' })).toBeNull();
      expect(asked.filter((p) => p.startsWith('/api/anagrafica'))).toEqual([]);
    },
  );
});
