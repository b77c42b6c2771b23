// Turns one declaration into its API routes (ARCHITECTURE §3, §4):
//   GET {endpoint}                 paged list (page, paginate, search, sortby whitelist, season, filters)
//   GET {endpoint}/{path}/:season  the same list for a season given in the path (when declared)
//   GET {endpoint}/:id             one record, 404 when unknown
//   POST {endpoint}, PUT {endpoint}/:id   { error: false, message, id }, 422 per field, 409 business rule
//   DELETE {endpoint}/:id          refused (409) while other data uses the record
//   POST {endpoint}/:id/{action}   the declaration's custom row actions (bespoke handler in hooks.ts)
//   GET|POST {endpoint}/{path}/:season  a toolbar action on a season: its question's values, then the action
// A single-record resource answers GET {endpoint} with the record and has no POST/DELETE.
// Every schema comes from the declaration (./schemas.ts).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CustomRowAction, ResourceDeclaration } from '../../resources/types.ts';
import { currentUser } from '../auth/access.ts';
import { notFound } from '../http/errors.ts';
import { idParams, noBody, saved } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { compileResource } from './sql.ts';
import { firstRow, listRows, readRow } from './queries.ts';
import { createRow, deleteRow, updateRow } from './writes.ts';
import type { ResourceHooks } from './hooks.ts';
import { listAnswerOf, listQueryOf, rowSchema, seasonParams } from './schemas.ts';

const toolbarPreview = z.object({ values: z.record(z.string(), z.string()) });
const toolbarDone = z.object({ error: z.literal(false), message: z.string(), count: z.number().int() });

export function registerResource(fastify: FastifyInstance, decl: ResourceDeclaration, hooks: ResourceHooks = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const c = compileResource(decl);
  const read = { access: decl.readAccess ?? `${decl.permission}:read` };
  const write = { access: `${decl.permission}:write` };
  const tags = [decl.name];
  const title = decl.texts.title;
  const base = `/${decl.endpoint}`;
  const row = rowSchema(decl);
  const body = decl.body as never;

  if (decl.singleton) {
    app.get(base, { config: read, schema: { tags, summary: `${title}: il record`, response: { 200: row.nullable() } } }, async () => firstRow(app.db, c));
  } else {
    // A bespoke lookup variant (hooks.list) reads query keys the generic list does not declare.
    const querystring = hooks.list ? listQueryOf(decl).loose() : listQueryOf(decl);
    const response = { 200: listAnswerOf(decl) };
    app.get(
      base,
      { config: read, schema: { tags, summary: `${title}: elenco`, querystring, response } },
      async (request) =>
        ((await hooks.list?.(app.db, request.query as Record<string, unknown>, currentUser(request))) as Awaited<ReturnType<typeof listRows>> | null) ?? listRows(app.db, c, request.query),
    );
    if (decl.season?.path)
      app.get(`${base}/${decl.season.path}/:season`, { config: read, schema: { tags, summary: `${title}: elenco di una stagione`, params: seasonParams, querystring, response } }, async (request) =>
        listRows(app.db, c, request.query, request.params.season),
      );
  }

  app.get(`${base}/:id`, { config: read, schema: { tags, summary: `${title}: un record`, params: idParams, response: { 200: row } } }, async (request) => {
    const found = await readRow(app.db, c, request.params.id);
    if (!found) throw notFound();
    return found;
  });

  if (decl.readOnly) return;

  if (!decl.singleton) {
    app.post(base, { config: write, schema: { tags, summary: `${title}: nuovo record`, body, response: { 201: saved } } }, async (request, reply) => {
      const id = await createRow(app.db, c, request.body as Record<string, unknown>, currentUser(request).id);
      return reply.status(201).send({ error: false, message: decl.texts.success, id });
    });
  }

  app.put(`${base}/:id`, { config: write, schema: { tags, summary: `${title}: modifica`, params: idParams, body, response: { 200: saved } } }, async (request) => {
    const { id } = request.params;
    await updateRow(app.db, c, id, request.body as Record<string, unknown>, currentUser(request).id);
    return { error: false as const, message: decl.texts.success, id };
  });

  if (decl.rowActions.includes('delete')) {
    app.delete(`${base}/:id`, { config: write, schema: { tags, summary: `${title}: elimina`, params: idParams, response: { 200: saved } } }, async (request) => {
      const { id } = request.params;
      await deleteRow(app.db, c, id, currentUser(request).id, hooks);
      return { error: false as const, message: 'Il record è stato eliminato correttamente', id };
    });
  }

  for (const action of decl.rowActions.filter((a): a is CustomRowAction => typeof a === 'object')) {
    const handler = hooks.actions?.[action.name];
    if (!handler) throw new Error(`${decl.name}: row action '${action.name}' has no server handler in server/resources/hooks.ts`);
    app.post(`${base}/:id/${action.path}`, { config: write, schema: { tags, summary: `${title}: ${action.label}`, params: idParams, body: noBody, response: { 200: saved } } }, async (request) => {
      const { id } = request.params;
      const { message } = await handler({ db: app.db, id, user: currentUser(request) });
      return { error: false as const, message, id };
    });
  }

  for (const action of decl.toolbarActions ?? []) {
    const handler = hooks.toolbar?.[action.name];
    if (!handler || !decl.season) throw new Error(`${decl.name}: toolbar action '${action.name}' needs a season-scoped resource and a server handler in server/resources/hooks.ts`);
    const url = `${base}/${action.path}/:season`;
    app.get(url, { config: write, schema: { tags, summary: `${title}: ${action.label} (domanda)`, params: seasonParams, response: { 200: toolbarPreview } } }, async (request) => ({
      values: await handler.preview({ db: app.db, season: request.params.season, user: currentUser(request) }),
    }));
    app.post(url, { config: write, schema: { tags, summary: `${title}: ${action.label}`, params: seasonParams, body: noBody, response: { 200: toolbarDone } } }, async (request) => {
      const { message, count } = await handler.run({ db: app.db, season: request.params.season, user: currentUser(request) });
      return { error: false as const, message, count };
    });
  }
}
