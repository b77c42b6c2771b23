// The reports as an exportable list: the same rows as the screen, with the dynamic code columns.
import type { ExportColumn, ExportableList, ListContext } from '../exports/define.ts';
import { parseListParams } from '../http/list.ts';
import { REPORT_FILTER_KEYS, REPORT_TYPES, type ReportFilters, type ReportType } from '../../resources/contracts/reports.ts';
import { reportCodes, reportExportSpec, reportSource, type ReportQuery } from './queries.ts';
import { badRequest } from '../http/errors.ts';

export const REPORTS_ACCESS = 'reports:read';

const FIXED: ExportColumn[] = [
  { key: 'nome', header: 'Nome', width: 40 },
  { key: 'PortafoglioIniziale', header: 'Portafoglio Iniziale', type: 'money' },
  { key: 'Portafoglio', header: 'Portafoglio', type: 'money' },
  { key: 'Bonifico', header: 'Bonifico', type: 'money' },
  { key: 'CartaCredito', header: 'Carta di Credito', type: 'money' },
  { key: 'ContoTransitorio', header: 'Conto Transitorio', type: 'money' },
];

function reportQueryOf(ctx: ListContext): ReportQuery {
  const type = ctx.query.type as ReportType;
  if (!REPORT_TYPES.includes(type)) throw badRequest('Tipo di report non valido');
  const filters: ReportFilters = Object.fromEntries(REPORT_FILTER_KEYS.filter((k) => typeof ctx.query[k] === 'string' && ctx.query[k] !== '').map((k) => [k, ctx.query[k] as string]));
  return { type, filters, user: ctx.user };
}

export const reportExport: ExportableList = {
  name: 'adminreports',
  title: 'Report',
  // The screens' titles (Report Società, Report Tesserati): two exports in the list are told apart.
  titleFor: (query) => (query.type === 'anagrafica' ? 'Report Tesserati' : 'Report Società'),
  access: REPORTS_ACCESS,
  columns: FIXED,
  async columnsFor(ctx) {
    const codes = await reportCodes(ctx.db, reportQueryOf(ctx));
    return [...FIXED, ...codes.map((c) => ({ key: c.slug, header: c.codice, type: 'money' as const }))];
  },
  // The totals row (riga_totale 1, last) in bold, as the screen's grid sets it apart.
  bold: (row) => Number(row.riga_totale) === 1,
  async prepare(ctx) {
    const r = reportQueryOf(ctx);
    const codes = await reportCodes(ctx.db, r);
    // Its last row is the totals over the whole filter (and search), as the screen's grid's.
    const spec = reportExportSpec(codes);
    const params = parseListParams(ctx.query, spec);
    return { source: { select: 'r.*', from: reportSource(r, codes, params.search) }, spec, params };
  },
};
