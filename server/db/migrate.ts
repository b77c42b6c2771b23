// Applies the committed SQL migrations (server/db/migrations/*.sql) in name order, once each.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from './client.ts';
import { MIGRATIONS_DIR as DIR } from '../paths.ts';

/** One key for every process migrating this database (an arbitrary constant, "fbo-migrate"). */
const MIGRATION_LOCK = 0x0f_b0_6d_19;

/**
 * Several server processes may start at once on one database: each migration runs in its own
 * transaction holding an advisory lock, and is skipped when another process applied it meanwhile.
 */
export async function migrate(db: Db): Promise<string[]> {
  await db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  });
  const done = new Set((await db.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
  const files = (await readdir(DIR)).filter((f) => f.endsWith('.sql')).sort();
  const applied: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const sql = await readFile(path.join(DIR, file), 'utf8');
    const ran = await db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      const { rows } = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (rows.length) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      return true;
    });
    if (ran) applied.push(file);
  }
  return applied;
}
