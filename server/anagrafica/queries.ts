// Named reads of the members area. The detail is one statement: the member row with its towns,
// club history, season roles, alignment rows and wallet as JSON sub-selects, each an index lookup.
import type { Queryable } from '../db/client.ts';
import type { AuthUser } from '../auth/user.ts';
import { isAdmin } from '../auth/user.ts';
import { and, q, raw, sql } from '../db/sql.ts';
import { eurosSql } from '../money.ts';
import type { AnagraficaDetail, CertificatiRadar, Comune, DuplicatiAnswer, ModuloRow, TesseraRow } from '../../resources/contracts/anagrafica.ts';
import { CERTIFICATE_WARNING_DAYS } from './rules.ts';
import { anagraficaEditScope, anagraficaHistoryScope, anagraficaScope, ownMembers, readsWallet } from './scope.ts';

const comuneJson = (alias: string) =>
  `CASE WHEN ${alias}.id IS NULL THEN NULL ELSE json_build_object('id', ${alias}.id, 'denominazione', ${alias}.denominazione,
    'codice_istat', ${alias}.codice_istat, 'provincia', (SELECT sigla FROM provincia WHERE id = ${alias}.provincia_id)) END`;

const DETAIL_SELECT = (user: AuthUser, season: number) => sql`
  SELECT a.id, a.cognome, a.nome, a.codice_fiscale, a.matricola, a.telefono, a.fax, a.email, a.sesso,
    to_char(a.data_nascita, 'YYYY-MM-DD') AS data_nascita, a.comune_nascita_id, ${raw(comuneJson('cn'))} AS comune_nascita,
    a.comune_nascita_istat, a.provincia_nascita, a.stato_nascita, a.indirizzo_residenza, a.cap_residenza, a.comune_residenza_id,
    ${raw(comuneJson('cr'))} AS comune_residenza, a.comune_residenza_istat, a.citta_residenza, a.provincia_residenza,
    a.cittadinanza, a.cittadinanza_other, a.nazionalita_sportiva, a.nazionalita_sportiva_other,
    to_char(a.data_scadenza_certificato, 'YYYY-MM-DD') AS data_scadenza_certificato, a.titolo_studio, a.comitato_id,
    co.nome AS comitato, a.iban, a.iban_intestazione,
    a.qualifica, to_char(a.data_scadenza_qualifica, 'YYYY-MM-DD') AS data_scadenza_qualifica, a.tipologia_tesseramento_id,
    a.allenatore_qualifica, to_char(a.allenatore_data_scadenza_qualifica, 'YYYY-MM-DD') AS allenatore_data_scadenza_qualifica, a.allenatore_tipologia_tesseramento_id,
    a.preparatore_atl_qualifica, to_char(a.preparatore_atl_data_scadenza_qualifica, 'YYYY-MM-DD') AS preparatore_atl_data_scadenza_qualifica, a.preparatore_atl_tipologia_tesseramento_id,
    a.preparatore_port_qualifica, to_char(a.preparatore_port_data_scadenza_qualifica, 'YYYY-MM-DD') AS preparatore_port_data_scadenza_qualifica, a.preparatore_port_tipologia_tesseramento_id,
    a.istruttore_prom_qualifica, to_char(a.istruttore_prom_data_scadenza_qualifica, 'YYYY-MM-DD') AS istruttore_prom_data_scadenza_qualifica, a.istruttore_prom_tipologia_tesseramento_id,
    a.attivo, a.disabile, a.occhiali, a.arbitro, a.arbitro_beach, a.dirigente, a.allenatore, a.preparatore_atl, a.preparatore_port,
    a.istruttore_prom, a.blacklist, a.convocabile_italia, a.minore_residente_italia, a.premi_formazione, a.agonista, a.straniero, a.key, a.versione,
    coalesce((SELECT json_agg(json_build_object('stagione_id', st.id, 'desc_stagione', st.nome, 'id', s.id,
        'codice_affiliazione', s.codice_affiliazione, 'nome', s.nome) ORDER BY st.data_inizio DESC, s.nome)
      FROM (SELECT DISTINCT r.stagione_id, r.societa_id FROM anagrafica_ruolo r
             WHERE r.anagrafica_id = a.id AND r.deleted_at IS NULL AND r.approvato AND r.societa_id IS NOT NULL) h
      JOIN stagione st ON st.id = h.stagione_id JOIN societa s ON s.id = h.societa_id), '[]') AS societa,
    coalesce((SELECT json_agg(json_build_object('id', r.id, 'ruolo', ru.nome, 'famiglia', ru.famiglia_ruolo, 'societa_id', r.societa_id,
        'societa_nome', s.nome, 'approvato', r.approvato, 'rifiutato', r.rifiutato, 'data_inizio', to_char(r.data_inizio, 'YYYY-MM-DD'),
        'tipologia_tesseramento', tt.nome, 'tipologia_codice', tt.codice, 'data_fine', to_char(r.data_fine, 'YYYY-MM-DD'), 'prestito', r.prestito) ORDER BY r.id)
      FROM anagrafica_ruolo r JOIN ruolo ru ON ru.id = r.ruolo_id LEFT JOIN societa s ON s.id = r.societa_id
      LEFT JOIN tipologia_tesseramento tt ON tt.id = r.tipologia_tesseramento_id
      WHERE r.anagrafica_id = a.id AND r.stagione_id = ${season} AND r.deleted_at IS NULL), '[]') AS anagrafica_ruolo,
    ${
      isAdmin(user)
        ? sql`coalesce((SELECT json_agg(json_build_object('type', y.type, 'allineato', y.allineato, 'data_allineamento', y.data_allineamento,
          'errore', y.errore) ORDER BY y.id) FROM synch y WHERE y.anagrafica_id = a.id AND y.stagione_affiliazione_id = ${season}), '[]')`
        : sql`NULL`
    } AS synch,
    ${
      // A member's wallet is the member's and the administrators' (a club does not read its member's bonus).
      readsWallet(user) ? sql`(SELECT json_build_object('id', pf.id, 'totale', ${raw(eurosSql('pf.totale_cents'))}) FROM portafoglio pf WHERE pf.anagrafica_id = a.id)` : sql`NULL`
    } AS portafoglio,
    json_build_object('modifica', ${anagraficaEditScope(user, 'a', season)}, 'completo', ${anagraficaScope(user, 'a', season)},
      'mio', ${ownMembers(user, 'a', season)}) AS permessi
  FROM anagrafica a
  LEFT JOIN comune cn ON cn.id = a.comune_nascita_id
  LEFT JOIN comune cr ON cr.id = a.comune_residenza_id
  LEFT JOIN comitato co ON co.id = a.comitato_id`;

