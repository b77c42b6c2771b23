// Demo data of the public results: areas, the fixed championships, area championships and the
// festival, with teams (logos), players, played and future matches around today, demo matches
// that are always live (see partita.demo_ciclo_minuti), scorers and communiqués.
import type { Queryable } from '../../db/client.ts';
import { localDateTime } from '../../risultati/time.ts';
import type { ExtraSeed } from '../extra.ts';
import { isoDay, Random } from '../random.ts';
import { AREAS, CHAMPIONSHIPS, COMUNICATI, DEMO_CYCLE_MINUTES, type ChampionshipDef, type GroupDef } from './data.ts';
import { insertGoals, insertMatches, type MatchSeed } from './matches.ts';
import { roundRobin as roundRobin } from './schedule.ts';
import { insertTeams, type TeamSeed } from './teams.ts';

export const seedResults: ExtraSeed = async (db, { today }) => {
  const rnd = new Random(20260117);
  const nowMs = today.getTime();
  for (const a of AREAS) await db.query('INSERT INTO area_territoriale (codice, nome, sito_url) VALUES ($1, $2, $3)', [a.codice, a.nome, a.sito_url]);
  const ctx = { db, rnd, nowMs, todayLocal: localDateTime(nowMs).date, names: new Set<string>(), counters: { matricola: 100000, logo: 0 } };
  for (const [i, c] of CHAMPIONSHIPS.entries()) await seedChampionship(ctx, c, i);
  await seedComunicati(db, ctx.todayLocal);
};

interface Ctx {
  db: Queryable;
  rnd: Random;
  nowMs: number;
  todayLocal: string;
  names: Set<string>;
  counters: { matricola: number; logo: number };
}

async function seedChampionship(ctx: Ctx, c: ChampionshipDef, ordine: number) {
  const { rows } = await ctx.db.query<{ id: number }>(
    `INSERT INTO campionato (id, codice, titolo, area_codice, pagina, ordine)
     VALUES (COALESCE($1::int, nextval(pg_get_serial_sequence('campionato', 'id'))), $2, $3, $4, $5, $6) RETURNING id`,
    [c.id ?? null, c.codice ?? null, c.titolo, c.area, c.pagina, ordine],
  );
  const campionatoId = rows[0].id;
  let firstGroupTeams: TeamSeed[] = [];
  for (const [gi, g] of c.groups.entries()) {
    const { rows: gr } = await ctx.db.query<{ id: number }>('INSERT INTO girone (campionato_id, titolo, parent, ordine) VALUES ($1, $2, $3, $4) RETURNING id', [campionatoId, g.titolo, g.parent, gi]);
    const gironeId = gr[0].id;
    // A later phase (play-off) is played by the first teams of the first group.
    const teams = g.startsInWeeks !== undefined && firstGroupTeams.length >= g.teams ? firstGroupTeams.slice(0, g.teams) : await insertTeams(ctx, g.teams, c, gi === 0 ? (c.extraTeams ?? []) : []);
    if (gi === 0) firstGroupTeams = teams;
    for (const [ti, t] of teams.entries()) await ctx.db.query('INSERT INTO girone_squadra (girone_id, squadra_id, penalita) VALUES ($1, $2, $3)', [gironeId, t.id, g.penalties?.[ti] ?? 0]);
    const matches = fixtures(ctx, g, teams, c.festival === true);
    const ids = await insertMatches(ctx.db, gironeId, matches);
    await insertGoals(ctx.db, ctx.rnd, ids, matches);
  }
}

/** Kickoff times of a round's matches, local time. */
const SLOTS = ['18:00', '20:30', '19:00', '16:00', '17:30'];
const FESTIVAL_SLOTS = ['09:00', '10:00', '11:00', '12:00', '15:00', '16:00', '17:00'];

function fixtures(ctx: Ctx, g: GroupDef, teams: TeamSeed[], festival: boolean): MatchSeed[] {
  const rounds = roundRobin(teams.length, !g.single);
  const base = new Date(`${ctx.todayLocal}T00:00:00Z`);
  // Regular season: today's round is 60% through; a later phase starts in some weeks;
  // the festival runs yesterday, today and tomorrow.
  const todayRound = Math.floor(rounds.length * 0.6);
  const out: MatchSeed[] = [];
  rounds.forEach((round, r) => {
    const dayOffset = festival ? Math.floor((r * 3) / rounds.length) - 1 : g.startsInWeeks !== undefined ? 7 * (g.startsInWeeks + r) : 7 * (r - todayRound);
    const date = isoDay(base, dayOffset);
    round.forEach(([a, b], i) => {
      const home = teams[a];
      const away = teams[b];
      const time = festival ? FESTIVAL_SLOTS[(r * round.length + i) % FESTIVAL_SLOTS.length] : SLOTS[i % SLOTS.length];
      const live = !festival && r === todayRound && i === 0 && g.liveOffsetMinutes !== undefined;
      const kickoff = live ? ctx.nowMs - g.liveOffsetMinutes! * 60_000 : romeToUtcMs(date, time);
      // A match is official two hours after kickoff; the demo live match never becomes official.
      const played = !live && kickoff + 2 * 3600_000 < ctx.nowMs;
      out.push({
        giornata: r + 1,
        inizio: new Date(kickoff).toISOString(),
        home,
        away,
        played,
        live,
        cycle: live ? DEMO_CYCLE_MINUTES : null,
        impianto: `PALAZZETTO DELLO SPORT ${home.city}`,
        arbitri: `${ctx.rnd.pick(['Rossi', 'Bianchi', 'Colombo', 'Greco', 'Fontana'])} - ${ctx.rnd.pick(['Ferri', 'Sala', 'Gatti', 'Serra', 'Leone'])}`,
      });
    });
  });
  return out;
}

/** The instant of a local Rome date and time. */
export function romeToUtcMs(date: string, time: string): number {
  const guess = Date.parse(`${date}T${time}:00Z`);
  const local = localDateTime(guess);
  return guess - (Date.parse(`${local.date}T${local.time}:00Z`) - guess);
}

async function seedComunicati(db: Queryable, todayLocal: string) {
  const base = new Date(`${todayLocal}T00:00:00Z`);
  for (const [area, list] of Object.entries(COMUNICATI)) {
    for (const [i, c] of list.entries()) {
      await db.query('INSERT INTO comunicato (area_codice, numero, data, descrizione, testo) VALUES ($1, $2, $3, $4, $5)', [area, list.length - i, isoDay(base, -4 * i - 1), c.descrizione, c.testo]);
    }
  }
}
