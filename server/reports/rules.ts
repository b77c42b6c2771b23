// Pure rules of the admin reports: the column field of a ledger code, and which filters apply.
import type { ReportFilters } from '../../resources/contracts/reports.ts';

/** The field name of a ledger code's column: 'Licenza Allenatore' → 'licenza_allenatore'. */
export function codeSlug(codice: string): string {
  const slug = codice
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '');
  return `c_${slug || 'codice'}`;
}

/** The amount filter applies only when both bounds parse above zero (spec 2 §5); cents. */
export function amountRange(filters: Pick<ReportFilters, 'euro_min' | 'euro_max'>): { min: number; max: number } | null {
  const min = Number(String(filters.euro_min ?? '').replace(',', '.'));
  const max = Number(String(filters.euro_max ?? '').replace(',', '.'));
  if (!(min > 0) || !(max > 0)) return null;
  return { min: Math.round(min * 100), max: Math.round(max * 100) };
}
