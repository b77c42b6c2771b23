// Writes of the clubs area: each operation is one transaction that locks what it changes, checks,
// writes and leaves an audit row (spec 2 §4, §7 Clubs).
import { audit } from '../audit.ts';
import type { AuthUser } from '../auth/user.ts';
import { isAdmin, isSysadmin } from '../auth/user.ts';
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import { conflict, forbidden, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { assertCurrentVersion } from '../http/versione.ts';
import { CLUB_USER_READONLY, SOCIETA_MESSAGES as M } from '../../resources/contracts/societa.ts';
import { SOCIETA_PLAIN_FIELDS } from '../../resources/contracts/societa-body.ts';
import type { SocietaBody, SocietaUpdateBody } from './schemas.ts';
import { randomBytes } from 'node:crypto';

type Tx = Queryable;

/**
 * Scope of a club (spec 2 §6): administrators reach every club, a club user only its own, a member
 * user none. Unknown and foreign clubs answer the same 404, so ids cannot be probed.
 */
export function assertSocietaReachable(user: AuthUser, societaId: number) {
  if (isAdmin(user)) return;
  if (user.tipo_utente === 'societa' && user.societa_id === societaId) return;
  throw notFound('Società non trovata');
}

const TOWN_FIELDS = {
  sede_legale_comune_istat: 'sede_legale_comune_id',
  sede_fiscale_comune_istat: 'sede_fiscale_comune_id',
  sede_postale_comune_istat: 'sede_postale_comune_id',
  rappresentante_comune_nascita_istat: 'rappresentante_comune_nascita_id',
  rappresentante_comune_residenza_istat: 'rappresentante_comune_residenza_id',
} as const;

const PLAIN_COLUMNS = SOCIETA_PLAIN_FIELDS satisfies readonly (keyof SocietaBody)[];

type Columns = Record<string, unknown>;

/**
 * Body → column values: towns from ISTAT codes (unknown code = field error), references checked. Only
 * the fields the body carries (an update leaves the others as stored; a new club's body has them all).
 */
async function toColumns(tx: Tx, body: SocietaUpdateBody): Promise<Columns> {
  const cols: Columns = {};
  for (const c of PLAIN_COLUMNS) if (c in body) cols[c] = body[c];
  const errors: FieldErrors = {};
  const codes = Object.values(TOWN_FIELDS).length
    ? Object.keys(TOWN_FIELDS)
        .map((k) => body[k as keyof typeof TOWN_FIELDS])
        .filter((v): v is string => !!v)
    : [];
  const { rows } = codes.length ? await q<{ id: number; codice_istat: string }>(tx, sql`SELECT id, codice_istat FROM comune WHERE codice_istat = ANY(${codes})`) : { rows: [] };
  const byCode = new Map(rows.map((r) => [r.codice_istat, r.id]));
  for (const [field, column] of Object.entries(TOWN_FIELDS)) {
    if (!(field in body)) continue;
    const code = body[field as keyof typeof TOWN_FIELDS];
    cols[column] = code ? (byCode.get(code) ?? null) : null;
    if (code && !byCode.has(code)) errors[field] = ['Comune non trovato'];
  }
  if (body.comitato_id) {
    const found = await q(tx, sql`SELECT 1 FROM comitato WHERE id = ${body.comitato_id} AND deleted_at IS NULL`);
    if (!found.rows.length) errors.comitato_id = ['Comitato non trovato'];
  }
  if (body.discipline?.length) {
    const found = await q<{ n: number }>(tx, sql`SELECT count(*)::int AS n FROM disciplina WHERE id = ANY(${body.discipline})`);
    if (found.rows[0].n !== new Set(body.discipline).size) errors.discipline = ['Disciplina non valida'];
  }
  if (Object.keys(errors).length) throw validationError(errors);
  return cols;
}

/** Duplicate affiliation code or tax code → 409 with the message, also under its field (checked under lock, backed by the unique index). */
async function assertUnique(tx: Tx, cols: Columns, exceptId: number | null) {
  // Serialises club writes that could collide on the codes.
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('societa-codici'))");
  const other = exceptId ?? 0;
  if (cols.codice_affiliazione) {
    const { rows } = await q(tx, sql`SELECT 1 FROM societa WHERE codice_affiliazione = ${cols.codice_affiliazione} AND id <> ${other} AND deleted_at IS NULL`);
    if (rows.length) throw conflict(M.duplicateCodice, 'codice_affiliazione');
  }
  if (cols.codice_fiscale) {
    const { rows } = await q(tx, sql`SELECT 1 FROM societa WHERE codice_fiscale = ${cols.codice_fiscale} AND id <> ${other} AND deleted_at IS NULL`);
    if (rows.length) throw conflict(M.duplicateCodiceFiscale, 'codice_fiscale');
  }
}

/** A set of discipline ids as comparable text. */
const disciplineKey = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b).join(',');

