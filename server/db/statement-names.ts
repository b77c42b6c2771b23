// Names of prepared statements, shared by both databases (client.ts, pglite-query.ts).
import { createHash } from 'node:crypto';

/**
 * At most this many distinct texts are ever prepared by one process: PostgreSQL keeps each, with its
 * plan, on every connection that ran it for as long as the connection lives. The texts come from code
 * (whitelisted sorts and filters; a page size is written in a first page's text, so a client varying
 * it adds texts); the product's hot texts are a few dozen. Past the bound a text simply runs
 * unprepared. Drivers that prepare statements keep caches of the same order per connection (JDBC 256,
 * Prisma 100).
 */
export const PREPARED_TEXTS_MAX = 200;
const statementNames = new Map<string, string>();

/** A prepared statement's name (the same text always gets the same one); none once PREPARED_TEXTS_MAX texts have one. */
export function statementName(sql: string): string | undefined {
  let name = statementNames.get(sql);
  if (!name && statementNames.size < PREPARED_TEXTS_MAX) {
    name = `s_${createHash('sha256').update(sql).digest('base64url').slice(0, 32)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** Tests: the budget of a fresh process (test files share one process; names derive from the text, so nothing prepared goes stale). */
export function forgetStatementNames() {
  statementNames.clear();
}
