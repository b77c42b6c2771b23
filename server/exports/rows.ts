// Streams the rows of a query in batches through a server-side cursor, so an export of 100,000
// rows never holds them all in memory and reads one consistent snapshot.
import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/client.ts';

export type Row = Record<string, unknown>;

export async function forEachBatch(db: Db, sql: string, values: unknown[], batchSize: number, onBatch: (rows: Row[]) => Promise<void>) {
  const cursor = `export_${randomBytes(6).toString('hex')}`;
  const drain = async (q: Queryable) => {
    for (;;) {
      const { rows } = await q.query<Row>(`FETCH FORWARD ${batchSize} FROM ${cursor}`);
      if (rows.length) await onBatch(rows);
      if (rows.length < batchSize) return;
    }
  };
  if (db.kind === 'postgres') {
    // A pooled connection held for the export: a read-only snapshot that blocks nobody.
    await db.transaction(async (tx) => {
      await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
      await tx.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${sql}`, values);
      await drain(tx);
    });
    return;
  }
  // PGlite has one connection and a transaction would hold it for the whole export, stopping every
  // API call meanwhile; a WITH HOLD cursor keeps its snapshot outside a transaction instead.
  await db.query(`DECLARE ${cursor} NO SCROLL CURSOR WITH HOLD FOR ${sql}`, values);
  try {
    await drain(db);
  } finally {
    await db.query(`CLOSE ${cursor}`).catch(() => {});
  }
}
