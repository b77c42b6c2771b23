// The one rule of who may be the subject of a registration or transfer request by a club
// (POST anagrafica/{id}/societa, spec 2 §2.10): any live person, for an administrator or for the
// club itself — someone new to the club, or another club's athlete, which becomes a transfer request
// that the old club must accept. The save and every lookup of its dialog (types, series, cost) ask
// this rule, so about a person it does not see yet a club learns what the save lets it do and no more:
// never contact data or documents (those follow the club's full scope, server/auth/scope.ts). Loans
// and second licences stay with the people a club sees (loans.ts): they are for its own members.
import type { Queryable } from '../db/client.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { forbidden, memberNotFound } from '../http/errors.ts';

/** The user acts for club `societaId` (administrators for any, or before choosing one: null). */
const actsFor = (user: AuthUser, societaId: number | null) => isAdmin(user) || (user.tipo_utente === 'societa' && societaId !== null && user.societa_id === societaId);

const live = async (db: Queryable, anagraficaId: number) => (await db.query('SELECT 1 FROM anagrafica WHERE id = $1 AND deleted_at IS NULL', [anagraficaId])).rows.length > 0;

/** Whether the person may be the subject of a request of club `societaId` made by `user`. */
export async function mayBeRequestSubject(db: Queryable, user: AuthUser, anagraficaId: number, societaId: number | null): Promise<boolean> {
  return actsFor(user, societaId) && (await live(db, anagraficaId));
}

/** The same rule as a check: 403 when the user does not act for the club, 404 when the person is not a live record. */
export async function assertRequestSubject(db: Queryable, user: AuthUser, anagraficaId: number, societaId: number | null): Promise<void> {
  if (!actsFor(user, societaId)) throw forbidden();
  if (!(await live(db, anagraficaId))) throw memberNotFound();
}
