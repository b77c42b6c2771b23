// The Tesserati tab of a twinned club (spec 2 §2.1, §2.2): 'Dai in multiplo' lends an athlete, so only
// the athletes' table offers it; managers, coaches, physios, doctors and athletes already on loan do not.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session, type SessionState } from '../../../src/lib';
import type { MemberRow } from '../api';
import { registerSocietaMount } from '../mounts';
import { societa } from '../testFixtures';
import { TesseratiTab } from './TesseratiTab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], profile: null });
});

const member = (id: number, nome_completo: string, roles: string[]): MemberRow => ({
  id,
  anagrafica_ruolo_id: id * 10,
  matricola: `10000${id}`,
  codice_tessera: null,
  nome_completo,
  tipologia_tesseramento_nome: null,
  data_scadenza_certificato: null,
  cittadinanza: 'Italiana',
  data_nascita: '1990-01-01',
  roles,
  discipline: [],
  numero_tesseramento: id * 10,
  partitacontabile_id: null,
  approvato: true,
  prestito: false,
  modificabile: true,
});

/** Each table answers one member named after it. */
const ROWS: Record<string, MemberRow> = {
  '': member(1, 'Atleta Uno', ['Atleta']),
  '/gemellaggi': member(2, 'Prestito Due', ['Atleta']),
  '/dirigenti': member(3, 'Dirigente Tre', ['Dirigente']),
  '/allenatori': member(4, 'Allenatore Quattro', ['Allenatore']),
  '/tesserati': member(5, 'Medico Cinque', ['Medico']),
};

describe("'Dai in multiplo' in a twinned club's Tesserati tab", () => {
  it('is offered for the athletes only', async () => {
    registerSocietaMount('daiInMultiplo', () => null);
    session.update({ token: '1|a', userType: 'societa', abilities: ['economicssocieta:write', 'anagrafica:write'], profile: { societa_id: 7 } as SessionState['profile'] });
    server.use(
      http.get('*/api/anagrafica/societa/7*', ({ request }) => {
        const row = ROWS[new URL(request.url).pathname.replace(/^.*\/anagrafica\/societa\/7/, '')];
        return HttpResponse.json({ data: row ? [row] : [], total: row ? 1 : 0 });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<TesseratiTab societa={societa({ gemellata: true })} seasonId={2} />);
    const items = async (name: string) => {
      await user.click(await screen.findByRole('button', { name: `Azioni per ${name}` }));
      const names = within(await screen.findByRole('menu'))
        .getAllByRole('menuitem')
        .map((m) => m.textContent);
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      return names;
    };
    expect(await items('Atleta Uno')).toContain('Dai in multiplo');
    for (const name of ['Prestito Due', 'Dirigente Tre', 'Allenatore Quattro']) expect(await items(name)).not.toContain('Dai in multiplo');
    // Physios and doctors: the same member in both tables.
    for (const row of screen.getAllByRole('button', { name: 'Azioni per Medico Cinque' })) {
      await user.click(row);
      expect(within(await screen.findByRole('menu')).queryByRole('menuitem', { name: 'Dai in multiplo' })).toBeNull();
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    }
  });
});
