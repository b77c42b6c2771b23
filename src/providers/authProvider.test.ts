// Login only with a Bearer answer; the forced change; token login; logout; 401 handling; abilities.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { authProvider, login, loginWithToken, LoginError, refreshSession } from './authProvider';
import { registerResourceApi, resourceApi } from './resourceOptions';
import { session } from '../lib/session';
import { clearSessionEndedNote, noteSessionEnded, sessionEndedNoted } from '../lib/sessionEnd';
import { clearLoginReturn, loginReturnOfAnother, notedLoginReturn } from '../lib/loginReturn';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.clear());
afterEach(() => {
  server.resetHandlers();
  for (const k of Object.keys(resourceApi)) delete resourceApi[k];
});

const payload = (over: Record<string, unknown> = {}) => ({
  token_type: 'Bearer',
  access_token: '5|abc',
  me: { id: 5, name: 'Segreteria Federale', email: 'segreteria@demo.it', tipo_utente: 'admin' },
  user_type: 'admin',
  societa: null,
  anagrafica: null,
  stagione: { id: 3, nome: '2025/2026', aperta: true },
  abilities: ['causali:read', 'anagrafica:write'],
  app_menu: [
    {
      name: 'Causali',
      key: 'causali',
      icon: 'category',
      visibility: true,
      mainView: '/causali',
      navigation_menu: [{ label: 'Gestione Causali', name: 'causali', params: '/causali', visibility: true }],
    },
  ],
  discipline: [{ id: 1, nome: 'Pallamano' }],
  must_edit_password: false,
  demo: true,
  ...over,
});

describe('login', () => {
  it('stores token, profile, season, abilities, user type and menu, then goes to the launcher', async () => {
    let sent: any;
    server.use(http.post('*/api/login', async ({ request }) => ((sent = await request.json()), HttpResponse.json(payload()))));
    expect(await authProvider.login({ username: 'segreteria@demo.it', password: 'Demo2026!' })).toEqual({ redirectTo: '/applauncher' });
    expect(sent).toEqual({ email: 'segreteria@demo.it', password: 'Demo2026!' });
    const s = session.get();
    expect(s.token).toBe('5|abc');
    expect(s.profile?.name).toBe('Segreteria Federale');
    expect(s.season?.nome).toBe('2025/2026');
    expect(s.abilities).toEqual(['causali:read', 'anagrafica:write']);
    expect(s.userType).toBe('admin');
    expect(s.appMenu[0].key).toBe('causali');
    expect(s.discipline).toHaveLength(1);
    expect(s.demo).toBe(true);
  });

  it('refuses an answer that is not Bearer with Login errata / Nome utente o password errati', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json(payload({ token_type: 'Basic' }))));
    const err = await login('a@b.it', 'x').catch((e) => e);
    expect(err).toBeInstanceOf(LoginError);
    expect(err.title).toBe('Login errata');
    expect(err.message).toBe('Nome utente o password errati');
    expect(session.token()).toBeNull();
  });

  it('wrong credentials (401) give the same block; throttling (429) shows the server message', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ error: true, message: 'Nome utente o password errati' }, { status: 401 })));
    expect((await login('a@b.it', 'x').catch((e) => e)).message).toBe('Nome utente o password errati');
    server.use(http.post('*/api/login', () => HttpResponse.json({ error: true, message: 'Troppi tentativi, riprova tra 15 minuti' }, { status: 429 })));
    expect((await login('a@b.it', 'x').catch((e) => e)).message).toBe('Troppi tentativi, riprova tra 15 minuti');
  });

  it('a user who must change the password goes to /musteditpassword with the temporary e-mail stored', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ token_type: null, access_token: null, must_edit_password: true, email: 'nuovo@demo.it' })));
    expect(await login('NUOVO@demo.it', 'Demo2026!')).toBe('/musteditpassword');
    expect(session.get().tempEmail).toBe('nuovo@demo.it');
    expect(session.token()).toBeNull();
  });
});

describe('token login', () => {
  it('checks the token with GET /api/me and keeps it', async () => {
    let auth: string | null = null;
    server.use(http.get('*/api/me', ({ request }) => ((auth = request.headers.get('authorization')), HttpResponse.json(payload({ token_type: undefined, access_token: undefined })))));
    await loginWithToken('9|tok');
    expect(auth).toBe('Bearer 9|tok');
    expect(session.token()).toBe('9|tok');
    expect(session.get().profile?.email).toBe('segreteria@demo.it');
  });

  it('an invalid token is a login error', async () => {
    server.use(http.get('*/api/me', () => HttpResponse.json({ error: true, message: 'Sessione scaduta o non valida' }, { status: 401 })));
    await expect(loginWithToken('bad')).rejects.toBeInstanceOf(LoginError);
    expect(session.token()).toBeNull();
  });
});

