// GET /adminreports?type=societa|anagrafica (spec 2 §7): the paged report with its dynamic columns
// and totals, `export=excel` through the export queue; GET /adminreports/chart for the chart.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { parseListParams } from '../http/list.ts';
import { listQuery, text } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { defineExport } from '../exports/define.ts';
import { startExport } from '../exports/start.ts';
import { REPORT_FILTER_KEYS, REPORT_TYPES, type ReportFilters } from '../../resources/contracts/reports.ts';
import { reportChart, reportPage, reportRows, reportSpec, type ReportQuery } from './queries.ts';
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
      // The report is read once (its rows are a season's parties: thousands), then sorted, paged and
      // summed here; a sort field that cannot be a column is refused before reading it.
      const sortField = query.sortby?.split(':')[0] ?? '';
      const { search } = parseListParams(/^c_[a-z0-9_]+$/.test(sortField) ? { ...query, sortby: undefined } : query, reportSpec([]));
      const { codes, rows } = await reportRows(app.db, r, search);
      const params = parseListParams(query, reportSpec(codes));
      const { totals, ...page } = reportPage(rows, codes, params, query.sortby);
      return { ...page, columns: codes, totals };
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
