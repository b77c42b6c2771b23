// it-IT formatting (spec 1 §1, §9): euro with two decimals, dd/mm/yyyy in forms, dd-mm-yyyy in grids,
// weeks starting on Monday. Pure functions: screens, grids and tests share them.
import { format as formatDate, isValid, parseISO } from 'date-fns';
import { it } from 'date-fns/locale/it';
import { formatMoney } from './masks';

export const LOCALE = 'it-IT';
/** date-fns locale for pickers and calendars: Italian, week starting Monday. */
export const dateLocale = it;
export const WEEK_STARTS_ON = it.options?.weekStartsOn ?? 1;

/** 1234.5 → '1.234,50' (signed; two decimals, dot thousands, comma decimals). */
export function formatAmount(value: number | string | null | undefined): string {
  const n = Number(value ?? 0);
  const safe = Number.isFinite(n) ? n : 0;
  return `${safe < 0 ? '-' : ''}${formatMoney(safe)}`;
}

/** 1234.5 → '1.234,50 €' (null/undefined/'' → ''). */
export function formatEuro(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  return Number.isFinite(Number(value)) ? `${formatAmount(value)} €` : '';
}

function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const d = value instanceof Date ? value : parseISO(value);
  return isValid(d) ? d : null;
}

/** ISO (YYYY-MM-DD or timestamp) → 'dd/mm/yyyy' for forms. */
export const formatDateForm = (value: string | Date | null | undefined) => {
  const d = toDate(value);
  return d ? formatDate(d, 'dd/MM/yyyy') : '';
};

/** ISO → 'dd-mm-yyyy' for grids. */
export const formatDateGrid = (value: string | Date | null | undefined) => {
  const d = toDate(value);
  return d ? formatDate(d, 'dd-MM-yyyy') : '';
};

/** ISO timestamp → 'dd/mm/yyyy HH:mm'. */
export const formatDateTime = (value: string | Date | null | undefined) => {
  const d = toDate(value);
  return d ? formatDate(d, 'dd/MM/yyyy HH:mm') : '';
};

/** Today in the browser's time zone as the API writes dates (`YYYY-MM-DD`). */
export const localIsoDate = (at: Date = new Date()) => formatDate(at, 'yyyy-MM-dd');
