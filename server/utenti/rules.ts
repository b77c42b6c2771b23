// Who may change which account: the rules shared by the user and permission routes.
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/access.ts';
import { hasAbility } from '../../resources/abilities.ts';
import { isAdmin, isSysadmin, type AuthUser } from '../auth/user.ts';
import { NEW_ACCOUNT_PERMISSIONS } from '../auth/applications.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';

export const SAVED = 'Dati salvati con successo';

export const RULES = {
  adminsOnly: 'La gestione degli utenti è riservata agli amministratori',
  selfPermissions: 'Non puoi modificare i tuoi permessi: chiedi a un altro amministratore',
  selfDisable: 'Non puoi disabilitare il tuo utente',
  sysadminOnly: 'Solo un amministratore di sistema può modificare un amministratore di sistema',
  notHeld: 'Non puoi assegnare un permesso che non possiedi',
  notHeldRemove: 'Non puoi rimuovere un permesso che non possiedi',
  targetHoldsMore: 'Non puoi modificare un utente che ha permessi che non possiedi',
  oldPasswordWrong: 'La vecchia password non è corretta',
} as const;

/**
 * Only administrators reach the user screens, whatever permissions a club or member account was given
 * by mistake (issue 5: "nobody but an administrator with the users ability").
 */
export async function adminsOnly(request: FastifyRequest) {
  if (!isAdmin(currentUser(request))) throw forbidden(RULES.adminsOnly);
}

export function parseUtenteId(raw: string): number {
  const id = Number(raw);
  if (!/^\d{1,9}$/.test(raw) || id < 1) throw notFound('Utente non trovato');
  return id;
}

/**
 * Who may change whom (issue 10 §2): an actor changes the password, e-mail, enabled state, link or
 * permissions of an account only if it is a system administrator or holds every ability that account
 * holds — so a limited administrator never gains rights by switching accounts. A system
 * administrator's account (ability sysadmin:all) therefore only another system administrator changes.
 */
export function mayChange(actor: AuthUser, targetAbilities: readonly string[]): boolean {
  return isSysadmin(actor) || targetAbilities.every((a) => hasAbility(actor.abilities, a));
}

/** Refusals are 409 with the reason, so the screen shows it instead of treating it as a lost session. */
export function assertMayChange(actor: AuthUser, target: { id: number; tipo_utente: string; abilities: readonly string[] }, opts: { disabling?: boolean } = {}) {
  if (opts.disabling && actor.id === target.id) throw conflict(RULES.selfDisable);
  if (target.tipo_utente === 'sysadmin' && !isSysadmin(actor)) throw conflict(RULES.sysadminOnly);
  if (!mayChange(actor, target.abilities)) throw conflict(RULES.targetHoldsMore);
}

/**
 * Granting and removing follow the same "only what you hold" rule: the actor must hold the permission
 * at the higher of its old and new level (write when either side has write).
 */
export function permissionChangeRefusal(actor: AuthUser, codice: string, before: { read: boolean; write: boolean }, after: { read: boolean; write: boolean }): string | null {
  if (isSysadmin(actor)) return null;
  const needsWrite = before.write || after.write;
  const needsRead = needsWrite || before.read || after.read;
  const holds = (!needsRead || hasAbility(actor.abilities, `${codice}:read`)) && (!needsWrite || hasAbility(actor.abilities, `${codice}:write`));
  if (holds) return null;
  const granting = (after.write && !before.write) || (after.read && !before.read);
  return granting ? RULES.notHeld : RULES.notHeldRemove;
}

export interface Grant {
  codice: string;
  read: boolean;
  write: boolean;
}

/**
 * The permissions a new account of this type starts with (NEW_ACCOUNT_PERMISSIONS), each at most at
 * the level its creator holds: a limited administrator hands out only what it holds, as when it grants.
 */
export function newAccountGrants(actor: AuthUser, tipo: string): Grant[] {
  const defaults: Record<string, 'r' | 'rw'> = tipo === 'societa' || tipo === 'anagrafica' ? NEW_ACCOUNT_PERMISSIONS[tipo] : {};
  return Object.entries(defaults).flatMap(([codice, level]) => {
    const write = level === 'rw' && permissionChangeRefusal(actor, codice, { read: false, write: false }, { read: true, write: true }) === null;
    const read = write || permissionChangeRefusal(actor, codice, { read: false, write: false }, { read: true, write: false }) === null;
    return read ? [{ codice, read, write }] : [];
  });
}

export function isUniqueEmailViolation(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string } | null;
  return err?.code === '23505' && (err.constraint === 'users_email_unique' || /users_email_unique/.test(err.message ?? ''));
}
