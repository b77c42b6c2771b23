// 'Gemella Societa' for a club user (spec 2 §2.10 club picker and sex, §6): the picker searches the
// club lookup (not the clubs list, which shows a club user only its own club), so another club can
// be picked, and Salva sends its societa_id.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { GemellaDialog } from './GemellaDialog';

// Unhandled calls fail the test: the picker must not ask the clubs list.
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], userData: null });
});

describe('twinning request by a club user', () => {
  it('types 3 letters, picks another club and sex F; Salva sends that club as societa_id', async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: ['economicssocieta:read', 'economicssocieta:write'], userData: { id: 7, nome: 'Pallamano Demo' } });
    const searches: string[] = [];
    let body: unknown;
    server.use(
      http.get('*/api/societa/lookup', ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('search') ?? '');
        return HttpResponse.json({
          data: [
            { id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'DEMO01' },
            { id: 12, nome: 'Pallamano Roma', codice_affiliazione: 'RM001' },
          ],
        });
      }),
      http.post('*/api/societa/7/gemella', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ error: false, message: 'Dati salvati correttamente', id: 40 });
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<GemellaDialog open societaId={7} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Gemella Societa' });
    const save = within(dialog).getByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    // It says what it waits for, and the club is marked required.
    expect(save).toHaveAccessibleDescription('Scegli la società da gemellare');
    expect(within(dialog).getByRole('combobox', { name: 'Società' })).toBeRequired();

    await user.type(within(dialog).getByRole('combobox', { name: 'Società' }), 'Pal');
    await user.click(await screen.findByRole('option', { name: 'Pallamano Roma (RM001)' }));
    expect(searches).toEqual(['Pal']);
    await user.click(within(dialog).getByRole('radio', { name: 'F' }));
    await user.click(save);

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(body).toEqual({ societa_id: 12, sesso: 'F' });
  });

  it('picking its own club shows the self-twinning message and sends nothing', async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: ['economicssocieta:read', 'economicssocieta:write'], userData: { id: 7, nome: 'Pallamano Demo' } });
    server.use(http.get('*/api/societa/lookup', () => HttpResponse.json({ data: [{ id: 7, nome: 'Pallamano Demo', codice_affiliazione: 'DEMO01' }] })));
    const onSaved = vi.fn();
    const user = userEvent.setup();
    renderWithAdmin(<GemellaDialog open societaId={7} onClose={() => undefined} onSaved={onSaved} />);
    const dialog = await screen.findByRole('dialog', { name: 'Gemella Societa' });
    await user.type(within(dialog).getByRole('combobox', { name: 'Società' }), 'Pal');
    await user.click(await screen.findByRole('option', { name: 'Pallamano Demo (DEMO01)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Non è possibile gemellare una societa con se stessa');
    expect(onSaved).not.toHaveBeenCalled();
  });
});
