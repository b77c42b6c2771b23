// @vitest-own-document: checks that the login screen alone inserts no emotion styles.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import LoginPage from './LoginPage';
import { renderAccessPage } from '../../testing/renderAccessPage';
import { session } from '../../lib/session';
import { noteSessionEnded, sessionEndedNoted } from '../../lib/sessionEnd';
import { AccessToasts } from './toast';
import { noteLoginReturn, notedLoginReturn } from '../../lib/loginReturn';

const server = setupServer(http.get('*/api/info', () => HttpResponse.json({ demo: true })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.clear());
afterEach(() => server.resetHandlers());

const fill = async (email: string, password: string) => {
  const user = userEvent.setup();
  if (email) await user.type(await screen.findByLabelText(/Nome utente/), email);
  if (password) await user.type(screen.getByLabelText(/Password/), password);
  await user.click(screen.getByRole('button', { name: 'Accedi' }));
};

describe('login screen', () => {
  it('shows username, password, Recupera Credenziali and Accedi', async () => {
    renderAccessPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByLabelText(/Nome utente/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Recupera Credenziali' })).toHaveAttribute('href', '/reset-password-mail');
  });

  it('is plain HTML and CSS: labelled boxes, a named submit button and the error block, without MUI or emotion (issue 19)', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ error: true, message: 'x' }, { status: 401 })));
    const { container } = renderAccessPage(<LoginPage />, { path: '/login' });
    // The required mark is seen, not read: the boxes are named by their labels alone.
    const username = await screen.findByRole('textbox', { name: 'Nome utente' });
    expect(username).toHaveAttribute('name', 'username');
    expect(username).toBeRequired();
    expect(container.querySelector('input[name="password"]')).toHaveAccessibleName('Password');
    expect(screen.getByRole('heading', { level: 1, name: 'Accedi' })).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Accedi' });
    expect(submit).toHaveAttribute('type', 'submit');
    await fill('admin@demo.it', 'sbagliata');
    expect(await screen.findByTestId('error-block')).toHaveAttribute('role', 'alert');
    expect(container.querySelector('[class*="Mui"], [class*="css-"]')).toBeNull();
    expect(document.querySelector('style[data-emotion]')).toBeNull();
  });

  it('keeps the focus on Accedi through a refused login, and takes one login at a time', async () => {
    let logins = 0;
    let answer: () => void = () => undefined;
    server.use(
      http.post('*/api/login', async () => {
        logins += 1;
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ error: true, message: 'x' }, { status: 401 });
      }),
    );
    renderAccessPage(<LoginPage />, { path: '/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Nome utente/), 'admin@demo.it');
    await user.type(screen.getByLabelText(/Password/), 'sbagliata');
    const submit = screen.getByRole('button', { name: 'Accedi' });
    await user.click(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-disabled', 'true'));
    await user.click(submit);
    await user.keyboard('{Enter}');
    answer();
    expect(await screen.findByTestId('error-block')).toBeInTheDocument();
    expect(submit).toHaveFocus();
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(logins).toBe(1);
  });

  it('shows the AREA DEMO banner when the server runs the demo', async () => {
    renderAccessPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByText('AREA DEMO')).toBeInTheDocument();
  });

  it('says why when the session ended on its own (expired, closed in another tab), until the user signs in again', async () => {
    noteSessionEnded();
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({
          token_type: 'Bearer',
          access_token: '1|a',
          me: { id: 1, name: 'A', email: 'a@demo.it', tipo_utente: 'admin' },
          user_type: 'admin',
          stagione: null,
          abilities: [],
          app_menu: [],
        }),
      ),
    );
    renderAccessPage(<LoginPage />, { path: '/login' });
    expect(await screen.findByTestId('session-ended')).toHaveTextContent("La sessione è terminata (scaduta o chiusa da un'altra scheda): accedi di nuovo.");
    await fill('admin@demo.it', 'Demo2026!');
    await waitFor(() => expect(session.token()).toBe('1|a'));
    expect(sessionEndedNoted()).toBe(false);
  });

  it('requires username and password', async () => {
    renderAccessPage(<LoginPage />, { path: '/login' });
    await fill('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Inserisci nome utente e password');
  });

  it('wrong credentials show the error block Login errata / Nome utente o password errati', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ error: true, message: 'x' }, { status: 401 })));
    renderAccessPage(<LoginPage />, { path: '/login' });
    await fill('admin@demo.it', 'sbagliata');
    const block = await screen.findByTestId('error-block');
    expect(block).toHaveTextContent('Login errata');
    expect(block).toHaveTextContent('Nome utente o password errati');
  });

  it('a Bearer answer signs in and opens the launcher', async () => {
    server.use(
      http.post('*/api/login', () =>
        HttpResponse.json({
          token_type: 'Bearer',
          access_token: '1|a',
          me: { id: 1, name: 'A', email: 'a@demo.it', tipo_utente: 'admin' },
          user_type: 'admin',
          stagione: null,
          abilities: [],
          app_menu: [],
          discipline: [],
        }),
      ),
    );
    renderAccessPage(<LoginPage />, { path: '/login' });
    await fill('a@demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applauncher'));
    expect(session.token()).toBe('1|a');
  });

  it('a forced password change goes to /musteditpassword', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ token_type: null, access_token: null, must_edit_password: true, email: 'nuovo@demo.it' })));
    renderAccessPage(<LoginPage />, { path: '/login' });
    await fill('nuovo@demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/musteditpassword'));
  });

  it('speaks Italian, even to a browser that once chose English from the former language menu', async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    try {
      renderAccessPage(<LoginPage />, { path: '/login' });
      expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    } finally {
      localStorage.removeItem('RaStore.locale');
    }
  });

  it('a signed-in visitor is sent to the launcher', async () => {
    session.update({ token: '1|a' });
    renderAccessPage(<LoginPage />, { path: '/login' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/applauncher'));
  });
});

