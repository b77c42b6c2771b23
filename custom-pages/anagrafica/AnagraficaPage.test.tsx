// The members route /anagrafica/:key? (spec 2 §2.5): 'nuovo' opens the new-member form only for who may
// add members (economicssocieta:write); a person opening it sees its own record.
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

describe('/anagrafica/nuovo', () => {
  it('a person without the ability to add members sees its own record, not the new-member form', async () => {
    session.update({
      token: '1|a',
      userType: 'anagrafica',
      abilities: ['anagrafica:read', 'anagrafica:write'],
      profile: { anagrafica_id: 1 } as SessionState['profile'],
      season: { id: 2, nome: '2026/2027' },
    });
    server.use(
      http.get('*/api/anagrafica/1', () => HttpResponse.json(self)),
      http.get('*/api/anagrafica/1/modulo', () => HttpResponse.json({ data: [] })),
    );
    renderWithAdmin(<AnagraficaPage />, { path: '/anagrafica/:key?', url: '/anagrafica/nuovo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bianchi Luca' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Aggiungi' })).toBeNull();
  });
});
