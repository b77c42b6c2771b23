// Teams of the results demo: unique club names, a generated logo each, a roster of players.
import type { Queryable } from '../../db/client.ts';
import type { Random } from '../random.ts';
import { FEMALE_NAMES, MALE_NAMES, SURNAMES } from '../domain/names.ts';
import { CITIES, CLUB_PREFIXES, type ChampionshipDef } from './data.ts';
import { teamLogoSvg } from './logo.ts';

export interface TeamSeed {
  id: number;
  name: string;
  city: string;
  /** Attack strength, for plausible scores. */
  strength: number;
  players: { id: number; weight: number }[];
}

const ROSTER = 12;

interface TeamsCtx {
  db: Queryable;
  rnd: Random;
  /** Club names already given, so each team of the demo has its own. */
  names: Set<string>;
  counters: { matricola: number; logo: number };
}

export async function insertTeams({ db, rnd, names: used, counters }: TeamsCtx, count: number, c: ChampionshipDef, fixed: string[]): Promise<TeamSeed[]> {
  const teams: TeamSeed[] = [];
  for (let i = 0; i < count; i++) {
    let name = fixed[i];
    let city = name?.split(' ').find((w) => CITIES.includes(w)) ?? 'BOLZANO';
    while (!name || (used.has(name) && !fixed[i])) {
      city = rnd.pick(CITIES);
      name = `${rnd.pick(CLUB_PREFIXES)} ${city}${c.femminile ? ' FEMMINILE' : ''}`;
    }
    used.add(name);
    const { rows } = await db.query<{ id: number }>('INSERT INTO squadra (nome, logo_svg) VALUES ($1, $2) RETURNING id', [name, teamLogoSvg(name, counters.logo++)]);
    const names = Array.from({ length: ROSTER }, () => `${rnd.pick(SURNAMES).toUpperCase()} ${rnd.pick(c.femminile ? FEMALE_NAMES : MALE_NAMES).toUpperCase()}`);
    const numbers = names.map(() => String(counters.matricola++));
    const { rows: players } = await db.query<{ id: number }>(
      `INSERT INTO giocatore (squadra_id, matricola, cognome_nome)
       SELECT $1, m, n FROM unnest($2::text[], $3::text[]) WITH ORDINALITY AS t(m, n, o) ORDER BY o RETURNING id`,
      [rows[0].id, numbers, names],
    );
    // A few players score most goals, as in real rosters.
    teams.push({ id: rows[0].id, name, city, strength: 22 + rnd.int(0, 10), players: players.map((p, k) => ({ id: p.id, weight: k < 3 ? 6 - k : k < 8 ? 2 : 1 })) });
  }
  return teams;
}
