// The authenticated user of a request, with abilities read fresh from the database on every call
// (a changed permission takes effect at once; nothing stale is cached in the token).
import type { Queryable } from '../db/client.ts';
import { SYSADMIN } from '../../resources/abilities.ts';

import type { TipoUtente } from '../../resources/contracts/utenti.ts';

export type { TipoUtente };

export interface AuthUser {
  id: number;
  name: string;
  email: string;
  tipo_utente: TipoUtente;
  societa_id: number | null;
  anagrafica_id: number | null;
  must_edit_password: boolean;
  abilities: string[];
}

type UserRow = Omit<AuthUser, 'abilities'> & { perms: { codice: string; r: boolean; w: boolean }[] | null };

/** The select list of an enabled user with its permissions (`u` is the users table). */
export const AUTH_USER_COLUMNS = `u.id, u.name, u.email, u.tipo_utente, u.societa_id, u.anagrafica_id, u.must_edit_password,
  (SELECT json_agg(json_build_object('codice', p.codice, 'r', up.can_read, 'w', up.can_write))
     FROM user_permission up JOIN permission p ON p.id = up.permission_id
    WHERE up.user_id = u.id) AS perms`;

export function toAuthUser({ perms, ...user }: UserRow): AuthUser {
  return { ...user, abilities: abilitiesOf(user.tipo_utente, perms ?? []) };
}

export async function loadAuthUser(db: Queryable, userId: number): Promise<AuthUser | null> {
  const { rows } = await db.query<UserRow>(`SELECT ${AUTH_USER_COLUMNS} FROM users u WHERE u.id = $1 AND u.deleted_at IS NULL`, [userId]);
  return rows[0] ? toAuthUser(rows[0]) : null;
}

export function abilitiesOf(tipo: TipoUtente, perms: { codice: string; r: boolean; w: boolean }[]): string[] {
  const out = tipo === 'sysadmin' ? [SYSADMIN] : [];
  for (const p of perms) {
    if (p.r) out.push(`${p.codice}:read`);
    if (p.w) out.push(`${p.codice}:write`);
  }
  return out;
}

export const isAdmin = (u: AuthUser) => u.tipo_utente === 'sysadmin' || u.tipo_utente === 'admin';
export const isSysadmin = (u: AuthUser) => u.tipo_utente === 'sysadmin';