async function disciplinesOf(tx: Tx, societaId: number): Promise<string> {
  const { rows } = await q<{ disciplina_id: number }>(tx, sql`SELECT disciplina_id FROM societa_disciplina WHERE societa_id = ${societaId}`);
  return disciplineKey(rows.map((r) => r.disciplina_id));
}

async function writeDiscipline(tx: Tx, societaId: number, discipline: number[]) {
  await q(tx, sql`DELETE FROM societa_disciplina WHERE societa_id = ${societaId}`);
  for (const d of new Set(discipline)) await q(tx, sql`INSERT INTO societa_disciplina (societa_id, disciplina_id) VALUES (${societaId}, ${d})`);
}

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';

export async function createSocieta(db: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> }, user: AuthUser, body: SocietaBody): Promise<number> {
  if (!isAdmin(user)) throw forbidden();
  return db.transaction(async (tx) => {
    const cols = await toColumns(tx, body);
    await assertUnique(tx, cols, null);
    const names = Object.keys(cols);
    const values = names.map((n) => cols[n]);
    const placeholders = names.map((_, i) => `$${i + 2}`).join(', ');
    const { rows } = await tx
      .query<{ id: number }>(`INSERT INTO societa (key, ${names.join(', ')}) VALUES ($1, ${placeholders}) RETURNING id`, [randomBytes(16).toString('hex'), ...values])
      .catch((e) => {
        throw isUniqueViolation(e) ? conflict(M.duplicateCodice, 'codice_affiliazione') : e;
      });
    const id = rows[0].id;
    await writeDiscipline(tx, id, body.discipline);
    // Its wallet (empty) from the start: the bonus can be incremented at once (spec 2 §2.1, §7).
    await tx.query('INSERT INTO portafoglio (societa_id) VALUES ($1) ON CONFLICT (societa_id) DO NOTHING', [id]);
    await audit(tx, { userId: user.id, action: 'societa.create', entity: 'societa', entityId: id, after: { ...cols, discipline: body.discipline } });
    return id;
  });
}

export async function updateSocieta(db: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> }, user: AuthUser, id: number, body: SocietaUpdateBody): Promise<void> {
  assertSocietaReachable(user, id);
  await db.transaction(async (tx) => {
    const { rows: found } = await q<Columns>(tx, sql`SELECT * FROM societa WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`);
    const before = found[0];
    if (!before) throw notFound('Società non trovata');
    // A form opened before someone else's save would put back what it showed (migration 190).
    assertCurrentVersion(before.versione as number, body.versione);
    const cols = await toColumns(tx, body);
    // A club user keeps the federation's data of its club as it is (spec 2 §5 read-only fields).
    if (!isAdmin(user)) for (const c of CLUB_USER_READONLY) if (c in cols) cols[c] = before[c];
    await assertUnique(tx, cols, id);
    const names = Object.keys(cols);
    // The disciplines live in their own table: a change of them alone makes a new version too (the
    // trigger bumps it for the club's own columns).
    const disciplinesChanged = !!body.discipline && (await disciplinesOf(tx, id)) !== disciplineKey(body.discipline);
    const stamps = ['updated_at = now()', ...(disciplinesChanged ? ['versione = versione + 1'] : [])];
    await tx.query(`UPDATE societa SET ${[...names.map((n, i) => `${n} = $${i + 2}`), ...stamps].join(', ')} WHERE id = $1`, [id, ...names.map((n) => cols[n])]).catch((e) => {
      throw isUniqueViolation(e) ? conflict(M.duplicateCodice, 'codice_affiliazione') : e;
    });
    if (disciplinesChanged) await writeDiscipline(tx, id, body.discipline!);
    const changed = Object.fromEntries(names.filter((n) => String(before[n] ?? '') !== String(cols[n] ?? '')).map((n) => [n, cols[n]]));
    await audit(tx, {
      userId: user.id,
      action: 'societa.update',
      entity: 'societa',
      entityId: id,
      before: Object.fromEntries(Object.keys(changed).map((n) => [n, before[n]])),
      after: { ...changed, discipline: body.discipline },
    });
  });
}

