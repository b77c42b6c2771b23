// Registers a paged list call that also answers `export=excel` (ARCHITECTURE §4 lists), with its
// schemas: the list's own query (or paging + any filter) and the page or the started export.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import type { AuthUser } from '../auth/user.ts';
import { answerMemo } from '../http/answer-memo.ts';
import { JsonAnswer, jsonPageAnswer } from '../http/json-rows.ts';
import { runJsonList } from '../http/list.ts';
import { listQuery, pageOf } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { EXPORT_STATUSES } from '../../resources/contracts/exports.ts';
import { defineExport, type ExportableList } from './define.ts';
import { startExport } from './start.ts';

/** The answer of `export=excel`: the export is recorded and queued. */
export const exportStarted = z.object({ error: z.literal(false), message: z.string(), id: z.number(), descrizione: z.string(), status: z.enum(EXPORT_STATUSES) });

export function listRoute(fastify: FastifyInstance, url: string, list: ExportableList) {
  defineExport(list);
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const querystring = list.querystring ?? listQuery.loose();
  const response = { 200: z.union([pageOf(list.row ?? z.looseObject({})), exportStarted]) };
  const schema = { tags: [list.tag ?? list.name], summary: `${list.title}: elenco (export=excel: esportazione)`, querystring, response };
  app.get(url, { config: { access: list.access }, schema }, async (request) => {
    const user = currentUser(request);
    const query = request.query as Record<string, unknown>;
    if (query.export === 'excel') return startExport(app, user, list, query);
    // The page's rows as PostgreSQL writes them in JSON (json-rows.ts): the route's schema documents them.
    const answer = pageOnce(app, url, user, query, async () => {
      const { source, spec, params } = await list.prepare({ db: app.db, user, query, exporting: false });
      return jsonPageAnswer(await runJsonList(app.db, source, spec, params));
    });
    return answer as unknown as Promise<z.infer<(typeof response)[200]>>;
  });
}

/** The same page asked again by the same user within a moment is answered once (answer-memo.ts); its JSON is written once. */
export function pageOnce(app: FastifyInstance, url: string, user: AuthUser, query: Record<string, unknown>, compute: () => Promise<JsonAnswer>): Promise<JsonAnswer> {
  return listAnswers.get(app.db, `${url}\u0000${user.id}\u0000${canonicalQuery(query)}`, app.settings.answerReuseMs, compute);
}

/** Pages of at most this many rows are kept (the screens ask for 30; an export reads every row apart). */
const KEPT_PAGE_ROWS = 100;
/** Rows kept in all (a list row is a few hundred bytes to a KB of JSON: some MB, within the idle-RSS target). */
const KEPT_ROWS = 10_000;
const listAnswers = answerMemo<JsonAnswer>({ maxWeight: KEPT_ROWS, weigh: (page) => page.rows + 1, keep: (page) => page.rows <= KEPT_PAGE_ROWS });

/** The query's parameters in name order: the same question asked with its parameters in another order is the same. */
const canonicalQuery = (query: Record<string, unknown>) =>
  JSON.stringify(
    Object.keys(query)
      .sort()
      .map((k) => [k, query[k]]),
  );
