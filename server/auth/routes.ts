// Auth API of spec 1 §7: login, logout, me, password recovery and password changes.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { audit } from '../audit.ts';
import { conflict, forbidden, notFound, unauthorized, validationError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { sendMail } from '../mail.ts';
import { currentUser } from './access.ts';
import { hashPassword, passwordPair, verifyPassword } from './passwords.ts';
import { createResetToken, consumeResetToken, maskEmail } from './reset.ts';
import { buildSession } from './session.ts';
import { assertNotThrottled, clearFailures, recordFailure } from './throttle.ts';
import { issueToken, revokeToken, revokeUserTokens } from './tokens.ts';
import { isAdmin, isSysadmin, loadAuthUser } from './user.ts';

const LOGIN_FAILED = 'Nome utente o password errati';
const PASSWORD_CHANGED = 'La password è stata modificata correttamente';
const RESET_FAILED = 'Email errata / Email non esistente';

const credentials = z.object({
  email: z.string({ error: 'Il campo è obbligatorio' }).trim().min(1, 'Il campo è obbligatorio').max(200),
  password: z.string({ error: 'Il campo è obbligatorio' }).min(1, 'Il campo è obbligatorio').max(200),
});

interface UserRow {
  id: number;
  email: string;
  password_hash: string;
  must_edit_password: boolean;
}

async function findActiveUserByEmail(app: FastifyInstance, email: string): Promise<UserRow | undefined> {
  const { rows } = await app.db.query<UserRow>(
    'SELECT id, email, password_hash, must_edit_password FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL',
    [email],
  );
  return rows[0];
}

/** Checks e-mail and password with throttling; the user row when they match. */
async function checkCredentials(app: FastifyInstance, request: FastifyRequest, email: string, password: string) {
  await assertNotThrottled(app.db, email, request.ip);
  const user = await findActiveUserByEmail(app, email);
  if (!user || !(await verifyPassword(user.password_hash, password))) {
    await recordFailure(app.db, email, request.ip);
    throw unauthorized(LOGIN_FAILED);
  }
  await clearFailures(app.db, email);
  return user;
}

async function sessionWithToken(app: FastifyInstance, userId: number) {
  const user = (await loadAuthUser(app.db, userId))!;
  const access_token = await issueToken(app.db, userId);
  return { token_type: 'Bearer', access_token, ...(await buildSession(app.db, user, app.settings.demo)) };
}

async function setPassword(app: FastifyInstance, actorId: number | null, userId: number, password: string, mustEdit: boolean, action: string) {
  const hash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2, must_edit_password = $3, updated_at = now() WHERE id = $1', [userId, hash, mustEdit]);
    await audit(tx, { userId: actorId, action, entity: 'users', entityId: userId, after: { must_edit_password: mustEdit } });
  });
}

