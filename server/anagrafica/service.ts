// Member writes: each one transaction with its audit row. The registry keeps itself clean: the CF
// check character and its agreement with the birth data, a valid IBAN, one member per CF.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/client.ts';
import type { AuthUser } from '../auth/user.ts';
import { isAdmin } from '../auth/user.ts';
import { audit } from '../audit.ts';
import { join, q, raw, sql } from '../db/sql.ts';
import { conflict, forbidden, memberNotFound, notFound, validationError, type FieldErrors } from '../http/errors.ts';
import { assertCurrentVersion } from '../http/versione.ts';
import { MESSAGES } from '../../resources/contracts/anagrafica.ts';
import { accessLevel, comuneById, memberWithCf, standingForm } from './queries.ts';
import { birthDateErrors, birthStateOfCf, cfErrors, normaliseIban, writableFields, type Editor } from './rules.ts';
import { localDateTime } from '../time.ts';
import { anagraficaHistoryScope } from './scope.ts';
import type { AnagraficaBody, AnagraficaUpdateBody } from './schemas.ts';

const editorOf = (u: AuthUser): Editor => (isAdmin(u) ? 'admin' : u.tipo_utente === 'societa' ? 'societa' : 'anagrafica');

type Fields = Record<string, unknown>;
const todayInItaly = () => localDateTime(Date.now()).date;
const IDENTITY_CHECKED = ['codice_fiscale', 'sesso', 'data_nascita', 'comune_nascita_id', 'stato_nascita'];

/** Derived columns: town codes, names and provinces follow the chosen towns; foreign names only when not Italiana. */
async function derive(db: Queryable, f: Fields, errors: FieldErrors): Promise<Fields> {
  const out = { ...f };
  if ('cittadinanza' in f && f.cittadinanza === 'Italiana') out.cittadinanza_other = null;
  if ('nazionalita_sportiva' in f && f.nazionalita_sportiva === 'Italiana') out.nazionalita_sportiva_other = null;
  if (f.comune_nascita_id) {
    const c = await comuneById(db, f.comune_nascita_id as number);
    if (!c) errors.comune_nascita = ['Il comune di nascita non esiste'];
    else Object.assign(out, { comune_nascita_istat: c.codice_istat, provincia_nascita: c.provincia, stato_nascita: 'Italia' });
  } else if ('comune_nascita_id' in f) out.comune_nascita_istat = null;
  // The column is required: a blank state keeps the saved one (a new member: the CF's, or the default).
  if ('stato_nascita' in out && out.stato_nascita == null) delete out.stato_nascita;
  if (f.comune_residenza_id) {
    const c = await comuneById(db, f.comune_residenza_id as number);
    if (!c) errors.comune_residenza = ['Il comune di residenza non esiste'];
    else Object.assign(out, { comune_residenza_istat: c.codice_istat, citta_residenza: c.denominazione.split('/')[0], provincia_residenza: c.provincia });
  } else if ('comune_residenza_id' in f) out.comune_residenza_istat = null;
  // The schema refused a wrong IBAN; a right one is stored in its electronic form.
  if (typeof f.iban === 'string') out.iban = normaliseIban(f.iban);
  return out;
}

/**
 * CF rules on the merged record (only when the CF or the birth data are being written). Someone born
 * abroad (a Z… CF) gets the CF's state when none is typed, written into `values` (and `changed`).
 */
async function checkIdentity(db: Queryable, user: AuthUser, season: number, merged: Fields, changed: Fields, values: Fields, errors: FieldErrors, id?: number) {
  if (!IDENTITY_CHECKED.some((k) => k in changed)) return;
  const cf = merged.codice_fiscale as string | null;
  if (!cf) return;
  const town = merged.comune_nascita_id ? await comuneById(db, merged.comune_nascita_id as number) : null;
  const stato = merged.stato_nascita as string | null;
  Object.assign(errors, cfErrors(cf, { sesso: merged.sesso as string, data_nascita: merged.data_nascita as string, belfiore: town?.codice_catastale, stato_nascita: stato }));
  if (errors.codice_fiscale) return;
  const cfState = birthStateOfCf(cf, stato);
  if (cfState) values.stato_nascita = changed.stato_nascita = cfState;
  await assertCfFree(db, user, season, cf, id);
}

