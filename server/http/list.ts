// One mechanism for every paged list of the API (ARCHITECTURE §4): page, paginate, search, sortby.
// Sort fields are whitelisted per list; search terms are bound parameters, never SQL.
import { z } from 'zod';
import type { Db, Queryable } from '../db/client.ts';
import { Sql } from '../db/sql.ts';
import { badRequest } from './errors.ts';
import { JSON_COLUMN, jsonRowSelect, type JsonRow } from './json-rows.ts';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 30;

export interface ListSpec {
  /** API sort field → SQL expression. Anything else in `sortby` is a 400. */
  sortable: Record<string, string>;
  /** ORDER BY used when no sortby is given (and as tie-breaker). */
  defaultOrder: string;
  /** SQL expressions matched (ILIKE, contains) by every word of `search`. */
  searchColumns?: string[];
  /**
   * Instead of `searchColumns`: a stored lower-case text of them joined by spaces, with one trigram
   * index (migration 110_search_text.sql). Every word matches it with LIKE against the word in lower
   * case: the same rows as ILIKE on each column (a word has no space, so it never spans two of
   * them), without lower-casing every column of every candidate row.
   */
  searchText?: string;
  /**
   * The default order as a keyset, for deep pages (see ANCHOR_TTL_MS): its columns, all NOT NULL,
   * the last one unique, all sorted in `direction`, exactly as `defaultOrder` lists them.
   */
  keyset?: Keyset;
}

export interface Keyset {
  columns: string[];
  direction: 'asc' | 'desc';
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

/** Whether the list has a search. */
const searchable = (spec: ListSpec) => Boolean(spec.searchText || spec.searchColumns?.length);

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
  /**
   * The FROM without its joins (e.g. `partita_contabile p`), for reading a page's keys and counting
   * when the conditions, the search and the order read only that table's columns: PostgreSQL drops
   * unread LEFT JOINs anyway, but only after planning them, at every search (~0.2 ms of the
   * accounting list's 7 tables).
   */
  keysFrom?: string;
}

