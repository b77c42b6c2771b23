// Test databases: one migrated, seeded template per run; each test file gets its own copy, so
// tests never share rows. PGlite by default; a real PostgreSQL when TEST_DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createPgliteDb, createPostgresDb, type Db } from '../../server/db/client.ts';

// One template per test run (named after the run's process), so that concurrent runs never clash.
export const templateNames = (runId: number) => ({ file: `.tmp/test-template-${runId}.tar`, database: `fed_test_template_${runId}` });

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplate: { file: string; database: string };
  }
}
export const TEST_SEED_SCALE = Number(process.env.TEST_SEED_SCALE ?? 0.1);

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A fresh database holding the seeded template's data, and how to drop it. */
export async function cloneTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const blob = new Blob([await readFile(inject('testTemplate').file)]);
    const db = await createPgliteDb(undefined, blob);
    return { db, drop: () => db.close() };
  }
  const name = `fed_test_${randomBytes(6).toString('hex')}`;
  const admin = await createPostgresDb(url, 1);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('testTemplate').database}`);
  const db = await createPostgresDb(withDatabase(url, name), 5);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}

export { withDatabase };

/** An empty database (not migrated) of the kind the tests run on, and how to drop it. */
export async function emptyTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await createPgliteDb();
    return { db, drop: () => db.close() };
  }
  const name = `fed_test_empty_${randomBytes(5).toString('hex')}`;
  const admin = await createPostgresDb(url, 1);
  await admin.query(`CREATE DATABASE ${name}`);
  const db = await createPostgresDb(withDatabase(url, name), 2);
  return {
    db,
    drop: async () => {
      await db.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    },
  };
}
