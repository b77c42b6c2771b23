// What the pieces of the domain seed share: the database, the random stream, the seasons,
// the reference ids and the explicit-id counters.
import type { Queryable } from '../../db/client.ts';
import type { Random } from '../random.ts';
import { idSeqFor, type IdSeq } from './bulk.ts';
import type { Geo } from './geo.ts';
import type { Ref } from './reference.ts';

export interface Season {
  id: number;
  nome: string;
  data_inizio: string;
  data_fine: string;
  data_inizio_rinnovi: string | null;
  data_fine_rinnovi: string | null;
  anno_under: number;
}

export interface Seasons {
  previous: Season;
  current: Season;
  next: Season;
}

/** Tables whose ids the seed assigns itself (and whose sequences it resets at the end). */
export const ID_TABLES = [
  'societa',
  'anagrafica',
  'anagrafica_ruolo',
  'partita_contabile',
  'carrello',
  'carrello_item',
  'portafoglio',
  'movimento_portafoglio',
  'transazione_carta_credito',
  'trasferimento',
  'synch',
  'tessera',
  'anagrafica_modulo',
  'gemellaggio',
  'consiglio_direttivo',
  'consiglio_direttivo_componente',
] as const;
export type IdTable = (typeof ID_TABLES)[number];

export interface Ctx {
  db: Queryable;
  rnd: Random;
  scale: number;
  /** opts.today as YYYY-MM-DD. */
  today: string;
  /** opts.today in milliseconds: the seed's own clock, after which no seeded timestamp lies. */
  now: number;
  seasons: Seasons;
  geo: Geo;
  ref: Ref;
  ids: Record<IdTable, IdSeq>;
}

export async function loadSeasons(db: Queryable, ids: { previous: number; current: number; next: number }): Promise<Seasons> {
  const r = await db.query<Season>(
    `SELECT id, nome, data_inizio, data_fine, data_inizio_rinnovi, data_fine_rinnovi, anno_under
       FROM stagione WHERE id = ANY($1::int[])`,
    [[ids.previous, ids.current, ids.next]],
  );
  const byId = new Map(r.rows.map((s) => [s.id, s]));
  const get = (id: number) => {
    const s = byId.get(id);
    if (!s) throw new Error(`seedDomain: season ${id} does not exist`);
    return s;
  };
  return { previous: get(ids.previous), current: get(ids.current), next: get(ids.next) };
}

export async function loadIdSeqs(db: Queryable): Promise<Record<IdTable, IdSeq>> {
  const out = {} as Record<IdTable, IdSeq>;
  for (const t of ID_TABLES) out[t] = await idSeqFor(db, t);
  return out;
}
