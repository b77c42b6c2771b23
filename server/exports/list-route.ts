// Registers a paged list call that also answers `export=excel` (ARCHITECTURE §4 lists), with its
// schemas: the list's own query (or paging + any filter) and the page or the started export.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { runList } from '../http/list.ts';
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
    const { source, spec, params } = await list.prepare({ db: app.db, user, query, exporting: false });
    return runList(app.db, source, spec, params);
  });
}
