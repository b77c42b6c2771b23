// The embedded database's housekeeping. PGlite runs PostgreSQL as one backend, without the server's
// background processes: no autovacuum. Left alone, a table's dead rows are never reclaimed (the data
// files only grow), the planner keeps the statistics of the last ANALYZE (the demo seed's: a list that
// grew tenfold is still planned as a small one), and index-only scans, which the lists' counts and
// searches rely on (migration 130), read the heap again for every page changed since the last VACUUM.
// This does what autovacuum would, on the same default thresholds, from the server process.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from './client.ts';

/** How often the tables are looked at: two short statements when nothing is due. */
export const MAINTENANCE_INTERVAL_MS = 5 * 60_000;

// autovacuum's defaults: vacuum past 50 dead rows + 20 % of the table, analyze past 50 changed rows +
// 10 %. `reltuples` is -1 for a table never vacuumed or analyzed.
const DUE_SQL = `SELECT format('%I.%I', s.schemaname, s.relname) AS name
  FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
  WHERE s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0) OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  ORDER BY 1`;

/**
 * VACUUM (ANALYZE) of every table past autovacuum's thresholds; returns their names. The activity
 * counters of a backend reach pg_stat_user_tables when it flushes them, which PGlite's one backend does
 * only when asked: `pg_stat_force_next_flush` makes the end of its own statement do it.
 */
export async function maintainTables(db: Queryable): Promise<string[]> {
  await db.query('SELECT pg_stat_force_next_flush()');
  const { rows } = await db.query<{ name: string }>(DUE_SQL);
  // One statement per table: VACUUM runs outside a transaction, and each one holds the backend for
  // its table only (a few milliseconds for the demo's tables).
  for (const { name } of rows) await db.query(`VACUUM (ANALYZE) ${name}`);
  return rows.map((r) => r.name);
}

/**
 * Background starter (server/background.ts): on PGlite only, every MAINTENANCE_INTERVAL_MS. Not gated
 * on the pool's write count, which leaves out the session bookkeeping (tokens, login throttling,
 * jobs): those tables change too.
 */
export function startPgliteMaintenance(app: FastifyInstance): () => Promise<void> {
  const db = app.db;
  if (!db.soleWriter) return async () => {};
  let running: Promise<void> | null = null;
  const look = async () => {
    try {
      const done = await maintainTables(db);
      if (done.length) app.log.info({ tables: done }, 'database maintenance: VACUUM (ANALYZE)');
    } catch (e) {
      app.log.error({ err: e }, 'database maintenance failed');
    }
  };
  const timer = setInterval(() => {
    running ??= look().finally(() => (running = null));
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
