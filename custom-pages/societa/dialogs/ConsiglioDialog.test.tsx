// Board data dialog (spec 2 §2.10, §8): a refused save shows the first message under its field and the
// failure toast; a good one sends the season and closes with the server's message.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { ConsiglioDialog } from './ConsiglioDialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

const board = { id: 2, stagione_id: 2, data_elezione: '2027-09-12', scadenza_elezione: '2023-09-11', durata: 4, componenti_min: 3, componenti_max: 9 };
const render = (onSaved = vi.fn()) => renderWithAdmin(<ConsiglioDialog open societaId={7} seasonId={2} board={board} onClose={() => undefined} onSaved={onSaved} />, { notifications: true });

describe('Dati Consiglio Direttivo', () => {
  it('a refused save: the message under its field and the failure toast', async () => {
    server.use(
      http.post('*/api/societa/7/dettagliconsigliodirettivo', () =>
        HttpResponse.json(
          { error: true, message: 'Uno o più campi non sono stati compilati correttamente', errors: { scadenza_elezione: ['La scadenza deve essere successiva alla data di elezione'] } },
          { status: 422 },
        ),
      ),
    );
    const user = userEvent.setup();
    render();
    const dialog = await screen.findByRole('dialog', { name: 'Dati Consiglio Direttivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('La scadenza deve essere successiva alla data di elezione')).toBeInTheDocument();
    // The failure toast, outside the dialog.
    await waitFor(() => expect(screen.getAllByText('Uno o più campi non sono stati compilati correttamente').some((el) => !dialog.contains(el))).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Dati Consiglio Direttivo' })).toBeInTheDocument();
  });

  it('a good save sends the season and reports the server message', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post('*/api/societa/7/dettagliconsigliodirettivo', async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ error: false, message: 'Dati salvati con successo', id: 2 });
      }),
    );
    const onSaved = vi.fn();
    const user = userEvent.setup();
    render(onSaved);
    const dialog = await screen.findByRole('dialog', { name: 'Dati Consiglio Direttivo' });
    await user.click(within(dialog).getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(body).toMatchObject({ season: 2, componenti_min: 3, componenti_max: 9 });
    expect(await screen.findByText('Dati salvati con successo')).toBeInTheDocument();
  });
});
