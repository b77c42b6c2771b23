// The user's exports, refreshed once a second while any is pending, at most MAX_POLLS times
// (spec 1 §4): the poll asks only for the pending ones and reloads the list when that changes.
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchExports, MAX_POLLS, POLL_INTERVAL_MS, type UserExport } from './api';

export function useUserExports(enabled = true) {
  const [rows, setRows] = useState<UserExport[] | null>(null);
  const [error, setError] = useState(false);
  const polls = useRef(0);

  const load = useCallback(async () => {
    try {
      const page = await fetchExports();
      setRows(page.data);
      setError(false);
    } catch {
      setError(true);
    }
  }, []);

  useEffect(() => {
    if (enabled) {
      polls.current = 0;
      load();
    }
  }, [enabled, load]);

  const pendingIds = (rows ?? [])
    .filter((r) => r.status === 'pending')
    .map((r) => r.id)
    .join(',');
  useEffect(() => {
    if (!enabled || !pendingIds) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (cancelled || polls.current >= MAX_POLLS) return;
      polls.current += 1;
      try {
        const pending = await fetchExports(true);
        if (cancelled) return;
        const still = pending.data.map((r) => r.id).join(',');
        if (still !== pendingIds) {
          await load(); // one finished (or failed): the new state re-arms this effect
          return;
        }
        // Same exports still pending: keep their progress (rows written) up to date.
        setRows((current) => current?.map((r) => pending.data.find((p) => p.id === r.id) ?? r) ?? current);
      } catch {
        /* a failed poll counts and the next one tries again */
      }
      if (!cancelled) timer = setTimeout(tick, POLL_INTERVAL_MS);
    };
    timer = setTimeout(tick, POLL_INTERVAL_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, pendingIds, load]);

  return { rows, error, reload: load, setRows };
}
