// The member form's codice fiscale errors come all at once (spec 2 §5 server field errors beside the
// fields): on leaving the CF field, and on 'Salva Tesserato' together with the server's other errors
// (the server checks the CF only once the rest of the body passes its schema).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { AnagraficaForm } from './AnagraficaForm';
import { testMember } from './testMember';

// A valid CF of a woman born on 10/10/1985 in a town of the list (the mocked answer of GET anagrafica/codicefiscale).
const WOMAN_1985 = {
  valido: true,
  sesso: 'F',
  data_nascita: '1985-10-10',
  comune_nascita: { id: 40, denominazione: 'Bologna', provincia: 'BO' },
  provincia_nascita: 'BO',
  estero: false,
  stato_nascita: 'Italia',
};
let cfAnswer: object = WOMAN_1985;
const server = setupServer(
  http.get('*/api/anagrafica/codicefiscale/:cf', () => HttpResponse.json(cfAnswer)),
  http.get('*/api/anagrafica/duplicati', () => HttpResponse.json({ data: [], altri: 0 })),
  http.get('*/api/comitato', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
  http.get('*/api/provincia', () => HttpResponse.json({ data: [] })),
  http.get('*/api/localita', () => HttpResponse.json({ data: [] })),
  // The schema's answer: the body fails on the phone, so the server has not looked at the CF yet.
  http.put('*/api/anagrafica/:id', () => HttpResponse.json({ error: true, message: 'Dati non validi', errors: { telefono: ['Il numero di telefono non è valido'] } }, { status: 422 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  cfAnswer = WOMAN_1985;
});

// A man born on 01/01/1980, no CF yet.
const member = testMember;

const helper = (name: string) => screen.getByRole('textbox', { name }).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent;
const select = (name: string) => screen.getByRole('combobox', { name });

function renderForm() {
  session.update({ token: '1|a', userType: 'admin', season: { id: 2, nome: '2026/2027' } });
  renderWithAdmin(<AnagraficaForm mode="edit" member={member} seasonId={2} onClose={() => undefined} onSaved={() => undefined} />);
}

describe('member form: codice fiscale errors', () => {
  it('on leaving the CF field, shows every birth datum the CF contradicts at once', async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Codice fiscale' }));
    await user.paste('RSSMRA85R50A944X');
    await user.tab();
    await waitFor(() => expect(helper('Data di nascita')).toBe('La data di nascita non corrisponde al codice fiscale'));
    expect(select('Sesso').closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Il sesso non corrisponde al codice fiscale');
  });

  it("on 'Salva Tesserato', shows the CF's errors with the server's other errors, in one round", async () => {
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Codice fiscale' }));
    await user.paste('RSSMRA85R50A944X');
    await user.click(screen.getByRole('button', { name: 'Salva Tesserato' }));
    await waitFor(() => expect(helper('Telefono')).toBe('Il numero di telefono non è valido'));
    expect(helper('Data di nascita')).toBe('La data di nascita non corrisponde al codice fiscale');
    expect(select('Sesso').closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent).toBe('Il sesso non corrisponde al codice fiscale');
  });

  it("on 'Salva Tesserato', shows a CF that is not valid with the server's other errors", async () => {
    cfAnswer = { valido: false };
    renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: 'Codice fiscale' }));
    await user.paste('RSSMRA85R50A944Y');
    await user.click(screen.getByRole('button', { name: 'Salva Tesserato' }));
    await waitFor(() => expect(helper('Telefono')).toBe('Il numero di telefono non è valido'));
    expect(helper('Codice fiscale')).toBe('Il codice fiscale non è valido');
  });
});
