// Matches of the results demo and their goals (scorers of official matches, live score of demo matches).
import type { Queryable } from '../../db/client.ts';
import type { Random } from '../random.ts';
import type { TeamSeed } from './teams.ts';

export interface MatchSeed {
  giornata: number;
  inizio: string;
  home: TeamSeed;
  away: TeamSeed;
  played: boolean;
  live: boolean;
  cycle: number | null;
  impianto: string;
  arbitri: string;
}

export async function insertMatches(db: Queryable, gironeId: number, matches: MatchSeed[]): Promise<number[]> {
  const col = <T>(f: (m: MatchSeed) => T) => matches.map(f);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO partita (girone_id, giornata, inizio, squadra1_id, squadra2_id, gol1, gol2, impianto, arbitri, ticker, demo_ciclo_minuti)
     SELECT $1, g, i, s1, s2, NULL, NULL, imp, arb, tk, cy
       FROM unnest($2::int[], $3::timestamptz[], $4::int[], $5::int[], $6::text[], $7::text[], $8::bool[], $9::int[])
            WITH ORDINALITY AS t(g, i, s1, s2, imp, arb, tk, cy, o)
      ORDER BY o RETURNING id`,
    [gironeId, col((m) => m.giornata), col((m) => m.inizio), col((m) => m.home.id), col((m) => m.away.id), col((m) => m.impianto), col((m) => m.arbitri), col((m) => m.live), col((m) => m.cycle)],
  );
  return rows.map((r) => r.id);
}

function pickWeighted(rnd: Random, players: TeamSeed['players']): number {
  const total = players.reduce((s, p) => s + p.weight, 0);
  let x = rnd.next() * total;
  for (const p of players) if ((x -= p.weight) < 0) return p.id;
  return players[players.length - 1].id;
}

/** Goals of played and live matches; the official result of a played match is the goal count. */
export async function insertGoals(db: Queryable, rnd: Random, ids: number[], matches: MatchSeed[]) {
  const partita: number[] = [];
  const squadra: number[] = [];
  const giocatore: number[] = [];
  const secondo: number[] = [];
  const official: [number, number, number][] = [];
  for (const [k, m] of matches.entries()) {
    if (!m.played && !m.live) continue;
    const score: [number, number] = [Math.max(12, m.home.strength + rnd.int(-6, 8)), Math.max(12, m.away.strength + rnd.int(-7, 6))];
    [m.home, m.away].forEach((team, side) => {
      for (let n = 0; n < score[side]; n++) {
        partita.push(ids[k]);
        squadra.push(side + 1);
        giocatore.push(pickWeighted(rnd, team.players));
        secondo.push(rnd.int(0, 3599));
      }
    });
    if (m.played) official.push([ids[k], score[0], score[1]]);
  }
  await db.query(`UPDATE partita p SET gol1 = r.g1, gol2 = r.g2 FROM unnest($1::int[], $2::int[], $3::int[]) AS r(id, g1, g2) WHERE p.id = r.id`, [
    official.map((o) => o[0]),
    official.map((o) => o[1]),
    official.map((o) => o[2]),
  ]);
  for (let i = 0; i < partita.length; i += 5000) {
    await db.query(
      `INSERT INTO partita_gol (partita_id, squadra, giocatore_id, secondo)
       SELECT * FROM unnest($1::int[], $2::smallint[], $3::int[], $4::int[])`,
      [partita.slice(i, i + 5000), squadra.slice(i, i + 5000), giocatore.slice(i, i + 5000), secondo.slice(i, i + 5000)],
    );
  }
}
