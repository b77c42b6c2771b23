// User-type scoping: a club user sees and changes only its own club and its members; a member user
// only itself. Handlers call these before reading or writing an entity.
import type { Queryable } from '../db/client.ts';
import { forbidden } from '../http/errors.ts';
import { isAdmin, type AuthUser } from './user.ts';

/** The club a societa user is bound to, or null for users not bound to a club. */
export const ownSocietaId = (u: AuthUser) => (u.tipo_utente === 'societa' ? u.societa_id : null);

export function assertSocietaVisible(u: AuthUser, societaId: number) {
  if (isAdmin(u)) return;
  if (u.tipo_utente === 'societa' && u.societa_id === societaId) return;
  throw forbidden();
}

/** A member is visible to admins, to itself, and to a club it has (or had) a role with. */
export async function assertAnagraficaVisible(db: Queryable, u: AuthUser, anagraficaId: number) {
  if (isAdmin(u)) return;
  if (u.tipo_utente === 'anagrafica' && u.anagrafica_id === anagraficaId) return;
  if (u.tipo_utente === 'societa' && u.societa_id != null) {
    const { rows } = await db.query(
      'SELECT 1 FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND societa_id = $2 LIMIT 1',
      [anagraficaId, u.societa_id],
    );
    if (rows.length) return;
  }
  throw forbidden();
}

/** A club user edits a member only with an approved role with its club. */
export async function assertAnagraficaEditable(db: Queryable, u: AuthUser, anagraficaId: number) {
  if (isAdmin(u)) return;
  if (u.tipo_utente === 'anagrafica' && u.anagrafica_id === anagraficaId) return;
  if (u.tipo_utente === 'societa' && u.societa_id != null) {
    const { rows } = await db.query(
      'SELECT 1 FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND societa_id = $2 AND approvato LIMIT 1',
      [anagraficaId, u.societa_id],
    );
    if (rows.length) return;
  }
  throw forbidden();
}