/** The member as the caller may see it in the season, or null (unknown, deleted or out of scope). */
export async function getAnagraficaDetail(db: Queryable, user: AuthUser, id: number, season: number): Promise<AnagraficaDetail | null> {
  const { rows } = await q<AnagraficaDetail>(
    db,
    sql`${DETAIL_SELECT(user, season)}
    WHERE ${and([sql`a.id = ${id}`, sql`a.deleted_at IS NULL`, anagraficaHistoryScope(user, 'a', season)])}`,
  );
  const row = rows[0];
  if (!row) return null;
  return row.permessi.completo ? row : historyView(row, user.societa_id);
}

/** What the history view keeps of the member (security.md: the clubs history grid, season and club only). */
const HISTORY_FIELDS = new Set(['id', 'cognome', 'nome', 'matricola', 'sesso', 'data_nascita', 'codice_fiscale', 'societa', 'anagrafica_ruolo', 'permessi']);

/**
 * A former member as a club sees it (history, not full scope): identity, and the seasons and roles it had
 * with this club only; everything else (contacts, certificate, education, committee, key, flags, the roles
 * and clubs of other seasons) is null. Only clubs have a history view: administrators and the person
 * itself always see the full record.
 */
function historyView(row: AnagraficaDetail, societaId: number | null): AnagraficaDetail {
  const out = Object.fromEntries(Object.keys(row).map((k) => [k, HISTORY_FIELDS.has(k) ? (row as Record<string, unknown>)[k] : null])) as unknown as AnagraficaDetail;
  out.societa = row.societa.filter((s) => s.id === societaId);
  out.anagrafica_ruolo = row.anagrafica_ruolo.filter((r) => r.societa_id === societaId);
  return out;
}

