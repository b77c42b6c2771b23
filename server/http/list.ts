// One mechanism for every paged list of the API (ARCHITECTURE §4): page, paginate, search, sortby.
// Sort fields are whitelisted per list; search terms are bound parameters, never SQL.
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { Sql } from '../db/sql.ts';
import { badRequest } from './errors.ts';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 30;

export interface ListSpec {
  /** API sort field → SQL expression. Anything else in `sortby` is a 400. */
  sortable: Record<string, string>;
  /** ORDER BY used when no sortby is given (and as tie-breaker). */
  defaultOrder: string;
  /** SQL expressions matched (ILIKE, contains) by every word of `search`. */
  searchColumns?: string[];
}

export interface ListParams {
  page: number;
  perPage: number;
  search: string;
  orderBy: string;
}

const pageNumber = z.coerce.number().int().min(1).max(1_000_000);
const listQuery = z.object({
  page: pageNumber.default(1),
  paginate: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: z.string().max(200).default(''),
  sortby: z.string().max(100).optional(),
});

export function parseListParams(query: unknown, spec: ListSpec): ListParams {
  const parsed = listQuery.safeParse(query ?? {});
  if (!parsed.success) throw badRequest('Parametri di paginazione non validi');
  const { page, paginate, search, sortby } = parsed.data;
  let orderBy = spec.defaultOrder;
  if (sortby) {
    const [field, dir = 'asc'] = sortby.split(':');
    const column = Object.hasOwn(spec.sortable, field) ? spec.sortable[field] : undefined;
    if (!column || !['asc', 'desc'].includes(dir.toLowerCase())) throw badRequest(`Ordinamento non consentito: ${sortby}`);
    orderBy = `${column} ${dir.toLowerCase() === 'desc' ? 'DESC NULLS LAST' : 'ASC NULLS FIRST'}, ${spec.defaultOrder}`;
  }
  return { page, perPage: paginate, search: search.trim(), orderBy };
}

/** Escapes LIKE wildcards so that a user's % or _ are matched literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ListSource {
  select: string;
  /** FROM clause including joins; a composed fragment (e.g. a subquery with its own values) too. */
  from: string | Sql;
  /**
   * Extra WHERE conditions: composed `sql\`…\`` fragments carrying their own values (preferred), or
   * strings already parameterised with $n placeholders into `params`.
   */
  where?: (string | Sql)[];
  params?: unknown[];
  /**
   * A unique column of the FROM (e.g. `a.id`). When given, a page first finds its keys and only then
   * computes the select list for those rows, so per-row subqueries are not evaluated for the rows
   * an OFFSET skips (a deep page of 100,000 members stays cheap).
   */
  pageKey?: string;
}

/** The list's SQL without paging: used by the paged answer and by exports of the same rows. */
export function buildListSql(source: ListSource, spec: ListSpec, params: ListParams) {
  const values = [...(source.params ?? [])];
  const from = source.from instanceof Sql ? inline(source.from, values) : source.from;
  const where = (source.where ?? []).map((w) => (w instanceof Sql ? inline(w, values) : w));
  if (params.search && spec.searchColumns?.length) {
    for (const word of params.search.split(/\s+/).slice(0, 5)) {
      values.push(likePattern(word));
      where.push(`(${spec.searchColumns.map((c) => `${c} ILIKE $${values.length}`).join(' OR ')})`);
    }
  }
  const whereSql = where.length ? ` WHERE ${where.map((w) => `(${w})`).join(' AND ')}` : '';
  return {
    sql: `SELECT ${source.select} FROM ${from}${whereSql} ORDER BY ${params.orderBy}`,
    countSql: `SELECT count(*)::int AS total FROM ${from}${whereSql}`,
    values,
  };
}

