// What a user may see: ONE scoping function per entity, returning an SQL fragment (server/db/sql.ts)
// that carries its own parameters, so lists, exports, details, documents and every area to come
// ask the same question the same way. The assert helpers below are built on the same fragments.
//
// A person (anagrafica) seen by a club (issue 10 §3):
//   - FULL (contact data, documents, export rows, detail): the person has, in the season asked
//     about (the selected season; the open one when none is given), a role with the club that is
//     not deleted, not rejected and not ended before its season's end (an approved transfer away
//     ends it: roleRunsItsSeason): approved, or a registration still pending with the club — unless
//     the person is registered with another club that season (approved, running): a request any club
//     may file (a transfer, a second role) shows it that club's member only once it is approved.
//     → `anagraficaScope(user, alias, seasonId)` / `assertAnagraficaVisible(db, user, id, seasonId)`
//   - HISTORY only (the clubs history grid: season and club, no contact data, no documents): the
//     person had an approved, not deleted role with the club in any season.
//     → `anagraficaHistoryScope(user, alias)` / `assertAnagraficaHistoryVisible(db, user, id)`
//   Ask `anagraficaAccess(db, user, id, seasonId)` → 'full' | 'history' | 'none' when one screen shows
//   both (e.g. member detail: history for everyone it returns, contact rows only with 'full').
// A person user sees only itself (full); administrators see everybody (their abilities still apply).
import type { Queryable } from '../db/client.ts';
import { q, sql, type Sql, raw } from '../db/sql.ts';
import { forbidden } from '../http/errors.ts';
import { isAdmin, type AuthUser } from './user.ts';

/** The club a societa user is bound to, or null for users not bound to a club. */
export const ownSocietaId = (u: AuthUser) => (u.tipo_utente === 'societa' ? u.societa_id : null);

/** The season lists default to: the open one, else the latest (a subquery, so no extra round trip). */
export const CURRENT_SEASON = raw('(SELECT st_cur.id FROM stagione st_cur WHERE st_cur.deleted_at IS NULL ORDER BY st_cur.aperta DESC, st_cur.data_inizio DESC LIMIT 1)');

/** The season id as an SQL value: the given one, or the current season. */
const seasonSql = (seasonId?: number | null) => (seasonId == null ? CURRENT_SEASON : sql`${seasonId}`);

/** An alias checked to be a plain identifier, so it can be written into the fragment. */
function ident(alias: string) {
  if (!/^[a-z_][a-z0-9_]*$/i.test(alias)) throw new Error(`Invalid SQL alias: ${alias}`);
  return raw(alias);
}

/**
 * People a club added (POST anagrafica) and nobody has registered yet (no live role anywhere): the
 * club opens the new record, completes it and registers it; once the person has a registration, the
 * usual rules decide. As a set of ids, so that a scope using it stays a semi-join for the planner.
 */
export function addedByClubIds(societaId: number): Sql {
  return sql`SELECT sc_n.id FROM anagrafica sc_n WHERE sc_n.creato_da_societa_id = ${societaId}
    AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo sc_nr WHERE sc_nr.anagrafica_id = sc_n.id AND sc_nr.deleted_at IS NULL AND NOT sc_nr.rifiutato)`;
}

/**
 * A role (`alias` is an anagrafica_ruolo) that still runs in its season: it has no end, its end is
 * still to come, or it ends with its season or later. One that ended before its season did (the
 * athlete moved to another club by an approved transfer, which ends it on the approval's day) is the
 * club's history: no row in its tables, no change to the person. The end still to come keeps the
 * annual registrations, which copy their season's end, running when an administrator moves the
 * season's end later, and a registration whose end 'Aumenta scadenza tesseramento' set inside the season.
 */
export function roleRunsItsSeason(alias: string): Sql {
  const r = ident(alias);
  return sql`(${r}.data_fine IS NULL OR ${r}.data_fine > CURRENT_DATE OR ${r}.data_fine >= (SELECT se_end.data_fine FROM stagione se_end WHERE se_end.id = ${r}.stagione_id))`;
}

/**
 * A live role (`alias` is an anagrafica_ruolo) that makes the person its club's member: approved, or
 * pending unless the person is registered with another club that season (approved, not ended): such a
 * pending one is a request (a transfer, a second role), shown on the transfers screen, not yet a member.
 */
export function roleMakesMember(alias: string): Sql {
  const r = ident(alias);
  return sql`(${r}.approvato OR NOT EXISTS (SELECT 1 FROM anagrafica_ruolo sc_o WHERE sc_o.anagrafica_id = ${r}.anagrafica_id
        AND sc_o.stagione_id = ${r}.stagione_id AND sc_o.societa_id <> ${r}.societa_id AND sc_o.approvato AND sc_o.deleted_at IS NULL
        AND (sc_o.data_fine IS NULL OR sc_o.data_fine >= CURRENT_DATE)))`;
}

/**
 * People (`alias`.id is an anagrafica id) a user may see IN FULL in a season: contact data, documents,
 * export rows. Club: approved role with the club in the season, still running; pending (not rejected, not deleted)
 * one unless the person is registered with another club that season (approved, not ended); or added
 * by the club and not registered anywhere yet (addedByClubIds).
 */
