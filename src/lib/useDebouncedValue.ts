// The one debounce of the client: a value that follows `value` once it has stopped changing for
// `delay` ms (search boxes, filters, lookups: 300 ms by the spec).
import { useEffect, useState } from 'react';
import { TIMINGS } from './timings';

/**
 * `const term = useDebouncedValue(text)` — `text` 300 ms after the last change.
 * `useDebouncedValue(text, 300, (t) => t.length === 0 || t.length >= 3)` — only values that pass
 * `accept` are taken (a 1–2 character search keeps the previous term).
 */
export function useDebouncedValue<T>(value: T, delay: number = TIMINGS.debounce, accept?: (value: T) => boolean): T {
  const [settled, setSettled] = useState(value);
  const accepted = accept ? accept(value) : true;
  useEffect(() => {
    if (!accepted) return;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, accepted]);
  return settled;
}
