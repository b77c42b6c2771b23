// Validation texts and outcomes of the recovery, reset and forced-change screens.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import ResetRequestPage from './ResetRequestPage';
import ResetPasswordPage from './ResetPasswordPage';
import MustEditPasswordPage from './MustEditPasswordPage';
import TokenLoginPage from './TokenLoginPage';
import { renderAccessPage } from '../../testing/renderAccessPage';
import { session } from '../../lib/session';

const server = setupServer(http.get('*/api/info', () => HttpResponse.json({ demo: true })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.clear());
afterEach(() => server.resetHandlers());

const me = { me: { id: 1, name: 'Nuovo Utente', email: 'nuovo@demo.it', tipo_utente: 'admin' }, user_type: 'admin', stagione: null, abilities: [], app_menu: [], discipline: [] };

describe('reset request (/reset-password-mail)', () => {
  it('verifies an affiliation code, shows the masked e-mail and sends the link for the verified code', async () => {
    const user = userEvent.setup();
    let forgot: URL | null = null;
    server.use(
      http.post('*/api/societa-reset-password/:code', ({ params }) =>
        params.code === 'RM001' ? HttpResponse.json({ error: false, masked_email: 's*****a@demo.it' }) : HttpResponse.json({ error: true, message: 'no' }, { status: 404 }),
      ),
      http.post('*/api/forgot-password', ({ request }) => ((forgot = new URL(request.url)), HttpResponse.json({ error: false, message: 'Ti abbiamo inviato il link' }))),
    );
    renderAccessPage(<ResetRequestPage />, { path: '/reset-password-mail' });
    await user.click(await screen.findByLabelText('Societa'));
    await user.type(screen.getByLabelText(/Codice affiliazione/), 'RM001');
    await user.click(screen.getByRole('button', { name: 'Verifica Utenza' }));
    expect(await screen.findByTestId('masked-email')).toHaveTextContent('s*****a@demo.it');
    await user.click(screen.getByRole('button', { name: 'Invia Link Reset Password' }));
    expect(await screen.findByTestId('reset-message')).toHaveTextContent('Ti abbiamo inviato il link');
    expect(forgot!.searchParams.get('codice_affiliazione')).toBe('RM001');
    expect(screen.getByRole('link', { name: 'Vai alla login' })).toHaveAttribute('href', '/login');
    // The request is over: no button to send it again, no boxes left from the form.
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByTestId('masked-email')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the server message in a red box when the account is unknown', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/anagrafica-reset-password/:email', () => HttpResponse.json({ error: true, message: 'Nessun utente trovato con questa e-mail' }, { status: 404 })));
    renderAccessPage(<ResetRequestPage />, { path: '/reset-password-mail' });
    await user.type(await screen.findByLabelText(/Email/), 'x@y.it');
    await user.click(screen.getByRole('button', { name: 'Verifica Utenza' }));
    const box = await screen.findByTestId('reset-message');
    expect(box).toHaveTextContent('Nessun utente trovato con questa e-mail');
    expect(box).toHaveClass('acc-alert--error');
  });

  it('refuses an e-mail in a wrong format under the field, without asking the server', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(http.post('*/api/anagrafica-reset-password/:email', ({ params }) => (asked.push(String(params.email)), HttpResponse.json({ error: false, masked_email: 'm***o@demo.it' }))));
    renderAccessPage(<ResetRequestPage />, { path: '/reset-password-mail' });
    const field = await screen.findByLabelText(/Email/);
    await user.type(field, 'notanemail');
    await user.click(screen.getByRole('button', { name: 'Verifica Utenza' }));
    expect(field).toHaveAccessibleDescription("L'indirizzo e-mail non è valido");
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByTestId('reset-message')).toBeNull();
    // Corrected, the address is looked up and the error goes.
    await user.clear(field);
    await user.type(field, 'mario@demo.it');
    expect(field).not.toHaveAttribute('aria-invalid');
    await user.click(screen.getByRole('button', { name: 'Verifica Utenza' }));
    expect(await screen.findByTestId('masked-email')).toHaveTextContent('m***o@demo.it');
    expect(asked).toEqual(['mario@demo.it']);
  });
});

