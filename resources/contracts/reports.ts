// The admin reports' contract (spec 2 §2.9, §3 Admin report columns, §7 adminreports), shared by
// server/reports and custom-pages/reports.

export const REPORT_TYPES = ['societa', 'anagrafica'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/**
 * The fixed columns after `nome`, in euros. PortafoglioIniziale: the wallet at the start of the
 * period; Portafoglio: the wallet today (= GET portafogliosocieta/{id}); Bonifico, CartaCredito,
 * ContoTransitorio: approved wallet movements in the period by the type of their bank.
 */
export const REPORT_FIXED_COLUMNS = ['PortafoglioIniziale', 'Portafoglio', 'Bonifico', 'CartaCredito', 'ContoTransitorio'] as const;
export type ReportFixedColumn = (typeof REPORT_FIXED_COLUMNS)[number];

/** The filter keys of the accounting filter dialog that the reports honour (spec 2 §7). */
export const REPORT_FILTER_KEYS = ['stagione', 'dataDa', 'dataA', 'codice', 'societa_id', 'anagrafica_id', 'stagione_competenza_id', 'euro_min', 'euro_max'] as const;
export type ReportFilters = Partial<Record<(typeof REPORT_FILTER_KEYS)[number], string>>;

/** One dynamic column per ledger code in use: label `codice`, field `slug`. */
export interface ReportCodeColumn {
  codice: string;
  slug: string;
}

export type ReportRow = { id: number; nome: string } & Record<ReportFixedColumn, number> & Record<string, number | string>;

export interface ReportAnswer {
  data: ReportRow[];
  columns: ReportCodeColumn[];
  /** Sums over every row of the filter (not only this page). */
  totals: Record<string, number>;
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** The chart above a report: what reached the federation per season and payment method. */
export interface ReportChartPoint {
  stagione: string;
  Bonifico: number;
  CartaCredito: number;
  ContoTransitorio: number;
}
