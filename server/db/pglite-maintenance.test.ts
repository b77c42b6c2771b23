// @vitest-environment node
// The embedded database's housekeeping (PGlite has no autovacuum): tables past autovacuum's thresholds
// are vacuumed and analyzed, the others left alone; the starter runs it on PGlite only.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createPgliteDb, type Db } from './client.ts';
import { maintainTables, MAINTENANCE_INTERVAL_MS, startPgliteMaintenance } from './pglite-maintenance.ts';

let db: Db;
beforeAll(async () => {
  db = await createPgliteDb();
  await db.exec(`CREATE TABLE membro (id serial PRIMARY KEY, nome text);
    CREATE TABLE piccola (id int PRIMARY KEY);
    INSERT INTO piccola VALUES (1), (2);`);
}, 300_000);
afterAll(() => db?.close());

const stats = async (table: string) =>
  (
    await db.query<{ dead: number; planned: number }>(
      `SELECT s.n_dead_tup::int AS dead, c.reltuples::int AS planned FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = $1`,
      [table],
    )
  ).rows[0];

describe('housekeeping of the embedded database', () => {
  it('vacuums and analyzes the tables that changed past the thresholds, and only those', async () => {
    await maintainTables(db); // the tables as created
    await db.query(`INSERT INTO membro (nome) SELECT 'm' || g FROM generate_series(1, 2000) g`);
    // The planner knows nothing of the 2,000 rows yet (never analyzed).
    expect((await stats('membro')).planned).toBeLessThan(1);
    expect(await maintainTables(db)).toEqual(['public.membro']);
    expect(await stats('membro')).toEqual({ dead: 0, planned: 2000 });

    // Nothing changed since: nothing to do.
    expect(await maintainTables(db)).toEqual([]);

    // Half the rows deleted: past 50 + 20 % of 2,000 dead rows; the small table, one row changed, is not.
    await db.query('DELETE FROM membro WHERE id % 2 = 0');
    await db.query('UPDATE piccola SET id = 3 WHERE id = 2');
    expect(await maintainTables(db)).toEqual(['public.membro']);
    expect(await stats('membro')).toEqual({ dead: 0, planned: 1000 });
  });

  it('the starter looks every MAINTENANCE_INTERVAL_MS on PGlite, logs a failed look as an error, and does nothing on PostgreSQL', async () => {
    vi.useFakeTimers();
    try {
      const asked: string[] = [];
      const spy = { soleWriter: true, query: async (sql: string) => (asked.push(sql), { rows: [], affectedRows: 0 }) };
      const app = { db: spy, log: { info: vi.fn(), error: vi.fn() } } as unknown as FastifyInstance;
      const stop = startPgliteMaintenance(app);
      await vi.advanceTimersByTimeAsync(MAINTENANCE_INTERVAL_MS - 1);
      expect(asked).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(asked).toHaveLength(2);
      await vi.advanceTimersByTimeAsync(MAINTENANCE_INTERVAL_MS);
      expect(asked).toHaveLength(4);
      await stop();
      await vi.advanceTimersByTimeAsync(MAINTENANCE_INTERVAL_MS);
      expect(asked).toHaveLength(4);

      // A look that fails is logged as an error (seen at the default log level); the next one runs.
      const failing = { soleWriter: true, query: vi.fn().mockRejectedValueOnce(new Error('disk full')).mockResolvedValue({ rows: [], affectedRows: 0 }) };
      const log = { info: vi.fn(), error: vi.fn() };
      const stopFailing = startPgliteMaintenance({ db: failing, log } as unknown as FastifyInstance);
      await vi.advanceTimersByTimeAsync(MAINTENANCE_INTERVAL_MS);
      expect(log.error).toHaveBeenCalledTimes(1);
      await vi.advanceTimersByTimeAsync(MAINTENANCE_INTERVAL_MS);
      expect(failing.query).toHaveBeenCalledTimes(3);
      await stopFailing();

      const onPostgres = { ...spy, soleWriter: undefined };
      const stopPg = startPgliteMaintenance({ ...app, db: onPostgres } as unknown as FastifyInstance);
      await vi.advanceTimersByTimeAsync(2 * MAINTENANCE_INTERVAL_MS);
      expect(asked).toHaveLength(4);
      await stopPg();
    } finally {
      vi.useRealTimers();
    }
  });
});