describe('set new password (/reset-password)', () => {
  const url = '/reset-password?token=abc&email=tesserato%40demo.it';

  it('a link without token or e-mail says at once that it is broken and offers a new request', async () => {
    for (const broken of ['/reset-password', '/reset-password?token=abc', '/reset-password?email=tesserato%40demo.it']) {
      const { unmount } = renderAccessPage(<ResetPasswordPage />, { path: '/reset-password', url: broken });
      expect(await screen.findByTestId('broken-link'), broken).toHaveTextContent('Il link non è completo');
      expect(screen.getByRole('link', { name: 'Richiedi un nuovo link' })).toHaveAttribute('href', '/reset-password-mail');
      expect(screen.getByRole('button', { name: 'Cambia password' })).toBeDisabled();
      unmount();
    }
  });

  it('a complete link shows no warning', async () => {
    renderAccessPage(<ResetPasswordPage />, { path: '/reset-password', url });
    expect(await screen.findByRole('button', { name: 'Cambia password' })).toBeEnabled();
    expect(screen.queryByTestId('broken-link')).toBeNull();
  });

  it('requires both fields: I campi Password sono Obbligatori', async () => {
    const user = userEvent.setup();
    renderAccessPage(<ResetPasswordPage />, { path: '/reset-password', url });
    await user.click(await screen.findByRole('button', { name: 'Cambia password' }));
    expect(await screen.findByTestId('error-block')).toHaveTextContent('I campi Password sono Obbligatori');
  });

  it('a refused token shows Email errata / Email non esistente', async () => {
    const user = userEvent.setup();
    server.use(http.post('*/api/reset-password', () => HttpResponse.json({ error: true, message: 'Email errata / Email non esistente' }, { status: 409 })));
    renderAccessPage(<ResetPasswordPage />, { path: '/reset-password', url });
    await user.type(await screen.findByLabelText(/^Password/), 'Nuova2026x');
    await user.type(screen.getByLabelText(/Ripeti Password/), 'Nuova2026x');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    const block = await screen.findByTestId('error-block');
    expect(block).toHaveTextContent('Email errata');
    expect(block).toHaveTextContent('Email non esistente');
  });

  it('a weak password shows the server message under the field; success goes to login', async () => {
    const user = userEvent.setup();
    let sent: URL | null = null;
    server.use(http.post('*/api/reset-password', () => HttpResponse.json({ error: true, message: 'x', errors: { password: ['La password deve contenere almeno 8 caratteri'] } }, { status: 422 })));
    renderAccessPage(<ResetPasswordPage />, { path: '/reset-password', url });
    await user.type(await screen.findByLabelText(/^Password/), 'corta');
    await user.type(screen.getByLabelText(/Ripeti Password/), 'corta');
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    expect(await screen.findByText('La password deve contenere almeno 8 caratteri')).toBeInTheDocument();
    server.use(http.post('*/api/reset-password', ({ request }) => ((sent = new URL(request.url)), HttpResponse.json({ error: false, message: 'La password è stata modificata correttamente' }))));
    await user.click(screen.getByRole('button', { name: 'Cambia password' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(Object.fromEntries(sent!.searchParams)).toEqual({ email: 'tesserato@demo.it', password: 'corta', password_confirmation: 'corta', token: 'abc' });
  });
});

describe('forced change (/musteditpassword)', () => {
  it('without a temporary e-mail returns to login', async () => {
    renderAccessPage(<MustEditPasswordPage />, { path: '/musteditpassword' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
  });

  it('shows the e-mail, asks for the passwords under ATTENZIONE, then signs in and opens the launcher', async () => {
    const user = userEvent.setup();
    session.update({ tempEmail: 'nuovo@demo.it' });
    let body: any;
    server.use(
      http.post('*/api/updatePasswordUtente', async ({ request }) => ((body = await request.json()), HttpResponse.json({ error: false, token_type: 'Bearer', access_token: '8|new', ...me }))),
    );
    renderAccessPage(<MustEditPasswordPage />, { path: '/musteditpassword' });
    expect(await screen.findByRole('heading', { name: 'Modifica Password' })).toBeInTheDocument();
    expect(screen.getByTestId('temp-email')).toHaveTextContent('nuovo@demo.it');
    await user.click(screen.getByRole('button', { name: 'Memorizza' }));
    const box = await screen.findByTestId('attention-box');
    expect(box).toHaveTextContent('ATTENZIONE');
    expect(box).toHaveTextContent('I campi Password sono Obbligatori');
    await user.type(screen.getByLabelText(/Vecchia password/), 'Demo2026!');
    await user.type(screen.getByLabelText(/Nuova password/), 'Nuova2026x');
    await user.type(screen.getByLabelText(/Conferma password/), 'Nuova2026x');
    await user.click(screen.getByRole('button', { name: 'Memorizza' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applauncher'));
    expect(body).toEqual({ email: 'nuovo@demo.it', oldpassword: 'Demo2026!', password: 'Nuova2026x', confirmpassword: 'Nuova2026x' });
    expect(session.token()).toBe('8|new');
    expect(await screen.findByText('La password è stata modificata correttamente')).toBeInTheDocument();
  });

  it('offers a way out: back to login, forgetting the temporary sign-in', async () => {
    const user = userEvent.setup();
    session.update({ tempEmail: 'nuovo@demo.it' });
    renderAccessPage(<MustEditPasswordPage />, { path: '/musteditpassword' });
    await user.click(await screen.findByRole('link', { name: 'Esci e torna alla login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
    expect(session.get().tempEmail).toBeFalsy();
  });

  it('shows the server messages under ATTENZIONE', async () => {
    const user = userEvent.setup();
    session.update({ tempEmail: 'nuovo@demo.it' });
    server.use(
      http.post('*/api/updatePasswordUtente', () => HttpResponse.json({ error: true, message: 'x', errors: { password: ['La nuova password deve essere diversa dalla vecchia'] } }, { status: 422 })),
    );
    renderAccessPage(<MustEditPasswordPage />, { path: '/musteditpassword' });
    await user.type(await screen.findByLabelText(/Vecchia password/), 'Demo2026!');
    await user.type(screen.getByLabelText(/Nuova password/), 'Demo2026!');
    await user.type(screen.getByLabelText(/Conferma password/), 'Demo2026!');
    await user.click(screen.getByRole('button', { name: 'Memorizza' }));
    expect(await screen.findByTestId('attention-box')).toHaveTextContent('La nuova password deve essere diversa dalla vecchia');
  });
});

describe('token login', () => {
  it('shows Accesso in corso... and a cart token opens /societacarrello/1', async () => {
    let resolve!: () => void;
    const gate = new Promise<void>((r) => (resolve = r));
    server.use(http.get('*/api/me', async () => (await gate, HttpResponse.json(me))));
    renderAccessPage(<TokenLoginPage />, { path: '/showcarrello/:carrello_request', url: '/showcarrello/3%7Csecret' });
    expect(await screen.findByText('Accesso in corso...')).toBeInTheDocument();
    resolve();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/societacarrello/1'));
    expect(session.token()).toBe('3|secret');
  });

  it('an invalid token shows the login error', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ error: true }, { status: 401 })));
    renderAccessPage(<TokenLoginPage />, { path: '/tokenlogin/:token', url: '/tokenlogin/bad' });
    expect(await screen.findByTestId('error-block')).toHaveTextContent('Login errata');
  });
});
