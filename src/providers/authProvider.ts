// react-admin's AuthProvider on the federation's auth API (spec 1 §2–§4, §6, §7).
import type { AuthProvider } from 'ra-core';
import { api } from './http';
import { login } from './login';
import { resourceApi } from './resourceOptions';
import { canAccessFor } from '../lib/access';
import { LOGIN_PATH } from '../lib/paths';
import { session, type SessionPayload } from '../lib/session';
import { clearSessionEndedNote, noteSessionEnded } from '../lib/sessionEnd';
import { clearLoginReturn, noteLoginReturn, notedLoginReturn } from '../lib/loginReturn';

export { login, loginWithToken, LoginError } from './login';

/**
 * Reloads the profile, abilities and app menu (after a permission change). `withSeason`: the working
 * season too becomes the server's current one (after opening a season); otherwise the one picked stays.
 */
export async function refreshSession({ withSeason = false }: { withSeason?: boolean } = {}): Promise<void> {
  const token = session.token();
  const me = await api<SessionPayload>('me', { token });
  // Signed out (or in as someone else) while it was on its way: the answer is no longer this session's.
  if (session.token() !== token) return;
  session.store(me);
  if (withSeason) session.update({ season: me.stagione });
}

/** The page on screen is where the next sign-in of this tab comes back to (src/lib/loginReturn.ts). */
const noteReturnHere = () => {
  if (globalThis.location) noteLoginReturn(globalThis.location, session.get().profile?.email);
};

export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const redirectTo = await login(username, password);
    return { redirectTo };
  },
  async logout() {
    const token = session.token();
    // Signing out here (a token still held, the 'Logout' item) starts a plain login page that leads to the
    // launcher: on a shared office computer the next person to sign in is not sent to the page the
    // previous one left. react-admin's sign-out after a 401 (checkError cleared the session first, and
    // noted the page and why) keeps both notes, so that sign-in comes back to the page.
    if (token) {
      clearSessionEndedNote();
      clearLoginReturn();
    } else if (!notedLoginReturn()) noteReturnHere();
    session.clear();
    if (token) await api('logout', { method: 'POST', token }).catch(() => undefined);
    return LOGIN_PATH;
  },
  async checkAuth() {
    if (!session.token()) throw { redirectTo: LOGIN_PATH, message: false };
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      // Noted now: clearing the session sends the frame to the login before react-admin's logout runs.
      noteReturnHere();
      if (session.token()) noteSessionEnded();
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
