// Bulk inserts for the demo data: rows are buffered per table and written as one JSON
// document per chunk (`INSERT … SELECT … FROM json_populate_recordset(…)`), never one
// statement per row. JSON is the cheapest way through both drivers for wide tables.
import type { Queryable } from '../../db/client.ts';

/** Column name → PostgreSQL type (documentation; jsonb values are given as objects). */
export type Columns = Record<string, string>;
export type Row = Record<string, unknown>;
export interface Part {
  table: string;
  columns: Columns;
  rows: Row[];
}

const CHUNK = 5000;

/** A missing key reads as NULL and costs the server nothing to parse (wide rows are mostly NULLs). */
const dropNulls = (_key: string, value: unknown) => (value === null ? undefined : value);

export async function insertRows(db: Queryable, table: string, columns: Columns, rows: readonly Row[]): Promise<void> {
  const names = Object.keys(columns).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT ${names} FROM json_populate_recordset(NULL::${table}, $1::json)`;
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.query(sql, [JSON.stringify(rows.slice(start, start + CHUNK), dropNulls)]);
  }
}

/** Writes parts in order (the caller orders them by foreign key). */
export async function writeParts(db: Queryable, parts: readonly Part[]): Promise<void> {
  for (const p of parts) if (p.rows.length) await insertRows(db, p.table, p.columns, p.rows);
}

/** Rows of one table waiting to be written. */
export class Sink {
  rows: Row[] = [];
  constructor(
    readonly table: string,
    readonly columns: Columns,
  ) {}
  add(row: Row): void {
    this.rows.push(row);
  }
  /** Hands over the buffered rows and starts a new buffer. */
  take(): Part {
    const part = { table: this.table, columns: this.columns, rows: this.rows };
    this.rows = [];
    return part;
  }
  async flush(db: Queryable): Promise<number> {
    const part = this.take();
    await writeParts(db, [part]);
    return part.rows.length;
  }
}

/**
 * Writes batches in the background while the caller builds the next one: at most one batch
 * is in flight, so memory stays bounded; a failure is reported at the next call.
 */
export class BackgroundWriter {
  private inflight: Promise<void> = Promise.resolve();
  private failure: unknown = null;
  constructor(private db: Queryable) {}
  async write(parts: Part[]): Promise<void> {
    await this.drain();
    this.inflight = writeParts(this.db, parts).catch((e) => {
      this.failure = e;
    });
  }
  async drain(): Promise<void> {
    await this.inflight;
    if (this.failure) throw this.failure;
  }
}

/** Lets the event loop run (driver I/O) during a long synchronous generation loop. */
export const yieldToIo = () => new Promise<void>((resolve) => setImmediate(resolve));

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
    await db.query(`SELECT setval(pg_get_serial_sequence('${t}', 'id'), coalesce((SELECT max(id) FROM ${t}), 0) + 1, false)`);
  }
}
