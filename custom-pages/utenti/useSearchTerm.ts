// The list search rule of the spec (spec 2 §5, §9), as the generator's grid applies it: a term counts
// with 3 or more characters or when empty, 300 ms after the last keystroke.
import { useEffect, useState } from 'react';
import { searchable, SEARCH_DELAY_MS } from '../../src/generator';

export { SEARCH_DELAY_MS };

/** The term to send, or null while it is too short to search (1–2 characters). */
export const searchTerm = (text: string): string | null => (searchable(text) ? text.trim() : null);

/** Calls `apply` with the valid term 300 ms after the text stops changing. */
export function useDebouncedSearch(text: string, apply: (term: string) => void) {
  // The text at mount is already applied (the list starts from it).
  const [last, setLast] = useState<string | null>(() => searchTerm(text));
  useEffect(() => {
    const term = searchTerm(text);
    if (term === null || term === last) return;
    const timer = setTimeout(() => {
      setLast(term);
      apply(term);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `apply` may be a new function on every render; the text decides when to search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text, last]);
}
