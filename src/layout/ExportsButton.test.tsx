// The header's export icon and its dialog (spec 2 §2 header, §4 exports): deleting the last export
// leaves the dialog open on its empty state; the icon goes away once the dialog is closed.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../testing';
import { session } from '../lib/session';
import { ExportsButton } from './ExportsButton';

const done = {
  id: 9,
  descrizione: 'Tesserati 01-10-2025 10:00',
  status: 'success',
  completed: true,
  completed_at: '2025-10-01T08:00:05Z',
  created_at: '2025-10-01T08:00:00Z',
  righe: 120,
  error: null,
};
let exports: (typeof done)[] = [];
let headerAsks = 0; // the header icon's GET userexports (one row is enough to know)
const server = setupServer(
  http.get('*/api/userexports', ({ request }) => {
    if (new URL(request.url).searchParams.get('paginate') === '1') headerAsks++;
    return HttpResponse.json({ data: exports, current_page: 1, last_page: 1, total: exports.length });
  }),
  http.delete('*/api/userexports/:id', ({ params }) => {
    exports = exports.filter((e) => e.id !== Number(params.id));
    return HttpResponse.json({ error: false, message: 'ok' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.clear();
});

describe('export icon and dialog', () => {
  it("stays open on 'Dati non presenti' when its last export is deleted", async () => {
    session.update({ token: '1|a', userType: 'sysadmin' });
    exports = [done];
    const user = userEvent.setup();
    renderWithAdmin(<ExportsButton />);
    await user.click(await screen.findByRole('button', { name: 'Esportazioni' }));
    const dialog = await screen.findByRole('dialog', { name: 'Esportazioni' });
    await user.click(await within(dialog).findByRole('button', { name: 'Elimina' }));
    const confirm = await screen.findByRole('dialog', { name: /conferma/i });
    await user.click(within(confirm).getByRole('button', { name: 'SI' }));

    expect(await within(dialog).findByText('Dati non presenti')).toBeInTheDocument();
    // Once the confirmation has gone and the header has asked again (no exports left), the dialog is still there.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Conferma' })).toBeNull());
    await waitFor(() => expect(headerAsks).toBe(2));
    expect(screen.getByRole('dialog', { name: 'Esportazioni' })).toBe(dialog);
    expect(within(dialog).getByText('Dati non presenti')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Esportazioni' })).toBeNull());
  });
});
