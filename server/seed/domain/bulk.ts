// Bulk inserts for the demo data: rows are buffered per table and written with one
// `INSERT … SELECT FROM unnest($1::t[], …)` per chunk, never one statement per row.
import type { Queryable } from '../../db/client.ts';

/** Column name → PostgreSQL type of the value sent (jsonb travels as text and is cast). */
export type Columns = Record<string, string>;
export type Row = Record<string, unknown>;

const CHUNK = 5000;

export async function insertRows(db: Queryable, table: string, columns: Columns, rows: readonly Row[]): Promise<void> {
  const names = Object.keys(columns);
  const wire = names.map((n) => (columns[n] === 'jsonb' ? 'text' : columns[n]));
  const select = names.map((n, i) => (columns[n] === 'jsonb' ? `u.c${i}::jsonb` : `u.c${i}`)).join(', ');
  const unnest = wire.map((t, i) => `$${i + 1}::${t}[]`).join(', ');
  const alias = names.map((_, i) => `c${i}`).join(', ');
  const sql = `INSERT INTO ${table} (${names.join(', ')}) SELECT ${select} FROM unnest(${unnest}) AS u(${alias})`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const part = rows.slice(start, start + CHUNK);
    const params = names.map((n) => part.map((r) => (r[n] === undefined ? null : r[n])));
    await db.query(sql, params);
  }
}

/** Rows of one table waiting to be written; flushed in foreign-key order by the caller. */
export class Sink {
  rows: Row[] = [];
  constructor(
    readonly table: string,
    readonly columns: Columns,
  ) {}
  add(row: Row): void {
    this.rows.push(row);
  }
  async flush(db: Queryable): Promise<number> {
    const n = this.rows.length;
    if (n) await insertRows(db, this.table, this.columns, this.rows);
    this.rows = [];
    return n;
  }
}

/** Hands out explicit ids so related rows can be built before anything is inserted. */
export class IdSeq {
  private last: number;
  constructor(start: number) {
    this.last = start;
  }
  next(): number {
    return ++this.last;
  }
  get current(): number {
    return this.last;
  }
}

export async function idSeqFor(db: Queryable, table: string): Promise<IdSeq> {
  const r = await db.query<{ m: number }>(`SELECT coalesce(max(id), 0)::int AS m FROM ${table}`);
  return new IdSeq(r.rows[0].m);
}

/** After explicit ids, moves each serial sequence past the highest id. */
export async function resetSequences(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const t of tables) {
    await db.query(
      `SELECT setval(pg_get_serial_sequence('${t}', 'id'), coalesce((SELECT max(id) FROM ${t}), 0) + 1, false)`,
    );
  }
}
