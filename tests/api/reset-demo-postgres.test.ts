// `npm run reset-demo` on PostgreSQL drops the whole public schema: it refuses the database of a real
// federation (accounts that are not the demo's) unless asked twice (`-- --force`), and empties a demo
// one. PostgreSQL pass only (TEST_DATABASE_URL); a scratch database of its own.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDb, type Db } from '../../server/db/client.ts';
import { withDatabase } from '../helpers/db-template.ts';

const NAME = `reset_demo_${process.pid}`;

describe.runIf(process.env.TEST_DATABASE_URL)('reset-demo on PostgreSQL', () => {
  let admin: Db;
  let url: string;
  // Its files folder (reset-demo empties DATA_DIR/files too): a scratch one, never the repository's data.
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'reset-demo-'));
    admin = await createPostgresDb(process.env.TEST_DATABASE_URL!, 1);
    await admin.query(`DROP DATABASE IF EXISTS ${NAME}`);
    await admin.query(`CREATE DATABASE ${NAME}`);
    url = withDatabase(process.env.TEST_DATABASE_URL!, NAME);
  });
  afterAll(async () => {
    await admin?.query(`DROP DATABASE IF EXISTS ${NAME}`);
    await admin?.close();
    await rm(scratch, { recursive: true, force: true });
  });

  /** The database holds the accounts `emails` (the two tables reset-demo reads). */
  async function holding(emails: string[]) {
    const db = await createPostgresDb(url, 1);
    try {
      await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public; CREATE TABLE users (email text); CREATE TABLE application (id int); INSERT INTO application VALUES (1);');
      for (const email of emails) await db.query('INSERT INTO users (email) VALUES ($1)', [email]);
    } finally {
      await db.close();
    }
  }
  const tables = async () => {
    const db = await createPostgresDb(url, 1);
    try {
      return (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM pg_tables WHERE schemaname = 'public'")).rows[0].n;
    } finally {
      await db.close();
    }
  };
  const resetDemo = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reset-demo.ts', ...args], { env: { ...process.env, DATABASE_URL: url, DATA_DIR: scratch }, encoding: 'utf8' });

  it("refuses a real federation's database, empties it with --force", async () => {
    await holding(['capo@federazione.it']);
    const refused = resetDemo();
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('federazione reale');
    expect(await tables()).toBe(2);
    const forced = resetDemo('--force');
    expect(forced.status, forced.stderr).toBe(0);
    expect(await tables()).toBe(0);
  });

  it('empties a demo database', async () => {
    await holding(['admin@demo.it', 'societa@demo.it']);
    const res = resetDemo();
    expect(res.status, res.stderr).toBe(0);
    expect(await tables()).toBe(0);
  });
});
