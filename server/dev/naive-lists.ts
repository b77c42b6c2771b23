// Benchmark only (BENCH_NAIVE_ROUTES=1, never in production): the members, clubs and accounting lists
// served the straightforward way — the same filters, scope, select list and order, answered by one
// exact count(*) and one ORDER BY … LIMIT/OFFSET query — so that `npm run bench` measures the real
// lists against it in the same run, on the same data, through the same HTTP and auth path.
import type { FastifyInstance } from 'fastify';
import { currentUser } from '../auth/access.ts';
import { buildListSql } from '../http/list.ts';
import type { ExportableList } from '../exports/define.ts';
import { anagraficaList } from '../anagrafica/list.ts';
import { societaList } from '../societa/list.ts';
import { partitaList } from '../ledger/lists.ts';

const LISTS: Record<string, ExportableList> = { anagrafica: anagraficaList, societa: societaList, partitacontabile: partitaList };

export default async function naiveListRoutes(app: FastifyInstance) {
  for (const [name, list] of Object.entries(LISTS)) {
    app.get(`/bench/naive/${name}`, { config: { access: list.access }, schema: { hide: true } }, async (request) => {
      const user = currentUser(request);
      const { source, spec, params } = await list.prepare({ db: app.db, user, query: request.query as Record<string, unknown>, exporting: false });
      const { sql, countSql, values } = buildListSql(source, spec, params);
      const offset = (params.page - 1) * params.perPage;
      const [count, page] = await Promise.all([app.db.query<{ total: number }>(countSql, values), app.db.query(`${sql} LIMIT ${params.perPage} OFFSET ${offset}`, values)]);
      const total = count.rows[0]?.total ?? 0;
      return { data: page.rows, current_page: params.page, last_page: Math.max(1, Math.ceil(total / params.perPage)), per_page: params.perPage, total };
    });
  }
}