/** One member per CF: 409 naming the holder when the user may see it. */
async function assertCfFree(db: Queryable, user: AuthUser, season: number, cf: string, id?: number) {
  const holder = await memberWithCf(db, cf, id);
  if (!holder) return;
  const { rows } = await q<{ ok: boolean }>(db, sql`SELECT ${anagraficaHistoryScope(user, 'a', season)} AS ok FROM anagrafica a WHERE a.id = ${holder.id}`);
  const err = conflict(rows[0]?.ok ? MESSAGES.cfDuplicato(holder.nome_completo, holder.matricola) : MESSAGES.cfDuplicatoAltro);
  if (rows[0]?.ok) err.extra.anagrafica_id = holder.id;
  throw err;
}

const isUniqueViolation = (e: unknown, index: string) => (e as { code?: string; constraint?: string })?.code === '23505' && String((e as { message?: string }).message ?? '').includes(index);

/** Who saves which CF: a save that lost a race for it names the holder as the check before the write does. */
interface CfSave {
  db: Queryable;
  user: AuthUser;
  season: number;
  cf: string | null | undefined;
  id?: number;
}

async function translateUnique<T>(work: Promise<T>, save: CfSave): Promise<T> {
  try {
    return await work;
  } catch (e) {
    if (isUniqueViolation(e, 'anagrafica_codice_fiscale_unique')) {
      // Another save of the same CF committed first (two tabs, a double click): its holder is there now.
      if (save.cf) await assertCfFree(save.db, save.user, save.season, save.cf, save.id);
      throw conflict(MESSAGES.cfDuplicatoAltro);
    }
    if (isUniqueViolation(e, 'anagrafica_matricola_unique')) throw validationError({ matricola: [MESSAGES.matricolaDuplicata] });
    throw e;
  }
}

export async function createAnagrafica(db: Db, user: AuthUser, season: number, body: AnagraficaBody): Promise<number> {
  const fields: Fields = { cittadinanza: 'Italiana', nazionalita_sportiva: 'Italiana', ...writableFields(editorOf(user), body, true) };
  const errors: FieldErrors = {};
  const values = await derive(db, fields, errors);
  Object.assign(errors, birthDateErrors(values.data_nascita, todayInItaly()));
  await checkIdentity(db, user, season, values, values, values, errors);
  if (Object.keys(errors).length) throw validationError(errors);
  return translateUnique(
    db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>("SELECT nextval(pg_get_serial_sequence('anagrafica', 'id'))::int AS id");
      const id = rows[0].id;
      const row: Fields = { ...values, id, matricola: values.matricola ?? String(100000 + id), key: randomBytes(16).toString('hex') };
      // A club's new person stays in its scope until registered (server/auth/scope.ts addedByClubIds).
      if (user.tipo_utente === 'societa' && user.societa_id != null) row.creato_da_societa_id = user.societa_id;
      const cols = Object.keys(row);
      await q(tx, sql`INSERT INTO anagrafica (${raw(cols.join(', '))}) VALUES (${join(cols.map((c) => row[c]))})`);
      // Its wallet (empty) from the start: the bonus can be incremented at once (spec 2 §7).
      await q(tx, sql`INSERT INTO portafoglio (anagrafica_id) VALUES (${id}) ON CONFLICT (anagrafica_id) DO NOTHING`);
      await audit(tx, { userId: user.id, action: 'anagrafica.create', entity: 'anagrafica', entityId: id, after: row });
      return id;
    }),
    { db, user, season, cf: values.codice_fiscale as string | null },
  );
}

export async function updateAnagrafica(db: Db, user: AuthUser, id: number, season: number, { versione, ...body }: AnagraficaUpdateBody): Promise<void> {
  const level = await accessLevel(db, user, id, season);
  if (level === 'none') throw memberNotFound();
  if (level !== 'edit') throw forbidden();
  const fields: Fields = writableFields(editorOf(user), body, false);
  const errors: FieldErrors = {};
  const values = await derive(db, fields, errors);
  await translateUnique(
    db.transaction(async (tx) => {
      const { rows } = await tx.query<Fields>(`SELECT *, to_char(data_nascita, 'YYYY-MM-DD') AS data_nascita FROM anagrafica WHERE id = $1 AND deleted_at IS NULL FOR UPDATE`, [id]);
      const before = rows[0];
      if (!before) throw memberNotFound();
      // A form opened before someone else's save would put back what it showed (migration 190).
      assertCurrentVersion(before.versione as number, versione);
      const changed = Object.fromEntries(Object.entries(values).filter(([k, v]) => same(before[k]) !== same(v)));
      // Only a birth date being written is checked: a saved one does not block editing the contacts.
      Object.assign(errors, birthDateErrors(changed.data_nascita, todayInItaly()));
      await checkIdentity(tx, user, season, { ...before, ...values }, changed, values, errors, id);
      if (Object.keys(errors).length) throw validationError(errors);
      const cols = Object.keys(values);
      if (cols.length) {
        const sets = join(
          cols.map((c) => sql`${raw(c)} = ${values[c]}`),
          ', ',
        );
        await q(tx, sql`UPDATE anagrafica SET ${sets}, updated_at = now() WHERE id = ${id}`);
      }
      await audit(tx, { userId: user.id, action: 'anagrafica.update', entity: 'anagrafica', entityId: id, before: pick(before, Object.keys(changed)), after: changed });
    }),
    { db, user, season, cf: values.codice_fiscale as string | null | undefined, id },
  );
}

