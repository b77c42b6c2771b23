// Two tabs editing the same member (race audit): the form sends the version it was opened on; the
// server's 409 (someone else saved first) is shown with the typed values kept, and 'Ricarica i dati'
// opens the form again on the member as saved now.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../src/testing';
import { session, type SessionState } from '../../src/lib';
import { STALE_RECORD_MESSAGE } from '../../resources/contracts/versione.ts';
import { AnagraficaShow } from './AnagraficaShow';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], profile: null });
});

const member = (versione: number, email: string) => ({
  id: 1,
  versione,
  cognome: 'Bianchi',
  nome: 'Luca',
  matricola: '100001',
  sesso: 'M',
  data_nascita: '1990-01-01',
  email,
  telefono: '333 111',
  cittadinanza: 'Italiana',
  nazionalita_sportiva: 'Italiana',
  agonista: true,
  allenatore: false,
  arbitro: false,
  societa: [],
  anagrafica_ruolo: [],
  synch: null,
  permessi: { modifica: true, completo: true, mio: true },
});

describe('member form: a save after someone else saved', () => {
  it('sends its version, shows the 409 keeping what was typed, and reopens on the member as saved now', async () => {
    session.update({
      token: '1|a',
      userType: 'anagrafica',
      abilities: ['anagrafica:read', 'anagrafica:write'],
      profile: { anagrafica_id: 1 } as SessionState['profile'],
      season: { id: 2, nome: '2026/2027' },
    });
    let stored = member(3, 'luca@demo.it');
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.get('*/api/anagrafica/1', () => HttpResponse.json(stored)),
      http.get('*/api/anagrafica/1/modulo', () => HttpResponse.json({ data: [] })),
      http.get('*/api/provincia', () => HttpResponse.json({ data: [] })),
      http.get('*/api/comitato', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
      http.put('*/api/anagrafica/1', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        bodies.push(body);
        if (body.versione !== stored.versione) return HttpResponse.json({ error: true, message: STALE_RECORD_MESSAGE, errorMessage: STALE_RECORD_MESSAGE }, { status: 409 });
        return HttpResponse.json({ error: false, message: 'I dati sono stati salvati correttamente', id: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<AnagraficaShow id={1} seasonId={2} />);
    await user.click(await screen.findByRole('button', { name: 'Modifica' }));
    const phone = screen.getByRole('textbox', { name: 'Telefono' });
    await user.clear(phone);
    await user.type(phone, '333 999');

    // An administrator changed the e-mail in another tab.
    stored = member(4, 'nuova@demo.it');
    await user.click(screen.getByRole('button', { name: 'Salva Tesserato' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STALE_RECORD_MESSAGE);
    expect(bodies).toEqual([expect.objectContaining({ versione: 3, telefono: '333 999', email: 'luca@demo.it' })]);
    expect(screen.getByRole('textbox', { name: 'Telefono' })).toHaveValue('333 999');

    await user.click(screen.getByRole('button', { name: 'Ricarica i dati' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('nuova@demo.it'));
    expect(screen.getByRole('textbox', { name: 'Telefono' })).toHaveValue('333 111');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Telefono' }), '2');
    await user.click(screen.getByRole('button', { name: 'Salva Tesserato' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Salva Tesserato' })).toBeNull());
    expect(bodies[1]).toMatchObject({ versione: 4, telefono: '333 1112', email: 'nuova@demo.it' });
  });
});
