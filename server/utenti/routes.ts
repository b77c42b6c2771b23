// User accounts (spec 2 §2.7, §7 Users): list, read, create, update, enable and disable. Thin: schemas
// in, checks (rules.ts, schemas.ts), then one operation of service.ts or a read of queries.ts.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/access.ts';
import { hashPassword } from '../auth/passwords.ts';
import { notFound, validationError } from '../http/errors.ts';
import { parseFlags, parseListParams, runList } from '../http/list.ts';
import { noBody, pageOf, saved } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { assertMayChange, newAccountGrants, parseUtenteId, SAVED } from './rules.ts';
import { getUtenteDetail, utenteListSource, utenteListSpec, UTENTE_FLAGS } from './queries.ts';
import { createUtenteBody, MESSAGES, parseUtenteBody, updateUtenteBody, utenteDetail, utenteListQuery, utenteParams, utenteRow } from './schemas.ts';
import { createUtente, setUtenteEnabled, updateUtente } from './service.ts';

const READ = { access: 'utenti:read' };
const WRITE = { access: 'utenti:write' };
const tags = ['utenti'];

/**
 * Create and update declare their body for the API's description, but the handler validates it
 * (parseUtenteBody): the schema's field errors and the database rules (e-mail taken, link missing)
 * answer together in one 422, so the framework only attaches its own verdict.
 */
const bodyCheckedByHandler = { attachValidation: true } as const;

export default async function utenteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/utente',
    {
      config: READ,
      schema: { tags, summary: 'Utenti (tutti gli stati)', querystring: utenteListQuery, response: { 200: pageOf(utenteRow) } },
    },
    async (request) => {
      const flags = parseFlags(request.query.flag, UTENTE_FLAGS);
      return runList(app.db, utenteListSource(flags), utenteListSpec, parseListParams(request.query, utenteListSpec));
    },
  );

  app.get(
    '/utente/:id',
    {
      config: READ,
      schema: { tags, summary: 'Un utente con le sue abilità e i suoi permessi', params: utenteParams, response: { 200: utenteDetail } },
    },
    async (request) => {
      const utente = await getUtenteDetail(app.db, parseUtenteId(request.params.id));
      if (!utente) throw notFound('Utente non trovato');
      return utente;
    },
  );

  app.post(
    '/utente',
    {
      config: WRITE,
      ...bodyCheckedByHandler,
      schema: { tags, summary: 'Crea un utente (società o tesserato)', body: createUtenteBody, response: { 200: saved } },
    },
    async (request) => {
      const actor = currentUser(request);
      const body = await parseUtenteBody(app.db, createUtenteBody, request.body);
      const link = { societa_id: body.tipo_utente === 'societa' ? body.societa_id! : null, anagrafica_id: body.tipo_utente === 'anagrafica' ? body.anagrafica_id! : null };
      const passwordHash = await hashPassword(body.password);
      // It starts with the permissions a club or a person needs (those of the demo accounts), so that it works at once.
      const id = await createUtente(app.db, actor.id, { name: body.name, email: body.email, tipo_utente: body.tipo_utente, ...link, passwordHash }, newAccountGrants(actor, body.tipo_utente));
      return { error: false as const, message: SAVED, id };
    },
  );

  app.put(
    '/utente/:id',
    {
      config: WRITE,
      ...bodyCheckedByHandler,
      schema: { tags, summary: 'Modifica un utente', params: utenteParams, body: updateUtenteBody, response: { 200: saved } },
    },
    async (request) => {
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
      const passwordHash = body.password ? await hashPassword(body.password) : null;
      const after = { name: body.name, email: body.email, tipo_utente: tipo, ...link, deleted_at: before.deleted_at };
      // A new password ends the sessions opened with the old one (on oneself: the other sessions).
      await updateUtente(app.db, { actorId: actor.id, id, before, after, passwordHash, keepTokenId: id === actor.id ? (request.tokenId ?? null) : null });
      return { error: false as const, message: SAVED, id };
    },
  );

  for (const enabled of [false, true]) {
    app.post(
      `/utente/:id/${enabled ? 'enable' : 'disable'}`,
      {
        config: WRITE,
        schema: { tags, summary: enabled ? 'Abilita un utente' : 'Disabilita un utente (chiude le sue sessioni)', params: utenteParams, body: noBody, response: { 200: saved } },
      },
      async (request) => {
        const actor = currentUser(request);
        const id = parseUtenteId(request.params.id);
        const before = await getUtenteDetail(app.db, id);
        if (!before) throw notFound('Utente non trovato');
        assertMayChange(actor, before, enabled ? undefined : { disabling: true });
        await setUtenteEnabled(app.db, { actorId: actor.id, id, before, enabled });
        return { error: false as const, message: enabled ? 'Utente abilitato correttamente' : 'Utente disabilitato correttamente', id };
      },
    );
  }
}
