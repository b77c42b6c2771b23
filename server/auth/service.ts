// Operations of the auth area: credential checks (throttled, constant time), password changes
// (one transaction with its audit row; sessions ended as the rules say), sessions, reset mails.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit.ts';
import { tooManyRequests, unauthorized } from '../http/errors.ts';
import { sendMail } from '../mail.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { findActiveUserByEmail, recentResetCount } from './queries.ts';
import { createResetToken, endResetTokens } from './reset.ts';
import { RESET_MAILS_PER_HOUR } from './rules.ts';
import { buildSession } from './session.ts';
import { assertNotThrottled, recordFailure, recordSuccess } from './throttle.ts';
import { issueToken, revokeUserTokens } from './tokens.ts';
import { loadAuthUser } from './user.ts';

export const LOGIN_FAILED = 'Nome utente o password errati';
export const PASSWORD_CHANGED = 'La password è stata modificata correttamente';
export const TOO_MANY_RESETS = "Hai già richiesto più volte il recupero della password: controlla la posta o riprova tra un'ora";

// A hash of a random password, verified when the account does not exist, so that a login costs the
// same time whether or not the e-mail belongs to someone (issue 10 §4).
let dummyHash: Promise<string> | undefined;
const dummy = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}-${Date.now()}`));

/** Checks e-mail and password behind the growing delay; the user row when they match. */
export async function checkCredentials(app: FastifyInstance, request: FastifyRequest, email: string, password: string) {
  await assertNotThrottled(app.db, email, request.ip);
  const user = await findActiveUserByEmail(app.db, email);
  const ok = await verifyPassword(user?.password_hash ?? (await dummy()), password);
  if (!user || !ok) {
    await recordFailure(app.db, email, request.ip);
    throw unauthorized(LOGIN_FAILED);
  }
  await recordSuccess(app.db, user.id, email, request.ip);
  return user;
}

export async function sessionWithToken(app: FastifyInstance, userId: number) {
  const user = (await loadAuthUser(app.db, userId))!;
  const access_token = await issueToken(app.db, userId);
  return { token_type: 'Bearer', access_token, ...(await buildSession(app.db, user, app.settings.demo)) };
}

/**
 * Sets a password in one transaction with its audit row and ends sessions: every session of the
 * account, except `keepTokenId` (the caller's own when it changes its own password).
 */
export async function setPassword(
  app: FastifyInstance,
  o: { actorId: number | null; userId: number; password: string; mustEdit: boolean; action: string; keepTokenId?: number | null; endSessions: boolean },
) {
  const hash = await hashPassword(o.password);
  await app.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, must_edit_password = $3, updated_at = now() WHERE id = $1', [o.userId, hash, o.mustEdit]);
    if (o.endSessions) await revokeUserTokens(tx, o.userId, o.keepTokenId ?? null);
    await endResetTokens(tx, o.userId);
    await audit(tx, { userId: o.actorId, action: o.action, entity: 'users', entityId: o.userId, after: { must_edit_password: o.mustEdit } });
  });
}

/** Sends a reset link; at most RESET_MAILS_PER_HOUR per account per hour (429 beyond). */
export async function sendResetMail(app: FastifyInstance, user: { id: number; email: string }) {
  if ((await recentResetCount(app.db, user.id)) >= RESET_MAILS_PER_HOUR) throw tooManyRequests(TOO_MANY_RESETS);
  const token = await createResetToken(app.db, user.id);
  // Absolute links come from PUBLIC_URL, never from request headers.
  const link = `${app.settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
  await sendMail(app.db, app.settings.smtpUrl, {
    to: user.email,
    subject: 'Recupero credenziali',
    text: `Per impostare una nuova password apri questo link entro 60 minuti:\n${link}\n\nSe non hai chiesto il recupero delle credenziali ignora questo messaggio.`,
  });
}