export default async function authRoutes(app: FastifyInstance) {
  app.post('/login', { config: { access: 'public' } }, async (request) => {
    const { email, password } = parseBody(credentials, request.body);
    const user = await checkCredentials(app, request, email, password);
    if (user.must_edit_password) {
      // No token until the temporary password is replaced (updatePasswordUtente).
      return { token_type: null, access_token: null, must_edit_password: true, email: user.email, demo: app.settings.demo };
    }
    return sessionWithToken(app, user.id);
  });

  app.post('/logout', { config: { access: 'user' } }, async (request) => {
    await revokeToken(app.db, request.tokenId!);
    return { error: false, message: 'Logout effettuato' };
  });

  app.get('/me', { config: { access: 'user' } }, async (request) => buildSession(app.db, currentUser(request), app.settings.demo));

  app.post('/forgot-password', { config: { access: 'public' } }, async (request) => {
    const { email } = parseBody(z.object({ email: z.string().trim().email("L'indirizzo e-mail non è valido").max(200) }), request.query);
    await assertNotThrottled(app.db, email, request.ip);
    const user = await findActiveUserByEmail(app, email);
    if (!user) {
      await recordFailure(app.db, email, request.ip);
      throw notFound(RESET_FAILED);
    }
    const token = await createResetToken(app.db, user.id);
    const link = `${app.settings.publicUrl}/reset-password?token=${encodeURIComponent(token)}&email=${encodeURIComponent(user.email)}`;
    await sendMail(app.db, app.settings.smtpUrl, {
      to: user.email,
      subject: 'Recupero credenziali',
      text: `Per impostare una nuova password apri questo link entro 60 minuti:\n${link}\n\nSe non hai chiesto il recupero delle credenziali ignora questo messaggio.`,
    });
    return { error: false, message: `Ti abbiamo inviato il link per reimpostare la password a ${maskEmail(user.email)}` };
  });

  app.post('/reset-password', { config: { access: 'public' } }, async (request) => {
    const q = parseBody(
      passwordPair('password_confirmation').and(z.object({ email: z.string().trim().min(1, RESET_FAILED).max(200), token: z.string().min(1, RESET_FAILED).max(200) })),
      request.query,
    );
    await assertNotThrottled(app.db, q.email, request.ip);
    const userId = await consumeResetToken(app.db, q.email, q.token);
    if (!userId) {
      await recordFailure(app.db, q.email, request.ip);
      throw conflict(RESET_FAILED);
    }
    await setPassword(app, userId, userId, q.password, false, 'password.reset');
    await revokeUserTokens(app.db, userId);
    return { error: false, message: PASSWORD_CHANGED };
  });

  app.post<{ Params: { email: string } }>('/anagrafica-reset-password/:email', { config: { access: 'public' } }, async (request) => {
    const email = request.params.email.trim();
    await assertNotThrottled(app.db, email, request.ip);
    const { rows } = await app.db.query<{ email: string }>(
      `SELECT u.email FROM users u LEFT JOIN anagrafica a ON a.id = u.anagrafica_id
        WHERE u.tipo_utente = 'anagrafica' AND u.deleted_at IS NULL AND (lower(u.email) = lower($1) OR lower(a.email) = lower($1))
        ORDER BY u.id LIMIT 1`,
      [email],
    );
    if (!rows[0]) {
      await recordFailure(app.db, email, request.ip);
      throw notFound('Nessun utente trovato con questa e-mail');
    }
    return { error: false, email: rows[0].email, masked_email: maskEmail(rows[0].email) };
  });

  app.post<{ Params: { code: string } }>('/societa-reset-password/:code', { config: { access: 'public' } }, async (request) => {
    const code = request.params.code.trim();
    await assertNotThrottled(app.db, code, request.ip);
    const { rows } = await app.db.query<{ email: string }>(
      `SELECT u.email FROM users u JOIN societa s ON s.id = u.societa_id
        WHERE u.tipo_utente = 'societa' AND u.deleted_at IS NULL AND upper(s.codice_affiliazione) = upper($1)
        ORDER BY u.id LIMIT 1`,
      [code],
    );
    if (!rows[0]) {
      await recordFailure(app.db, code, request.ip);
      throw notFound('Nessuna società trovata con questo codice di affiliazione');
    }
    return { error: false, email: rows[0].email, masked_email: maskEmail(rows[0].email) };
  });

  app.post('/changePassword', { config: { access: 'user' } }, async (request) => {
    const user = currentUser(request);
    const body = parseBody(passwordPair('confirmpassword').and(z.object({ oldpassword: z.string().max(200).optional() })), request.body);
    const { rows } = await app.db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [user.id]);
    if (!body.oldpassword || !(await verifyPassword(rows[0].password_hash, body.oldpassword)))
      throw validationError({ oldpassword: ['La vecchia password non è corretta'] });
    await setPassword(app, user.id, user.id, body.password, false, 'password.change');
    return { error: false, message: PASSWORD_CHANGED };
  });

  app.post('/changePasswordUtente', { config: { access: 'utenti:write' } }, async (request) => {
    const actor = currentUser(request);
    const body = parseBody(
      passwordPair('confirmpassword').and(z.object({ user_id: z.coerce.number().int().positive(), temp: z.coerce.boolean().default(true) })),
      request.body,
    );
    if (!isAdmin(actor)) throw forbidden();
    const { rows } = await app.db.query<{ id: number; tipo_utente: string }>('SELECT id, tipo_utente FROM users WHERE id = $1', [body.user_id]);
    if (!rows[0]) throw notFound('Utente non trovato');
    // A limited administrator must not take over a system administrator's account.
    if (rows[0].tipo_utente === 'sysadmin' && !isSysadmin(actor)) throw conflict('Solo un amministratore di sistema può modificare un amministratore di sistema');
    await setPassword(app, actor.id, body.user_id, body.password, body.temp, 'password.change_other');
    await revokeUserTokens(app.db, body.user_id);
    return { error: false, message: PASSWORD_CHANGED };
  });

  app.post('/updatePasswordUtente', { config: { access: 'public' } }, async (request) => {
    const body = parseBody(
      passwordPair('confirmpassword').and(z.object({ email: z.string().trim().min(1).max(200), oldpassword: z.string({ error: 'Il campo è obbligatorio' }).min(1, 'Il campo è obbligatorio').max(200) })),
      request.body,
    );
    const user = await checkCredentials(app, request, body.email, body.oldpassword);
    if (body.password === body.oldpassword) throw validationError({ password: ['La nuova password deve essere diversa dalla vecchia'] });
    await setPassword(app, user.id, user.id, body.password, false, 'password.forced_change');
    return { error: false, message: PASSWORD_CHANGED, ...(await sessionWithToken(app, user.id)) };
  });
}
