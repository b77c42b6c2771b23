// Builds the seeded template database once per test run (see db-template.ts) and removes it after.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createPgliteDb, createPostgresDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/index.ts';
import { templateNames, TEST_SEED_SCALE, withDatabase } from './db-template.ts';

export default async function setup(project: TestProject) {
  // The demo users' hashes in the template are as cheap to verify as the workers' (vite.config.ts).
  process.env.PASSWORD_HASH_COST = 'test';
  const names = templateNames(process.pid);
  project.provide('testTemplate', names);
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await createPgliteDb();
    await migrate(db);
    await seedDemo(db, { scale: TEST_SEED_SCALE });
    await mkdir(path.dirname(names.file), { recursive: true });
    await writeFile(names.file, Buffer.from(await (await db.dump!()).arrayBuffer()));
    await db.close();
    return () => rm(names.file, { force: true });
  }
  const admin = await createPostgresDb(url, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${names.database}`);
  await admin.query(`CREATE DATABASE ${names.database}`);
  const db = await createPostgresDb(withDatabase(url, names.database), 2);
  await migrate(db);
  await seedDemo(db, { scale: TEST_SEED_SCALE });
  // A template must have no open connections when cloned.
  await db.close();
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${names.database}`).catch(() => {});
    await admin.close();
  };
}
