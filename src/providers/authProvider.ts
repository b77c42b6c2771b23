// react-admin's AuthProvider on the federation's auth API (spec 1 §2–§4, §6, §7).
import type { AuthProvider } from 'ra-core';
import { HttpError } from 'ra-core';
import { api } from './http';
import { resourceApi } from './resourceOptions';
import { canAccessFor } from '../lib/access';
import { LAUNCHER_PATH, LOGIN_PATH, MUST_EDIT_PASSWORD_PATH } from '../lib/paths';
import { session, type SessionPayload } from '../lib/session';


/** The login failure of spec 1 §4: a title and a text, shown in the login error block. */
export class LoginError extends Error {
  constructor(
    public title = 'Login errata',
    message = 'Nome utente o password errati',
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

/**
 * POST /api/login. Answers where to go next: the launcher, or /musteditpassword when the server asks
 * for a new password (it then sends no token; the e-mail is kept as the temporary user e-mail).
 */
export async function login(email: string, password: string): Promise<string> {
  let answer: SessionPayload & { email?: string };
  try {
    answer = await api('login', { method: 'POST', body: { email, password }, token: null });
  } catch (e) {
    // 429 (too many attempts) has its own message; anything else is the spec's 'Login errata' block.
    if (e instanceof HttpError && e.status === 429) throw new LoginError('Login errata', e.message);
    throw new LoginError();
  }
  if (answer.must_edit_password && !answer.access_token) {
    session.clear();
    session.update({ tempEmail: answer.email ?? email });
    return MUST_EDIT_PASSWORD_PATH;
  }
  // Only a Bearer answer signs in (spec 1 §4).
  if (answer.token_type !== 'Bearer' || !answer.access_token) throw new LoginError();
  session.store(answer, answer.access_token);
  return LAUNCHER_PATH;
}

/** Token login (/tokenlogin/{token}, /showcarrello/{carrello_request}): GET /api/me with that token. */
export async function loginWithToken(token: string): Promise<void> {
  try {
    const me = await api<SessionPayload>('me', { token });
    session.clear();
    session.store(me, token);
  } catch {
    throw new LoginError();
  }
}

/** Reloads the profile, abilities and app menu (after a permission change). */
export async function refreshSession(): Promise<void> {
  session.store(await api<SessionPayload>('me'));
}

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const redirectTo = await login(username, password);
    return { redirectTo };
  },
  async logout() {
    const token = session.token();
    session.clear();
    if (token) await api('logout', { method: 'POST', token }).catch(() => undefined);
    return LOGIN_PATH;
  },
  async checkAuth() {
    if (!session.token()) throw { redirectTo: LOGIN_PATH, message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      session.clear();
      throw { redirectTo: LOGIN_PATH };
    }
    // 403 and the rest: stay signed in, the screen shows the message.
  },
  async getIdentity() {
    const { profile } = session.get();
    if (!profile) throw new Error('not signed in');
    return { id: profile.id, fullName: profile.name, email: profile.email };
  },
  async getPermissions() {
    return session.get().abilities;
  },
  async canAccess({ action, resource }: { action: string; resource: string }) {
    return canAccessFor(session.get(), { action, resource, ability: resourceApi[resource]?.ability });
  },
};
