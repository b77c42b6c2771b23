// Whose cart a user may see and pay: administrators any party's; a club user its club's; a person
// its own. Everything else is refused before anything is read or written.
import type { AuthUser } from '../auth/user.ts';
import { isAdmin } from '../auth/user.ts';
import { forbidden } from '../http/errors.ts';
import type { Party } from './queries.ts';

/** The party whose cart is the user's own (none for administrators). */
export function ownParty(u: AuthUser): Party | null {
  if (u.tipo_utente === 'societa' && u.societa_id) return { type: 'societa', id: u.societa_id };
  if (u.tipo_utente === 'anagrafica' && u.anagrafica_id) return { type: 'anagrafica', id: u.anagrafica_id };
  return null;
}

export function canUseCart(u: AuthUser, p: Party): boolean {
  if (isAdmin(u)) return true;
  const own = ownParty(u);
  return !!own && own.type === p.type && own.id === p.id;
}

export function assertCartAccess(u: AuthUser, p: Party) {
  if (!canUseCart(u, p)) throw forbidden();
}
