// Turns one declaration into its API routes (ARCHITECTURE §3, §4):
//   GET {endpoint}                 paged list (page, paginate, search, sortby whitelist, season, filters)
//   GET {endpoint}/{path}/:season  the same list for a season given in the path (when declared)
//   GET {endpoint}/:id             one record, 404 when unknown
//   POST {endpoint}, PUT {endpoint}/:id   { error: false, message, id }, 422 per field, 409 business rule
//   DELETE {endpoint}/:id          refused (409) while other data uses the record
//   POST {endpoint}/:id/{action}   the declaration's custom row actions (bespoke handler in hooks.ts)
// A single-record resource answers GET {endpoint} with the record and has no POST/DELETE.
import type { FastifyInstance } from 'fastify';
import type { CustomRowAction, ResourceDeclaration } from '../../resources/types.ts';
import { currentUser } from '../auth/access.ts';
import { notFound } from '../http/errors.ts';
import { parseBody } from '../http/validate.ts';
import { compileResource } from './sql.ts';
import { firstRow, listRows, readRow } from './queries.ts';
import { createRow, deleteRow, updateRow } from './writes.ts';
import type { ResourceHooks } from './hooks.ts';

/** Route ids are positive integers; anything else is simply not found. */
function recordId(params: unknown): number {
  const raw = (params as { id?: string }).id ?? '';
  if (!/^\d{1,9}$/.test(raw) || Number(raw) === 0) throw notFound();
  return Number(raw);
}

export function registerResource(app: FastifyInstance, decl: ResourceDeclaration, hooks: ResourceHooks = {}) {
  const c = compileResource(decl);
  const read = { config: { access: decl.readAccess ?? `${decl.permission}:read` } };
  const write = { config: { access: `${decl.permission}:write` } };
  const base = `/${decl.endpoint}`;

  if (decl.singleton) {
    app.get(base, read, async () => firstRow(app.db, c));
  } else {
    app.get(base, read, async (request) =>
      (await hooks.list?.(app.db, (request.query ?? {}) as Record<string, unknown>)) ?? listRows(app.db, c, request.query));
    if (decl.season?.path)
      app.get(`${base}/${decl.season.path}/:season`, read, async (request) =>
        listRows(app.db, c, request.query, (request.params as { season: string }).season),
      );
  }

  app.get(`${base}/:id`, read, async (request) => {
    const row = await readRow(app.db, c, recordId(request.params));
    if (!row) throw notFound();
    return row;
  });

  if (decl.readOnly) return;

  if (!decl.singleton) {
    app.post(base, write, async (request, reply) => {
      const body = parseBody(decl.body, request.body) as Record<string, unknown>;
      const id = await createRow(app.db, c, body, currentUser(request).id);
      return reply.status(201).send({ error: false, message: decl.texts.success, id });
    });
  }

  app.put(`${base}/:id`, write, async (request) => {
    const id = recordId(request.params);
    const body = parseBody(decl.body, request.body) as Record<string, unknown>;
    await updateRow(app.db, c, id, body, currentUser(request).id);
    return { error: false, message: decl.texts.success, id };
  });

  if (decl.rowActions.includes('delete')) {
    app.delete(`${base}/:id`, write, async (request) => {
      const id = recordId(request.params);
      await deleteRow(app.db, c, id, currentUser(request).id, hooks);
      return { error: false, message: 'Il record è stato eliminato correttamente', id };
    });
  }

  for (const action of decl.rowActions.filter((a): a is CustomRowAction => typeof a === 'object')) {
    const handler = hooks.actions?.[action.name];
    if (!handler) throw new Error(`${decl.name}: row action '${action.name}' has no server handler in server/resources/hooks.ts`);
    app.post(`${base}/:id/${action.path}`, write, async (request) => {
      const id = recordId(request.params);
      const { message } = await handler({ db: app.db, id, user: currentUser(request) });
      return { error: false, message, id };
    });
  }
}
