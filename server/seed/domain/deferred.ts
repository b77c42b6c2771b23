// Bulk loading as PostgreSQL's manual advises ("Populating a Database": remove indexes and
// foreign keys, load, re-create them): secondary indexes and foreign keys of the seeded tables
// are dropped for the load and re-created afterwards, which also re-validates every reference.
// Primary keys, unique indexes and CHECK constraints stay in force throughout.
import type { Queryable } from '../../db/client.ts';

export async function withDeferredConstraints<T>(db: Queryable, tables: readonly string[], load: () => Promise<T>): Promise<T> {
  const indexes = await db.query<{ name: string; def: string }>(
    `SELECT i.indexname AS name, i.indexdef AS def
       FROM pg_indexes i
       JOIN pg_class c ON c.relname = i.indexname AND c.relnamespace = to_regnamespace(i.schemaname)
       JOIN pg_index x ON x.indexrelid = c.oid
      WHERE i.schemaname = current_schema() AND i.tablename = ANY($1::text[]) AND NOT x.indisunique AND NOT x.indisprimary
      ORDER BY i.indexname`,
    [tables],
  );
  const fks = await db.query<{ tbl: string; name: string; def: string }>(
    `SELECT r.relname AS tbl, c.conname AS name, pg_get_constraintdef(c.oid) AS def
       FROM pg_constraint c JOIN pg_class r ON r.oid = c.conrelid
      WHERE c.contype = 'f' AND r.relnamespace = to_regnamespace(current_schema()) AND r.relname = ANY($1::text[])
      ORDER BY r.relname, c.conname`,
    [tables],
  );
  for (const fk of fks.rows) await db.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.name}`);
  for (const ix of indexes.rows) await db.query(`DROP INDEX ${ix.name}`);
  const restore = async () => {
    for (const ix of indexes.rows) await db.query(ix.def);
    for (const fk of fks.rows) await db.query(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.name} ${fk.def}`);
  };
  let result: T;
  try {
    result = await load();
  } catch (e) {
    await restore().catch(() => {}); // the load's error is the one worth reporting
    throw e;
  }
  await restore();
  return result;
}
