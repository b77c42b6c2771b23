// Calendar days (spec 1 §9): matches grouped by the local midnight of their kickoff.
import type { Match } from './types.ts';

export const SECONDS_PER_DAY = 86400;

/** Seconds of the local midnight that starts the day of `ts` (seconds), in the visitor's zone. */
export function localMidnight(ts: number): number {
  const d = new Date(ts * 1000);
  d.setHours(0, 0, 0, 0);
  return Math.floor(d.getTime() / 1000);
}

export interface CalendarDay {
  /** Local midnight, seconds. */
  start: number;
  /** Round numbers played that day. */
  rounds: number[];
  matches: Match[];
}

export function groupByDay(matches: Match[]): CalendarDay[] {
  const days = new Map<number, CalendarDay>();
  for (const m of [...matches].sort((a, b) => a.ts_gara - b.ts_gara || a.id - b.id)) {
    const start = localMidnight(m.ts_gara);
    let day = days.get(start);
    if (!day) days.set(start, (day = { start, rounds: [], matches: [] }));
    day.matches.push(m);
    if (!day.rounds.includes(m.day)) day.rounds.push(m.day);
  }
  // A festival day mixes groups: one group's 4th round may kick off before another's 3rd.
  for (const day of days.values()) day.rounds.sort((a, b) => a - b);
  return [...days.values()];
}

/** The day to show first: today's, else the next one with matches, else the last. */
export function dayToScrollTo(days: CalendarDay[], nowS: number): CalendarDay | undefined {
  const today = localMidnight(nowS);
  return days.find((d) => d.start === today) ?? days.find((d) => d.start > today) ?? days[days.length - 1];
}

/** Stable id of a day section, e.g. 'giorno-2025-03-01'. */
export function dayAnchor(start: number): string {
  const d = new Date(start * 1000);
  const p = (n: number) => String(n).padStart(2, '0');
  return `giorno-${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}`;
}