/** Comparable text of a column value (dates as YYYY-MM-DD). */
const same = (v: unknown) => (v instanceof Date ? v.toISOString().slice(0, 10) : String(v ?? ''));

const pick = (o: Fields, keys: string[]) => Object.fromEntries(keys.map((k) => [k, o[k]]));

export async function updateCertificate(db: Db, user: AuthUser, id: number, season: number, date: string): Promise<void> {
  const level = await accessLevel(db, user, id, season);
  if (level === 'none') throw memberNotFound();
  if (level !== 'edit') throw forbidden();
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ d: string | null }>("SELECT to_char(data_scadenza_certificato, 'YYYY-MM-DD') AS d FROM anagrafica WHERE id = $1 FOR UPDATE", [id]);
    await tx.query('UPDATE anagrafica SET data_scadenza_certificato = $2, updated_at = now() WHERE id = $1', [id, date]);
    await audit(tx, {
      userId: user.id,
      action: 'anagrafica.certificate',
      entity: 'anagrafica',
      entityId: id,
      before: { data_scadenza_certificato: rows[0]?.d },
      after: { data_scadenza_certificato: date },
    });
  });
}

/** The form edits below reach only the member's forms (queries.ts standingForm). */
const STANDING = standingForm('am').text;

/** Admin only: privacy consent and eligibility answers of a signed form. */
export async function updateModulo(db: Db, user: AuthUser, moduloId: number, body: { accetta_privacy?: boolean; extra?: Record<string, unknown> }) {
  if (!isAdmin(user)) throw forbidden();
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ accetta_privacy: boolean; extra: Record<string, unknown> }>(
      `SELECT accetta_privacy, extra FROM anagrafica_modulo am WHERE am.id = $1 AND ${STANDING} FOR UPDATE`,
      [moduloId],
    );
    if (!rows[0]) throw notFound();
    const after = { accetta_privacy: body.accetta_privacy ?? rows[0].accetta_privacy, extra: { ...rows[0].extra, ...(body.extra ?? {}) } };
    await tx.query('UPDATE anagrafica_modulo SET accetta_privacy = $2, extra = $3, updated_at = now() WHERE id = $1', [moduloId, after.accetta_privacy, JSON.stringify(after.extra)]);
    await audit(tx, { userId: user.id, action: 'anagraficamodulo.update', entity: 'anagrafica_modulo', entityId: moduloId, before: rows[0], after });
  });
}

/** Admin only: the member signed another form than the one recorded. */
export async function changeModulo(db: Db, user: AuthUser, moduloId: number, newModulo: number) {
  if (!isAdmin(user)) throw forbidden();
  await db.transaction(async (tx) => {
    const { rows } = await tx.query<{ modulo_id: number }>(`SELECT modulo_id FROM anagrafica_modulo am WHERE am.id = $1 AND ${STANDING} FOR UPDATE`, [moduloId]);
    if (!rows[0]) throw notFound();
    const exists = await tx.query('SELECT 1 FROM modulo WHERE id = $1', [newModulo]);
    if (!exists.rows.length) throw validationError({ modulo: ['Il modulo scelto non esiste'] });
    await tx.query('UPDATE anagrafica_modulo SET modulo_id = $2, updated_at = now() WHERE id = $1', [moduloId, newModulo]);
    await audit(tx, { userId: user.id, action: 'anagraficamodulo.change', entity: 'anagrafica_modulo', entityId: moduloId, before: rows[0], after: { modulo_id: newModulo } });
  });
}
