// The results service's reads: one small named query per question, nothing computed here.
import type { Queryable } from '../db/client.ts';

export interface AreaRow {
  codice: string;
  nome: string;
  sito_url: string;
}
export interface CampionatoRow {
  id: number;
  codice: string | null;
  titolo: string;
  area_codice: string;
  pagina: string;
}
export interface GironeRow {
  id: number;
  titolo: string;
  parent: string;
  campionato_id: number;
}
export interface GironeInfo extends GironeRow {
  campionato_titolo: string;
  area_codice: string;
  pagina: string;
}
export interface TeamRef {
  id: number;
  nome: string;
  logo_url: string | null;
  has_svg: boolean;
}
export interface PartitaRow {
  id: number;
  girone_id: number;
  girone_titolo: string;
  giornata: number;
  inizio_s: number;
  demo_ciclo_minuti: number | null;
  gol1: number | null;
  gol2: number | null;
  impianto: string | null;
  arbitri: string | null;
  ticker: boolean;
  s1_id: number;
  s1_nome: string;
  s1_logo_url: string | null;
  s1_svg: boolean;
  s2_id: number;
  s2_nome: string;
  s2_logo_url: string | null;
  s2_svg: boolean;
}

export async function getArea(db: Queryable, codice: string): Promise<AreaRow | undefined> {
  const { rows } = await db.query<AreaRow>('SELECT codice, nome, sito_url FROM area_territoriale WHERE codice = $1', [codice]);
  return rows[0];
}

export async function getCampionato(db: Queryable, id: number): Promise<CampionatoRow | undefined> {
  const { rows } = await db.query<CampionatoRow>('SELECT id, codice, titolo, area_codice, pagina FROM campionato WHERE id = $1', [id]);
  return rows[0];
}

export async function getCampionatoByCodice(db: Queryable, codice: string): Promise<CampionatoRow | undefined> {
  const { rows } = await db.query<CampionatoRow>('SELECT id, codice, titolo, area_codice, pagina FROM campionato WHERE codice = $1', [codice]);
  return rows[0];
}

const GIRONE_COLUMNS = 'g.id, g.titolo, g.parent, g.campionato_id';

export async function listGironiOfCampionato(db: Queryable, campionatoId: number): Promise<GironeRow[]> {
  const { rows } = await db.query<GironeRow>(`SELECT ${GIRONE_COLUMNS} FROM girone g WHERE g.campionato_id = $1 ORDER BY g.ordine, g.id`, [campionatoId]);
  return rows;
}

export async function listGironiOfArea(db: Queryable, areaCodice: string): Promise<GironeRow[]> {
  const { rows } = await db.query<GironeRow>(
    `SELECT ${GIRONE_COLUMNS} FROM girone g JOIN campionato c ON c.id = g.campionato_id
      WHERE c.area_codice = $1 ORDER BY c.ordine, c.id, g.ordine, g.id`,
    [areaCodice],
  );
  return rows;
}

export async function getGirone(db: Queryable, id: number): Promise<GironeInfo | undefined> {
  const { rows } = await db.query<GironeInfo>(
    `SELECT ${GIRONE_COLUMNS}, c.titolo AS campionato_titolo, c.area_codice, c.pagina
       FROM girone g JOIN campionato c ON c.id = g.campionato_id WHERE g.id = $1`,
    [id],
  );
  return rows[0];
}

const PARTITA_SELECT = `
  SELECT p.id, p.girone_id, g.titolo AS girone_titolo, p.giornata,
         extract(epoch FROM p.inizio)::bigint AS inizio_s, p.demo_ciclo_minuti,
         p.gol1, p.gol2, p.impianto, p.arbitri, p.ticker,
         s1.id AS s1_id, s1.nome AS s1_nome, s1.logo_url AS s1_logo_url, (s1.logo_svg IS NOT NULL) AS s1_svg,
         s2.id AS s2_id, s2.nome AS s2_nome, s2.logo_url AS s2_logo_url, (s2.logo_svg IS NOT NULL) AS s2_svg
    FROM partita p
    JOIN girone g ON g.id = p.girone_id
    JOIN squadra s1 ON s1.id = p.squadra1_id
    JOIN squadra s2 ON s2.id = p.squadra2_id`;

export async function listPartiteOfGirone(db: Queryable, gironeId: number): Promise<PartitaRow[]> {
  const { rows } = await db.query<PartitaRow>(`${PARTITA_SELECT} WHERE p.girone_id = $1 ORDER BY p.inizio, p.id`, [gironeId]);
  return rows;
}

export async function listPartiteOfCampionato(db: Queryable, campionatoId: number): Promise<PartitaRow[]> {
  const { rows } = await db.query<PartitaRow>(`${PARTITA_SELECT} WHERE g.campionato_id = $1 ORDER BY p.inizio, p.id`, [campionatoId]);
  return rows;
}