describe('session checks', () => {
  it('checkAuth needs a stored token and sends to login otherwise', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login' });
    session.update({ token: '1|x' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
  });

  it('checkError signs out on 401 only', async () => {
    session.update({ token: '1|x' });
    await expect(authProvider.checkError({ status: 403 })).resolves.toBeUndefined();
    expect(session.token()).toBe('1|x');
    await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
    expect(session.token()).toBeNull();
    expect(sessionEndedNoted()).toBe(true);
    // react-admin signs out after checkError's refusal: the note stays for the login page.
    await authProvider.logout({});
    expect(sessionEndedNoted()).toBe(true);
    clearSessionEndedNote();
  });

  it('logout revokes the token on the server and clears the session', async () => {
    let auth: string | null = null;
    server.use(http.post('*/api/logout', ({ request }) => ((auth = request.headers.get('authorization')), HttpResponse.json({ error: false }))));
    session.store(payload() as any, '5|abc');
    noteSessionEnded();
    expect(await authProvider.logout({})).toBe('/login');
    expect(auth).toBe('Bearer 5|abc');
    expect(session.token()).toBeNull();
    // Signed out here: the next login page says nothing about an ended session.
    expect(sessionEndedNoted()).toBe(false);
  });

  it("notes the page a session ended on for the tab's next sign-in; a user's own 'Logout' notes none and forgets one", async () => {
    server.use(http.post('*/api/logout', () => HttpResponse.json({ error: false })));
    vi.stubGlobal('location', { pathname: '/anagrafica/3', search: '?tab=tessere' });
    try {
      // A session that ends on its own (401): noted before the session is cleared, kept by react-admin's sign-out after it.
      session.store(payload() as any, '5|abc');
      await expect(authProvider.checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: '/login' });
      await authProvider.logout({});
      expect(notedLoginReturn()).toBe('/anagrafica/3?tab=tessere');
      // Noted for the user whose session it was, also after react-admin's sign-out that follows.
      expect(loginReturnOfAnother('segreteria@demo.it')).toBe(false);
      expect(loginReturnOfAnother('societa@demo.it')).toBe(true);
      // The user signs out himself: whoever signs in next starts at the launcher.
      session.store(payload() as any, '5|abc');
      vi.stubGlobal('location', { pathname: '/societa/7', search: '?tab=contabilita' });
      await authProvider.logout({});
      expect(notedLoginReturn()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
      clearLoginReturn();
    }
  });

  it('identity, permissions and canAccess come from the session', async () => {
    session.store(payload() as any, '5|abc');
    expect(await authProvider.getIdentity!()).toMatchObject({ id: 5, fullName: 'Segreteria Federale' });
    expect(await authProvider.getPermissions!({})).toEqual(['causali:read', 'anagrafica:write']);
    expect(await authProvider.canAccess!({ action: 'list', resource: 'causali' })).toBe(true);
    expect(await authProvider.canAccess!({ action: 'edit', resource: 'causali' })).toBe(false);
    expect(await authProvider.canAccess!({ action: 'edit', resource: 'anagrafica' })).toBe(true);
    registerResourceApi('utentilist', { ability: 'utenti' });
    expect(await authProvider.canAccess!({ action: 'list', resource: 'utentilist' })).toBe(false);
    expect(await authProvider.canAccess!({ action: 'list', resource: 'app.causali' })).toBe(true);
  });
});

describe('refreshSession', () => {
  it('stores the new abilities and menu, keeping the token and the season picked', async () => {
    session.store(payload() as any, '5|abc');
    session.update({ season: { id: 1, nome: '2024/2025' } });
    server.use(http.get('*/api/me', () => HttpResponse.json(payload({ access_token: null, abilities: ['reports:read'] }))));
    await refreshSession();
    expect(session.get()).toMatchObject({ token: '5|abc', abilities: ['reports:read'], season: { id: 1 } });
  });

  it('drops an answer that arrives after the user signed out', async () => {
    session.store(payload() as any, '5|abc');
    let answer!: () => void;
    server.use(http.get('*/api/me', () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json(payload({ access_token: null })))))));
    const pending = refreshSession();
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    session.clear();
    answer();
    await pending;
    expect(session.get()).toMatchObject({ token: null, profile: null, abilities: [] });
  });
});
