// Named reads of the clubs area: the club with its nested data, board, twinnings, sync rows and
// the member tables of the club screen.
import type { Queryable } from '../db/client.ts';
import type { AuthUser } from '../auth/user.ts';
import { anagraficaEditScope } from '../anagrafica/scope.ts';
import { roleMakesMember, roleRunsItsSeason } from '../auth/scope.ts';
import { and, q, raw, sql, type Sql } from '../db/sql.ts';
import { eurosSql } from '../money.ts';
import type { ConsiglioDirettivo, ConsiglioRow, GemellaggioRow, MemberRow, SynchRow } from '../../resources/contracts/societa.ts';

export interface Stagione {
  id: number;
  nome: string;
  data_inizio: string;
  data_fine: string;
  data_inizio_rinnovi: string | null;
  data_fine_rinnovi: string | null;
  data_ultima_rinnovo_affiliazione: string | null;
}

const STAGIONE_COLUMNS = sql`id, nome, data_inizio, data_fine, data_inizio_rinnovi, data_fine_rinnovi, data_ultima_rinnovo_affiliazione`;

/** The season asked for, or the open one (latest start) when none is given; null when unknown. */
export async function findStagione(db: Queryable, id?: number): Promise<Stagione | null> {
  const where = id ? sql`id = ${id}` : sql`true`;
  const { rows } = await q<Stagione>(
    db,
    sql`SELECT ${STAGIONE_COLUMNS} FROM stagione
    WHERE deleted_at IS NULL AND ${where} ORDER BY aperta DESC, data_inizio DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** A live club's id, or null. */
export async function societaExists(db: Queryable, id: number): Promise<boolean> {
  const { rows } = await q(db, sql`SELECT 1 FROM societa WHERE id = ${id} AND deleted_at IS NULL`);
  return rows.length > 0;
}

const comune = (alias: string) =>
  raw(`CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id,
  'denominazione', ${alias}.denominazione, 'codice_istat', ${alias}.codice_istat,
  'provincia', (SELECT sigla FROM provincia WHERE id = ${alias}.provincia_id),
  'provincia_descrizione', (SELECT descrizione FROM provincia WHERE id = ${alias}.provincia_id)) END`);

const societaRef = (alias: string) => raw(`json_build_object('id', ${alias}.id, 'nome', ${alias}.nome, 'codice_affiliazione', ${alias}.codice_affiliazione)`);

/** Twinning rows with both clubs, oldest request first. */
export const GEMELLAGGIO_SELECT = sql`g.id, g.sesso, g.approvato, g.rifiutato, g.data_richiesta,
  ${societaRef('sp')} AS societa_parent, ${societaRef('sc')} AS societa_child
  FROM gemellaggio g JOIN societa sp ON sp.id = g.societa_parent_id JOIN societa sc ON sc.id = g.societa_child_id`;

export type SocietaRow = Record<string, unknown> & { id: number; codice_affiliazione: string | null };

/** The club with its nested data (spec 2 §3 Club), before the affiliation state is added. */
export async function getSocietaDetail(db: Queryable, id: number, stagioneId: number): Promise<SocietaRow | null> {
  const { rows } = await q<SocietaRow>(
    db,
    sql`
    SELECT s.id, s.nome, s.codice_affiliazione, s.codice_fiscale, s.partita_iva, s.email, s.pec, s.telefono, s.cellulare, s.fax,
      s.sito_web, s.facebook, s.tipo, s.tipo_atto, s.data_atto, s.data_costituzione, s.data_affiliazione, s.data_prima_affiliazione,
      s.affiliata, s.persona_fisica, s.azienda, s.key, s.comitato_id, com.nome AS comitato,
      json_build_object('indirizzo', s.sede_legale_indirizzo, 'cap', s.sede_legale_cap, 'comune', ${comune('cl')}) AS sede_legale,
      json_build_object('indirizzo', s.sede_fiscale_indirizzo, 'cap', s.sede_fiscale_cap, 'comune', ${comune('cf')}) AS sede_fiscale,
      json_build_object('indirizzo', s.sede_postale_indirizzo, 'cap', s.sede_postale_cap, 'comune', ${comune('cp')}) AS sede_postale,
      json_build_object('cognome', s.rappresentante_cognome, 'nome', s.rappresentante_nome, 'sesso', s.rappresentante_sesso,
        'codice_fiscale', s.rappresentante_codice_fiscale, 'email', s.rappresentante_email, 'telefono', s.rappresentante_telefono,
        'cellulare', s.rappresentante_cellulare, 'fax', s.rappresentante_fax, 'data_nascita', s.rappresentante_data_nascita,
        'comune_nascita', ${comune('rn')}, 'indirizzo_residenza', s.rappresentante_indirizzo_residenza,
        'comune_residenza', ${comune('rr')}) AS rappresentante_legale,
      s.gruppo_sportivo, s.natura_giuridica, s.polisportiva, s.onlynotagonist, s.aggregazione, s.paralimpica,
      s.impianto_disponibile, s.impianto_disponibile_other, s.versione,
      coalesce((SELECT json_agg(json_build_object('label', d.nome, 'value', d.id) ORDER BY d.id)
         FROM societa_disciplina sd JOIN disciplina d ON d.id = sd.disciplina_id WHERE sd.societa_id = s.id), '[]') AS discipline,
      (SELECT count(DISTINCT ar.anagrafica_id)::int FROM anagrafica_ruolo ar
        WHERE ar.societa_id = s.id AND ar.stagione_id = ${stagioneId} AND ar.deleted_at IS NULL AND NOT ar.rifiutato) AS tesserati,
      (SELECT count(*)::int FROM documento doc WHERE doc.societa_id = s.id) AS documenti,
      (SELECT json_build_object('id', pf.id, 'totale', ${raw(eurosSql('pf.totale_cents'))}) FROM portafoglio pf WHERE pf.societa_id = s.id) AS portafoglio,
      coalesce((SELECT json_agg(json_build_object('id', pc.id, 'codice', pc.codice, 'approvata', pc.approvata, 'rifiutata', pc.rifiutata, 'stornata', pc.stornata,
          'data_registrazione', pc.data_registrazione, 'stagione_id', pc.stagione_id) ORDER BY pc.data_registrazione, pc.id)
         FROM partita_contabile pc WHERE pc.societa_id = s.id AND pc.anagrafica_id IS NULL
          AND pc.codice IN ('Affiliazione', 'Riaffiliazione')), '[]') AS partitacontabile
    FROM societa s
    LEFT JOIN comitato com ON com.id = s.comitato_id
    LEFT JOIN comune cl ON cl.id = s.sede_legale_comune_id
    LEFT JOIN comune cf ON cf.id = s.sede_fiscale_comune_id
    LEFT JOIN comune cp ON cp.id = s.sede_postale_comune_id
    LEFT JOIN comune rn ON rn.id = s.rappresentante_comune_nascita_id
    LEFT JOIN comune rr ON rr.id = s.rappresentante_comune_residenza_id
    WHERE s.id = ${id} AND s.deleted_at IS NULL`,
  );
  return rows[0] ?? null;
}

/** Twinning links of a club (as parent and as child), live ones only. */
export async function gemellaggiOf(db: Queryable, societaId: number): Promise<GemellaggioRow[]> {
  const { rows } = await q<GemellaggioRow>(
    db,
    sql`SELECT ${GEMELLAGGIO_SELECT}
    WHERE g.deleted_at IS NULL AND (g.societa_parent_id = ${societaId} OR g.societa_child_id = ${societaId})
    ORDER BY g.data_richiesta, g.id`,
  );
  return rows;
}

/** Sync rows (spec 2 §7 Synchronisation) of a club or a member, optionally of one body and season. */
export async function synchRows(db: Queryable, owner: { societaId?: number; anagraficaId?: number }, opts: { type?: string; stagioneId?: number } = {}): Promise<SynchRow[]> {
  const conditions: Sql[] = [owner.societaId ? sql`y.societa_id = ${owner.societaId}` : sql`y.anagrafica_id = ${owner.anagraficaId ?? 0}`];
  if (opts.type) conditions.push(sql`y.type = ${opts.type}`);
  if (opts.stagioneId) conditions.push(sql`y.stagione_affiliazione_id = ${opts.stagioneId}`);
  const { rows } = await q<SynchRow>(
    db,
    sql`
    SELECT y.id, y.type, y.codice, coalesce(a.cognome || ' ' || a.nome, s.nome) AS persona, y.allineato, y.allineato_coni,
      y.data_allineamento, y.errore, y.stagione_affiliazione_id
    FROM synch y LEFT JOIN anagrafica a ON a.id = y.anagrafica_id LEFT JOIN societa s ON s.id = y.societa_id
    WHERE ${and(conditions)} ORDER BY y.created_at DESC, y.id DESC`,
  );
  return rows;
}

/** The board data of a club for a season (empty values when none was recorded). */
export async function consiglioOf(db: Queryable, societaId: number, stagioneId: number): Promise<ConsiglioDirettivo> {
  const { rows } = await q<ConsiglioDirettivo>(
    db,
    sql`SELECT id, stagione_id, data_elezione, scadenza_elezione, durata, componenti_min, componenti_max
    FROM consiglio_direttivo WHERE societa_id = ${societaId} AND stagione_id = ${stagioneId}`,
  );
  return rows[0] ?? { id: null, stagione_id: stagioneId, data_elezione: null, scadenza_elezione: null, durata: null, componenti_min: null, componenti_max: null };
}

export async function consiglioMembers(db: Queryable, societaId: number, stagioneId: number): Promise<ConsiglioRow[]> {
  const { rows } = await q<ConsiglioRow>(
    db,
    sql`
    SELECT c.id, a.id AS anagrafica_id, a.matricola, a.cognome || ' ' || a.nome AS nome_completo, a.codice_fiscale, c.carica,
      c.data_inizio, c.data_fine
    FROM consiglio_direttivo cd JOIN consiglio_direttivo_componente c ON c.consiglio_direttivo_id = cd.id
    JOIN anagrafica a ON a.id = c.anagrafica_id
    WHERE cd.societa_id = ${societaId} AND cd.stagione_id = ${stagioneId}
    ORDER BY array_position(ARRAY['Presidente','Vicepresidente','Segretario','Tesoriere','Consigliere'], c.carica), a.cognome, a.nome, a.id`,
  );
  return rows;
}

/** Which roles a member table holds (spec 2 §2.2, §7 anagrafica/societa/{id} and its variants). */
export interface MemberFilter {
  famiglie?: string[];
  tipologia?: string;
  /** Athletes on loan to/from a twinned club. */
  prestito?: boolean;
  /** Athletes of the competitive tables leave out the promotional (TAP, TAP-S) registrations. */
  excludeTipologie?: string[];
}

/** The rows of a member table; `modificabile`: the user may change the member in that season (the member screen's rule). */
export async function memberRows(db: Queryable, user: AuthUser, societaId: number, stagioneId: number, f: MemberFilter): Promise<MemberRow[]> {
  const conditions: Sql[] = [
    sql`ar.societa_id = ${societaId}`,
    sql`ar.stagione_id = ${stagioneId}`,
    sql`ar.deleted_at IS NULL`,
    sql`NOT ar.rifiutato`,
    // A registration that ended before its season did (the athlete moved to another club by an approved
    // transfer) is no longer the club's: it keeps its history, not a row in the club's tables.
    roleRunsItsSeason('ar'),
    // A request of the club for someone registered elsewhere (a pending transfer) is not a member yet:
    // the club could not open him (the member screen's scope asks the same), the transfers screen lists it.
    roleMakesMember('ar'),
  ];
  if (f.famiglie) conditions.push(sql`r.famiglia_ruolo = ANY(${f.famiglie})`);
  if (f.tipologia) conditions.push(sql`tt.codice = ${f.tipologia}`);
  if (f.excludeTipologie) conditions.push(sql`(tt.codice IS NULL OR NOT (tt.codice = ANY(${f.excludeTipologie})))`);
  if (f.prestito !== undefined) conditions.push(f.prestito ? sql`ar.prestito` : sql`NOT ar.prestito`);
  const { rows } = await q<MemberRow>(
    db,
    sql`
    SELECT a.id, ar.id AS anagrafica_ruolo_id, a.matricola, ar.codice_tessera, a.cognome || ' ' || a.nome AS nome_completo,
      tt.nome AS tipologia_tesseramento_nome, a.data_scadenza_certificato, a.cittadinanza, a.data_nascita,
      (SELECT coalesce(array_agg(DISTINCT r2.nome ORDER BY r2.nome), '{}') FROM anagrafica_ruolo ar2 JOIN ruolo r2 ON r2.id = ar2.ruolo_id
        WHERE ar2.anagrafica_id = a.id AND ar2.societa_id = ar.societa_id AND ar2.stagione_id = ar.stagione_id
          AND ar2.deleted_at IS NULL AND NOT ar2.rifiutato) AS roles,
      CASE WHEN d.nome IS NULL THEN '{}'::text[] ELSE ARRAY[d.nome] END AS discipline,
      ar.id AS numero_tesseramento,
      (SELECT pc.id FROM partita_contabile pc WHERE pc.anagrafica_ruolo_id = ar.id ORDER BY pc.id DESC LIMIT 1) AS partitacontabile_id,
      ar.approvato, ar.prestito, ${anagraficaEditScope(user, 'a', stagioneId)} AS modificabile
    FROM anagrafica_ruolo ar JOIN anagrafica a ON a.id = ar.anagrafica_id JOIN ruolo r ON r.id = ar.ruolo_id
    LEFT JOIN tipologia_tesseramento tt ON tt.id = ar.tipologia_tesseramento_id
    LEFT JOIN disciplina d ON d.id = ar.disciplina_id
    WHERE ${and(conditions)} AND a.deleted_at IS NULL
    ORDER BY a.cognome, a.nome, a.id, ar.id`,
  );
  return rows;
}
