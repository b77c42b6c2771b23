// Repeated failed logins are throttled per e-mail and per address (state in PostgreSQL, so every
// replica sees the same counts).
import type { Queryable } from '../db/client.ts';
import { tooManyRequests } from '../http/errors.ts';

const WINDOW = "interval '15 minutes'";
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;
export const THROTTLE_MESSAGE = 'Troppi tentativi di accesso falliti. Riprova tra qualche minuto.';

export async function assertNotThrottled(db: Queryable, email: string, ip: string) {
  const { rows } = await db.query<{ by_email: number; by_ip: number }>(
    `SELECT (SELECT count(*)::int FROM login_failure WHERE lower(email) = lower($1) AND created_at > now() - ${WINDOW}) AS by_email,
            (SELECT count(*)::int FROM login_failure WHERE ip = $2 AND created_at > now() - ${WINDOW}) AS by_ip`,
    [email, ip],
  );
  if (rows[0].by_email >= MAX_FAILURES_PER_EMAIL || rows[0].by_ip >= MAX_FAILURES_PER_IP) throw tooManyRequests(THROTTLE_MESSAGE);
}

export async function recordFailure(db: Queryable, email: string, ip: string) {
  await db.query('INSERT INTO login_failure (email, ip) VALUES ($1, $2)', [email.slice(0, 200), ip]);
}

export async function clearFailures(db: Queryable, email: string) {
  await db.query('DELETE FROM login_failure WHERE lower(email) = lower($1)', [email]);
}
