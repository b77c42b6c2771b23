// Everything shown for a selected group: calendar, standings, scorers and live ticker. While a
// match of the group is in play the ticker is polled (paused while the tab is hidden); when a
// match ends, the calendar, standings and scorers are read again for the official result.
import { useCallback, useEffect, useRef, useState } from 'react';
import { getJson } from './api.ts';
import { displayTeamName } from './lib/names.ts';
import { shouldRefresh } from './lib/status.ts';
import type { Match, Scorer, StandingRow, TickerEntry } from './lib/types.ts';

export interface GroupData {
  calendar?: Match[];
  standings?: StandingRow[];
  scorers?: Scorer[];
  ticker: TickerEntry[];
  error?: Error & { status?: number };
  loading: boolean;
  /** Last live score change, for screen readers. */
  announcement: string;
}

const paths = (area: string, girone: number) => ({
  calendar: `api_v2/calendar/${area}/${girone}`,
  tables: `api_v2/tables/${girone}`,
  marcatori: `api_v2/marcatori/${girone}`,
  ticker: `api_v2/live_ticker/${girone}`,
});

export function useGroup(area: string, girone: number | null, refreshS: number): GroupData {
  const [state, setState] = useState<GroupData>({ ticker: [], loading: false, announcement: '' });
  const latest = useRef(state);
  latest.current = state;

  const loadAll = useCallback(
    async (signal: AbortSignal, revalidate: boolean) => {
      const p = paths(area, girone!);
      const opts = { signal, revalidate };
      const [calendar, tables, marcatori, ticker] = await Promise.all([
        getJson<{ data: Match[] }>(p.calendar, opts),
        getJson<{ data: { standings: StandingRow[] }[] }>(p.tables, opts),
        getJson<{ data: { marcatori: Scorer[] }[] }>(p.marcatori, opts),
        getJson<{ data: TickerEntry[] }>(p.ticker, opts),
      ]);
      // Standings and scorers are read from the first table entry (spec 1 §9).
      return { calendar: calendar.data, standings: tables.data[0]?.standings ?? [], scorers: marcatori.data[0]?.marcatori ?? [], ticker: ticker.data };
    },
    [area, girone],
  );

  useEffect(() => {
    if (!girone) return;
    const ctrl = new AbortController();
    setState({ ticker: [], loading: true, announcement: '' });
    loadAll(ctrl.signal, false).then(
      (data) => setState({ ...data, loading: false, announcement: '' }),
      (error) => {
        if (ctrl.signal.aborted) return;
        console.error(error);
        setState({ ticker: [], loading: false, error, announcement: '' });
      },
    );
    return () => ctrl.abort();
  }, [girone, loadAll]);

  useEffect(() => {
    if (!girone) return;
    const ctrl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    const tick = async () => {
      timer = undefined;
      running = true;
      const s = latest.current;
      if (s.calendar && shouldRefresh(s.calendar, s.ticker, Date.now() / 1000, refreshS)) {
        try {
          const { data: ticker } = await getJson<{ data: TickerEntry[] }>(paths(area, girone).ticker, { signal: ctrl.signal, revalidate: true });
          const wasInPlay = (id: number) => s.ticker.some((o) => o.id === id && !o.fine_gara);
          // A match that ended or whose ticker closed (result official): read the results again.
          const ended = s.ticker.some((o) => !ticker.some((e) => e.id === o.id)) || ticker.some((e) => e.fine_gara && wasInPlay(e.id));
          const announcement = announce(s.calendar, s.ticker, ticker) || s.announcement;
          if (ended) setState({ ...(await loadAll(ctrl.signal, true)), loading: false, announcement });
          else setState({ ...latest.current, ticker, announcement });
        } catch (e) {
          if (ctrl.signal.aborted) return;
          console.error(e);
        }
      }
      running = false;
      if (!ctrl.signal.aborted && document.visibilityState !== 'hidden') timer = setTimeout(tick, refreshS * 1000);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        clearTimeout(timer);
        timer = undefined;
      } else if (!timer && !running) tick();
    };
    document.addEventListener('visibilitychange', onVisibility);
    timer = setTimeout(tick, refreshS * 1000);
    return () => {
      ctrl.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [area, girone, refreshS, loadAll]);

  return state;
}

/** Text for screen readers when a live score changed, e.g. 'PALLAMANO TRIESTE 13 - 12 HC MERANO'. */
export function announce(calendar: Match[], before: TickerEntry[], after: TickerEntry[]): string {
  const changes: string[] = [];
  for (const e of after) {
    const old = before.find((o) => o.id === e.id);
    if (old && old['team1-gol'] === e['team1-gol'] && old['team2-gol'] === e['team2-gol']) continue;
    const m = calendar.find((x) => x.id === e.id);
    if (!m || !old) continue;
    changes.push(`${displayTeamName(m.team1.title)} ${e['team1-gol']} - ${e['team2-gol']} ${displayTeamName(m.team2.title)}`);
  }
  return changes.length ? `Punteggio aggiornato: ${changes.join('; ')}` : '';
}
