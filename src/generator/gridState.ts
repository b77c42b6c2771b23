// The grid's list state (spec 1 §4, §5, §9): sort cycling per column and the debounced search term.
import { TIMINGS } from '../lib/timings';
import { useUrlSearch, type UrlSearch } from '../lib/useUrlState';
import { SEARCH_MIN_CHARS } from '../../resources/contracts/search.ts';

export interface SortState {
  field: string;
  order: 'ASC' | 'DESC';
}

export const SEARCH_DELAY_MS = TIMINGS.debounce;
export { SEARCH_MIN_CHARS };
export const PAGE_SIZE = 30;

/** A click on a column header: unsorted → descending → ascending → sort removed. */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (!current || current.field !== field) return { field, order: 'DESC' };
  if (current.order === 'DESC') return { field, order: 'ASC' };
  return null;
}

export { searchable } from '../lib/useUrlState';

/**
 * The text of the search box and the term the list uses, updated 300 ms after typing stops; kept in the
 * address (?q=), so that a reload or a copied link shows the same search (src/lib/useUrlState.ts).
 */
export function useSearchTerm(delay = SEARCH_DELAY_MS): UrlSearch {
  return useUrlSearch(undefined, delay);
}

/** Reads 'a.b' from a record. */
export function valueAt(record: Record<string, unknown> | undefined, path: string): unknown {
  let v: unknown = record;
  for (const key of path.split('.')) {
    if (v == null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[key];
  }
  return v;
}

/** Text for screen readers only. */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
