// Moduli Anagrafica: the table scrolls in a named region, download for everyone, and the administrator's
// 'Modifica Modulo Tesserato' / 'Cambia Modulo Tesserato' in the row's menu (it keeps the table in the card).
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import type { AnagraficaDetail, ModuloRow } from '../api';
import { ModuliTab } from './ModuliTab';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const member = { id: 5, cognome: 'Rossi', nome: 'Mario', permessi: { modifica: false, completo: true, mio: false } } as unknown as AnagraficaDetail;
const row: ModuloRow = {
  id: 3,
  modulo: { id: 4, nome: 'Modulo T11 - Tesseramento tecnico', codice: 'T11', attributo: null },
  data_tesseramento: '2026-08-08',
  stagione: { id: 2, nome: '2026/2027' },
  accetta_privacy: true,
  extra: {},
};

const show = (userType: string, abilities: string[] = ['anagrafica:write', 'economicssocieta:write']) => {
  session.update({ token: '1|a', userType, abilities, season: { id: 2, nome: '2026/2027' } });
  server.use(http.get('*/api/anagrafica/5/modulo', () => HttpResponse.json({ data: [row] })));
  renderWithAdmin(<ModuliTab member={member} seasonId={2} />);
};

describe('Moduli Anagrafica', () => {
  it("puts the administrator's form actions in the row's menu, named after the form", async () => {
    show('admin');
    const region = await screen.findByRole('region', { name: 'Moduli Anagrafica' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('button', { name: 'Scarica' })).toBeInTheDocument();
    await userEvent.setup().click(within(region).getByRole('button', { name: 'Azioni per il modulo T11 2026/2027' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Modifica Modulo Tesserato', 'Cambia Modulo Tesserato']);
  });

  it('offers only the download to an administrator who may only read members (PUT anagraficamodulo needs anagrafica:write)', async () => {
    show('admin', ['anagrafica:read', 'economicssocieta:read']);
    const region = await screen.findByRole('region', { name: 'Moduli Anagrafica' });
    expect(within(region).getByRole('button', { name: 'Scarica' })).toBeInTheDocument();
    expect(within(region).queryByRole('button', { name: /Azioni per il modulo/ })).toBeNull();
  });

  it('offers only the download to a member', async () => {
    show('tesserato');
    const region = await screen.findByRole('region', { name: 'Moduli Anagrafica' });
    expect(
      within(region)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Scarica']);
  });
});

describe('Moduli Anagrafica and the season', () => {
  it('asks again for another season: a club sees the forms only of a season it may see the member in', async () => {
    session.update({ token: '1|a', userType: 'societa', season: { id: 2, nome: '2026/2027' } });
    server.use(
      http.get('*/api/anagrafica/5/modulo', ({ request }) =>
        new URL(request.url).searchParams.get('season') === '2' ? HttpResponse.json({ data: [row] }) : HttpResponse.json({ error: true, message: 'Tesserato non trovato' }, { status: 404 }),
      ),
    );
    // The season picker's choice, as the member screen passes it.
    function Harness() {
      const [season, setSeason] = useState(2);
      return (
        <>
          <button onClick={() => setSeason(1)}>2025/2026</button>
          <ModuliTab member={member} seasonId={season} />
        </>
      );
    }
    renderWithAdmin(<Harness />);
    expect(await screen.findByRole('cell', { name: 'T11' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: '2025/2026' }));
    expect(await screen.findByText('Dati non presenti')).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'T11' })).toBeNull();
  });
});
