// Failed attempts slow down, they do not lock out (issue 10 §4). State in PostgreSQL, so every
// replica agrees. A login attempt waits on three counts in a 15-minute window:
//   - the account from this address (PAIR_POLICY);
//   - the account from any address, unless this address is one the account logged in from before
//     (ACCOUNT_POLICY) — so someone else's guesses never slow the owner down at its usual address;
//   - this address over every account (ADDRESS_POLICY).
// Reset lookups and requests count per address whether they find someone or not (LOOKUP_POLICY).
// Lookups of people by a logged-in user (a transfer by codice fiscale) count per account (throttleAccountLookup).
import type { Queryable } from '../db/client.ts';
import { tooManyRequests } from '../http/errors.ts';
import { ACCOUNT_POLICY, ADDRESS_POLICY, LOOKUP_POLICY, PAIR_POLICY, remainingWait, type DelayPolicy } from './rules.ts';

const WINDOW = "interval '15 minutes'";
export const THROTTLE_MESSAGE = 'Troppi tentativi falliti. Riprova tra qualche secondo.';
/** '1 secondo', '5 secondi'. */
export const inSeconds = (n: number) => `${n} ${n === 1 ? 'secondo' : 'secondi'}`;
export const throttleMessage = (seconds: number) => `Troppi tentativi falliti. Riprova tra ${inSeconds(seconds)}.`;

export type AttemptKind = 'login' | 'lookup' | 'transfer_lookup';

interface Count {
  n: number;
  since: number | null;
}

function refuseIfWaiting(counts: [Count, DelayPolicy][], message = throttleMessage) {
  const wait = Math.max(0, ...counts.map(([c, p]) => remainingWait(c.n, c.since ?? Infinity, p)));
  if (wait > 0) throw tooManyRequests(message(wait));
}

const countSql = (where: string) =>
  `(SELECT json_build_object('n', count(*)::int, 'since', extract(epoch FROM now() - max(created_at))::float8)
      FROM login_failure WHERE ${where} AND created_at > now() - ${WINDOW})`;

/** 429 "wait N seconds" when the growing delay of this account and address has not passed yet. */
export async function assertNotThrottled(db: Queryable, email: string, ip: string) {
  const { rows } = await db.query<{ pair: Count; account: Count; address: Count; known: boolean }>(
    `SELECT ${countSql("kind = 'login' AND lower(email) = lower($1) AND ip = $2")} AS pair,
            ${countSql("kind = 'login' AND lower(email) = lower($1)")} AS account,
            ${countSql("kind = 'login' AND ip = $2")} AS address,
            EXISTS (SELECT 1 FROM login_known_address k JOIN users u ON u.id = k.user_id
                     WHERE lower(u.email) = lower($1) AND k.ip = $2) AS known`,
    [email, ip],
  );
  const r = rows[0];
  refuseIfWaiting([[r.pair, PAIR_POLICY], [r.address, ADDRESS_POLICY], ...(r.known ? [] : [[r.account, ACCOUNT_POLICY] as [Count, DelayPolicy]])]);
}

export async function recordFailure(db: Queryable, email: string, ip: string, kind: AttemptKind = 'login') {
  await db.query('INSERT INTO login_failure (email, ip, kind) VALUES ($1, $2, $3)', [email.slice(0, 200), ip, kind]);
}

/** A successful login: this address becomes one of the account's usual ones; its failures here are forgotten. */
export async function recordSuccess(db: Queryable, userId: number, email: string, ip: string) {
  await db.query("DELETE FROM login_failure WHERE kind = 'login' AND lower(email) = lower($1) AND ip = $2", [email, ip]);
  await db.query(
    `INSERT INTO login_known_address (user_id, ip) VALUES ($1, $2)
     ON CONFLICT (user_id, ip) DO UPDATE SET last_seen_at = now()`,
    [userId, ip],
  );
}

/** Reset lookups and requests: every call counts per address (found or not), with a growing delay. */
export async function throttleLookup(db: Queryable, key: string, ip: string) {
  const { rows } = await db.query<{ address: Count }>(`SELECT ${countSql("kind = 'lookup' AND ip = $1")} AS address`, [ip]);
  refuseIfWaiting([[rows[0].address, LOOKUP_POLICY]]);
  await recordFailure(db, key, ip, 'lookup');
}

/**
 * Lookups of other people a logged-in user makes (`kind`): every call counts for the account, found or
 * not, wherever it comes from (clubs often share an address), with the policy's growing delay.
 */
export async function throttleAccountLookup(db: Queryable, kind: AttemptKind, userId: number, ip: string, policy: DelayPolicy, message: (seconds: number) => string) {
  const key = `user:${userId}`;
  const { rows } = await db.query<{ account: Count }>(`SELECT ${countSql('kind = $1 AND lower(email) = lower($2)')} AS account`, [kind, key]);
  refuseIfWaiting([[rows[0].account, policy]], message);
  await recordFailure(db, key, ip, kind);
}
