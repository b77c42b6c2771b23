// The club screen's 'Aggiungi' (spec 2 §2.1): a club saved in new-club mode shows in the left list and
// its record count at once, without reloading the page.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import SocietaPage from './SocietaPage';
import { societa } from './testFixtures';

const created = societa({
  id: 9,
  nome: 'Zeta Handball',
  stato_affiliazione: { affiliata: false, azione: 'nuova', rinnovi_aperti: false, rinnovo_affiliazione_possibile: false, data_ultima_rinnovo_affiliazione: null, richiesta_in_attesa: false },
});
const clubs = [{ id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'RM001', persona_fisica: false }];
const server = setupServer(
  http.get('*/api/societa', () => HttpResponse.json({ data: clubs, current_page: 1, last_page: 1, total: clubs.length })),
  http.post('*/api/societa', async ({ request }) => {
    const body = (await request.json()) as { nome: string };
    clubs.push({ id: 9, nome: body.nome, codice_affiliazione: 'RM009', persona_fisica: false });
    return HttpResponse.json({ error: false, message: 'ok', id: 9 });
  }),
  http.get('*/api/societa/:id', ({ params }) => (params.id === '9' ? HttpResponse.json(created) : HttpResponse.json({ message: 'Società non trovata' }, { status: 404 }))),
  // Whatever else the opened club's header and tabs ask: nothing.
  http.get('*/api/*', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], profile: null });
});

describe("club screen 'Aggiungi'", () => {
  it('shows the new club in the list and its count as soon as it is saved', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const user = userEvent.setup();
    renderWithAdmin(<SocietaPage />, { path: '/societa/:id?', url: '/societa/nuova' });
    const list = await screen.findByRole('navigation', { name: 'Società' });
    expect(await within(list).findByText('Pallamano Demo')).toBeInTheDocument();
    expect(within(list).getByRole('status')).toHaveTextContent('1 record');

    await user.click(screen.getByRole('textbox', { name: 'Denominazione' }));
    await user.paste('Zeta Handball');
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    // The new club opens on the right…
    expect(await screen.findByRole('heading', { name: 'Zeta Handball' })).toBeInTheDocument();
    // …and the list on the left has it, and counts it.
    expect(await within(list).findByText('Zeta Handball')).toBeInTheDocument();
    expect(within(list).getByRole('status')).toHaveTextContent('2 record');
  });
});
