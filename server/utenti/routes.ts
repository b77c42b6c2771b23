// User accounts (spec 2 §2.7, §7 Users): list, read, create, update, enable and disable.
import type { FastifyInstance } from 'fastify';
import { audit } from '../audit.ts';
import { currentUser } from '../auth/access.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeUserTokens } from '../auth/tokens.ts';
import { notFound } from '../http/errors.ts';
import { parseFlags, parseListParams, runList } from '../http/list.ts';
import { assertMayChange, isUniqueEmailViolation, parseUtenteId, SAVED } from './rules.ts';
import { getUtenteDetail, utenteListSource, utenteListSpec, UTENTE_FLAGS } from './queries.ts';
import { createUtenteBody, MESSAGES, parseUtenteBody, updateUtenteBody } from './schemas.ts';
import { validationError } from '../http/errors.ts';

const READ = { access: 'utenti:read' };
const WRITE = { access: 'utenti:write' };

/** The audited picture of an account: what an administrator changes (never the password). */
const snapshot = (u: { name: string; email: string; tipo_utente: string; societa_id: number | null; anagrafica_id: number | null; deleted_at?: string | null }) => ({
  name: u.name, email: u.email, tipo_utente: u.tipo_utente, societa_id: u.societa_id, anagrafica_id: u.anagrafica_id, deleted_at: u.deleted_at ?? null,
});

export default async function utenteRoutes(app: FastifyInstance) {
  app.get('/utente', { config: READ }, async (request) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const flags = parseFlags(query.flag, UTENTE_FLAGS);
    return runList(app.db, utenteListSource(flags), utenteListSpec, parseListParams(query, utenteListSpec));
  });

  app.get<{ Params: { id: string } }>('/utente/:id', { config: READ }, async (request) => {
    const utente = await getUtenteDetail(app.db, parseUtenteId(request.params.id));
    if (!utente) throw notFound('Utente non trovato');
    return utente;
  });

  app.post('/utente', { config: WRITE }, async (request) => {
    const actor = currentUser(request);
    const body = await parseUtenteBody(app.db, createUtenteBody, request.body);
    const link = { societa_id: body.tipo_utente === 'societa' ? body.societa_id! : null, anagrafica_id: body.tipo_utente === 'anagrafica' ? body.anagrafica_id! : null };
    const hash = await hashPassword(body.password);
    const id = await app.db
      .transaction(async (tx) => {
        const { rows } = await tx.query<{ id: number }>(
          `INSERT INTO users (name, email, password_hash, tipo_utente, societa_id, anagrafica_id)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
          [body.name, body.email, hash, body.tipo_utente, link.societa_id, link.anagrafica_id],
        );
        await audit(tx, { userId: actor.id, action: 'utente.create', entity: 'users', entityId: rows[0].id, after: snapshot({ ...body, ...link }) });
        return rows[0].id;
      })
      .catch(rethrowEmailTaken);
    return { error: false, message: SAVED, id };
  });

  app.put<{ Params: { id: string } }>('/utente/:id', { config: WRITE }, async (request) => {
    const actor = currentUser(request);
    const id = parseUtenteId(request.params.id);
    const before = await getUtenteDetail(app.db, id);
    if (!before) throw notFound('Utente non trovato');
    assertMayChange(actor, before);
    const body = await parseUtenteBody(app.db, updateUtenteBody, request.body, id);
    const isAdminAccount = before.tipo_utente === 'sysadmin' || before.tipo_utente === 'admin';
    if (isAdminAccount && body.tipo_utente && body.tipo_utente !== before.tipo_utente) throw validationError({ tipo_utente: [MESSAGES.tipoAdminFixed] });
    const tipo = isAdminAccount ? before.tipo_utente : (body.tipo_utente ?? before.tipo_utente);
    const link = isAdminAccount
      ? { societa_id: before.societa_id, anagrafica_id: before.anagrafica_id }
      : {
          societa_id: tipo === 'societa' ? (body.societa_id ?? before.societa_id) : null,
          anagrafica_id: tipo === 'anagrafica' ? (body.anagrafica_id ?? before.anagrafica_id) : null,
        };
    const hash = body.password ? await hashPassword(body.password) : null;
    const after = { name: body.name, email: body.email, tipo_utente: tipo, ...link, deleted_at: before.deleted_at };
    await app.db
      .transaction(async (tx) => {
        await tx.query(
          `UPDATE users SET name = $2, email = $3, tipo_utente = $4, societa_id = $5, anagrafica_id = $6,
                  password_hash = COALESCE($7, password_hash), updated_at = now()
            WHERE id = $1`,
          [id, body.name, body.email, tipo, link.societa_id, link.anagrafica_id, hash],
        );
        // A new password ends the sessions opened with the old one (on oneself: the other sessions).
        if (hash) await revokeUserTokens(tx, id, id === actor.id ? request.tokenId : null);
        await audit(tx, { userId: actor.id, action: 'utente.update', entity: 'users', entityId: id, before: snapshot(before), after: { ...snapshot(after), ...(hash ? { password: true } : {}) } });
      })
      .catch(rethrowEmailTaken);
    return { error: false, message: SAVED, id };
  });

  app.post<{ Params: { id: string } }>('/utente/:id/disable', { config: WRITE }, async (request) => {
    const actor = currentUser(request);
    const id = parseUtenteId(request.params.id);
    const before = await getUtenteDetail(app.db, id);
    if (!before) throw notFound('Utente non trovato');
    assertMayChange(actor, before, { disabling: true });
    await app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ deleted_at: string }>('UPDATE users SET deleted_at = COALESCE(deleted_at, now()), updated_at = now() WHERE id = $1 RETURNING deleted_at', [id]);
      // Disabled means out at once: every open session of the user stops working.
      await revokeUserTokens(tx, id);
      await audit(tx, { userId: actor.id, action: 'utente.disable', entity: 'users', entityId: id, before: { deleted_at: before.deleted_at }, after: { deleted_at: rows[0].deleted_at } });
    });
    return { error: false, message: 'Utente disabilitato correttamente', id };
  });

  app.post<{ Params: { id: string } }>('/utente/:id/enable', { config: WRITE }, async (request) => {
    const actor = currentUser(request);
    const id = parseUtenteId(request.params.id);
    const before = await getUtenteDetail(app.db, id);
    if (!before) throw notFound('Utente non trovato');
    assertMayChange(actor, before);
    await app.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET deleted_at = NULL, updated_at = now() WHERE id = $1', [id]);
      await audit(tx, { userId: actor.id, action: 'utente.enable', entity: 'users', entityId: id, before: { deleted_at: before.deleted_at }, after: { deleted_at: null } });
    });
    return { error: false, message: 'Utente abilitato correttamente', id };
  });
}

/** Two administrators saving the same e-mail at once: the unique index decides, with the same message. */
function rethrowEmailTaken(e: unknown): never {
  if (isUniqueEmailViolation(e)) throw validationError({ email: [MESSAGES.emailTaken] });
  throw e;
}
