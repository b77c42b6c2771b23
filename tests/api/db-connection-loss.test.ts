// PostgreSQL closing the server's connections (a restart, a failover, pg_terminate_backend): the
// process goes on and the next requests are served on new connections. Only on a real PostgreSQL
// (TEST_DATABASE_URL): PGlite has no connections to lose.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDb, type Db } from '../../server/db/client.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';

const t = useTestApp();

describe.runIf(process.env.TEST_DATABASE_URL)('connections lost by PostgreSQL (PostgreSQL)', () => {
  let admin: Db;
  let database: string;
  beforeAll(async () => {
    admin = await createPostgresDb(process.env.TEST_DATABASE_URL!, 1);
    database = (await t().db.query<{ name: string }>('SELECT current_database() AS name')).rows[0].name;
  });
  afterAll(() => admin?.close());

  /** Ends the server's connections to its database (or one of them) as PostgreSQL would on a restart; how many. */
  const terminate = async (pid?: number) =>
    (
      await admin.query<{ n: number }>(`SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND ($2::int IS NULL OR pid = $2)`, [
        database,
        pid ?? null,
      ])
    ).rows[0].n;

  /** The server's own connections to its database. */
  const connections = async () => (await admin.query<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database])).rows[0].n;

  /** The same read until it is answered: a request may still meet a connection whose end is on its way. */
  async function answeredAgain(token: string) {
    for (let attempt = 0; attempt < 5; attempt++) {
      const res = await call(t().app, token, 'GET', '/api/anagrafica?page=1&paginate=5');
      if (res.statusCode === 200) return res;
      await new Promise((resolve) => setImmediate(resolve));
    }
    throw new Error('the list was not answered again after the connections were lost');
  }

  it('goes on serving after its idle connections are closed', async () => {
    const token = await loginAs(t().app, 'admin@demo.it');
    // Several requests at once: the pool holds more than one idle connection.
    const first = await Promise.all(Array.from({ length: 4 }, () => call(t().app, token, 'GET', '/api/anagrafica?page=1&paginate=5')));
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await terminate()).toBeGreaterThan(1);
    await expect.poll(connections).toBe(0);
    const again = await answeredAgain(token);
    expect(again.json().data).toEqual(first[0].json().data);
  });

  it('fails only the transaction whose connection is lost, and serves the next one', async () => {
    const failed = t().db.transaction(async (tx) => {
      const { pid } = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0];
      await terminate(pid);
      await expect.poll(async () => (await admin.query('SELECT 1 FROM pg_stat_activity WHERE pid = $1', [pid])).rows.length).toBe(0);
      await tx.query('SELECT 1');
    });
    await expect(failed).rejects.toThrow();
    const { rows } = await t().db.transaction((tx) => tx.query<{ one: number }>('SELECT 1 AS one'));
    expect(rows).toEqual([{ one: 1 }]);
  });
});
