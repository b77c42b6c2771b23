// A stored file may be shared by several rows (same content uploaded twice), so it is removed only
// when the last row referencing it is gone. An advisory lock on the key serialises "add a row for
// this key" against "remove the last row and the file", across server processes.
import type { Db, Queryable } from '../db/client.ts';
import type { Storage } from './index.ts';

/** Every table.column that references a stored file. */
export const FILE_REFERENCES = [
  { table: 'documento', column: 'file_key' },
  { table: 'user_export', column: 'file_key' },
] as const;

/** Takes the key's lock for the rest of the transaction. */
export async function lockFileKey(tx: Queryable, key: string) {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('file:' || $1, 0))`, [key]);
}

export async function isReferenced(tx: Queryable, key: string) {
  const sql = FILE_REFERENCES.map((r) => `SELECT 1 FROM ${r.table} WHERE ${r.column} = $1`).join(' UNION ALL ');
  const { rows } = await tx.query(`${sql} LIMIT 1`, [key]);
  return rows.length > 0;
}

/**
 * Runs `write` (which adds or removes rows referencing `key`) under the key's lock, then deletes
 * the file if nothing references it any more. If `write` fails, the file is swept the same way,
 * so a refused or failed write leaves no file behind.
 */
export async function withFileKey<T>(db: Db, storage: Storage, key: string, write: (tx: Queryable) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockFileKey(tx, key);
      const out = await write(tx);
      if (!(await isReferenced(tx, key))) await storage.delete(key);
      return out;
    });
  } catch (e) {
    await releaseFile(db, storage, key).catch(() => {});
    throw e;
  }
}

/** Deletes the file of `key` if no row references it (after a deletion, or a failed write). */
export function releaseFile(db: Db, storage: Storage, key: string) {
  return db.transaction(async (tx) => {
    await lockFileKey(tx, key);
    if (!(await isReferenced(tx, key))) await storage.delete(key);
  });
}
