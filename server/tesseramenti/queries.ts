// Named reads of the registrations area, each answering one question.
import type { Queryable } from '../db/client.ts';
import { italianToday } from '../time.ts';
import { memberNotFound, notFound } from '../http/errors.ts';
import type { AthleteRoleFacts, FeeFacts, ModuloFacts, SeasonFacts } from './rules.ts';
import { eurosSql } from '../money.ts';

/** Today in Italy: registrations start and end on the federation's calendar. */
export const today = () => italianToday();

const SEASON_COLS = `id, nome, data_inizio, data_fine, data_inizio_rinnovi, data_fine_rinnovi, data_ultima_revoca_prestiti, anno_under,
  anno_over, max_numero_trasferimenti, gemellaggio_data_nascita_iniziale, gemellaggio_data_nascita_finale`;

export type Season = SeasonFacts & { nome: string };

/** The season asked for, or the open one. */
export async function loadSeason(db: Queryable, id?: number | null): Promise<Season> {
  const { rows } = id
    ? await db.query<Season>(`SELECT ${SEASON_COLS} FROM stagione WHERE id = $1 AND deleted_at IS NULL`, [id])
    : await db.query<Season>(`SELECT ${SEASON_COLS} FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC LIMIT 1`);
  if (!rows[0]) throw notFound('Stagione non trovata');
  return rows[0];
}

/** The season before `season` (renewals come from it). */
export async function previousSeason(db: Queryable, season: Season): Promise<Season | null> {
  const { rows } = await db.query<Season>(`SELECT ${SEASON_COLS} FROM stagione WHERE deleted_at IS NULL AND data_inizio < $1 ORDER BY data_inizio DESC LIMIT 1`, [season.data_inizio]);
  return rows[0] ?? null;
}

export interface Tipologia {
  id: number;
  nome: string;
  codice: string;
  famiglia_ruolo: string;
  max_stagioni: number;
  is_under: boolean;
  approvazione_automatica: boolean;
  moduli: ModuloFacts[];
}

const TIPOLOGIA_COLS = `t.id, t.nome, t.codice, t.famiglia_ruolo, t.max_stagioni, t.is_under, t.approvazione_automatica,
  coalesce((SELECT json_agg(json_build_object('id', m.id, 'nome', m.nome, 'codice', m.codice, 'attributo', m.attributo) ORDER BY m.id)
     FROM tipologia_tesseramento_modulo tm JOIN modulo m ON m.id = tm.modulo_id WHERE tm.tipologia_tesseramento_id = t.id), '[]') AS moduli`;

export async function loadTipologia(db: Queryable, id: number): Promise<Tipologia | null> {
  const { rows } = await db.query<Tipologia>(`SELECT ${TIPOLOGIA_COLS} FROM tipologia_tesseramento t WHERE t.id = $1 AND t.deleted_at IS NULL`, [id]);
  return rows[0] ?? null;
}

/** The live type with this code, or null. */
export async function findTipologiaByCodice(db: Queryable, codice: string): Promise<Tipologia | null> {
  const { rows } = await db.query<Tipologia>(`SELECT ${TIPOLOGIA_COLS} FROM tipologia_tesseramento t WHERE t.codice = $1 AND t.deleted_at IS NULL`, [codice]);
  return rows[0] ?? null;
}

export async function loadTipologiaByCodice(db: Queryable, codice: string): Promise<Tipologia> {
  const tip = await findTipologiaByCodice(db, codice);
  if (!tip) throw notFound(`Causale ${codice} non configurata`);
  return tip;
}

/** Types of a role family for the dialogs, with their modules and the season's fee. */
export async function tipologieFor(db: Queryable, where: { famiglia?: string; inAnagrafica?: boolean }, seasonId: number) {
  const { rows } = await db.query(
    `SELECT ${TIPOLOGIA_COLS}, ${eurosSql('coalesce(c.importo_cents, 0)')} AS importo
       FROM tipologia_tesseramento t
       LEFT JOIN configurazione c ON c.tipologia_tesseramento_id = t.id AND c.stagione_affiliazione_id = $1 AND c.deleted_at IS NULL
      WHERE t.deleted_at IS NULL AND ($2::text IS NULL OR lower(t.famiglia_ruolo) = lower($2)) AND (NOT $3 OR t.mostra_in_anagrafica)
      ORDER BY t.nome, t.id`,
    [seasonId, where.famiglia ?? null, !!where.inAnagrafica],
  );
  return rows;
}

