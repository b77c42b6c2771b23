// Streams the rows of a list in batches, so an export of 100,000 rows never holds them all in memory
// and never runs one long statement that other requests would wait behind.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.ts';
import { join, raw, sql, type Sql } from '../db/sql.ts';
import { buildListSql, topLevelItems } from '../http/list.ts';
import type { PreparedList } from './define.ts';

export type Row = Record<string, unknown>;

/**
 * Rows per statement on PGlite, where every other call waits for the statement running: the whole
 * accounting list (22,639 rows) took ~1.1 s to read in one statement, so a page of 500 holds the
 * others ~25 ms.
 */
export const PGLITE_PAGE_ROWS = 500;

/** Calls `onBatch` with the list's rows, in the list's order, `batchSize` at a time. */
export async function forEachBatch(db: Db, list: PreparedList, batchSize: number, onBatch: (rows: Row[]) => Promise<void>) {
  if (db.kind === 'pglite') return forEachKeysetBatch(db, list, Math.min(batchSize, PGLITE_PAGE_ROWS), onBatch);
  // PostgreSQL: a server-side cursor on a pooled connection held for the export, a read-only snapshot
  // that blocks nobody (the other requests use the pool's other connections).
  const { sql: text, values } = buildListSql(list.source, list.spec, list.params);
  const cursor = `export_${randomBytes(6).toString('hex')}`;
  await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    await tx.query(`DECLARE ${cursor} NO SCROLL CURSOR FOR ${text}`, values);
    for (;;) {
      const { rows } = await tx.query<Row>(`FETCH FORWARD ${batchSize} FROM ${cursor}`);
      if (rows.length) await onBatch(rows);
      if (rows.length < batchSize) return;
    }
  });
}

/** One item of an ORDER BY: its expression, direction and where its NULLs sort (PostgreSQL's defaults when unwritten). */
interface OrderItem {
  expr: string;
  desc: boolean;
  nullsFirst: boolean;
}

export function orderItems(orderBy: string): OrderItem[] {
  return topLevelItems(orderBy).map((item) => {
    const [, expr, dir, nulls] = /^\s*(.+?)(?:\s+(ASC|DESC))?(?:\s+NULLS\s+(FIRST|LAST))?\s*$/i.exec(item)!;
    const desc = dir?.toUpperCase() === 'DESC';
    // In parentheses: `a || b IS NULL` would not read as meant.
    return { expr: `(${expr})`, desc, nullsFirst: nulls ? nulls.toUpperCase() === 'FIRST' : desc };
  });
}

const SORT_COLUMN = 'export_sort__';

/**
 * The rows after `last` (the sort values of the previous batch's last row, as text) in the order of
 * `items`, as a condition: for some item, all items before it equal and it strictly after, NULLs
 * where the order puts them. A value travels as its text and is read back by the expression's own
 * type (an untyped parameter), so a timestamp keeps its microseconds and a number its digits.
 */
function afterCondition(items: OrderItem[], last: (string | null)[], keyset: boolean): Sql {
  // The list's declared keyset (its default order: NOT NULL columns, one direction): one row
  // comparison, which the sort index answers as a range (each page starts where the last ended).
  if (keyset) return sql`(${raw(items.map((i) => i.expr).join(', '))}) ${raw(items[0].desc ? '<' : '>')} (${join(last)})`;
  const equal = (item: OrderItem, v: string | null) => (v === null ? raw(`${item.expr} IS NULL`) : sql`${raw(item.expr)} = ${v}`);
  const after = (item: OrderItem, v: string | null) => {
    if (v === null) return raw(item.nullsFirst ? `${item.expr} IS NOT NULL` : 'FALSE');
    const beyond = sql`${raw(item.expr)} ${raw(item.desc ? '<' : '>')} ${v}`;
    return item.nullsFirst ? beyond : sql`(${beyond} OR ${raw(item.expr)} IS NULL)`;
  };
  const alternatives = items.map((item, i) => join([...items.slice(0, i).map((before, j) => equal(before, last[j])), after(item, last[i])], ' AND '));
  const condition = join(
    alternatives.map((a) => sql`(${a})`),
    ' OR ',
  );
  // The first item alone already bounds the rows after `last` when its NULLs sort first: a range an
  // index walk can start at, instead of walking past every row already read.
  const [first] = items;
  return last[0] !== null && first.nullsFirst ? sql`(${condition}) AND ${raw(first.expr)} ${raw(first.desc ? '<=' : '>=')} ${last[0]}` : condition;
}

/**
 * PGlite has one connection: a transaction held for the export would stop every other call, and a
 * WITH HOLD cursor computes its whole result when declared (one statement of seconds that every
 * other call waits behind). The rows are read instead in keyset pages, each a short statement of its
 * own: the list's order, the rows after the previous page's last row, `batchSize` of them. The order
 * must be total (every list's order ends with its unique id); the pages are then exactly the rows of
 * one query in its order, as long as nothing is written meanwhile (each page sees the rows as they
 * are when it is read).
 */
export async function forEachKeysetBatch(db: Db, list: PreparedList, batchSize: number, onBatch: (rows: Row[]) => Promise<void>) {
  const { source, spec, params } = list;
  const items = orderItems(params.orderBy);
  const keyset = Boolean(spec.keyset && params.orderBy === spec.defaultOrder);
  const sortColumns = items.map((item, i) => `${item.expr}::text AS ${SORT_COLUMN}${i}`).join(', ');
  let last: (string | null)[] | null = null;
  for (;;) {
    const where = last ? [...(source.where ?? []), afterCondition(items, last, keyset)] : source.where;
    const { sql: text, values } = buildListSql({ ...source, select: `${source.select}, ${sortColumns}`, where }, spec, params);
    const { rows } = await db.query<Row>(`${text} LIMIT ${batchSize}`, values);
    if (!rows.length) return;
    const end = rows[rows.length - 1];
    const next = items.map((_, i) => end[`${SORT_COLUMN}${i}`] as string | null);
    // A page that ends where the last one did would be read again and again.
    if (last && next.every((v, i) => v === last![i])) throw new Error(`Esportazione: l'ordine non avanza (${params.orderBy})`);
    last = next;
    for (const row of rows) for (let i = 0; i < items.length; i++) delete row[`${SORT_COLUMN}${i}`];
    await onBatch(rows);
    if (rows.length < batchSize) return;
  }
}
