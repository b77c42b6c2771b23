// A screen's state kept in the address: the open tab (`?tab=…`) and a list's search (`?q=…`), so that a
// reload (F5) or a copied link opens the same tab and search. The address is the state: the screen reads
// it on every render, so it follows any change of the address (a link, Back/Forward, the forward-only
// history's return, src/lib/history.ts). A value equal to the default leaves the parameter out.
//
//   const [tab, setTab] = useUrlState('tab', 'societa');   // setTab('tesserati'): a new history entry
//   const search = useUrlSearch();                         // typing replaces the entry (no trail of keystrokes)
//   <TextField value={search.text} onChange={(e) => search.setText(e.target.value)} />; useList(search.term)
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { SEARCH_MIN_CHARS } from '../../resources/contracts/search.ts';
import { TIMINGS } from './timings';
import { useDebouncedValue } from './useDebouncedValue';

/** The parameters the screens use: the open tab, a list's search. */
export const TAB_PARAM = 'tab';
export const SEARCH_PARAM = 'q';

/** Whether a typed text may run a search (spec 1 §5): empty (show all) or at least three characters. */
export const searchable = (text: string) => {
  const t = text.trim();
  return t.length === 0 || t.length >= SEARCH_MIN_CHARS;
};

export type SetUrlState = (value: string, options?: { replace?: boolean }) => void;

/** One search parameter of the address, `fallback` when absent. Setting pushes an entry unless `replace`. */
export function useUrlState(key: string, fallback = ''): [string, SetUrlState] {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const value = params.get(key) ?? fallback;
  const set = useCallback<SetUrlState>(
    (next, { replace = false } = {}) => {
      if (next === value) return;
      setParams(
        (prev) => {
          const p = new URLSearchParams(prev);
          if (next === fallback || next === '') p.delete(key);
          else p.set(key, next);
          return p;
        },
        // Replacing keeps the entry's state (an open URL dialog's mark, src/lib/useUrlDialog.ts).
        replace ? { replace, state: location.state } : undefined,
      );
    },
    [value, setParams, key, fallback, location.state],
  );
  return [value, set];
}

export interface UrlSearch {
  /** The text in the box. */
  text: string;
  setText: (text: string) => void;
  /** The term the list asks for: the address's, which follows the box 300 ms after typing stops (3+ characters or empty). */
  term: string;
}

/** A list's search box kept in the address (`?q=`): read on load, written (replacing) as the term settles. */
export function useUrlSearch(key = SEARCH_PARAM, delay: number = TIMINGS.debounce): UrlSearch {
  const [value, setValue] = useUrlState(key);
  // What the box holds, and whether the user typed it (else it came from the address).
  const [draft, setDraft] = useState({ text: value, typed: false });
  const settled = useDebouncedValue(draft, delay, (d) => searchable(d.text));
  const written = useRef(value);
  // The typed term, once settled, goes to the address…
  useEffect(() => {
    if (!settled.typed) return;
    written.current = settled.text.trim();
    setValue(written.current, { replace: true });
    // Only when the typed term settles.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  // …and an address changed from outside (a link, Back/Forward) comes to the box, dropping what was
  // still settling (it must not be written back over the new address).
  useEffect(() => {
    if (value === written.current) return;
    written.current = value;
    setDraft({ text: value, typed: false });
  }, [value]);
  const setText = useCallback((text: string) => setDraft({ text, typed: true }), []);
  return { text: draft.text, setText, term: searchable(value) ? value.trim() : '' };
}

/** `pathname` with those of `keys` the current address has (a list's search kept while opening another record). */
export function pathKeeping(pathname: string, params: URLSearchParams, keys: string[]): string {
  const kept = new URLSearchParams();
  for (const k of keys) {
    const v = params.get(k);
    if (v) kept.set(k, v);
  }
  const search = kept.toString();
  return search ? `${pathname}?${search}` : pathname;
}