export async function getPartita(db: Queryable, id: number): Promise<(PartitaRow & { campionato_titolo: string }) | undefined> {
  const { rows } = await db.query<PartitaRow & { campionato_titolo: string }>(
    `${PARTITA_SELECT.replace('FROM partita p', ', c.titolo AS campionato_titolo FROM partita p')}
      JOIN campionato c ON c.id = g.campionato_id WHERE p.id = $1`,
    [id],
  );
  return rows[0];
}

/** Matches of a group that may have a live ticker now: published ticker, result not yet official. */
export async function listTickerPartite(db: Queryable, gironeId: number) {
  const { rows } = await db.query<{ id: number; inizio_s: number; demo_ciclo_minuti: number | null }>(
    `SELECT id, extract(epoch FROM inizio)::bigint AS inizio_s, demo_ciclo_minuti
       FROM partita WHERE girone_id = $1 AND ticker AND gol1 IS NULL AND inizio <= now()`,
    [gironeId],
  );
  return rows;
}

export async function listGol(db: Queryable, partitaIds: number[]) {
  if (partitaIds.length === 0) return [];
  const { rows } = await db.query<{ partita_id: number; squadra: 1 | 2; secondo: number; cognome_nome: string | null }>(
    `SELECT pg.partita_id, pg.squadra, pg.secondo, gi.cognome_nome
       FROM partita_gol pg LEFT JOIN giocatore gi ON gi.id = pg.giocatore_id
      WHERE pg.partita_id = ANY($1::int[]) ORDER BY pg.partita_id, pg.secondo, pg.id`,
    [partitaIds],
  );
  return rows;
}

export async function listSquadreOfGirone(db: Queryable, gironeId: number) {
  const { rows } = await db.query<TeamRef & { penalita: number }>(
    `SELECT s.id, s.nome, s.logo_url, (s.logo_svg IS NOT NULL) AS has_svg, gs.penalita
       FROM girone_squadra gs JOIN squadra s ON s.id = gs.squadra_id WHERE gs.girone_id = $1`,
    [gironeId],
  );
  return rows;
}

export async function listRisultatiUfficiali(db: Queryable, gironeId: number) {
  const { rows } = await db.query<{ team1: number; team2: number; gol1: number; gol2: number }>(
    'SELECT squadra1_id AS team1, squadra2_id AS team2, gol1, gol2 FROM partita WHERE girone_id = $1 AND gol1 IS NOT NULL',
    [gironeId],
  );
  return rows;
}

/** Goals per player in the group's official matches, most first. */
export async function listMarcatori(db: Queryable, gironeId: number) {
  const { rows } = await db.query<{ matricola: string; cognome_nome: string; reti: number } & TeamRef>(
    `SELECT gi.matricola, gi.cognome_nome, count(*)::int AS reti,
            s.id, s.nome, s.logo_url, (s.logo_svg IS NOT NULL) AS has_svg
       FROM partita_gol pg
       JOIN partita p ON p.id = pg.partita_id
       JOIN giocatore gi ON gi.id = pg.giocatore_id
       JOIN squadra s ON s.id = gi.squadra_id
      WHERE p.girone_id = $1 AND p.gol1 IS NOT NULL
      GROUP BY gi.id, s.id
      ORDER BY reti DESC, gi.cognome_nome, gi.matricola`,
    [gironeId],
  );
  return rows;
}

export async function listComunicati(db: Queryable, areaCodice: string) {
  const { rows } = await db.query<{ id_comunicato: number; numero: number; data: string; descrizione: string }>(
    `SELECT id AS id_comunicato, numero, data, descrizione FROM comunicato
      WHERE area_codice = $1 AND pubblicato ORDER BY data DESC, id DESC`,
    [areaCodice],
  );
  return rows;
}

export async function getComunicato(db: Queryable, id: number, areaCodice: string) {
  const { rows } = await db.query<{ id: number; numero: number; data: string; descrizione: string; testo: string; documento: Uint8Array | null; area_nome: string }>(
    `SELECT c.id, c.numero, c.data, c.descrizione, c.testo, c.documento, a.nome AS area_nome
       FROM comunicato c JOIN area_territoriale a ON a.codice = c.area_codice
      WHERE c.id = $1 AND c.area_codice = $2 AND c.pubblicato`,
    [id, areaCodice],
  );
  return rows[0];
}

export async function getLogoSvg(db: Queryable, squadraId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ logo_svg: string | null }>('SELECT logo_svg FROM squadra WHERE id = $1', [squadraId]);
  return rows[0]?.logo_svg ?? undefined;
}
