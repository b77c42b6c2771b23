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

/**
 * Bytes PGlite reads as a Blob (`loadDataDir`, read with `arrayBuffer()`), handed over as they are:
 * Node 20's Blob copied the 70 MB template chunk by chunk, 0.9 s of a copy's 2 s. PGlite copies the
 * files out of them and changes nothing, so one read of the template serves all of a worker's copies.
 */
class BytesBlob extends Blob {
  constructor(private readonly contents: ArrayBuffer) {
    super([]);
  }
  override arrayBuffer() {
    return Promise.resolve(this.contents);
  }
}

let template: { file: string; bytes: Promise<ArrayBuffer> } | undefined;
function templateBytes(file: string) {
  if (template?.file !== file) template = { file, bytes: readFile(file).then((b) => b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength) as ArrayBuffer) };
  return template.bytes;
}

/** A fresh database holding the seeded template's data, and how to drop it. */
export async function cloneTestDb(): Promise<{ db: Db; drop: () => Promise<void> }> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // With the server's settings (PGLITE_LEAN_SETTINGS): 16 MB of shared buffers start in half the time of 128.
    const db = await createPgliteDb(undefined, new BytesBlob(await templateBytes(inject('testTemplate').file)), { lean: true });
    return { db, drop: () => db.close() };
  }
  return createPostgresTestDb(url, `fed_test_${randomBytes(6).toString('hex')}`, inject('testTemplate').database, 5);
}

/** A new PostgreSQL database (a copy of `template` when given) with a pool of `poolSize`, and how to drop it. */
async function createPostgresTestDb(url: string, name: string, template: string | null, poolSize: number): Promise<{ db: Db; drop: () => Promise<void> }> {
  const admin = await createPostgresDb(url, 1);
  await admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const db = await createPostgresDb(withDatabase(url, name), poolSize);
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
  return createPostgresTestDb(url, `fed_test_empty_${randomBytes(5).toString('hex')}`, null, 2);
}
