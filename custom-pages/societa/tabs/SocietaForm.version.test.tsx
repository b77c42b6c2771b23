// Two tabs editing the same club (race audit): the form sends the version it was opened on, a newer
// copy of the club arriving meanwhile does not reset what the user typed, and the server's 409 (someone
// else saved first) is shown with 'Ricarica i dati', which loads the club as saved now.
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { STALE_RECORD_MESSAGE } from '../../../resources/contracts/versione.ts';
import { societa } from '../testFixtures';
import type { SocietaDetail } from '../api';
import { SocietaForm } from './SocietaForm';

const empty = () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 });
const bodies: Record<string, unknown>[] = [];
const server = setupServer(
  http.get('*/api/comitato', empty),
  http.get('*/api/disciplina', empty),
  http.get('*/api/provincia', empty),
  http.put('*/api/societa/7', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    bodies.push(body);
    return body.versione === 3
      ? HttpResponse.json({ error: true, message: STALE_RECORD_MESSAGE, errorMessage: STALE_RECORD_MESSAGE }, { status: 409 })
      : HttpResponse.json({ error: false, message: 'I dati sono stati salvati correttamente', id: 7 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  bodies.length = 0;
  session.update({ userType: null, abilities: [] });
});

/** Saved by someone else after the form was opened. */
const savedMeanwhile = societa({ versione: 4, email: 'altra.scheda@demo.it' });

/** The page around the form: its club may be read again while the form is open. */
function Page({ onSaved, onReload }: { onSaved: () => void; onReload: () => Promise<SocietaDetail> }) {
  const [club, setClub] = useState(societa());
  return (
    <>
      <button type="button" onClick={() => setClub(savedMeanwhile)}>
        refetch
      </button>
      <SocietaForm societa={club} onClose={() => undefined} onSaved={onSaved} onReload={onReload} />
    </>
  );
}

describe('club form: a save after someone else saved', () => {
  it('sends its version, shows the 409 with the typed values kept, and reloads on request', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const onSaved = vi.fn();
    const onReload = vi.fn(async () => savedMeanwhile);
    const user = userEvent.setup();
    renderWithAdmin(<Page onSaved={onSaved} onReload={onReload} />);
    const [phone] = await screen.findAllByRole('textbox', { name: 'Telefono' });
    await user.clear(phone);
    await user.type(phone, '06 999');
    // The club read again meanwhile (the window took the focus): the form keeps what it shows.
    await user.click(screen.getByRole('button', { name: 'refetch' }));
    expect(phone).toHaveValue('06 999');
    expect(screen.getAllByRole('textbox', { name: 'Email' })[0]).toHaveValue('info@demo.it');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(STALE_RECORD_MESSAGE);
    expect(bodies).toEqual([expect.objectContaining({ versione: 3, telefono: '06 999' })]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(phone).toHaveValue('06 999');
    await waitFor(() => expect(alert).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Ricarica i dati' }));
    await waitFor(() => expect(screen.getAllByRole('textbox', { name: 'Email' })[0]).toHaveValue('altra.scheda@demo.it'));
    expect(screen.getAllByRole('textbox', { name: 'Telefono' })[0]).toHaveValue('06 111');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(7));
    expect(bodies[1]).toMatchObject({ versione: 4, email: 'altra.scheda@demo.it' });
  });
});
