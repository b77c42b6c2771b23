// Keyboard focus in the member form (audit): the form takes the focus as it opens ('Modifica' goes
// away), 'Salva Tesserato' keeps it while the save runs, and a refused save moves it to the first field
// in error, or to the conflict's message.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { AnagraficaForm } from './AnagraficaForm';
import { testMember } from './testMember';

let answer: () => Response | Promise<Response> = () => HttpResponse.json({ error: false, id: 5 });
const server = setupServer(
  http.get('*/api/anagrafica/duplicati', () => HttpResponse.json({ data: [], altri: 0 })),
  http.get('*/api/comitato', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
  http.get('*/api/provincia', () => HttpResponse.json({ data: [] })),
  http.get('*/api/localita', () => HttpResponse.json({ data: [] })),
  http.put('*/api/anagrafica/:id', () => answer()),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());

function renderForm() {
  session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } });
  renderWithAdmin(<AnagraficaForm mode="edit" member={testMember} seasonId={2} onClose={() => undefined} onSaved={() => undefined} />);
}

describe('member form: keyboard focus', () => {
  it('gives the first field the focus as it opens', async () => {
    renderForm();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cognome' })).toHaveFocus());
  });

  it("keeps the focus on 'Salva Tesserato' while saving, then moves it to the first field the server refused", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    answer = async () => {
      await held;
      return HttpResponse.json({ error: true, message: 'Dati non validi', errors: { cognome: ['Il campo Cognome è obbligatorio'], email: ["L'e-mail non è valida"] } }, { status: 422 });
    };
    renderForm();
    const user = userEvent.setup();
    const save = screen.getByRole('button', { name: 'Salva Tesserato' });
    save.focus();
    await user.keyboard('{Enter}');
    // Busy, not disabled: the focus has not fallen to <body>.
    await waitFor(() => expect(save).toHaveAttribute('aria-disabled', 'true'));
    expect(save).not.toBeDisabled();
    expect(save).toHaveFocus();
    release();
    const cognome = screen.getByRole('textbox', { name: 'Cognome' });
    await waitFor(() => expect(cognome).toHaveFocus());
    expect(cognome).toHaveAttribute('aria-invalid', 'true');
    expect(save).not.toHaveAttribute('aria-disabled');
  });

  it("moves the focus to the conflict's message when no field is in error (409)", async () => {
    answer = () => HttpResponse.json({ error: true, message: 'Esiste già un tesserato con questo codice fiscale' }, { status: 409 });
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Salva Tesserato' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Esiste già un tesserato con questo codice fiscale');
  });
});
