// Builds the seeded template database once per test run (see db-template.ts).
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPgliteDb, createPostgresDb } from '../../server/db/client.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/index.ts';
import { PG_TEMPLATE_DB, TEMPLATE_FILE, TEST_SEED_SCALE, withDatabase } from './db-template.ts';

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const db = await createPgliteDb();
    await migrate(db);
    await seedDemo(db, { scale: TEST_SEED_SCALE });
    await mkdir(path.dirname(TEMPLATE_FILE), { recursive: true });
    await writeFile(TEMPLATE_FILE, Buffer.from(await (await db.dump!()).arrayBuffer()));
    await db.close();
    return;
  }
  const admin = await createPostgresDb(url, 1);
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE_DB}`);
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE_DB}`);
  const db = await createPostgresDb(withDatabase(url, PG_TEMPLATE_DB), 2);
  await migrate(db);
  await seedDemo(db, { scale: TEST_SEED_SCALE });
  await db.close();
  // A template must have no open connections when cloned.
  await admin.close();
}