/** The list's SQL without paging: used by the paged answer and by exports of the same rows. */
export function buildListSql(source: ListSource, spec: ListSpec, params: ListParams) {
  const values = [...(source.params ?? [])];
  const from = source.from instanceof Sql ? inline(source.from, values) : source.from;
  const where = (source.where ?? []).map((w) => (w instanceof Sql ? inline(w, values) : w));
  if (params.search && searchable(spec)) {
    for (const word of params.search.split(/\s+/).slice(0, 5)) {
      values.push(likePattern(word));
      const n = values.length;
      where.push(spec.searchText ? `${spec.searchText} LIKE lower($${n})` : `(${spec.searchColumns!.map((c) => `${c} ILIKE $${n}`).join(' OR ')})`);
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
 * A page is found by its keys first, and the select list is computed for those rows only. This is the
 * keys' read: one ordered read (the planner walks the sort index and filters when a search term is
 * common, or collects the matches through the trigram indexes and sorts them when it is rare), giving
 * `page_key` in the list order. With `anchor`, the read starts at a remembered row of the same order
 * (keyset) instead of counting `offset` rows from the start, and gives the rows' keyset values. With
 * `sortMatches`, the matching rows are collected first and sorted (see SORTED_MATCHES_MAX): never a
 * walk of the sort index; with `countInline` too, every key row also carries the number of matches
 * (one read of the matches serves the page and the total).
 */
function pageKeysSql(
  source: KeyedSource,
  spec: ListSpec,
  params: ListParams,
  offset: number,
  values: unknown[],
  anchor: { at: number; key: unknown[] } | null,
  keyset: Keyset | null,
  sortMatches = false,
  countInline = false,
): string {
  const base = buildListSql({ ...source, select: `${source.pageKey} AS page_key` }, spec, params);
  // buildListSql numbered its own values from 1: they are the same values, in the same order.
  let keysSql = withoutOrder(base.sql);
  let skip = offset;
  if (anchor && keyset) {
    const first = values.length + 1;
    values.push(...anchor.key);
    const cols = keyset.columns.join(', ');
    const ph = keyset.columns.map((_, i) => `$${first + i}`).join(', ');
    const hasWhere = (source.where?.length ?? 0) > 0 || Boolean(params.search && searchable(spec));
    keysSql += `${hasWhere ? ' AND' : ' WHERE'} (${cols}) ${keyset.direction === 'asc' ? '>=' : '<='} (${ph})`;
    skip = offset - anchor.at;
  }
  const limit = ` LIMIT ${params.perPage} OFFSET ${skip}`;
  if (sortMatches) {
    const m = sortedMatches(keysSql, source.pageKey, params.orderBy);
    if (countInline) return `WITH matches AS MATERIALIZED (${m.collected}) SELECT page_key, (SELECT count(*) FROM matches)::int AS ${TOTAL_COLUMN} FROM matches ORDER BY ${m.order}${limit}`;
    // OFFSET 0: a subquery the planner cannot merge into an ordered read.
    return `SELECT page_key FROM (${m.collected} OFFSET 0) matches ORDER BY ${m.order}${limit}`;
  }
  const sortCols = keyset ? keyset.columns.map((c, i) => `, ${c} AS ${ANCHOR_COLUMN}${i}`).join('') : '';
  return `${keysSql.replace(`${source.pageKey} AS page_key`, `${source.pageKey} AS page_key${sortCols}`)} ORDER BY ${params.orderBy}${limit}`;
}

type KeyedSource = ListSource & { pageKey: string; from: string };

/** The page in one statement: its keys' read (pageKeysSql), then the select list for those rows, with the keys' remembered positions. */
function joinedPageSql(source: KeyedSource, params: ListParams, keysSql: string, keyset: Keyset | null): string {
  const outerCols = keyset ? keyset.columns.map((_, i) => `, page.${ANCHOR_COLUMN}${i}`).join('') : '';
  return `WITH page AS MATERIALIZED (${keysSql}) SELECT ${source.select}${outerCols} FROM ${source.from} JOIN page ON ${source.pageKey} = page.page_key ORDER BY ${params.orderBy}`;
}

/**
 * The select list for the rows of `keyRows` (a keys' read), in their order, each with its key row's
 * columns (remembered positions, the inline total). One text per list and filters, whatever the
 * search, the page and its size, so it is kept prepared and PostgreSQL plans it once (a lookup by the
 * keys). A page read in one statement with a search is planned for its term at every request, and the
 * select list's joins are most of that planning: the accounting list's rare search planned in 4.9 ms
 * and ran in 2.4. The list's conditions (scope and filters, not the search) apply to those rows again:
 * a row that left them in between is not shown.
 */
async function rowsOfKeys<T>(db: Queryable, source: KeyedSource, spec: ListSpec, params: ListParams, keyRows: Record<string, unknown>[]): Promise<T[]> {
  if (!keyRows.length) return [];
  const keys = keyRows.map((k) => k.page_key);
  const byKeys = { ...source, select: `${source.select}, ${source.pageKey} AS ${KEY_COLUMN}`, where: [...(source.where ?? []), new Sql([`${source.pageKey} = ANY(`, ')'], [keys])] };
  const { sql, values } = buildListSql(byKeys, spec, { ...params, search: '' });
  const { rows } = await db.query<Record<string, unknown>>(withoutOrder(sql), values, { prepared: true });
  const found = new Map(rows.map((row) => [row[KEY_COLUMN], row]));
  return keyRows.flatMap((k) => {
    const row = found.get(k.page_key);
    if (!row) return [];
    const { page_key, ...keyColumns } = k;
    delete row[KEY_COLUMN];
    return [Object.assign(row, keyColumns) as T];
  });
}

/** The matches' keys with their sort values (`collected`), and the order over those values. */
function sortedMatches(keysSql: string, pageKey: string, orderBy: string) {
  const items = topLevelItems(orderBy).map((item) => /^\s*(.+?)((?:\s+(?:ASC|DESC))?(?:\s+NULLS\s+(?:FIRST|LAST))?)\s*$/i.exec(item)!);
  const sortValues = items.map(([, expr], i) => `, ${expr} AS ${SORT_COLUMN}${i}`).join('');
  return {
    collected: keysSql.replace(`${pageKey} AS page_key`, `${pageKey} AS page_key${sortValues}`),
    order: items.map(([, , dir], i) => `${SORT_COLUMN}${i}${dir}`).join(', '),
  };
}

const TOTAL_COLUMN = 'list_total__';

const KEY_COLUMN = 'list_key__';

const SORT_COLUMN = 'list_sort__';

/** The comma-separated items of an ORDER BY, commas inside parentheses or quotes left alone. */
export function topLevelItems(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === ',' && depth === 0) {
      items.push(list.slice(start, i));
      start = i + 1;
    }
  }
  items.push(list.slice(start));
  return items;
}
const ANCHOR_COLUMN = 'list_anchor__';
const withoutOrder = (sql: string) => sql.slice(0, sql.lastIndexOf(' ORDER BY '));

