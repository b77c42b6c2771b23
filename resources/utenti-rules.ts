// Who may change which user account, as pure functions shared by the server (server/utenti/rules.ts
// turns a refusal into a 409 with its message) and the user screens (custom-pages/utenti), which
// disable up front what the server would refuse and show the same reason.
import { hasAbility, type Abilities } from './abilities.ts';

export const UTENTI_RULES = {
  adminsOnly: 'La gestione degli utenti è riservata agli amministratori',
  selfPermissions: 'Non puoi modificare i tuoi permessi: chiedi a un altro amministratore',
  selfDisable: 'Non puoi disabilitare il tuo utente',
  sysadminOnly: 'Solo un amministratore di sistema può modificare un amministratore di sistema',
  notHeld: 'Non puoi assegnare un permesso che non possiedi',
  notHeldRemove: 'Non puoi rimuovere un permesso che non possiedi',
  targetHoldsMore: 'Non puoi modificare un utente che ha permessi che non possiedi',
  oldPasswordWrong: 'La vecchia password non è corretta',
} as const;

/** An account as these rules read it: the server's AuthUser, the client's session, a GET utente/{id} answer. */
export interface RuleAccount {
  id: number;
  tipo_utente: string | null;
  abilities: Abilities;
}

const isSysadminAccount = (a: Pick<RuleAccount, 'tipo_utente'>) => a.tipo_utente === 'sysadmin';

/**
 * Who may change whom (issue 10 §2): an actor changes the password, e-mail, enabled state, link or
 * permissions of an account only if it is a system administrator or holds every ability that account
 * holds — so a limited administrator never gains rights by switching accounts. A system
 * administrator's account (ability sysadmin:all) therefore only another system administrator changes.
 */
export function mayChange(actor: Pick<RuleAccount, 'tipo_utente' | 'abilities'>, targetAbilities: Abilities): boolean {
  return isSysadminAccount(actor) || targetAbilities.every((a) => hasAbility(actor.abilities, a));
}

/**
 * Why `actor` may not change `target` (the server's refusal message), or null when it may. Checked in
 * this order: disabling oneself, a system administrator's account, an account holding more. A target
 * without `abilities` (a row of the user list) is judged on the first two only.
 */
export function changeRefusal(actor: RuleAccount, target: { id: number; tipo_utente: string; abilities?: Abilities }, opts: { disabling?: boolean } = {}): string | null {
  if (opts.disabling && actor.id === target.id) return UTENTI_RULES.selfDisable;
  if (target.tipo_utente === 'sysadmin' && !isSysadminAccount(actor)) return UTENTI_RULES.sysadminOnly;
  if (target.abilities && !mayChange(actor, target.abilities)) return UTENTI_RULES.targetHoldsMore;
  return null;
}

/** Why `actor` may not change `target`'s permissions (nobody changes its own), or null. */
export function permissionsRefusal(actor: RuleAccount, target: { id: number; tipo_utente: string; abilities?: Abilities }): string | null {
  if (actor.id === target.id) return UTENTI_RULES.selfPermissions;
  return changeRefusal(actor, target);
}

export interface PermissionLevel {
  read: boolean;
  write: boolean;
}

/**
 * Granting and removing follow the same "only what you hold" rule: the actor must hold the permission
 * at the higher of its old and new level (write when either side has write).
 */
export function permissionChangeRefusal(actor: Pick<RuleAccount, 'tipo_utente' | 'abilities'>, codice: string, before: PermissionLevel, after: PermissionLevel): string | null {
  if (isSysadminAccount(actor)) return null;
  const needsWrite = before.write || after.write;
  const needsRead = needsWrite || before.read || after.read;
  const holds = (!needsRead || hasAbility(actor.abilities, `${codice}:read`)) && (!needsWrite || hasAbility(actor.abilities, `${codice}:write`));
  if (holds) return null;
  const granting = (after.write && !before.write) || (after.read && !before.read);
  return granting ? UTENTI_RULES.notHeld : UTENTI_RULES.notHeldRemove;
}
