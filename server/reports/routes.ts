// GET /adminreports?type=societa|anagrafica (spec 2 §7): the paged report with its dynamic columns
// and totals, `export=excel` through the export queue; GET /adminreports/chart for the chart.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { buildListSql, parseListParams, runList } from '../http/list.ts';
import { listQuery, text } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { defineExport } from '../exports/define.ts';
import { startExport } from '../exports/start.ts';
import { REPORT_FILTER_KEYS, REPORT_TYPES, type ReportFilters } from '../../resources/contracts/reports.ts';
import { reportChart, reportCodes, reportSource, reportSpec, totalsSelect, type ReportQuery } from './queries.ts';
import { reportExport, REPORTS_ACCESS } from './export.ts';

const filters = Object.fromEntries(REPORT_FILTER_KEYS.map((k) => [k, text(40).optional()])) as Record<(typeof REPORT_FILTER_KEYS)[number], z.ZodOptional<ReturnType<typeof text>>>;
const reportQuery = listQuery.extend({ type: z.enum(REPORT_TYPES), ...filters });
const money = z.number();
const answer = z.object({
  data: z.array(z.looseObject({ id: z.number(), nome: z.string() })),
  columns: z.array(z.object({ codice: z.string(), slug: z.string() })),
  totals: z.record(z.string(), money),
  current_page: z.number(),
  last_page: z.number(),
  per_page: z.number(),
  total: z.number(),
});
const exportAnswer = z.object({ error: z.boolean(), message: z.string(), id: z.number(), descrizione: z.string(), status: z.string() });
const chartAnswer = z.object({ data: z.array(z.object({ stagione: z.string(), Bonifico: money, CartaCredito: money, ContoTransitorio: money })) });

const pickFilters = (query: Record<string, unknown>): ReportFilters =>
  Object.fromEntries(REPORT_FILTER_KEYS.filter((k) => typeof query[k] === 'string' && query[k] !== '').map((k) => [k, query[k] as string]));

export default async function reportRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  defineExport(reportExport);

  app.get(
    '/adminreports',
    {
      config: { access: REPORTS_ACCESS },
      schema: { tags: ['reports'], summary: 'Report contabile di società o tesserati', querystring: reportQuery, response: { 200: z.union([answer, exportAnswer]) } },
    },
    async (request) => {
      const user = currentUser(request);
      const query = request.query;
      if (query.export) return startExport(app, user, reportExport, request.query as Record<string, unknown>);
      const r: ReportQuery = { type: query.type, filters: pickFilters(query), user };
      const codes = await reportCodes(app.db, r);
      const spec = reportSpec(codes);
      const params = parseListParams(query, spec);
      const source = { select: 'r.*', from: reportSource(r, codes) };
      const totalsSql = buildListSql({ ...source, select: totalsSelect(codes) }, spec, params);
      const [page, totals] = await Promise.all([
        runList<Record<string, unknown>>(app.db, source, spec, params),
        app.db.query<Record<string, number>>(totalsSql.sql.slice(0, totalsSql.sql.lastIndexOf(' ORDER BY ')), totalsSql.values),
      ]);
      return { ...page, data: page.data as { id: number; nome: string }[], columns: codes, totals: totals.rows[0] ?? {} };
    },
  );

  app.get(
    '/adminreports/chart',
    {
      config: { access: REPORTS_ACCESS },
      schema: {
        tags: ['reports'],
        summary: 'Incassi per stagione e metodo di pagamento',
        querystring: reportQuery.omit({ page: true, paginate: true, sortby: true, export: true, search: true }),
        response: { 200: chartAnswer },
      },
    },
    async (request) => ({ data: await reportChart(app.db, { type: request.query.type, filters: pickFilters(request.query), user: currentUser(request) }) }),
  );
}