export function anagraficaScope(user: AuthUser, alias = 'a', seasonId?: number | null): Sql {
  const a = ident(alias);
  if (isAdmin(user)) return sql`true`;
  if (user.tipo_utente === 'societa' && user.societa_id != null) {
    return sql`${a}.id IN (SELECT sc_r.anagrafica_id FROM anagrafica_ruolo sc_r WHERE sc_r.societa_id = ${user.societa_id}
      AND sc_r.stagione_id = ${seasonSql(seasonId)} AND sc_r.deleted_at IS NULL AND NOT sc_r.rifiutato AND ${roleRunsItsSeason('sc_r')}
      AND ${roleMakesMember('sc_r')}
      UNION ALL ${addedByClubIds(user.societa_id)})`;
  }
  if (user.tipo_utente === 'anagrafica' && user.anagrafica_id != null) return sql`${a}.id = ${user.anagrafica_id}`;
  return sql`false`;
}

/**
 * People a user may see the HISTORY of (season and club of past roles; never contact data or
 * documents). Club: an approved, not deleted role with the club in any season, or the full scope.
 */
export function anagraficaHistoryScope(user: AuthUser, alias = 'a'): Sql {
  const a = ident(alias);
  if (user.tipo_utente === 'societa' && user.societa_id != null) {
    return sql`(${anagraficaScope(user, alias)} OR EXISTS (SELECT 1 FROM anagrafica_ruolo sc_h WHERE sc_h.anagrafica_id = ${a}.id
      AND sc_h.societa_id = ${user.societa_id} AND sc_h.deleted_at IS NULL AND sc_h.approvato))`;
  }
  return anagraficaScope(user, alias);
}

/**
 * Clubs (`alias`.id is a societa id) a user may see: admins all, a club user its own, a person the
 * clubs it has a live (approved or pending, not deleted) role with.
 */
export function societaScope(user: AuthUser, alias = 's'): Sql {
  const s = ident(alias);
  if (isAdmin(user)) return sql`true`;
  if (user.tipo_utente === 'societa' && user.societa_id != null) return sql`${s}.id = ${user.societa_id}`;
  if (user.tipo_utente === 'anagrafica' && user.anagrafica_id != null) {
    return sql`EXISTS (SELECT 1 FROM anagrafica_ruolo sc_p WHERE sc_p.societa_id = ${s}.id AND sc_p.anagrafica_id = ${user.anagrafica_id}
      AND sc_p.deleted_at IS NULL AND NOT sc_p.rifiutato)`;
  }
  return sql`false`;
}

/** Rows of a table holding a club id column (`alias`.`column`) that belong to clubs the user may see. */
export function ownedBySocietaScope(user: AuthUser, alias: string, column = 'societa_id'): Sql {
  if (isAdmin(user)) return sql`true`;
  if (user.tipo_utente === 'societa' && user.societa_id != null) return sql`${ident(alias)}.${ident(column)} = ${user.societa_id}`;
  return sql`false`;
}

async function exists(db: Queryable, table: string, alias: string, id: number, scope: Sql) {
  const { rows } = await q(db, sql`SELECT 1 FROM ${raw(table)} ${raw(alias)} WHERE ${raw(alias)}.id = ${id} AND ${scope}`);
  return rows.length > 0;
}

export type AnagraficaAccess = 'full' | 'history' | 'none';

/** How much of a person a user may see: 'full' (contact data, documents), 'history' only, or 'none'. */
export async function anagraficaAccess(db: Queryable, u: AuthUser, anagraficaId: number, seasonId?: number | null): Promise<AnagraficaAccess> {
  if (isAdmin(u)) return 'full';
  const { rows } = await q<{ full: boolean; history: boolean }>(
    db,
    sql`SELECT ${anagraficaScope(u, 'a', seasonId)} AS full, ${anagraficaHistoryScope(u, 'a')} AS history FROM anagrafica a WHERE a.id = ${anagraficaId}`,
  );
  if (!rows[0]) return 'none';
  return rows[0].full ? 'full' : rows[0].history ? 'history' : 'none';
}

export function assertSocietaVisible(u: AuthUser, societaId: number) {
  if (isAdmin(u)) return;
  if (u.tipo_utente === 'societa' && u.societa_id === societaId) return;
  throw forbidden();
}

/** The club, seen through `societaScope` (a person may see the clubs it belongs to). */
export async function assertSocietaReadable(db: Queryable, u: AuthUser, societaId: number) {
  if (isAdmin(u)) return;
  if (!(await exists(db, 'societa', 's', societaId, societaScope(u, 's')))) throw forbidden();
}

/** Full view of a person (contact data, documents) — `anagraficaScope` in the season (default current). */
export async function assertAnagraficaVisible(db: Queryable, u: AuthUser, anagraficaId: number, seasonId?: number | null) {
  if (isAdmin(u)) return;
  if (!(await exists(db, 'anagrafica', 'a', anagraficaId, anagraficaScope(u, 'a', seasonId)))) throw forbidden();
}

/** History view of a person (clubs history grid only) — `anagraficaHistoryScope`. */
export async function assertAnagraficaHistoryVisible(db: Queryable, u: AuthUser, anagraficaId: number) {
  if (isAdmin(u)) return;
  if (!(await exists(db, 'anagrafica', 'a', anagraficaId, anagraficaHistoryScope(u, 'a')))) throw forbidden();
}

/**
 * Adding a role to a person (tesseramenti/cards.ts): the same full scope — a club acts only on the people
 * approved or pending with it in the season; a person on itself. A person's data and documents change
 * under the narrower edit rule (anagrafica/scope.ts anagraficaEditScope: approved roles only).
 */
export const assertAnagraficaEditable = assertAnagraficaVisible;
