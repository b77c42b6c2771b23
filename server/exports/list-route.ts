// Registers a paged list call that also answers `export=excel` (ARCHITECTURE §4 lists).
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/access.ts';
import { badRequest } from '../http/errors.ts';
import { runList } from '../http/list.ts';
import { defineExport, type ExportableList } from './define.ts';
import { startExport } from './start.ts';

export function listRoute(app: FastifyInstance, url: string, list: ExportableList) {
  defineExport(list);
  app.get(url, { config: { access: list.access } }, async (request) => {
    const user = currentUser(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (query.export !== undefined) {
      if (query.export !== 'excel') throw badRequest('Formato di esportazione non supportato');
      return startExport(app, user, list, query);
    }
    const { source, spec, params } = await list.prepare({ db: app.db, user, query, exporting: false });
    return runList(app.db, source, spec, params);
  });
}
