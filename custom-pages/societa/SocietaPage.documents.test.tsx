// The club's Documenti tab follows the document routes' ability (spec 2 §6): uploading, describing and
// deleting a club's documents need economicssocieta:write (server/documenti/entities.ts); an
// administrator who may only read clubs reads the list, without 'Scegli file' / 'Carica'.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import SocietaPage from './SocietaPage';
import { societa } from './testFixtures';

const affiliated = { affiliata: true, azione: 'rinnovo', rinnovi_aperti: false, rinnovo_affiliazione_possibile: false, data_ultima_rinnovo_affiliazione: null, richiesta_in_attesa: false };
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  cleanup();
  server.resetHandlers();
  session.update({ userType: null, abilities: [], profile: null });
});

function open(userType: string, abilities: string[]) {
  session.update({ token: '1|a', userType, abilities, profile: { id: 3, societa_id: userType === 'societa' ? 7 : null } as never, season: { id: 2, nome: '2026/2027' } } as never);
  server.use(
    http.get('*/api/societa/7', () => HttpResponse.json(societa({ stato_affiliazione: affiliated } as never))),
    http.get('*/api/documento/societa/7', () => HttpResponse.json({ data: [] })),
    // Everything else the screen reads on the way (club list, wallet, document types): empty.
    http.get('*/api/*', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
  );
  renderWithAdmin(<SocietaPage />, { path: '/societa/:id', url: '/societa/7' });
}

async function uploadOffered() {
  await userEvent.setup().click(await screen.findByRole('tab', { name: 'Documenti' }));
  const panel = await screen.findByTestId('document-panel');
  await within(panel).findByText('Dati non presenti');
  return ['Scegli file', 'Carica'].filter((name) => within(panel).queryByRole('button', { name: new RegExp(name) }));
}

describe('club Documenti tab', () => {
  it('offers no upload to an administrator with read-only abilities', async () => {
    open('admin', ['anagrafica:read', 'economicssocieta:read', 'contabilitasocieta:read', 'utenti:read']);
    expect(await uploadOffered()).toEqual([]);
  });

  it('offers the upload to a club user and to an administrator with the club write ability', async () => {
    open('societa', ['economicssocieta:write', 'contabilitasocieta:read', 'trasferimentirichiesti:write', 'anagrafica:write']);
    expect(await uploadOffered()).toEqual(['Scegli file', 'Carica']);
    cleanup();
    open('admin', ['economicssocieta:write', 'anagrafica:write']);
    expect(await uploadOffered()).toEqual(['Scegli file', 'Carica']);
  });
});
