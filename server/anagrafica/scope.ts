// Who sees and edits which member (spec 2 §6), as SQL fragments used by every members route.
// A club user: the people with an approved, not deleted role with its club in the season (edit) or a
// registration pending with it (view); people it had in earlier seasons are history (no contact data,
// no documents). A person: only itself. Administrators: everyone.
import type { AuthUser } from '../auth/user.ts';
import { isAdmin } from '../auth/user.ts';
import { sql, raw, type Sql } from '../db/sql.ts';

const roleWithClub = (alias: string, societaId: number, extra: Sql) =>
  sql`EXISTS (SELECT 1 FROM anagrafica_ruolo rs WHERE rs.anagrafica_id = ${raw(alias)}.id AND rs.societa_id = ${societaId}
    AND rs.deleted_at IS NULL AND ${extra})`;

/** Members the user may list and open fully in the season (list, export, detail, forms, cards, PDFs). */
export function anagraficaScope(user: AuthUser, alias: string, seasonId: number): Sql {
  if (isAdmin(user)) return sql`true`;
  if (user.tipo_utente === 'societa') {
    return roleWithClub(alias, user.societa_id ?? 0, sql`rs.stagione_id = ${seasonId} AND (rs.approvato OR NOT rs.rifiutato)`);
  }
  return sql`${raw(alias)}.id = ${user.anagrafica_id ?? 0}`;
}

/** Members the user may change in the season: a club only those with an approved role with it. */
export function anagraficaEditScope(user: AuthUser, alias: string, seasonId: number): Sql {
  if (user.tipo_utente === 'societa') {
    return roleWithClub(alias, user.societa_id ?? 0, sql`rs.stagione_id = ${seasonId} AND rs.approvato`);
  }
  return anagraficaScope(user, alias, seasonId);
}

/** Members a club had in any season (history view, without contact data and documents). */
export function anagraficaHistoryScope(user: AuthUser, alias: string, seasonId: number): Sql {
  if (user.tipo_utente === 'societa') return roleWithClub(alias, user.societa_id ?? 0, sql`rs.approvato`);
  return anagraficaScope(user, alias, seasonId);
}

/** The club view's own members this season ('I miei tesserati', shown green). */
export function ownMembers(user: AuthUser, alias: string, seasonId: number): Sql {
  if (user.tipo_utente !== 'societa') return sql`false`;
  return roleWithClub(alias, user.societa_id ?? 0, sql`rs.stagione_id = ${seasonId} AND rs.approvato`);
}
