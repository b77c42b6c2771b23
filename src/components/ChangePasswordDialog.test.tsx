import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import ChangePasswordDialog from './ChangePasswordDialog';
import { renderWithAdmin } from '../testing/renderWithAdmin';
import { session } from '../lib/session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.update({ token: '1|a' }));
afterEach(() => server.resetHandlers());

describe('change-password dialog', () => {
  it('own password: asks the old one, requires the new pair, sends POST changePassword', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    let body: any;
    server.use(http.post('*/api/changePassword', async ({ request }) => ((body = await request.json()), HttpResponse.json({ error: false, message: 'La password è stata modificata correttamente' }))));
    renderWithAdmin(<ChangePasswordDialog open askOldPassword onClose={onClose} />);
    expect(await screen.findByRole('dialog', { name: 'Cambio Password' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password temporanea/)).toBeNull();
    await user.type(screen.getByLabelText(/Nuova password/), 'Nuova2026x');
    await user.click(screen.getByRole('button', { name: 'Memorizza' }));
    expect(await screen.findByTestId('change-password-error')).toHaveTextContent('I campi Password sono Obbligatori');
    await user.type(screen.getByLabelText(/Vecchia password/), 'Demo2026!');
    await user.type(screen.getByLabelText(/Conferma password/), 'Nuova2026x');
    await user.click(screen.getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(body).toEqual({ oldpassword: 'Demo2026!', password: 'Nuova2026x', confirmpassword: 'Nuova2026x', temp: false });
  });

  it("another user's password: temporary toggle on by default with its hint, POST changePasswordUtente", async () => {
    const user = userEvent.setup();
    let body: any;
    server.use(http.post('*/api/changePasswordUtente', async ({ request }) => ((body = await request.json()), HttpResponse.json({ error: false, message: 'ok' }))));
    renderWithAdmin(<ChangePasswordDialog open userId={12} onClose={() => undefined} />);
    const toggle = await screen.findByLabelText(/Password temporanea/);
    expect(toggle).toBeChecked();
    expect(screen.getByText("L'utente dovrà cambiare la password al primo accesso")).toBeInTheDocument();
    expect(screen.queryByLabelText(/Vecchia password/)).toBeNull();
    await user.type(screen.getByLabelText(/Nuova password/), 'Nuova2026x');
    await user.type(screen.getByLabelText(/Conferma password/), 'Nuova2026x');
    await user.click(screen.getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(body).toEqual({ user_id: 12, password: 'Nuova2026x', confirmpassword: 'Nuova2026x', temp: true }));
  });

  it('shows server field errors under the fields', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/changePassword', () => HttpResponse.json({ error: true, message: 'x', errors: { oldpassword: ['La vecchia password non è corretta'] } }, { status: 422 })));
    renderWithAdmin(<ChangePasswordDialog open askOldPassword onClose={() => undefined} />);
    await user.type(await screen.findByLabelText(/Vecchia password/), 'sbagliata');
    await user.type(screen.getByLabelText(/Nuova password/), 'Nuova2026x');
    await user.type(screen.getByLabelText(/Conferma password/), 'Nuova2026x');
    await user.click(screen.getByRole('button', { name: 'Memorizza' }));
    expect(await screen.findByText('La vecchia password non è corretta')).toBeInTheDocument();
  });
});

describe('change-password dialog: a refusal by keyboard', () => {
  it("'Memorizza' with empty fields marks them invalid, described by the message, and focuses the first", async () => {
    const user = userEvent.setup();
    renderWithAdmin(<ChangePasswordDialog open askOldPassword onClose={() => undefined} />);
    const old = await screen.findByLabelText(/Vecchia password/);
    await user.type(screen.getByLabelText(/Nuova password/), 'Nuova2026x');
    const save = screen.getByRole('button', { name: 'Memorizza' });
    save.focus();
    await user.keyboard('{Enter}');
    const box = await screen.findByTestId('change-password-error');
    expect(box).toHaveTextContent('I campi Password sono Obbligatori');
    await waitFor(() => expect(old).toHaveFocus());
    const confirm = screen.getByLabelText(/Conferma password/);
    for (const empty of [old, confirm]) {
      expect(empty).toHaveAttribute('aria-invalid', 'true');
      expect(empty).toHaveAccessibleDescription('I campi Password sono Obbligatori');
    }
    expect(screen.getByLabelText(/Nuova password/)).toHaveAttribute('aria-invalid', 'false');
    // Filled in, a field is no longer marked.
    await user.type(old, 'Demo2026!');
    expect(old).toHaveAttribute('aria-invalid', 'false');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
  });

  it("a server's refusal without field errors focuses its message", async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/changePassword', () => HttpResponse.json({ error: true, message: 'Le password non coincidono' }, { status: 409 })));
    renderWithAdmin(<ChangePasswordDialog open onClose={() => undefined} />);
    await user.type(await screen.findByLabelText(/Nuova password/), 'Nuova2026x');
    await user.type(screen.getByLabelText(/Conferma password/), 'Altra2026x');
    await user.keyboard('{Enter}');
    const box = await screen.findByTestId('change-password-error');
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveTextContent('Le password non coincidono');
  });
});
