// The list search rule (spec 1 §5, §9): a term counts with 3 or more characters or when empty,
// 300 ms after the last keystroke.
import { useEffect, useState } from 'react';
import { searchable, SEARCH_DELAY_MS } from '../../src/generator/gridState';

export function useSearch(text: string): string {
  const [term, setTerm] = useState(text.trim());
  useEffect(() => {
    if (!searchable(text)) return;
    const timer = setTimeout(() => setTerm(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return term;
}
