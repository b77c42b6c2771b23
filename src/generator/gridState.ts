// The grid's list state (spec 1 §4, §5, §9): sort cycling per column and the debounced search term.
import { useState } from 'react';
import { TIMINGS } from '../lib/timings';
import { useDebouncedValue } from '../lib/useDebouncedValue';
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

/** Whether a typed text may run a search: empty (show all) or at least three characters. */
export const searchable = (text: string) => {
  const t = text.trim();
  return t.length === 0 || t.length >= SEARCH_MIN_CHARS;
};

/** The text of the search box and the term the list uses, updated 300 ms after typing stops. */
export function useSearchTerm(delay = SEARCH_DELAY_MS) {
  const [text, setText] = useState('');
  const term = useDebouncedValue(text, delay, searchable).trim();
  return { text, setText, term };
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
