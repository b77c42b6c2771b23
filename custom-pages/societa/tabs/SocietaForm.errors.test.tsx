// The club form's 'Salva' shows every error at once, as the member form does (audit): an impossible
// date stopped the save in the browser, so the server's errors on the other fields came only at the
// next 'Salva'. The shared DateInput now marks such a date without stopping the save: the text goes to
// the server as typed, which refuses it with the same parser, together with the other fields.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { societa } from '../testFixtures';
import { SocietaForm } from './SocietaForm';

const INVALID_FORM = 'Uno o più campi non sono stati compilati correttamente';
const SERVER_ERRORS = {
  nome: ['Il campo è obbligatorio'],
  codice_fiscale: ['Il codice fiscale deve essere di 11 cifre (o di 16 caratteri per una persona fisica)'],
  partita_iva: ['La partita IVA non è valida'],
  pec: ["L'indirizzo PEC non è valido"],
  data_atto: ['La data non è valida (gg/mm/aaaa)'],
};

let puts: Record<string, unknown>[];
let answer: () => Response;
const empty = () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 });
const server = setupServer(
  http.get('*/api/comitato', empty),
  http.get('*/api/disciplina', empty),
  http.get('*/api/provincia', empty),
  http.put('*/api/societa/7', async ({ request }) => {
    puts.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  puts = [];
  answer = () => HttpResponse.json({ error: true, message: INVALID_FORM, errors: SERVER_ERRORS }, { status: 422 });
});
afterEach(() => session.update({ userType: null, abilities: [] }));

/** The helper text under a field (its error). */
const messageOf = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

async function fill(user: ReturnType<typeof userEvent.setup>) {
  const nome = await screen.findByRole('textbox', { name: 'Denominazione' });
  await user.clear(nome);
  const [cf] = screen.getAllByRole('textbox', { name: 'Codice Fiscale' });
  await user.clear(cf);
  await user.type(cf, '123');
  await user.type(screen.getByRole('textbox', { name: 'Partita IVA' }), 'abc');
  await user.type(screen.getByRole('textbox', { name: 'PEC' }), 'pec@');
  await user.type(screen.getByRole('textbox', { name: 'Data Atto' }), '31022026');
}

describe('club form: every error on the first Salva', () => {
  it('an impossible date and four wrong fields: all five errors and one toast after the first Salva', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const user = userEvent.setup();
    renderWithAdmin(<SocietaForm societa={societa()} onClose={() => undefined} onSaved={() => undefined} />, { notifications: true });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Salva' }));

    const nome = screen.getByRole('textbox', { name: 'Denominazione' });
    await waitFor(() => expect(messageOf(nome)).toBe('Il campo è obbligatorio'));
    const [cf] = screen.getAllByRole('textbox', { name: 'Codice Fiscale' });
    expect(messageOf(cf)).toBe(SERVER_ERRORS.codice_fiscale[0]);
    expect(messageOf(screen.getByRole('textbox', { name: 'Partita IVA' }))).toBe('La partita IVA non è valida');
    expect(messageOf(screen.getByRole('textbox', { name: 'PEC' }))).toBe("L'indirizzo PEC non è valido");
    // The date keeps the form's own words.
    const dataAtto = screen.getByRole('textbox', { name: 'Data Atto' });
    expect(messageOf(dataAtto)).toBe('La data non è valida (gg/mm/aaaa)');
    for (const field of [nome, cf, dataAtto]) expect(field).toHaveAttribute('aria-invalid', 'true');
    // The server was asked once, with what was typed (the date as typed: it refuses it, and so saves nothing).
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ nome: null, codice_fiscale: '123', partita_iva: 'abc', pec: 'pec@', data_atto: '31/02/2026' });
    // One toast, the form's refusal.
    await waitFor(() => expect(screen.getAllByText(INVALID_FORM)).toHaveLength(1));
    // The focus on the first field in error.
    await waitFor(() => expect(nome).toHaveFocus());
  });

  it('a wrong date alone: the server finds nothing else, the date says why and nothing is saved', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    answer = () => HttpResponse.json({ error: true, message: INVALID_FORM, errors: { data_atto: SERVER_ERRORS.data_atto } }, { status: 422 });
    const user = userEvent.setup();
    let saved = 0;
    renderWithAdmin(<SocietaForm societa={societa()} onClose={() => undefined} onSaved={() => saved++} />, { notifications: true });
    const dataAtto = await screen.findByRole('textbox', { name: 'Data Atto' });
    await user.type(dataAtto, '31022026');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText(INVALID_FORM)).toHaveLength(1));
    expect(messageOf(dataAtto)).toBe('La data non è valida (gg/mm/aaaa)');
    // The form's own message and the server's are one text (resources/fields.ts DATE_INVALID): said once.
    expect(within(document.body).getAllByText('La data non è valida (gg/mm/aaaa)')).toHaveLength(1);
    // Each 'Salva' asks again.
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(saved).toBe(0);
  });

  it('valid fields save as before, once', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    answer = () => HttpResponse.json({ error: false, message: 'Dati salvati con successo', id: 7 });
    const user = userEvent.setup();
    let saved = 0;
    renderWithAdmin(<SocietaForm societa={societa()} onClose={() => undefined} onSaved={() => saved++} />);
    await user.type(await screen.findByRole('textbox', { name: 'Data Atto' }), '28022026');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(saved).toBe(1));
    expect(puts).toHaveLength(1);
    expect(puts[0]).toMatchObject({ data_atto: '2026-02-28' });
  });
});
