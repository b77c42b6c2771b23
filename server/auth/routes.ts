// Auth API of spec 1 §7: login, logout, me, password recovery and password changes. Thin: schemas in,
// service and queries out (server/auth/service.ts, queries.ts). The reset forms travel in the query
// string (as the spec calls them) and answer 422 per field like bodies, so they are parsed here.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { conflict, forbidden, notFound, validationError } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { id as idSchema, noBody, text } from '../http/schemas.ts';
import { getUtenteDetail } from '../utenti/queries.ts';
import { assertMayChange, RULES } from '../utenti/rules.ts';
import { currentUser } from './access.ts';
import { passwordPair, verifyPassword } from './passwords.ts';
import { findResetAccount, passwordHashOf, type ResetTarget } from './queries.ts';
import { consumeResetToken, maskEmail } from './reset.ts';
import { checkCredentials, PASSWORD_CHANGED, sendResetMail, sessionWithToken, setPassword } from './service.ts';
import { buildSession } from './session.ts';
import { assertNotThrottled, recordFailure, throttleLookup } from './throttle.ts';
import { revokeToken } from './tokens.ts';
import { isAdmin } from './user.ts';

const RESET_FAILED = 'Email errata / Email non esistente';
const TAGS = ['auth'];

const required = (max = 200) => z.string({ error: 'Il campo è obbligatorio' }).min(1, 'Il campo è obbligatorio').max(max);
const credentials = z.object({ email: required().trim(), password: required() });
/** A strict boolean: true/false (or the strings and digits a form may send), never "any truthy string". */
const strictBool = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1'), z.literal(1).transform(() => true), z.literal(0).transform(() => false)], {
  error: 'Il valore deve essere vero o falso',
});

/** Login, me, forced change: the session (SessionPayload, resources/contracts/session.ts); a temporary password answers only the flag. */
const session = z
  .looseObject({
    token_type: z.string().nullish().meta({ description: 'Bearer (solo con il login)' }),
    access_token: z.string().nullish(),
    must_edit_password: z.boolean().optional(),
    me: z.looseObject({ id: z.number(), name: z.string(), email: z.string(), tipo_utente: z.string() }).optional(),
    user_type: z.string().optional(),
    abilities: z.array(z.string()).optional(),
    app_menu: z.array(z.looseObject({ name: z.string(), key: z.string() })).optional(),
    stagione: z.looseObject({ id: z.number().optional(), nome: z.string().optional() }).nullish(),
    demo: z.boolean().optional(),
  })
  .meta({ description: 'La sessione: token (solo con il login), profilo, stagione, permessi, menu' });
const done = z.object({ error: z.literal(false), message: z.string() });
const masked = z.object({ error: z.literal(false), masked_email: z.string() });
const lookupParams = (key: string) => z.object({ [key]: text(200) });
const changePasswordBody = passwordPair('confirmpassword').and(z.object({ oldpassword: z.string().max(200).optional() }));
const changePasswordUtenteBody = passwordPair('confirmpassword').and(z.object({ user_id: idSchema, temp: strictBool.default(true), oldpassword: z.string().max(200).optional() }));
const forcedChangeBody = passwordPair('confirmpassword').and(z.object({ email: required().trim(), oldpassword: required() }));
const resetQuery = passwordPair('password_confirmation').and(z.object({ email: z.string().trim().min(1, RESET_FAILED).max(200), token: z.string().min(1, RESET_FAILED).max(200) }));

const forgotQuery = z
  .object({
    email: z.string().trim().email("L'indirizzo e-mail non è valido").max(200).optional(),
    codice_affiliazione: z.string().trim().min(1).max(50).optional(),
  })
  .refine((q) => Boolean(q.email) !== Boolean(q.codice_affiliazione), { message: RESET_FAILED, path: ['email'] });

/**
 * The reset forms travel in the query string but answer 422 per field like bodies: the declared query
 * documents them and the handler parses it (parseBody), so the framework only attaches its 400.
 */
