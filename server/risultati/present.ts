// Rows → the entity shapes of spec 1 §3 (match, live ticker entry), as the public pages read them.
import { effectiveKickoff, tickerPhase, TICKER_WINDOW_S } from './live.ts';
import type { PartitaRow } from './queries.ts';
import { localDateTime } from './time.ts';
import type { Match, Team, TickerEntry } from '../../resources/contracts/risultati.ts';

export type { Match, Team, TickerEntry };

export type LogoOf = (id: number, url: string | null, hasSvg: boolean) => string | null;

/** Team logos: a logo hosted elsewhere as is, otherwise the SVG this service serves. */
export const logoResolver =
  (prefix: string): LogoOf =>
  (id, url, hasSvg) =>
    url ?? (hasSvg ? `${prefix}/loghi/squadra/${id}.svg` : null);

export function presentMatch(row: PartitaRow, nowMs: number, logo: LogoOf): Match {
  const kickoff = effectiveKickoff(row.inizio_s * 1000, row.demo_ciclo_minuti, nowMs);
  const { date, time } = localDateTime(kickoff);
  return {
    id: row.id,
    day: row.giornata,
    date,
    time,
    ts_gara: Math.floor(kickoff / 1000),
    team1: { id: row.s1_id, title: row.s1_nome, logo: logo(row.s1_id, row.s1_logo_url, row.s1_svg) },
    team2: { id: row.s2_id, title: row.s2_nome, logo: logo(row.s2_id, row.s2_logo_url, row.s2_svg) },
    'team1-setwin': row.gol1,
    'team2-setwin': row.gol2,
    girone: { id: row.girone_id, title: row.girone_titolo },
    impianto: row.impianto,
  };
}

/** Ticker entries of the matches in play (or just ended, result not yet official) at `nowMs`. */
export function liveTicker(
  partite: { id: number; inizio_s: number; demo_ciclo_minuti: number | null }[],
  goals: { partita_id: number; squadra: 1 | 2; secondo: number }[],
  nowMs: number,
): TickerEntry[] {
  const entries: TickerEntry[] = [];
  for (const p of partite) {
    const elapsedS = Math.floor((nowMs - effectiveKickoff(p.inizio_s * 1000, p.demo_ciclo_minuti, nowMs)) / 1000);
    const phase = tickerPhase(elapsedS);
    if (!phase || elapsedS > TICKER_WINDOW_S) continue;
    const score = [0, 0, 0];
    for (const g of goals) if (g.partita_id === p.id && g.secondo < phase.secondoDiGioco) score[g.squadra]++;
    const { secondoDiGioco: _, ...flags } = phase;
    entries.push({ id: p.id, ...flags, 'team1-gol': score[1], 'team2-gol': score[2] });
  }
  return entries.sort((a, b) => a.id - b.id);
}
