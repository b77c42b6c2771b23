// Who may change which account: the rules shared by the user and permission routes.
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/access.ts';
import { changeRefusal, permissionChangeRefusal, UTENTI_RULES } from '../../resources/utenti-rules.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { NEW_ACCOUNT_PERMISSIONS } from '../auth/applications.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';

export const SAVED = 'Dati salvati con successo';

/** The refusals' messages, one list with the user screens (resources/utenti-rules.ts). */
export const RULES = UTENTI_RULES;

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

export { permissionChangeRefusal };

/** Refusals are 409 with the reason, so the screen shows it instead of treating it as a lost session. */
export function assertMayChange(actor: AuthUser, target: { id: number; tipo_utente: string; abilities: readonly string[] }, opts: { disabling?: boolean } = {}) {
  const refusal = changeRefusal(actor, target, opts);
  if (refusal) throw conflict(refusal);
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
