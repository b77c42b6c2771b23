// Who sees and edits which member (spec 2 §6). Seeing is the one scope per entity of
// server/auth/scope.ts (full: approved or pending with the club in the season; history: approved in
// any season, no contact data, no documents). Editing is narrower for a club: only the people with
// an approved, not deleted role with it in the season that still runs (the club's tables' rows).
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { addedByClubIds, anagraficaHistoryScope as historyScope, anagraficaScope, CURRENT_SEASON, roleRunsItsSeason } from '../auth/scope.ts';
import { sql, raw, type Sql } from '../db/sql.ts';

export { anagraficaScope };

export const anagraficaHistoryScope = (user: AuthUser, alias: string, _seasonId?: number): Sql => historyScope(user, alias);

/** An approved role with the club in the season, still running (a transfer away ends it: roleRunsItsSeason). */
const approvedWithClub = (alias: string, societaId: number, seasonId: number) =>
  sql`EXISTS (SELECT 1 FROM anagrafica_ruolo rs WHERE rs.anagrafica_id = ${raw(alias)}.id AND rs.societa_id = ${societaId}
    AND rs.deleted_at IS NULL AND rs.approvato AND rs.stagione_id = ${seasonId} AND ${roleRunsItsSeason('rs')})`;

/** The season is the current one or a later one: a past season is history, whoever the person was with then. */
const notPast = (seasonId: number) => sql`EXISTS (SELECT 1 FROM stagione se, stagione sc WHERE se.id = ${seasonId} AND sc.id = ${CURRENT_SEASON} AND se.data_inizio >= sc.data_inizio)`;

/**
 * Members the user may change in the season: a club only those with an approved role with it in that
 * season, if it is not a past one (a former member who moved on is not the old club's to change), and
 * those it added that nobody registered yet.
 */
export function anagraficaEditScope(user: AuthUser, alias: string, seasonId: number): Sql {
  if (user.tipo_utente === 'societa')
    return sql`((${approvedWithClub(alias, user.societa_id ?? 0, seasonId)} AND ${notPast(seasonId)}) OR ${raw(alias)}.id IN (${addedByClubIds(user.societa_id ?? 0)}))`;
  return anagraficaScope(user, alias, seasonId);
}

/** The club view's own members this season ('I miei tesserati', shown green). */
export function ownMembers(user: AuthUser, alias: string, seasonId: number): Sql {
  if (user.tipo_utente !== 'societa') return sql`false`;
  return approvedWithClub(alias, user.societa_id ?? 0, seasonId);
}

/**
 * Whether the user may read the wallet of the members it sees: administrators, and a person user
 * (who sees only itself). Clubs never (server/ledger/routes-read.ts answers them 403 on the wallet).
 */
export const readsWallet = (user: AuthUser) => isAdmin(user) || user.tipo_utente === 'anagrafica';