const queryForm = { attachValidation: true } as const;

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/login', { config: { access: 'public' }, schema: { tags: TAGS, summary: 'Accesso con e-mail e password', body: credentials, response: { 200: session } } }, async (request) => {
    const { email, password } = request.body;
    const user = await checkCredentials(app, request, email, password);
    // No token until the temporary password is replaced (updatePasswordUtente).
    if (user.must_edit_password) return { token_type: null, access_token: null, must_edit_password: true, email: user.email, demo: app.settings.demo };
    return sessionWithToken(app, user.id);
  });

  app.post('/logout', { config: { access: 'user' }, schema: { tags: TAGS, summary: 'Chiude la sessione', body: noBody, response: { 200: done } } }, async (request) => {
    await revokeToken(app.db, request.tokenId!);
    return { error: false as const, message: 'Logout effettuato' };
  });

  app.get('/me', { config: { access: 'user' }, schema: { tags: TAGS, summary: "L'utente della sessione", response: { 200: session } } }, async (request) =>
    buildSession(app.db, currentUser(request), app.settings.demo),
  );

  // The reset request: by the account's e-mail (or a member's own e-mail) or by the club's code.
  // Throttled per address whether or not it finds someone; at most a few mails per account per hour.
  app.post(
    '/forgot-password',
    {
      config: { access: 'public' },
      ...queryForm,
      schema: { tags: TAGS, summary: 'Invia il link di recupero password', querystring: forgotQuery, body: noBody, response: { 200: done } },
    },
    async (request) => {
      const q = parseBody(forgotQuery, request.query);
      const target: ResetTarget = q.codice_affiliazione ? { codice_affiliazione: q.codice_affiliazione } : { email: q.email! };
      await throttleLookup(app.db, q.email ?? q.codice_affiliazione!, request.ip);
      const user = await findResetAccount(app.db, target);
      // The spec's distinct message for an unknown e-mail stays; the lookup above throttles it.
      if (!user) throw notFound(RESET_FAILED);
      await sendResetMail(app, user);
      return { error: false as const, message: `Ti abbiamo inviato il link per reimpostare la password a ${maskEmail(user.email)}` };
    },
  );

  app.post(
    '/reset-password',
    {
      config: { access: 'public' },
      ...queryForm,
      schema: { tags: TAGS, summary: 'Imposta la nuova password con il link ricevuto', querystring: resetQuery, body: noBody, response: { 200: done } },
    },
    async (request) => {
      const q = parseBody(resetQuery, request.query);
      await assertNotThrottled(app.db, q.email, request.ip);
      const userId = await consumeResetToken(app.db, q.email, q.token);
      if (!userId) {
        await recordFailure(app.db, q.email, request.ip);
        throw conflict(RESET_FAILED);
      }
      await setPassword(app, { actorId: userId, userId, password: q.password, mustEdit: false, action: 'password.reset', endSessions: true });
      return { error: false as const, message: PASSWORD_CHANGED };
    },
  );

  // The reset lookups answer only the masked e-mail (enough to recognise one's own, not to harvest).
  app.post(
    '/anagrafica-reset-password/:email',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'Verifica utenza per e-mail (e-mail mascherata)', params: lookupParams('email'), body: noBody, response: { 200: masked } },
    },
    async (request) => {
      const email = String(request.params.email).trim();
      await throttleLookup(app.db, email, request.ip);
      // The account the link would go to (forgot-password?email=): any enabled account by its login e-mail,
      // a member also by its record's (docs/decisions/security.md 'Reset by e-mail').
      const account = await findResetAccount(app.db, { email });
      if (!account) throw notFound('Nessun utente trovato con questa e-mail');
      return { error: false as const, masked_email: maskEmail(account.email) };
    },
  );

  app.post(
    '/societa-reset-password/:code',
    {
      config: { access: 'public' },
      schema: { tags: TAGS, summary: 'Verifica utenza di una società (e-mail mascherata)', params: lookupParams('code'), body: noBody, response: { 200: masked } },
    },
    async (request) => {
      const code = String(request.params.code).trim();
      await throttleLookup(app.db, code, request.ip);
      const account = await findResetAccount(app.db, { codice_affiliazione: code });
      if (!account) throw notFound('Nessuna società trovata con questo codice di affiliazione');
      return { error: false as const, masked_email: maskEmail(account.email) };
    },
  );

  // Changing one's own password ends one's other sessions (this one stays).
  app.post('/changePassword', { config: { access: 'user' }, schema: { tags: TAGS, summary: 'Cambia la propria password', body: changePasswordBody, response: { 200: done } } }, async (request) => {
    const user = currentUser(request);
    const body = request.body;
    await assertOldPassword(user, body.oldpassword, request.ip);
    await setPassword(app, { actorId: user.id, userId: user.id, password: body.password, mustEdit: false, action: 'password.change', keepTokenId: request.tokenId, endSessions: true });
    return { error: false as const, message: PASSWORD_CHANGED };
  });

  /** The old password is a guess like a login's: its failures count and slow down with the login's. */
  async function assertOldPassword(user: { id: number; email: string }, old: string | undefined, ip: string) {
    await assertNotThrottled(app.db, user.email, ip);
    const hash = await passwordHashOf(app.db, user.id);
    if (old && hash && (await verifyPassword(hash, old))) return;
    await recordFailure(app.db, user.email, ip);
    throw validationError({ oldpassword: [RULES.oldPasswordWrong] });
  }

  // An administrator sets another account's password, under the "who may change whom" rule; on
  // itself it needs the old password like changePassword.
  app.post(
    '/changePasswordUtente',
    { config: { access: 'utenti:write' }, schema: { tags: TAGS, summary: 'Imposta la password di un utente', body: changePasswordUtenteBody, response: { 200: done } } },
    async (request) => {
      const actor = currentUser(request);
      const body = request.body;
      if (!isAdmin(actor)) throw forbidden();
      const target = await getUtenteDetail(app.db, body.user_id);
      if (!target) throw notFound('Utente non trovato');
      assertMayChange(actor, target);
      const self = target.id === actor.id;
      if (self) await assertOldPassword(actor, body.oldpassword, request.ip);
      await setPassword(app, {
        actorId: actor.id,
        userId: target.id,
        password: body.password,
        mustEdit: self ? false : body.temp,
        action: self ? 'password.change' : 'password.change_other',
        keepTokenId: self ? request.tokenId : null,
        endSessions: true,
      });
      return { error: false as const, message: PASSWORD_CHANGED };
    },
  );

  app.post(
    '/updatePasswordUtente',
    { config: { access: 'public' }, schema: { tags: TAGS, summary: 'Sostituisce la password provvisoria', body: forcedChangeBody, response: { 200: session } } },
    async (request) => {
      const body = request.body;
      const user = await checkCredentials(app, request, body.email, body.oldpassword);
      if (body.password === body.oldpassword) throw validationError({ password: ['La nuova password deve essere diversa dalla vecchia'] });
      await setPassword(app, { actorId: user.id, userId: user.id, password: body.password, mustEdit: false, action: 'password.forced_change', endSessions: true });
      return { error: false, message: PASSWORD_CHANGED, ...(await sessionWithToken(app, user.id)) };
    },
  );
}
