// The accounting lists' route: the shared listRoute behaviour (paged answer or `export=excel`) plus
// what the path says (the club, member or wallet of the variants), checked before anything runs,
// and the row actions each entry offers the caller.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import type { AuthUser } from '../auth/user.ts';
import { defineExport } from '../exports/define.ts';
import { exportStarted, pageOnce } from '../exports/list-route.ts';
import { startExport } from '../exports/start.ts';
import { badRequest } from '../http/errors.ts';
import { jsonPageAnswer, type JsonRow } from '../http/json-rows.ts';
import { runJsonList } from '../http/list.ts';
import { idParams, pageOf } from '../http/schemas.ts';
import type { LedgerList } from './lists.ts';

export interface LedgerListOptions {
  /** Path parameters → reserved query keys, after `check` has allowed them. */
  fromPath?: (request: FastifyRequest, user: AuthUser) => Promise<Record<string, string>> | Record<string, string>;
  /**
   * Keys added to each row (e.g. its actions) by `add`, from `columns` (alias → expression) read beside
   * the row's JSON on PostgreSQL; on PGlite `add` gets the row's own columns instead (runJsonList).
   */
  present?: { columns: Record<string, string>; add: (row: JsonRow, user: AuthUser) => Record<string, unknown> };
}

/**
 * The query string as the client sends it: every key of the list's own query (except the reserved
 * `scope_*`, filled from the path), as text. Documented here and parsed by the list (filters.ts):
 * the values stay as sent, so an export records the same filters the screen used.
 */
const rawQuery = (query: z.ZodObject) =>
  z
    .looseObject(
      Object.fromEntries(
        Object.keys(query.shape)
          .filter((k) => !k.startsWith('scope_'))
          .map((k) => [k, z.string().optional()]),
      ),
    )
    .meta({ description: 'page, paginate, search, sortby, export=excel e i filtri della lista' });

export function ledgerListRoute(app: FastifyInstance, url: string, list: LedgerList, opts: LedgerListOptions = {}) {
  defineExport(list);
  const schema = {
    tags: ['contabilita'],
    summary: `${list.title} (export=excel: esportazione)`,
    ...(url.includes(':id') ? { params: idParams } : {}),
    querystring: rawQuery(list.query),
    response: { 200: z.union([pageOf(list.row), exportStarted]) },
  };
  app.get(url, { config: { access: list.access }, schema }, async (request) => {
    const user = currentUser(request);
    const raw = (request.query ?? {}) as Record<string, unknown>;
    for (const k of Object.keys(raw)) if (k.startsWith('scope_')) throw badRequest(`Filtro non consentito: ${k}`);
    const query = { ...raw, ...(opts.fromPath ? await opts.fromPath(request, user) : {}) };
    if (query.export !== undefined) {
      if (query.export !== 'excel') throw badRequest('Formato di esportazione non supportato');
      return startExport(app, user, list, query);
    }
    const { present } = opts;
    const answer = pageOnce(app, url, user, query, async () => {
      const { source, spec, params } = await list.prepare({ db: app.db, user, query, exporting: false });
      const page = await runJsonList(app.db, source, spec, params, present?.columns);
      return jsonPageAnswer(page, present && ((row) => present.add(row, user)));
    });
    // The answer is already JSON (json-rows.ts): the route's schema documents it.
    return answer as unknown as Promise<z.infer<(typeof schema.response)[200]>>;
  });
}
