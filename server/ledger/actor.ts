// Who performs a money operation. `user` present = a request's user: the spec's rights (§6) and
// scope are enforced. Absent = another area's own operation (checkout, registration …) that has
// already checked its caller; only the state rules apply.
import type { AuthUser } from '../auth/user.ts';
import { isAdmin } from '../auth/user.ts';
import type { Viewer } from './rules.ts';

export interface Actor {
  userId: number | null;
  user?: AuthUser;
  /**
   * Decides by a rule, not by a person's judgement (a payment settled the entry): the audit still
   * names `userId`, the entry names no approver ('Approvatore').
   */
  byRule?: boolean;
}

export const actorOf = (user: AuthUser): Actor => ({ userId: user.id, user });
export const systemActor = (userId: number | null = null): Actor => ({ userId });

export const viewerOf = (u: AuthUser): Viewer => ({
  admin: isAdmin(u),
  societaId: u.tipo_utente === 'societa' ? u.societa_id : null,
  anagraficaId: u.tipo_utente === 'anagrafica' ? u.anagrafica_id : null,
});