/** The default order as a keyset (row comparison) when the list declares one and no other sort is asked. */
function keysetOf(spec: ListSpec, params: ListParams): Keyset | null {
  return spec.keyset && params.orderBy === spec.defaultOrder ? spec.keyset : null;
}

/**
 * A search whose matches are at most this many is answered by sorting its matches (pageKeysSql's
 * `sortMatches`), a commoner one by walking the sort index until the page is full. The planner
 * expects matches spread evenly along the order; a rare term whose matches cluster (a surname
 * fragment: all under one letter) made it walk half the table, 137 ms for 'kof' among 100,000
 * members, where sorting its 615 matches takes 2 ms and 9,000 matches 15 ms.
 */
export const SORTED_MATCHES_MAX = 5000;

/** A qualified column (`alias.column`): its alias. */
const QUALIFIER = /\b([a-z_][a-z0-9_]*)\.(?=[a-z_"])/gi;

/** `source` reading its keys and count from `keysFrom` when nothing they read needs the joins (see ListSource.keysFrom). */
function keysSourceOf(source: ListSource, spec: ListSpec, params: ListParams): ListSource {
  if (!source.keysFrom || typeof source.from !== 'string') return source;
  const alias = source.keysFrom.trim().split(/\s+/).pop();
  const search = params.search && searchable(spec) ? (spec.searchText ?? spec.searchColumns!.join(' ')) : '';
  const read = [...(source.where ?? []).map((w) => (w instanceof Sql ? w.text : w)), params.orderBy, search];
  const joined = read.some((text) => [...text.matchAll(QUALIFIER)].some(([, q]) => q !== alias));
  return joined ? source : { ...source, from: source.keysFrom };
}

/** What the memos of this file (kept totals, rarity, remembered positions) are keyed by: a statement and its values. */
const memoKey = (sql: string, values: unknown[]) => `${sql}\u0000${JSON.stringify(values)}`;

export async function runList<T = Record<string, unknown>>(db: Queryable, source: ListSource, spec: ListSpec, params: ListParams): Promise<Page<T>> {
  const built = buildListSql(source, spec, params);
  const { sql, values } = built;
  // The keys and the count read the same rows with the same values, from the joins they need only.
  const keysSource = keysSourceOf(source, spec, params);
  const { countSql } = keysSource === source ? built : buildListSql(keysSource, spec, params);
  const offset = (params.page - 1) * params.perPage;
  // Keyed pages reuse the FROM text: only for a plain FROM (a composed one is read once).
  const keyed = Boolean(source.pageKey) && typeof source.from === 'string';
  // A search counts its matches first (cheap through the trigram indexes, kept when large) to choose the read.
  const searchTerms = Boolean(params.search && searchable(spec));
  const searching = keyed && searchTerms;
  // One key for the kept total and the rarity of this list, filters and search.
  const countKey = memoKey(countSql, values);
  // A search found rare a moment ago is read with its count in one statement (countInline), unless its total is kept.
  const countInline = searching && !hasKeptTotal(db, countKey) && wasRare(db, countKey);
  const countedFirst = searching && !countInline ? await countRows(db, countSql, values, countKey) : undefined;
  let sortMatches = countInline;
  if (countedFirst !== undefined) {
    sortMatches = countedFirst <= SORTED_MATCHES_MAX && !(await walkPays(db, source, spec, params, countedFirst, offset + params.perPage));
    rememberRarity(db, countKey, sortMatches);
  }
  const keyset = keyed && !sortMatches && offset >= ANCHOR_MIN_OFFSET ? keysetOf(spec, params) : null;
  const anchorKey = keyset ? memoKey(sql, values) : '';
  const anchor = keyset ? findAnchor(db, anchorKey, offset) : null;
  const pageValues = [...values];
  // Statements kept prepared (Queryable.query's `prepared`): a first page (or a deep page read again
  // from its remembered row) and a count, without a search: the texts every request of that list, order
  // and filters sends. PostgreSQL then plans them once per connection, not at every request: ~10 ms of
  // planning under load for the accounting list's seven joined tables, against ~1 ms to run. LIMIT and
  // OFFSET stay written in the text: as parameters, the plan kept for all values would expect a tenth
  // of the table in the page (PostgreSQL's guess for an unknown LIMIT) and hash-join whole tables, 77 ms
  // instead of 1. Such a page is read in one statement (joinedPageSql).
  const firstOfItsText = !searchTerms && (anchor ? offset - anchor.at : offset) === 0;
  // Other pages and searches read their keys planned for their own values (a rare and a common term
  // want different plans, and every offset would be one more text kept on each connection), then
  // their rows through a kept statement (rowsOfKeys). A rare search's keys read (sortMatches, with its
  // count or with a kept total) is kept prepared too, so it is parsed once: its text serves rare terms
  // only (a common one is read by another text). PostgreSQL still plans it for each term (0.4-0.8 ms:
  // the generic plan's guess for ILIKE costs more than a rare term's plan). Only words of 3 characters
  // or more: a shorter one has no trigram to look up, and wants a sequential scan instead.
  const rarePrepared = sortMatches && offset === 0 && params.search.split(/\s+/).every((w) => w.length >= 3);
  // `read`: the rows the page's read found (a row gone between a keys' read and its rows' is not shown, but still counts for the total).
  const readPage = async (): Promise<{ rows: T[]; read: number }> => {
    const onePass = async (text: string, prepared: boolean) => {
      const { rows } = await db.query<T>(text, pageValues, { prepared });
      return { rows, read: rows.length };
    };
    if (!keyed) return onePass(`${sql} LIMIT ${params.perPage} OFFSET ${offset}`, firstOfItsText);
    const keyedSource = source as KeyedSource;
    const keysSql = pageKeysSql(keysSource as KeyedSource, spec, params, offset, pageValues, anchor, keyset, sortMatches, countInline);
    if (firstOfItsText) return onePass(joinedPageSql(keyedSource, params, keysSql, keyset), true);
    const keyRows = (await db.query<Record<string, unknown>>(keysSql, pageValues, { prepared: rarePrepared })).rows;
    return { rows: await rowsOfKeys<T>(db, keyedSource, spec, params, keyRows), read: keyRows.length };
  };
  const [page, countedApart] = await Promise.all([readPage(), countInline ? undefined : (countedFirst ?? countRows(db, countSql, values, countKey, !searchTerms))]);
  const first = page.rows[0] as Record<string, unknown> | undefined;
  // A page past the end has no row to carry an inline total: counted apart (an empty first page is 0).
  const counted = !countInline ? countedApart! : first ? Number(first[TOTAL_COLUMN]) : offset === 0 ? 0 : await countRows(db, countSql, values, countKey);
  if (countInline) rememberRarity(db, countKey, counted <= SORTED_MATCHES_MAX);
  const anchorColumns = keyset ? keyset.columns.map((_, i) => `${ANCHOR_COLUMN}${i}`) : [];
  if (keyset && first)
    rememberAnchor(
      db,
      anchorKey,
      offset,
      anchorColumns.map((c) => first[c]),
    );
  const data = countInline || keyset ? withoutColumns(page.rows, [TOTAL_COLUMN, ...anchorColumns]) : page.rows;
  const total = pageConsistentTotal(counted, offset, page.read, params.perPage);
  return {
    data,
    current_page: params.page,
    last_page: Math.max(1, Math.ceil(total / params.perPage)),
    per_page: params.perPage,
    total,
  };
}

/**
 * runList with each row as its JSON (json-rows.ts), for jsonPageAnswer: each row carries its JSON
 * text and what `extras` (alias → expression of the row) name. On PostgreSQL the database writes the
 * JSON, on its own cores. PGlite runs PostgreSQL compiled to WebAssembly on one thread (its own from
 * the bundle, db/pglite-thread.ts, where it is the busier thread; else the server's), so the JSON is
 * better written by V8's JSON.stringify on the server's thread (the accounting page, PGlite on the
 * server's thread: 463 req/s written by V8, 414 by PGlite): there the rows are read as objects and
 * each carries all its columns, `extras`' names among them (see LedgerListOptions.present).
 */
export async function runJsonList(db: Db, source: ListSource, spec: ListSpec, params: ListParams, extras?: Record<string, string>): Promise<Page<JsonRow>> {
  if (db.kind === 'pglite') {
    const page = await runList<Record<string, unknown>>(db, source, spec, params);
    return { ...page, data: page.data.map((row) => ({ ...row, [JSON_COLUMN]: JSON.stringify(row) })) };
  }
  return runList<JsonRow>(db, { ...source, select: jsonRowSelect(source.select, extras) }, spec, params);
}

/** The rows without the list's own helper columns (remembered positions, the inline total). */
function withoutColumns<T>(rows: T[], names: string[]): T[] {
  return rows.map((row) => {
    const out = { ...(row as Record<string, unknown>) };
    for (const name of names) delete out[name];
    return out as T;
  });
}

/**
 * The total as the page itself proves it: a short page (or an empty first page) ends the list, so the
 * total is its offset plus its rows; a full page means at least that many rows. A reused total that a
 * write of another process (PostgreSQL replicas) made stale thus never hides a page that exists
 * (clients page and scroll by `last_page`) nor announces one that does not start.
 */
function pageConsistentTotal(counted: number, offset: number, pageRows: number, perPage: number): number {
  if (pageRows < perPage && (pageRows > 0 || offset === 0)) return offset + pageRows;
  // A page past the end proves only that the list ends before it: the count stands, never above the offset.
  if (pageRows === 0) return Math.min(counted, offset);
  return Math.max(counted, offset + pageRows);
}

/**
 * Whether a search with at most SORTED_MATCHES_MAX matches is still common enough in its list to be
 * read by walking the sort index (the planner's choice) rather than by sorting all its matches. A walk
 * reads about `rowsNeeded` × list rows / matches rows when the matches spread along the order; sorting
 * reads every match (PGlite, the accounting list at scale 1: 'mar', 1,798 matches of 22,615 entries,
 * sorted in 2.96 ms, walked in 0.64). The walk is chosen when it should read at most half the matches
 * (WALK_MARGIN, for matches that cluster along the order), which needs the list's own total without
 * the search: asked only where totals are kept whatever their size (Queryable.soleWriter), or found
 * kept. On PostgreSQL with a large list this is a term with thousands of matches among a hundred
 * thousand rows; a rarer one is sorted as before.
 */
export const WALK_MARGIN = 2;
async function walkPays(db: Queryable, source: ListSource, spec: ListSpec, params: ListParams, matches: number, rowsNeeded: number): Promise<boolean> {
  // The list has at least the matches: below this the walk cannot pay, whatever the list's size.
  if (matches < WALK_MARGIN * rowsNeeded) return false;
  const unsearched = { ...params, search: '' };
  const { countSql, values } = buildListSql(keysSourceOf(source, spec, unsearched), spec, unsearched);
  const key = memoKey(countSql, values);
  if (!db.soleWriter && !hasKeptTotal(db, key)) return false;
  // Prepared, as a page without a search counts it: the same kept total serves both.
  const listRows = await countRows(db, countSql, values, key, true);
  return WALK_MARGIN * rowsNeeded * listRows <= matches * matches;
}

// Rare searches. A search is counted before its page is read, to choose how to read it (above); a
// rare one (at most SORTED_MATCHES_MAX matches) then reads its matches twice, once to count and once
// to sort. Which searches were rare a moment ago is remembered (only that: the total is counted
// again each time, in the page's own statement), so the next one reads its matches once. A search
// that has grown common is read the other way from its next request on.
const RARE_TTL_MS = 30_000;
const RARE_MEMO_MAX = 500;
const rareMemos = new WeakMap<Queryable, Map<string, number>>();

function wasRare(db: Queryable, key: string): boolean {
  const at = rareMemos.get(db)?.get(key);
  return at !== undefined && Date.now() - at < RARE_TTL_MS;
}

function rememberRarity(db: Queryable, key: string, rare: boolean) {
  let memo = rareMemos.get(db);
  if (!memo) rareMemos.set(db, (memo = new Map()));
  memo.delete(key);
  if (!rare) return;
  if (memo.size >= RARE_MEMO_MAX) memo.delete(memo.keys().next().value!);
  memo.set(key, Date.now());
}

// Counting 100,000 rows costs more than reading a page of them. A large total is therefore reused by
// the same server process (keyed by database, SQL and values): for COUNT_REUSE_MS as it is, then, up
// to COUNT_STALE_MS, answered at once while ONE background count refreshes it. Small totals are
// always exact. A write through the same pool (Db.writeCount: a statement that changed rows, a
// transaction that did) makes every kept total count again on its next use, so a user sees their own
// change in the next total; only writes by another process (replicas on one PostgreSQL) can be
// missing from a total, for up to COUNT_STALE_MS. Where no other process can write (the embedded
// PGlite: Queryable.soleWriter) a kept total is exact, so every total is kept, whatever its size. The
// rows themselves are never cached.
export const COUNT_REUSE_MIN_ROWS = 5000;
export const COUNT_REUSE_MS = 10_000;
export const COUNT_STALE_MS = 30_000;
const COUNT_MEMO_MAX = 500;
interface CountMemo {
  total: number;
  at: number;
  /** Db.writeCount when the count started. */
  writes: number;
  refreshing?: Promise<number>;
}
const countMemos = new WeakMap<Queryable, Map<string, CountMemo>>();

/** The memo of `key` when it is still answered (runList's countKey): from this pool's writes and younger than COUNT_STALE_MS. */
function keptTotal(db: Queryable, key: string): CountMemo | undefined {
  const found = countMemos.get(db)?.get(key);
  return found && found.writes === (db.writeCount?.() ?? 0) && Date.now() - found.at < COUNT_STALE_MS ? found : undefined;
}
const hasKeptTotal = (db: Queryable, key: string) => keptTotal(db, key) !== undefined;

/** `key`: the count's text and values (runList's countKey). */
async function countRows(db: Queryable, countSql: string, values: unknown[], key: string, prepared = false): Promise<number> {
  let memo = countMemos.get(db);
  if (!memo) countMemos.set(db, (memo = new Map()));
  const writes = db.writeCount?.() ?? 0;
  // A kept total from before a write of this pool is not used at all.
  const hit = keptTotal(db, key);
  const age = hit ? Date.now() - hit.at : Infinity;
  if (hit && age < COUNT_REUSE_MS) return hit.total;
  const recount = async () => {
    const { rows } = await db.query<{ total: number }>(countSql, values, { prepared });
    const total = rows[0]?.total ?? 0;
    memo.delete(key);
    if ((total >= COUNT_REUSE_MIN_ROWS || db.soleWriter) && (db.writeCount?.() ?? 0) === writes) {
      if (memo.size >= COUNT_MEMO_MAX) memo.delete(memo.keys().next().value!);
      memo.set(key, { total, at: Date.now(), writes });
    }
    return total;
  };
  if (hit && age < COUNT_STALE_MS) {
    // One refresh at a time; the callers meanwhile get the total of a moment ago.
    if (!hit.refreshing)
      hit.refreshing = recount().catch(() => {
        memo.delete(key);
        return hit.total;
      });
    return hit.total;
  }
  return recount();
}

// Deep pages. An OFFSET walks and throws away every row before the page: page 1,600 of the members
// list reads 48,000 index entries. The first row of each deep page read is remembered (its sort key,
// by the same database, SQL and values) for ANCHOR_TTL_MS; a page at or after a remembered row starts
// there with a keyset condition and skips only the rows in between (the next page of an infinite
// scroll skips 30, the same page again none). Only for lists declaring their default order as a
// keyset of NOT NULL columns ending with a unique one. A row inserted or deleted before a remembered
// position within those seconds shifts the pages after it by one, as OFFSET paging itself does
// between two page loads.
export const ANCHOR_MIN_OFFSET = 500;
export const ANCHOR_TTL_MS = 10_000;
const ANCHOR_LISTS_MAX = 200;
const ANCHORS_PER_LIST = 32;
interface Anchor {
  at: number;
  key: unknown[];
  time: number;
}
const anchorMemos = new WeakMap<Queryable, Map<string, Anchor[]>>();

function findAnchor(db: Queryable, key: string, offset: number): Anchor | null {
  const list = anchorMemos.get(db)?.get(key);
  if (!list) return null;
  const now = Date.now();
  let best: Anchor | null = null;
  for (const a of list) if (now - a.time < ANCHOR_TTL_MS && a.at <= offset && (!best || a.at > best.at)) best = a;
  return best;
}

function rememberAnchor(db: Queryable, key: string, at: number, sortKey: unknown[]) {
  if (sortKey.some((v) => v === null || v === undefined)) return;
  let memo = anchorMemos.get(db);
  if (!memo) anchorMemos.set(db, (memo = new Map()));
  const now = Date.now();
  const list = (memo.get(key) ?? []).filter((a) => a.at !== at && now - a.time < ANCHOR_TTL_MS);
  list.push({ at, key: sortKey, time: now });
  if (list.length > ANCHORS_PER_LIST) list.shift();
  memo.delete(key);
  if (memo.size >= ANCHOR_LISTS_MAX) memo.delete(memo.keys().next().value!);
  memo.set(key, list);
}

/** Filter flags travel joined by a colon (`flag=societa:arbitro`); unknown flags are a 400. */
export function parseFlags<K extends string>(value: unknown, allowed: readonly K[]): K[] {
  if (value === undefined || value === '') return [];
  if (typeof value !== 'string') throw badRequest('Filtro non valido');
  const flags = value.split(':').filter(Boolean);
  for (const f of flags) if (!allowed.includes(f as K)) throw badRequest(`Filtro non consentito: ${f}`);
  return flags as K[];
}
