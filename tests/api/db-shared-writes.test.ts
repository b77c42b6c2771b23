// Server processes on one PostgreSQL announce their writes (server/db/client.ts, shareWrites): the
// answers another process keeps for reuse end as soon as one writes, and the announcements survive a
// lost connection. Only on a real PostgreSQL (TEST_DATABASE_URL): PGlite lives inside one process.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDb, WRITES_CHANNEL, type Db } from '../../server/db/client.ts';
import { withDatabase } from '../helpers/db-template.ts';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();

describe.runIf(process.env.TEST_DATABASE_URL)('writes announced between processes (PostgreSQL)', () => {
  let admin: Db, one: Db, two: Db;
  let database: string;
  beforeAll(async () => {
    admin = await createPostgresDb(process.env.TEST_DATABASE_URL!, 1);
    database = (await t().db.query<{ name: string }>('SELECT current_database() AS name')).rows[0].name;
    const url = withDatabase(process.env.TEST_DATABASE_URL!, database);
    one = await createPostgresDb(url, 2, { shareWrites: true });
    two = await createPostgresDb(url, 2, { shareWrites: true });
    await one.query('CREATE TABLE shared_writes_probe (n int)');
  });
  afterAll(async () => {
    await Promise.all([one?.close(), two?.close()]);
    await admin?.close();
  });

  const listeners = async () =>
    (await admin.query<{ pid: number }>(`SELECT pid FROM pg_stat_activity WHERE datname = $1 AND query = $2`, [database, `LISTEN ${WRITES_CHANNEL}`])).rows.map((r) => r.pid);

  /** Waits until the second pool's write count has passed `count` (generously: the machine may be busy). */
  const passed = (count: number) => expect.poll(() => two.writeCount!(), { timeout: 60_000 }).toBeGreaterThan(count);

  it("a write through one pool moves the other's write count, in a statement or a transaction", async () => {
    const before = two.writeCount!();
    await one.query('INSERT INTO shared_writes_probe VALUES (1)');
    await passed(before);
    const next = two.writeCount!();
    await one.transaction((tx) => tx.query('INSERT INTO shared_writes_probe VALUES (2)'));
    await passed(next);
  });

  it('a read or a rolled-back write announces nothing', async () => {
    const before = two.writeCount!();
    await one.query('SELECT count(*) FROM shared_writes_probe');
    await one.transaction((tx) => tx.query('INSERT INTO shared_writes_probe VALUES (3)').then(() => Promise.reject(new Error('annullata')))).catch(() => undefined);
    // A write after them: announcements arrive in order, so once it has, theirs would have too.
    await one.query('INSERT INTO shared_writes_probe VALUES (4)');
    await passed(before);
    expect(two.writeCount!()).toBe(before + 1);
  });

  it('listens again after its connection is lost, and counts a write then (one may have been missed)', async () => {
    const [first, second] = await listeners();
    expect(second).toBeDefined();
    const before = two.writeCount!();
    // End both listening connections: each pool connects again and counts one write.
    await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY($1::int[])', [[first, second]]);
    await passed(before);
    await expect.poll(async () => (await listeners()).filter((pid) => pid !== first && pid !== second).length, { timeout: 60_000 }).toBe(2);
    const after = two.writeCount!();
    await one.query('INSERT INTO shared_writes_probe VALUES (5)');
    await passed(after);
  });
});