export type Level = 'none' | 'history' | 'view' | 'edit';

/** What the user may do with a member in a season (for routes that do not read the whole detail). */
export async function accessLevel(db: Queryable, user: AuthUser, id: number, season: number): Promise<Level> {
  const { rows } = await q<{ edit: boolean; view: boolean; history: boolean }>(
    db,
    sql`
    SELECT ${anagraficaEditScope(user, 'a', season)} AS edit, ${anagraficaScope(user, 'a', season)} AS view,
      ${anagraficaHistoryScope(user, 'a', season)} AS history
    FROM anagrafica a WHERE a.id = ${id} AND a.deleted_at IS NULL`,
  );
  const r = rows[0];
  return !r ? 'none' : r.edit ? 'edit' : r.view ? 'view' : r.history ? 'history' : 'none';
}

const MODULO_SELECT = sql`SELECT am.id, json_build_object('id', m.id, 'nome', m.nome, 'codice', m.codice, 'attributo', m.attributo) AS modulo,
    to_char(am.data_tesseramento, 'YYYY-MM-DD') AS data_tesseramento, json_build_object('id', st.id, 'nome', st.nome) AS stagione,
    am.accetta_privacy, am.extra, am.anagrafica_id
  FROM anagrafica_modulo am JOIN modulo m ON m.id = am.modulo_id JOIN stagione st ON st.id = am.stagione_id`;

/**
 * A form (`alias` is an anagrafica_modulo) of a registration that stands: forms of a refused request (a
 * transfer the other club refused, a rejected entry) or of a withdrawn one (its cart line removed,
 * 'Annulla') are not the member's forms: not shown, not edited (they stay in the table with their
 * registration, for the record). Binds nothing, so its text serves plain queries too (service.ts).
 */
export const standingForm = (alias: string) =>
  sql`NOT EXISTS (SELECT 1 FROM anagrafica_ruolo sf_r WHERE sf_r.id = ${raw(alias)}.anagrafica_ruolo_id AND (sf_r.deleted_at IS NOT NULL OR sf_r.rifiutato))`;
const STANDING_FORM = standingForm('am');

/** The member's forms, newest season first; optionally one season only. */
export async function listModuli(db: Queryable, anagraficaId: number, season?: number): Promise<ModuloRow[]> {
  const { rows } = await q<ModuloRow>(
    db,
    sql`${MODULO_SELECT}
    WHERE ${and([sql`am.anagrafica_id = ${anagraficaId}`, STANDING_FORM, season ? sql`am.stagione_id = ${season}` : null])}
    ORDER BY st.data_inizio DESC, am.data_tesseramento DESC, am.id DESC`,
  );
  return rows;
}

export async function getModulo(db: Queryable, id: number): Promise<(ModuloRow & { anagrafica_id: number }) | null> {
  const { rows } = await q<ModuloRow & { anagrafica_id: number }>(db, sql`${MODULO_SELECT} WHERE am.id = ${id} AND ${STANDING_FORM}`);
  return rows[0] ?? null;
}

/** The member's cards, newest first, each marked expired when today is after its expiry. */
export async function listTessere(db: Queryable, anagraficaId: number): Promise<TesseraRow[]> {
  const { rows } = await q<TesseraRow>(
    db,
    sql`
    SELECT t.id, t.codice, to_char(t.data_emissione, 'YYYY-MM-DD') AS data_emissione, to_char(t.data_scadenza, 'YYYY-MM-DD') AS data_scadenza,
      CURRENT_DATE > t.data_scadenza AS scaduta, json_build_object('famiglia', t.famiglia, 'nome', t.nome) AS tipologia_tessera, st.nome AS stagione
    FROM tessera t JOIN stagione st ON st.id = t.stagione_id
    WHERE t.anagrafica_id = ${anagraficaId} AND t.deleted_at IS NULL
    ORDER BY t.data_scadenza DESC, t.id DESC`,
  );
  return rows;
}

export interface DuplicateQuery {
  cognome: string;
  nome: string;
  data_nascita: string;
  exclude?: number;
}

