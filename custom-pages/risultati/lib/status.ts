// Live status of a match (spec 1 §4): UFF once the result is official, otherwise the live
// ticker's elapsed minutes with PT/ST, INTERVALLO or FINE GARA.
import type { Match, TickerEntry } from './types.ts';

export const isOfficial = (m: Match) => m['team1-setwin'] !== null && m['team2-setwin'] !== null;

export function statusText(m: Match, entry: TickerEntry | undefined): string {
  if (isOfficial(m)) return 'UFF';
  if (!entry) return '';
  if (entry.fine_gara) return 'FINE GARA';
  if (entry.intervallo) return 'INTERVALLO';
  if (entry.secondo_tempo) return `${entry.tempo_di_gioco}' ST`;
  if (entry.primo_tempo) return `${entry.tempo_di_gioco}' PT`;
  return '';
}

/** Score shown: the official one, else the live one, else none. */
export function shownScore(m: Match, entry: TickerEntry | undefined): [number, number] | null {
  if (isOfficial(m)) return [m['team1-setwin']!, m['team2-setwin']!];
  if (entry) return [entry['team1-gol'], entry['team2-gol']];
  return null;
}

/** In play: a live ticker that has not reached the end of the match. */
export const inPlay = (entry: TickerEntry | undefined) => !!entry && !entry.fine_gara;

/**
 * The page refreshes while a match of the group is in play or due to start: a live ticker
 * exists, or a match not yet official kicked off in the last three hours or starts within
 * the next refresh.
 */
export function shouldRefresh(matches: Match[], entries: TickerEntry[], nowS: number, intervalS: number): boolean {
  if (entries.length > 0) return true;
  return matches.some((m) => !isOfficial(m) && m.ts_gara <= nowS + intervalS && m.ts_gara >= nowS - 3 * 3600);
}