export interface Ruolo {
  id: number;
  nome: string;
  codice: string;
  famiglia_ruolo: string;
}
export async function loadRuolo(db: Queryable, where: { id?: number; codice?: string }): Promise<Ruolo | null> {
  const { rows } = await db.query<Ruolo>('SELECT id, nome, codice, famiglia_ruolo FROM ruolo WHERE id = $1 OR codice = $2', [where.id ?? 0, where.codice ?? '']);
  return rows[0] ?? null;
}

export interface Person {
  id: number;
  cognome: string;
  nome: string;
  sesso: 'M' | 'F';
  data_nascita: string;
  cittadinanza: string;
  email: string | null;
  tipologia_tesseramento_id: number | null;
  allenatore_tipologia_tesseramento_id: number | null;
}

/** The member, locked: registrations of one person are serialised on this row. */
export async function lockPerson(tx: Queryable, id: number): Promise<Person> {
  const { rows } = await tx.query<Person>(
    `SELECT id, cognome, nome, sesso, data_nascita, cittadinanza, email, tipologia_tesseramento_id, allenatore_tipologia_tesseramento_id
       FROM anagrafica WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`,
    [id],
  );
  if (!rows[0]) throw memberNotFound();
  return rows[0];
}

export async function loadFee(db: Queryable, seasonId: number, tipologiaId: number): Promise<FeeFacts | null> {
  const { rows } = await db.query<FeeFacts>(
    `SELECT importo_cents, importo_tesseramento_cents, importo_trasferimento_under_cents, importo_trasferimento_senior_cents
       FROM configurazione WHERE stagione_affiliazione_id = $1 AND tipologia_tesseramento_id = $2 AND deleted_at IS NULL`,
    [seasonId, tipologiaId],
  );
  return rows[0] ?? null;
}

/** The person's athlete registrations (every season), for athleteClub(). */
export async function athleteRoles(db: Queryable, anagraficaId: number): Promise<AthleteRoleFacts[]> {
  const { rows } = await db.query<AthleteRoleFacts>(
    `SELECT r.societa_id, r.stagione_id, s.data_inizio AS stagione_inizio, r.data_inizio, r.data_fine, r.approvato, r.prestito, r.durata
       FROM anagrafica_ruolo r JOIN stagione s ON s.id = r.stagione_id JOIN ruolo ru ON ru.id = r.ruolo_id
      WHERE r.anagrafica_id = $1 AND r.deleted_at IS NULL AND NOT r.rifiutato AND ru.famiglia_ruolo = 'Atleta'`,
    [anagraficaId],
  );
  return rows;
}

/**
 * An active (pending or approved) registration of the person in this role, season and club. The
 * athlete roles (Atleta, Atleta Non Agonista: family 'Atleta') are one role here: an athlete is
 * registered once with a club in a season, competitive or not (spec 1 §2.10, §4; QA charged a second
 * transfer and a second registration of the same athlete under the other athlete role).
 * `anyClub`: with any club or none (a person's own registration in a role it already holds with a club).
 */
export async function hasActiveRole(
  db: Queryable,
  a: { anagraficaId: number; ruoloId: number; seasonId: number; societaId: number | null; prestito?: boolean; serieId?: number | null; anyClub?: boolean },
) {
  const { rows } = await db.query(
    `SELECT 1 FROM anagrafica_ruolo
      WHERE anagrafica_id = $1 AND stagione_id = $3 AND ($7 OR societa_id IS NOT DISTINCT FROM $4)
        AND ruolo_id IN (SELECT o.id FROM ruolo o JOIN ruolo asked ON asked.id = $2
                          WHERE o.id = asked.id OR (asked.famiglia_ruolo = 'Atleta' AND o.famiglia_ruolo = 'Atleta'))
        AND deleted_at IS NULL AND NOT rifiutato AND (data_fine IS NULL OR data_fine >= CURRENT_DATE)
        AND prestito = $5 AND ($6::int IS NULL OR serie_id = $6)
      LIMIT 1`,
    [a.anagraficaId, a.ruoloId, a.seasonId, a.societaId, !!a.prestito, a.serieId ?? null, !!a.anyClub],
  );
  return rows.length > 0;
}