/**
 * Likely duplicates: same birth date and the same surname and name, or a near-identical full name
 * (trigram similarity). Only the ones the user may open are named; the others are counted.
 */
export async function findDuplicates(db: Queryable, user: AuthUser, season: number, d: DuplicateQuery): Promise<DuplicatiAnswer> {
  const full = `${d.cognome} ${d.nome}`.trim();
  const { rows } = await q<DuplicatiAnswer['data'][number] & { visibile: boolean }>(
    db,
    sql`
    SELECT a.id, a.cognome || ' ' || a.nome AS nome_completo, to_char(a.data_nascita, 'YYYY-MM-DD') AS data_nascita, a.matricola,
      a.codice_fiscale, ${anagraficaHistoryScope(user, 'a', season)} AS visibile
    FROM anagrafica a
    WHERE a.data_nascita = ${d.data_nascita} AND a.deleted_at IS NULL AND a.id <> ${d.exclude ?? 0}
      AND ((lower(a.cognome) = lower(${d.cognome}) AND lower(a.nome) = lower(${d.nome}))
        OR similarity(lower(a.cognome || ' ' || a.nome), lower(${full})) >= 0.6)
    ORDER BY a.cognome, a.nome, a.id LIMIT 20`,
  );
  const data = rows.filter((r) => r.visibile).map(({ visibile: _v, ...r }) => r);
  return { data, altri: rows.length - data.length };
}

/** The member holding a CF (not deleted), optionally other than one. */
export async function memberWithCf(db: Queryable, cf: string, exclude?: number) {
  const { rows } = await q<{ id: number; nome_completo: string; matricola: string }>(
    db,
    sql`
    SELECT id, cognome || ' ' || nome AS nome_completo, matricola FROM anagrafica
    WHERE codice_fiscale = ${cf} AND deleted_at IS NULL AND id <> ${exclude ?? 0} LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** A town by its Belfiore (cadastral) code. */
export async function comuneByBelfiore(db: Queryable, belfiore: string): Promise<Comune | null> {
  const { rows } = await q<Comune>(
    db,
    sql`
    SELECT c.id, c.denominazione, c.codice_istat, p.sigla AS provincia FROM comune c JOIN provincia p ON p.id = c.provincia_id
    WHERE c.codice_catastale = ${belfiore} ORDER BY c.id LIMIT 1`,
  );
  return rows[0] ?? null;
}

export async function comuneById(db: Queryable, id: number): Promise<(Comune & { codice_catastale: string | null }) | null> {
  const { rows } = await q<Comune & { codice_catastale: string | null }>(
    db,
    sql`
    SELECT c.id, c.denominazione, c.codice_istat, p.sigla AS provincia, c.codice_catastale FROM comune c JOIN provincia p ON p.id = c.provincia_id
    WHERE c.id = ${id}`,
  );
  return rows[0] ?? null;
}

/** Certificates expired or expiring within the warning days, among the members the user sees (optionally one club's). */
export async function certificateRadar(db: Queryable, user: AuthUser, season: number, societaId?: number): Promise<CertificatiRadar> {
  const club = societaId
    ? sql`EXISTS (SELECT 1 FROM anagrafica_ruolo rc WHERE rc.anagrafica_id = a.id AND rc.societa_id = ${societaId} AND rc.stagione_id = ${season}
        AND (rc.approvato OR NOT rc.rifiutato) AND rc.deleted_at IS NULL)`
    : null;
  const { rows } = await q<{ scaduti: number; in_scadenza: number }>(
    db,
    sql`
    SELECT count(*) FILTER (WHERE a.data_scadenza_certificato < CURRENT_DATE)::int AS scaduti,
      count(*) FILTER (WHERE a.data_scadenza_certificato >= CURRENT_DATE)::int AS in_scadenza
    FROM anagrafica a
    WHERE ${and([sql`a.deleted_at IS NULL`, sql`a.data_scadenza_certificato < CURRENT_DATE + ${CERTIFICATE_WARNING_DAYS}::int`, anagraficaScope(user, 'a', season), club])}`,
  );
  return { ...rows[0], giorni: CERTIFICATE_WARNING_DAYS };
}
