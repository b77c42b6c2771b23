// Standings computed from the official results of a group (spec 1 §3 standing row): 2 points a
// win, 1 a draw, penalty points subtracted. Teams level on points are ordered by their
// head-to-head record (classifica avulsa: points, then goal difference), then overall goal
// difference, goals scored and name; teams level on all of these share the position.
import type { StandingRow } from '../../resources/contracts/risultati.ts';

export type { StandingRow };

export interface StandingTeam {
  id: number;
  title: string;
  logo: string | null;
  penalita: number;
}

export interface OfficialResult {
  team1: number;
  team2: number;
  gol1: number;
  gol2: number;
}

export const POINTS_WIN = 2;
export const POINTS_DRAW = 1;

type Tally = { pt: number; g: number; v: number; n: number; p: number; gf: number; gs: number };
const emptyTally = (): Tally => ({ pt: 0, g: 0, v: 0, n: 0, p: 0, gf: 0, gs: 0 });

function tally(teamIds: Iterable<number>, results: OfficialResult[]): Map<number, Tally> {
  const t = new Map<number, Tally>();
  for (const id of teamIds) t.set(id, emptyTally());
  const add = (id: number, gf: number, gs: number) => {
    const row = t.get(id);
    if (!row) return;
    row.g++;
    row.gf += gf;
    row.gs += gs;
    if (gf > gs) {
      row.v++;
      row.pt += POINTS_WIN;
    } else if (gf === gs) {
      row.n++;
      row.pt += POINTS_DRAW;
    } else row.p++;
  };
  for (const r of results) {
    // Only matches between two teams of the table count (matters for the head-to-head table).
    if (!t.has(r.team1) || !t.has(r.team2)) continue;
    add(r.team1, r.gol1, r.gol2);
    add(r.team2, r.gol2, r.gol1);
  }
  return t;
}

export function computeStandings(teams: StandingTeam[], results: OfficialResult[]): StandingRow[] {
  const overall = tally(
    teams.map((t) => t.id),
    results,
  );
  const rows = teams.map((team) => {
    const s = overall.get(team.id)!;
    return { ...s, pt: s.pt - team.penalita, dr: s.gf - s.gs, id: team.id, logo: team.logo, title: team.title, penalita: team.penalita };
  });
  // Head-to-head tallies among each set of teams level on points.
  const byPoints = new Map<number, number[]>();
  for (const r of rows) byPoints.set(r.pt, [...(byPoints.get(r.pt) ?? []), r.id]);
  const h2h = new Map<number, Tally>();
  for (const ids of byPoints.values()) {
    if (ids.length < 2) continue;
    for (const [id, s] of tally(ids, results)) h2h.set(id, s);
  }
  const keys = (r: (typeof rows)[number]) => {
    const h = h2h.get(r.id) ?? emptyTally();
    return [r.pt, h.pt, h.gf - h.gs, r.dr, r.gf];
  };
  const compareKeys = (a: number[], b: number[]) => {
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return b[i] - a[i];
    return 0;
  };
  rows.sort((a, b) => compareKeys(keys(a), keys(b)) || a.title.localeCompare(b.title, 'it'));
  return rows.map((r, i) => {
    let pos = i + 1;
    // Fully level teams share the position of the first of them.
    for (let j = i - 1; j >= 0 && compareKeys(keys(rows[j]), keys(r)) === 0; j--) pos = j + 1;
    return { pos, id: r.id, logo: r.logo, title: r.title, pt: r.pt, g: r.g, v: r.v, n: r.n, p: r.p, gf: r.gf, gs: r.gs, dr: r.dr, penalita: r.penalita };
  });
}

/** Competition ranking (1, 2, 2, 4 …) of scorers already sorted by goals, without those at zero. */
export function rankScorers<T extends { reti: number }>(rows: T[]): (T & { pos: number })[] {
  const sorted = rows.filter((r) => r.reti > 0);
  return sorted.map((r, i) => {
    let pos = i + 1;
    while (pos > 1 && sorted[pos - 2].reti === r.reti) pos--;
    return { ...r, pos };
  });
}