/** A card of the family issued for the season and not expired on `day` (the season's licence is held). */
export async function hasValidCard(db: Queryable, anagraficaId: number, famiglia: string, seasonId: number, day: string) {
  const { rows } = await db.query('SELECT 1 FROM tessera WHERE anagrafica_id = $1 AND famiglia = $2 AND stagione_id = $3 AND data_scadenza >= $4::date AND deleted_at IS NULL LIMIT 1', [
    anagraficaId,
    famiglia,
    seasonId,
    day,
  ]);
  return rows.length > 0;
}

/** A pending athlete registration of the person with another club in the season. */
export async function pendingAthleteElsewhere(db: Queryable, anagraficaId: number, seasonId: number, societaId: number) {
  const { rows } = await db.query(
    `SELECT 1 FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id
      WHERE r.anagrafica_id = $1 AND r.stagione_id = $2 AND r.societa_id <> $3 AND ru.famiglia_ruolo = 'Atleta'
        AND NOT r.approvato AND NOT r.rifiutato AND NOT r.prestito AND r.deleted_at IS NULL LIMIT 1`,
    [anagraficaId, seasonId, societaId],
  );
  return rows.length > 0;
}

export async function everRegistered(db: Queryable, anagraficaId: number) {
  const { rows } = await db.query('SELECT 1 FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND approvato AND deleted_at IS NULL LIMIT 1', [anagraficaId]);
  return rows.length > 0;
}

/** Transfers of the person in the season that still count (requested or done). */
export async function transfersInSeason(db: Queryable, anagraficaId: number, seasonId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM trasferimento WHERE anagrafica_id = $1 AND stagione_id = $2 AND stato IN ('in_attesa', 'approvata')`, [
    anagraficaId,
    seasonId,
  ]);
  return rows[0].n;
}

/**
 * The clubs twinned with `societaId` for athletes of one sex: an approved link in either direction
 * for that sex (a twinning is asked per sex). `only` narrows it to one club.
 */
export async function approvedTwins(db: Queryable, societaId: number, sesso: string, only: number | null = null) {
  const { rows } = await db.query<{ id: number; nome: string }>(
    `SELECT DISTINCT s.id, s.nome
       FROM gemellaggio g JOIN societa s ON s.id = CASE WHEN g.societa_parent_id = $1 THEN g.societa_child_id ELSE g.societa_parent_id END
      WHERE g.approvato AND g.deleted_at IS NULL AND g.sesso = $2 AND $1 IN (g.societa_parent_id, g.societa_child_id)
        AND s.deleted_at IS NULL AND ($3::int IS NULL OR s.id = $3)
      ORDER BY s.nome, s.id`,
    [societaId, sesso, only],
  );
  return rows;
}

export const twinApproved = async (db: Queryable, a: number, b: number, sesso: string) => (await approvedTwins(db, a, sesso, b)).length > 0;

export interface Club {
  id: number;
  nome: string;
  email: string | null;
  codice_affiliazione: string | null;
}
export async function loadClub(db: Queryable, id: number): Promise<Club> {
  const { rows } = await db.query<Club>('SELECT id, nome, email, codice_affiliazione FROM societa WHERE id = $1 AND deleted_at IS NULL', [id]);
  if (!rows[0]) throw notFound('Società non trovata');
  return rows[0];
}

/** Series a club plays in the season for athletes of one sex. */
export async function clubSerie(db: Queryable, societaId: number, seasonId: number, sesso: string | null) {
  const { rows } = await db.query<{ id: number; nome: string; sesso: string; codice_affiliazione: string | null }>(
    `SELECT se.id, se.nome, se.sesso, s.codice_affiliazione
       FROM societa_serie ss JOIN serie se ON se.id = ss.serie_id JOIN societa s ON s.id = ss.societa_id
      WHERE ss.societa_id = $1 AND ss.stagione_id = $2 AND se.deleted_at IS NULL AND ($3::text IS NULL OR se.sesso = $3)
      ORDER BY se.ordine, se.id`,
    [societaId, seasonId, sesso],
  );
  return rows;
}

/** The live person with exactly this codice fiscale (the unique index answers), identity only. */
export async function personByCodiceFiscale(db: Queryable, codiceFiscale: string) {
  const { rows } = await db.query<{ id: number; cognome: string; nome: string; data_nascita: string; sesso: string; cittadinanza: string }>(
    `SELECT id, cognome, nome, data_nascita, sesso, cittadinanza FROM anagrafica WHERE codice_fiscale = $1 AND deleted_at IS NULL`,
    [codiceFiscale],
  );
  return rows[0] ?? null;
}
