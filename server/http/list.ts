// One mechanism for every paged list of the API (ARCHITECTURE §4): page, paginate, search, sortby.
// Sort fields are whitelisted per list; search terms are bound parameters, never SQL.
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
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
  /** FROM clause including joins. */
  from: string;
  /** Extra WHERE conditions (already parameterised with $n placeholders). */
  where?: string[];
  params?: unknown[];
}

/** The list's SQL without paging: used by the paged answer and by exports of the same rows. */
export function buildListSql(source: ListSource, spec: ListSpec, params: ListParams) {
  const values = [...(source.params ?? [])];
  const where = [...(source.where ?? [])];
  if (params.search && spec.searchColumns?.length) {
    for (const word of params.search.split(/\s+/).slice(0, 5)) {
      values.push(likePattern(word));
      where.push(`(${spec.searchColumns.map((c) => `${c} ILIKE $${values.length}`).join(' OR ')})`);
    }
  }
  const whereSql = where.length ? ` WHERE ${where.map((w) => `(${w})`).join(' AND ')}` : '';
  return {
    sql: `SELECT ${source.select} FROM ${source.from}${whereSql} ORDER BY ${params.orderBy}`,
    countSql: `SELECT count(*)::int AS total FROM ${source.from}${whereSql}`,
    values,
  };
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export async function runList<T>(db: Queryable, source: ListSource, spec: ListSpec, params: ListParams): Promise<Page<T>> {
  const { sql, countSql, values } = buildListSql(source, spec, params);
  const offset = (params.page - 1) * params.perPage;
  const [rows, count] = await Promise.all([
    db.query<T>(`${sql} LIMIT ${params.perPage} OFFSET ${offset}`, values),
    db.query<{ total: number }>(countSql, values),
  ]);
  const total = count.rows[0]?.total ?? 0;
  return {
    data: rows.rows,
    current_page: params.page,
    last_page: Math.max(1, Math.ceil(total / params.perPage)),
    per_page: params.perPage,
    total,
  };
}

/** Filter flags travel joined by a colon (`flag=societa:arbitro`); unknown flags are a 400. */
export function parseFlags<K extends string>(value: unknown, allowed: readonly K[]): K[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') throw badRequest('Filtro non valido');
  const flags = value.split(':').filter(Boolean);
  for (const f of flags) if (!allowed.includes(f as K)) throw badRequest(`Filtro non consentito: ${f}`);
  return flags as K[];
}
