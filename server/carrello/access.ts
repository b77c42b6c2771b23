// Whose cart a user may see and pay: a club user its club's; a person its own; an administrator any
// party's, as the accounting screens allow it (reading with their Read flag, paying or removing a
// line with their Write flag: spec 1 §6). Everything else is refused before anything is read or written.
import type { AuthUser } from '../auth/user.ts';
import { isAdmin } from '../auth/user.ts';
import { forbidden } from '../http/errors.ts';
import { hasAbility } from '../../resources/abilities.ts';
import { LEDGER_ACCESS, LEDGER_WRITE } from '../ledger/access.ts';
import type { Party } from './queries.ts';

/** The party whose cart is the user's own (none for administrators). */
export function ownParty(u: AuthUser): Party | null {
  if (u.tipo_utente === 'societa' && u.societa_id) return { type: 'societa', id: u.societa_id };
  if (u.tipo_utente === 'anagrafica' && u.anagrafica_id) return { type: 'anagrafica', id: u.anagrafica_id };
  return null;
}

export type CartUse = 'read' | 'write';

export function canUseCart(u: AuthUser, p: Party, use: CartUse): boolean {
  if (isAdmin(u)) return (use === 'read' ? LEDGER_ACCESS : LEDGER_WRITE).some((a) => hasAbility(u.abilities, a));
  const own = ownParty(u);
  return !!own && own.type === p.type && own.id === p.id;
}

export function assertCartAccess(u: AuthUser, p: Party, use: CartUse) {
  if (!canUseCart(u, p, use)) throw forbidden();
}
