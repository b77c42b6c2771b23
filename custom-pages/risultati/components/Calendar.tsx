// The calendar: matches grouped by day (local midnight), opened at today's day or at the match
// named in the address (#partita-…).
import { useEffect, useMemo, useRef } from 'react';
import { dayAnchor, dayToScrollTo, groupByDay } from '../lib/days.ts';
import type { Match, TickerEntry } from '../lib/types.ts';
import { T } from '../texts.ts';
import { PAGE_START } from './Header.tsx';
import { MatchItem } from './MatchItem.tsx';

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const dayTitle = new Intl.DateTimeFormat('it-IT', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });

export function Calendar({ matches, ticker, scrollKey, showGroup }: { matches: Match[]; ticker: TickerEntry[]; scrollKey: string; showGroup?: boolean }) {
  const days = useMemo(() => groupByDay(matches), [matches]);
  const scrolled = useRef<string | null>(null);
  useEffect(() => {
    if (scrolled.current === scrollKey || days.length === 0) return;
    scrolled.current = scrollKey;
    const target = window.location.hash ? document.getElementById(decodeURIComponent(window.location.hash.slice(1))) : null;
    const day = dayToScrollTo(days, Date.now() / 1000);
    const today = day && document.getElementById(dayAnchor(day.start));
    (target ?? today)?.scrollIntoView({ block: 'start' });
    // Scrolled down to today's matchday, the first Tab would start there (Chromium), past the header,
    // the group picker and the sections: the focus goes to the page's title, without scrolling back,
    // unless the user is already somewhere (the group picker) or the address named a match.
    if (!target && today && document.activeElement === document.body) document.getElementById(PAGE_START)?.focus({ preventScroll: true });
  }, [days, scrollKey]);

  if (matches.length === 0) return <p className="rs-empty">{T.noData}</p>;
  return (
    <div className="rs-calendar">
      {days.map((day) => {
        const id = dayAnchor(day.start);
        return (
          <section key={day.start} id={id} className="rs-day" aria-labelledby={`${id}-t`}>
            <h2 id={`${id}-t`} className="rs-day-title">
              <span>{capitalize(dayTitle.format(day.start * 1000))}</span>
              <span className="rs-rounds">{day.rounds.map(T.round).join(', ')}</span>
            </h2>
            <ol className="rs-matches">
              {day.matches.map((m) => (
                <MatchItem key={m.id} match={m} entry={ticker.find((e) => e.id === m.id)} showGroup={showGroup} />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
