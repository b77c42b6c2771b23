// Password reset tokens: random, stored hashed, valid 60 minutes, used once.
import type { Queryable } from '../db/client.ts';
import { randomSecret, sha256 } from './tokens.ts';

export const RESET_TOKEN_MINUTES = 60;

export async function createResetToken(db: Queryable, userId: number): Promise<string> {
  const token = randomSecret(24);
  await db.query(`INSERT INTO password_reset (user_id, token_hash, expires_at) VALUES ($1, $2, now() + interval '${RESET_TOKEN_MINUTES} minutes')`, [userId, sha256(token)]);
  return token;
}

/** Marks the token used and returns its user when e-mail and token match a live reset. */
export async function consumeResetToken(db: Queryable, email: string, token: string): Promise<number | null> {
  const { rows } = await db.query<{ user_id: number }>(
    `UPDATE password_reset pr SET used_at = now()
       FROM users u
      WHERE pr.user_id = u.id AND lower(u.email) = lower($1) AND u.deleted_at IS NULL
        AND pr.token_hash = $2 AND pr.used_at IS NULL AND pr.expires_at > now()
      RETURNING pr.user_id`,
    [email, sha256(token)],
  );
  return rows[0]?.user_id ?? null;
}

/** A new password ends every reset link still open (an older mail no longer takes the account back). */
export async function endResetTokens(db: Queryable, userId: number): Promise<void> {
  await db.query('UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}

/** m***o@d***.it: enough to recognise one's own address, not to harvest it. */
export function maskEmail(email: string): string {
  const [local, domain = ''] = email.split('@');
  const mask = (s: string) => (s.length <= 2 ? `${s[0] ?? ''}*` : `${s[0]}${'*'.repeat(Math.min(s.length - 2, 6))}${s.at(-1)}`);
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${mask(local)}@${mask(host)}${tld}`;
}
