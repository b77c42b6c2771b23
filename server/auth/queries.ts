// Named reads of the auth area.
import type { Queryable } from '../db/client.ts';

export interface CredentialRow {
  id: number;
  email: string;
  password_hash: string;
  must_edit_password: boolean;
}

export async function findActiveUserByEmail(db: Queryable, email: string): Promise<CredentialRow | undefined> {
  const { rows } = await db.query<CredentialRow>('SELECT id, email, password_hash, must_edit_password FROM users WHERE lower(email) = lower($1) AND deleted_at IS NULL', [email]);
  return rows[0];
}

/** What a reset request names: an account's e-mail (or a member's own e-mail), or a club's affiliation code. */
export type ResetTarget = { email: string } | { codice_affiliazione: string };

/** The enabled account a reset request is about (spec: member users by their or their record's e-mail, clubs by code). */
export async function findResetAccount(db: Queryable, target: ResetTarget): Promise<{ id: number; email: string } | undefined> {
  if ('codice_affiliazione' in target) {
    const { rows } = await db.query<{ id: number; email: string }>(
      `SELECT u.id, u.email FROM users u JOIN societa s ON s.id = u.societa_id
        WHERE u.tipo_utente = 'societa' AND u.deleted_at IS NULL AND upper(s.codice_affiliazione) = upper($1)
        ORDER BY u.id LIMIT 1`,
      [target.codice_affiliazione],
    );
    return rows[0];
  }
  const { rows } = await db.query<{ id: number; email: string }>(
    `SELECT u.id, u.email FROM users u LEFT JOIN anagrafica a ON a.id = u.anagrafica_id
      WHERE u.deleted_at IS NULL AND (lower(u.email) = lower($1) OR (u.tipo_utente = 'anagrafica' AND lower(a.email) = lower($1)))
      ORDER BY (lower(u.email) = lower($1)) DESC, u.id LIMIT 1`,
    [target.email],
  );
  return rows[0];
}

export async function passwordHashOf(db: Queryable, userId: number): Promise<string | undefined> {
  const { rows } = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [userId]);
  return rows[0]?.password_hash;
}

/** Reset links sent to an account in the last hour. */
export async function recentResetCount(db: Queryable, userId: number): Promise<number> {
  const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM password_reset WHERE user_id = $1 AND created_at > now() - interval '1 hour'", [userId]);
  return rows[0].n;
}