/** 'Gemella Societa': a request from this club (parent) to another (child), for one sex. */
export async function requestTwinning(
  db: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> },
  user: AuthUser,
  societaId: number,
  body: { societa_id: number; sesso: 'M' | 'F' },
  stagioneId: number,
): Promise<number> {
  if (!isSysadmin(user) && user.tipo_utente !== 'societa') throw forbidden();
  assertSocietaReachable(user, societaId);
  // A business rule (ARCHITECTURE §4: 409 with errorMessage), also under the field the dialog shows.
  if (body.societa_id === societaId) throw conflict(M.twinSelf, 'societa_id');
  return db.transaction(async (tx) => {
    const { rows: clubs } = await q<{ id: number }>(
      tx,
      sql`SELECT id FROM societa WHERE id IN (${societaId}, ${body.societa_id})
      AND deleted_at IS NULL ORDER BY id FOR UPDATE`,
    );
    if (!clubs.some((c) => c.id === societaId)) throw notFound('Società non trovata');
    if (clubs.length < 2) throw validationError({ societa_id: ['Società non trovata'] });
    const { rows: existing } = await q(
      tx,
      sql`SELECT 1 FROM gemellaggio WHERE deleted_at IS NULL AND NOT rifiutato AND sesso = ${body.sesso}
      AND ((societa_parent_id = ${societaId} AND societa_child_id = ${body.societa_id}) OR (societa_parent_id = ${body.societa_id} AND societa_child_id = ${societaId}))`,
    );
    if (existing.length) throw conflict(M.twinExists);
    const { rows } = await q<{ id: number }>(
      tx,
      sql`INSERT INTO gemellaggio (societa_parent_id, societa_child_id, sesso, stagione_id)
      VALUES (${societaId}, ${body.societa_id}, ${body.sesso}, ${stagioneId}) RETURNING id`,
    );
    await audit(tx, {
      userId: user.id,
      action: 'gemellaggio.create',
      entity: 'gemellaggio',
      entityId: rows[0].id,
      after: { societa_parent_id: societaId, societa_child_id: body.societa_id, sesso: body.sesso, stagione_id: stagioneId },
    });
    return rows[0].id;
  });
}

/** Approve or reject a twinning request (system administrators; spec 2 §6). */
export async function decideTwinning(db: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> }, user: AuthUser, id: number, approve: boolean): Promise<string> {
  if (!isSysadmin(user)) throw forbidden();
  return db.transaction(async (tx) => {
    const { rows } = await q<{ approvato: boolean; rifiutato: boolean }>(tx, sql`SELECT approvato, rifiutato FROM gemellaggio WHERE id = ${id} AND deleted_at IS NULL FOR UPDATE`);
    if (!rows[0]) throw notFound('Gemellaggio non trovato');
    if (rows[0].approvato || rows[0].rifiutato) throw conflict(M.twinDone);
    if (approve) await q(tx, sql`UPDATE gemellaggio SET approvato = true, data_approvazione = now() WHERE id = ${id}`);
    else await q(tx, sql`UPDATE gemellaggio SET rifiutato = true, data_rifiuto = now() WHERE id = ${id}`);
    await audit(tx, {
      userId: user.id,
      action: approve ? 'gemellaggio.approve' : 'gemellaggio.reject',
      entity: 'gemellaggio',
      entityId: id,
      before: rows[0],
      after: { approvato: approve, rifiutato: !approve },
    });
    return approve ? M.twinApproved : M.twinRejected;
  });
}

export interface ConsiglioInput {
  data_elezione: string | null;
  scadenza_elezione: string | null;
  durata?: number | null;
  componenti_min: number | null;
  componenti_max: number | null;
}

/** Board data of a season (system administrators only; spec 2 §6). */
export async function saveConsiglio(db: { transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> }, user: AuthUser, societaId: number, stagioneId: number, body: ConsiglioInput): Promise<number> {
  if (!isSysadmin(user)) throw forbidden();
  return db.transaction(async (tx) => {
    const { rows: club } = await q(tx, sql`SELECT 1 FROM societa WHERE id = ${societaId} AND deleted_at IS NULL FOR UPDATE`);
    if (!club.length) throw notFound('Società non trovata');
    const { rows: before } = await q(tx, sql`SELECT * FROM consiglio_direttivo WHERE societa_id = ${societaId} AND stagione_id = ${stagioneId}`);
    // The masks allow ##.##; members are whole people.
    const min = body.componenti_min ?? null;
    const max = body.componenti_max ?? null;
    const durata = body.durata ?? yearsBetween(body.data_elezione, body.scadenza_elezione);
    const { rows } = await q<{ id: number }>(
      tx,
      sql`
      INSERT INTO consiglio_direttivo (societa_id, stagione_id, data_elezione, scadenza_elezione, durata, componenti_min, componenti_max)
      VALUES (${societaId}, ${stagioneId}, ${body.data_elezione}, ${body.scadenza_elezione}, ${durata}, ${min}, ${max})
      ON CONFLICT (societa_id, stagione_id) DO UPDATE SET data_elezione = EXCLUDED.data_elezione, scadenza_elezione = EXCLUDED.scadenza_elezione,
        durata = EXCLUDED.durata, componenti_min = EXCLUDED.componenti_min, componenti_max = EXCLUDED.componenti_max
      RETURNING id`,
    );
    await audit(tx, {
      userId: user.id,
      action: 'consigliodirettivo.save',
      entity: 'consiglio_direttivo',
      entityId: rows[0].id,
      before: before[0] ?? null,
      after: { ...body, durata, componenti_min: min, componenti_max: max },
    });
    return rows[0].id;
  });
}

/** Whole years of a term (1..10), or null. */
function yearsBetween(from: string | null, to: string | null): number | null {
  if (!from || !to) return null;
  const years = Math.round((Date.parse(to) - Date.parse(from)) / (365.25 * 86_400_000));
  return Math.min(10, Math.max(1, years));
}
