// The accounting lists' route: the shared listRoute behaviour (paged answer or `export=excel`) plus
// what the path says (the club, member or wallet of the variants), checked before anything runs,
// and the row actions each entry offers the caller.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentUser } from '../auth/access.ts';
import type { AuthUser } from '../auth/user.ts';
import { defineExport, type ExportableList } from '../exports/define.ts';
import { startExport } from '../exports/start.ts';
import { badRequest } from '../http/errors.ts';
import { runList } from '../http/list.ts';

export interface LedgerListOptions {
  /** Path parameters → reserved query keys, after `check` has allowed them. */
  fromPath?: (request: FastifyRequest, user: AuthUser) => Promise<Record<string, string>> | Record<string, string>;
  /** Rows as the client receives them (e.g. with their actions). */
  present?: (rows: any[], user: AuthUser) => unknown[];
}

export function ledgerListRoute(app: FastifyInstance, url: string, list: ExportableList, opts: LedgerListOptions = {}) {
  defineExport(list);
  app.get(url, { config: { access: list.access }, schema: { tags: ['contabilita'], summary: list.title } }, async (request) => {
    const user = currentUser(request);
    const raw = (request.query ?? {}) as Record<string, unknown>;
    for (const k of Object.keys(raw)) if (k.startsWith('scope_')) throw badRequest(`Filtro non consentito: ${k}`);
    const query = { ...raw, ...(opts.fromPath ? await opts.fromPath(request, user) : {}) };
    if (query.export !== undefined) {
      if (query.export !== 'excel') throw badRequest('Formato di esportazione non supportato');
      return startExport(app, user, list, query);
    }
    const { source, spec, params } = await list.prepare({ db: app.db, user, query, exporting: false });
    const page = await runList<any>(app.db, source, spec, params);
    return opts.present ? { ...page, data: opts.present(page.data, user) } : page;
  });
}