/** A fragment's text with its placeholders renumbered after the values already collected. */
function inline(fragment: Sql, values: unknown[]): string {
  const offset = values.length;
  values.push(...fragment.values);
  return fragment.text.replace(/\$(\d+)/g, (_, n) => `$${Number(n) + offset}`);
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * A page found by its keys first, the select list computed for those rows only. With a search, the
 * matching keys are collected first (through the trigram indexes) and then sorted, rather than
 * walking the sort index and testing every row against the search.
 */
function keyedPageSql(source: ListSource & { pageKey: string; from: string }, spec: ListSpec, params: ListParams, offset: number): string {
  const keys = buildListSql({ ...source, select: `${source.pageKey} AS page_key` }, spec, params).sql;
  const limit = `LIMIT ${params.perPage} OFFSET ${offset}`;
  const page = params.search
    ? `WITH hits AS MATERIALIZED (${withoutOrder(keys)}),
       page AS MATERIALIZED (SELECT ${source.pageKey} AS page_key FROM ${source.from} WHERE ${source.pageKey} IN (SELECT page_key FROM hits) ORDER BY ${params.orderBy} ${limit})`
    : `WITH page AS MATERIALIZED (${keys} ${limit})`;
  // A search counts its hits in the same statement (one index scan serves page and total).
  const total = params.search ? `, (SELECT count(*) FROM hits)::int AS ${TOTAL_COLUMN}` : '';
  return `${page} SELECT ${source.select}${total} FROM ${source.from} WHERE ${source.pageKey} IN (SELECT page_key FROM page) ORDER BY ${params.orderBy}`;
}

const TOTAL_COLUMN = 'list_total__';
const withoutOrder = (sql: string) => sql.slice(0, sql.lastIndexOf(' ORDER BY '));

export async function runList<T = Record<string, unknown>>(db: Queryable, source: ListSource, spec: ListSpec, params: ListParams): Promise<Page<T>> {
  const { sql, countSql, values } = buildListSql(source, spec, params);
  const offset = (params.page - 1) * params.perPage;
  // Keyed pages reuse the FROM text: only for a plain FROM (a composed one is read once).
  const keyed = Boolean(source.pageKey) && typeof source.from === 'string';
  const pageSql = keyed ? keyedPageSql(source as ListSource & { pageKey: string; from: string }, spec, params, offset) : `${sql} LIMIT ${params.perPage} OFFSET ${offset}`;
  const countedInPage = keyed && Boolean(params.search);
  const [rows, counted] = await Promise.all([db.query<T & { [TOTAL_COLUMN]?: number }>(pageSql, values), countedInPage ? null : countRows(db, countSql, values)]);
  let data: T[] = rows.rows;
  let total = counted ?? 0;
  if (countedInPage) {
    total = rows.rows[0]?.[TOTAL_COLUMN] ?? (await countRows(db, countSql, values));
    data = rows.rows.map(({ [TOTAL_COLUMN]: _total, ...row }) => row as T);
  }
  return {
    data,
    current_page: params.page,
    last_page: Math.max(1, Math.ceil(total / params.perPage)),
    per_page: params.perPage,
    total,
  };
}

// Counting 100,000 rows costs more than reading a page of them. A large total is therefore reused for
// a moment by the same server process (keyed by database, SQL and values); small totals are always
// exact. The rows themselves are never cached.
export const COUNT_REUSE_MIN_ROWS = 5000;
export const COUNT_REUSE_MS = 2000;
const COUNT_MEMO_MAX = 500;
const countMemos = new WeakMap<Queryable, Map<string, { total: number; at: number }>>();

async function countRows(db: Queryable, countSql: string, values: unknown[]): Promise<number> {
  let memo = countMemos.get(db);
  if (!memo) countMemos.set(db, (memo = new Map()));
  const key = `${countSql}\u0000${JSON.stringify(values)}`;
  const hit = memo.get(key);
  if (hit && Date.now() - hit.at < COUNT_REUSE_MS) return hit.total;
  const { rows } = await db.query<{ total: number }>(countSql, values);
  const total = rows[0]?.total ?? 0;
  memo.delete(key);
  if (total >= COUNT_REUSE_MIN_ROWS) {
    if (memo.size >= COUNT_MEMO_MAX) memo.delete(memo.keys().next().value!);
    memo.set(key, { total, at: Date.now() });
  }
  return total;
}

/** Filter flags travel joined by a colon (`flag=societa:arbitro`); unknown flags are a 400. */
export function parseFlags<K extends string>(value: unknown, allowed: readonly K[]): K[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') throw badRequest('Filtro non valido');
  const flags = value.split(':').filter(Boolean);
  for (const f of flags) if (!allowed.includes(f as K)) throw badRequest(`Filtro non consentito: ${f}`);
  return flags as K[];
}