// Sent to the login from a page (react-admin's logout and the frame's guard pass { nextPathname, nextSearch }).
const Where = () => {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{`${pathname}${search}`}</div>;
};
function openLoginFrom(state: unknown) {
  render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <AccessToasts>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AccessToasts>
    </MemoryRouter>,
  );
}
const bearer = () =>
  server.use(
    http.post('*/api/login', () =>
      HttpResponse.json({
        token_type: 'Bearer',
        access_token: '1|a',
        me: { id: 1, name: 'A', email: 'a@demo.it', tipo_utente: 'admin' },
        user_type: 'admin',
        stagione: null,
        abilities: [],
        app_menu: [],
        discipline: [],
      }),
    ),
  );

describe('login, back to the page the user was sent away from', () => {
  it('goes back to the protected page with its tab after signing in again', async () => {
    bearer();
    openLoginFrom({ nextPathname: '/societa/7', nextSearch: '?tab=contabilita' });
    await fill('admin@demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/societa/7?tab=contabilita'));
  });

  it.each(['//evil.example/societa', 'https://evil.example/', '/\\evil.example'])('refuses the redirect %s and opens the launcher', async (nextPathname) => {
    bearer();
    openLoginFrom({ nextPathname, nextSearch: '' });
    await fill('admin@demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/applauncher'));
    expect(screen.getByTestId('where').textContent).toBe('/applauncher');
  });

  it("goes back to the page noted when the tab's session ended (a bespoke screen's 401 loads the login page afresh), once", async () => {
    bearer();
    noteLoginReturn({ pathname: '/anagrafica/3', search: '?tab=tessere' });
    openLoginFrom(null);
    await fill('admin@demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/anagrafica/3?tab=tessere'));
    expect(notedLoginReturn()).toBeNull();
  });

  it("does not go back to the page where another user's session ended on this tab: the launcher", async () => {
    bearer();
    noteLoginReturn({ pathname: '/societa/7', search: '?tab=documenti' }, 'Societa@Demo.it');
    // react-admin's sign-out after that 401 hands the page over too.
    openLoginFrom({ nextPathname: '/societa/7', nextSearch: '?tab=documenti' });
    await fill('admin@demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/applauncher'));
    expect(notedLoginReturn()).toBeNull();
  });

  it('goes back to it for the same user, whatever the case of the e-mail typed', async () => {
    bearer();
    noteLoginReturn({ pathname: '/societa/7', search: '?tab=documenti' }, 'admin@demo.it');
    openLoginFrom(null);
    await fill(' Admin@Demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/societa/7?tab=documenti'));
  });

  it('refuses a stored note that leaves the site', async () => {
    bearer();
    sessionStorage.setItem('fed.loginReturn', '//evil.example/societa');
    openLoginFrom(null);
    await fill('admin@demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/applauncher'));
  });

  it('a forced password change still goes to /musteditpassword', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ token_type: null, access_token: null, must_edit_password: true, email: 'nuovo@demo.it' })));
    openLoginFrom({ nextPathname: '/societa/7', nextSearch: '' });
    await fill('nuovo@demo.it', 'Demo2026!');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/musteditpassword'));
  });

  it('a visitor signed in already still goes to the launcher (spec 1 route guard)', async () => {
    session.update({ token: '1|a' });
    openLoginFrom({ nextPathname: '/societa/7', nextSearch: '' });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/applauncher'));
  });
});
