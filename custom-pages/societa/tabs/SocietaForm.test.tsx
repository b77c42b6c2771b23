// The club form's keyboard focus after a refused save (audit): 'Salva' sits at the bottom of a long
// form, the field the server refused screens above; the focus goes to that field.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { societa } from '../testFixtures';
import { SocietaForm } from './SocietaForm';

const empty = () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 });
const server = setupServer(
  http.get('*/api/comitato', empty),
  http.get('*/api/disciplina', empty),
  http.get('*/api/provincia', empty),
  http.put('*/api/societa/7', () => HttpResponse.json({ error: true, message: 'Dati non validi', errors: { email: ["L'indirizzo e-mail non è valido"] } }, { status: 422 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => session.update({ userType: null, abilities: [] }));

describe('club form: keyboard focus', () => {
  it("moves the focus from 'Salva' to the first field the server refused", async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const user = userEvent.setup();
    renderWithAdmin(<SocietaForm societa={societa()} onClose={() => undefined} onSaved={() => undefined} />);
    const save = await screen.findByRole('button', { name: 'Salva' });
    save.focus();
    await user.keyboard('{Enter}');
    // The club's e-mail (the representative's comes later in the form).
    const [email] = screen.getAllByRole('textbox', { name: 'Email' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  // Audit: 'Indirizzo' and 'CAP' three times, 'Codice Fiscale', 'Email', 'Telefono', 'Cellulare', 'Fax'
  // twice, with nothing telling a screen reader whose they are.
  it('groups each address and the legal representative under their headings', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    renderWithAdmin(<SocietaForm societa={societa()} onClose={() => undefined} onSaved={() => undefined} />);
    for (const sede of ['Sede Legale', 'Sede Fiscale', 'Sede Postale']) {
      const group = await screen.findByRole('group', { name: sede });
      expect(within(group).getByRole('textbox', { name: 'Indirizzo' })).toBeInTheDocument();
      expect(within(group).getByRole('textbox', { name: 'CAP' })).toBeInTheDocument();
    }
    const rappresentante = screen.getByRole('group', { name: 'Legale Rappresentante' });
    for (const field of ['Codice Fiscale', 'Email', 'Telefono', 'Cellulare', 'Fax']) expect(within(rappresentante).getByRole('textbox', { name: field })).toBeInTheDocument();
    // The club's own stays outside it.
    expect(screen.getAllByRole('textbox', { name: 'Email' })).toHaveLength(2);
    expect(within(rappresentante).getAllByRole('textbox', { name: 'Email' })).toHaveLength(1);
  });
});

describe('club form: unsaved changes', () => {
  const closing = () => {
    const e = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(e);
    return e.defaultPrevented;
  };

  it('asks before the tab is closed once something is typed, not before (resilience audit)', async () => {
    session.update({ token: '1|a', userType: 'sysadmin', abilities: ['sysadmin:all'] });
    const user = userEvent.setup();
    renderWithAdmin(<SocietaForm societa={societa()} onClose={() => undefined} onSaved={() => undefined} />);
    const [email] = await screen.findAllByRole('textbox', { name: 'Email' });
    expect(closing()).toBe(false);
    await user.type(email, 'x');
    await waitFor(() => expect(closing()).toBe(true));
  });
});
