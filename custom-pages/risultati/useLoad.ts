// Loads one answer of the results service for a key; a new key aborts the previous request.
import { useEffect, useState } from 'react';

export interface Loaded<T> {
  data?: T;
  error?: Error & { status?: number };
  loading: boolean;
}

export function useLoad<T>(key: string | null, load: (signal: AbortSignal) => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key: string | null }>({ key: null, loading: false });
  useEffect(() => {
    if (!key) return;
    const ctrl = new AbortController();
    setState({ key, loading: true });
    load(ctrl.signal).then(
      (data) => setState({ key, data, loading: false }),
      (error) => {
        if (ctrl.signal.aborted) return;
        // Only logged (spec 1 §8): the page shows its own message.
        console.error(error);
        setState({ key, error, loading: false });
      },
    );
    return () => ctrl.abort();
    // `load` is derived from `key`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state : { loading: !!key };
}
