// Sign-in calls of the access pages (spec 1 §2, §4), without react-admin: the login screen and the
// token login run before the admin bundle is loaded (issue 19); authProvider builds on them.
import { HttpError } from 'ra-core';
import { api, errorText } from './http';
import { LAUNCHER_PATH, MUST_EDIT_PASSWORD_PATH } from '../lib/paths';
import { session, type SessionPayload } from '../lib/session';
import { clearSessionEndedNote } from '../lib/sessionEnd';

/**
 * The login failure of spec 1 §4: a title and a text, shown in the login error block. A failure that
 * is not a refusal of the credentials has no title ('') and the generic text (spec 2 §8).
 */
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
    throw loginFailure(e);
  }
  if (answer.must_edit_password && !answer.access_token) {
    session.clear();
    session.update({ tempEmail: answer.email ?? email });
    return MUST_EDIT_PASSWORD_PATH;
  }
  // Only a Bearer answer signs in (spec 1 §4).
  if (answer.token_type !== 'Bearer' || !answer.access_token) throw new LoginError();
  session.store(answer, answer.access_token);
  clearSessionEndedNote();
  return LAUNCHER_PATH;
}

/**
 * What a failed POST /api/login says. Only a refusal of the credentials (401, or 422 for the fields)
 * is the spec's 'Login errata' block; 429 (too many attempts) has its own message. A server error or
 * a network failure is no wrong password: the server's message or 'Si è verificato un errore', as the
 * recovery page says it (an outage read as 'Nome utente o password errati' sent users to reset it).
 */
function loginFailure(e: unknown): LoginError {
  const status = e instanceof HttpError ? e.status : 0;
  if (status === 401 || status === 422) return new LoginError();
  if (status === 429) return new LoginError('Login errata', (e as HttpError).message);
  return new LoginError('', errorText(e instanceof HttpError ? e.body : null));
}

/** Token login (/tokenlogin/{token}, /showcarrello/{carrello_request}): GET /api/me with that token. */
export async function loginWithToken(token: string): Promise<void> {
  try {
    const me = await api<SessionPayload>('me', { token });
    session.clear();
    session.store(me, token);
    clearSessionEndedNote();
  } catch {
    throw new LoginError();
  }
}
