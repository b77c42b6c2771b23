// The club screen's edit mode and the keyboard (audit): 'Salva' and 'Chiudi' take the form away with
// the button that had the focus; the focus goes back to 'Modifica', not to the page's body.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { societa } from './testFixtures';
import SocietaPage from './SocietaPage';

const affiliated = {
  affiliata: true,
  azione: 'rinnovo',
  rinnovi_aperti: false,
  rinnovo_affiliazione_possibile: false,
  data_ultima_rinnovo_affiliazione: null,
  richiesta_in_attesa: false,
};
const server = setupServer(
  http.get('*/api/societa/7', () => HttpResponse.json(societa({ stato_affiliazione: affiliated } as never))),
  http.put('*/api/societa/7', () => HttpResponse.json({ error: false, message: 'I dati sono stati salvati correttamente', id: 7 })),
  // Everything else the screen reads around the club (lists, combos, indicators): empty.
  http.get('*/api/*', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], profile: null });
});

describe('club screen, edit mode', () => {
  it.each(['Salva', 'Chiudi'])("gives the focus back to 'Modifica' after '%s'", async (button) => {
    session.update({ token: '1|a', userType: 'societa', abilities: ['economicssocieta:read', 'economicssocieta:write'], profile: { id: 3, societa_id: 7 } as never });
    const user = userEvent.setup();
    renderWithAdmin(<SocietaPage />, { path: '/societa/:id', url: '/societa/7' });
    const edit = await screen.findByRole('button', { name: 'Modifica' });
    edit.focus();
    await user.keyboard('{Enter}');
    const end = await screen.findByRole('button', { name: button });
    end.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: button })).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Modifica' })).toHaveFocus());
  });
});
