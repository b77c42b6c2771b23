// Who may change which account: the rules shared by the user and permission routes.
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/access.ts';
import { isAdmin, isSysadmin, type AuthUser } from '../auth/user.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';

export const SAVED = 'Dati salvati con successo';

export const RULES = {
  adminsOnly: 'La gestione degli utenti è riservata agli amministratori',
  selfPermissions: 'Non puoi modificare i tuoi permessi: chiedi a un altro amministratore',
  selfDisable: 'Non puoi disabilitare il tuo utente',
  sysadminOnly: 'Solo un amministratore di sistema può modificare un amministratore di sistema',
  notHeld: 'Non puoi assegnare un permesso che non possiedi',
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
 * An administrator changes other accounts; a system administrator's account only another system
 * administrator changes (otherwise a limited administrator could take it over). Refusals are 409
 * with the reason, so the screen shows it instead of treating it as a lost session.
 */
export function assertMayChange(actor: AuthUser, target: { id: number; tipo_utente: string }, opts: { disabling?: boolean } = {}) {
  if (opts.disabling && actor.id === target.id) throw conflict(RULES.selfDisable);
  if (target.tipo_utente === 'sysadmin' && !isSysadmin(actor)) throw conflict(RULES.sysadminOnly);
}

export function isUniqueEmailViolation(e: unknown): boolean {
  const err = e as { code?: string; constraint?: string; message?: string } | null;
  return err?.code === '23505' && (err.constraint === 'users_email_unique' || /users_email_unique/.test(err.message ?? ''));
}
