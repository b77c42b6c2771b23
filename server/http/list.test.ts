// The total of a large list: kept for reuse, counted again after a write of the same pool, and never
// contradicting the page it comes with. A fake database answers the count and the page.
import { describe, expect, it } from 'vitest';
import type { Queryable, QueryOptions } from '../db/client.ts';
import { COUNT_REUSE_MIN_ROWS, runList, SORTED_MATCHES_MAX, topLevelItems, type ListSpec } from './list.ts';

const spec: ListSpec = { sortable: {}, defaultOrder: 't.id' };
const source = { select: 't.id', from: 't' };

/** `rows` rows in the table; `counted` is what count(*) answers (a count of a moment ago when they differ). */
function fakeDb(state: { rows: number; counted: number; writes: number }) {
  let counts = 0;
  const db: Queryable = {
    async query<T>(sql: string): Promise<{ rows: T[]; affectedRows: number }> {
      if (sql.startsWith('SELECT count(*)')) {
        counts++;
        return { rows: [{ total: state.counted }] as T[], affectedRows: 0 };
      }
      const m = / LIMIT (\d+) OFFSET (\d+)$/.exec(sql)!;
      const [limit, offset] = [Number(m[1]), Number(m[2])];
      const n = Math.max(0, Math.min(limit, state.rows - offset));
      return { rows: Array.from({ length: n }, (_, i) => ({ id: offset + i + 1 })) as T[], affectedRows: 0 };
    },
    async exec() {},
    writeCount: () => state.writes,
  };
  return { db, counts: () => counts };
}

const page = (db: Queryable, n: number, perPage = 30) => runList<{ id: number }>(db, source, spec, { page: n, perPage, search: '', orderBy: spec.defaultOrder });

describe('list totals', () => {
  it('a large total is reused until the same pool writes, then counted again', async () => {
    const big = COUNT_REUSE_MIN_ROWS + 100;
    const state = { rows: big, counted: big, writes: 0 };
    const { db, counts } = fakeDb(state);
    expect((await page(db, 1)).total).toBe(big);
    state.rows = state.counted = big + 1; // a write the pool did not see (another process)
    expect((await page(db, 1)).total).toBe(big);
    expect(counts()).toBe(1);
    state.writes++; // a write through this pool
    const after = await page(db, 1);
    expect(after.total).toBe(big + 1);
    expect(after.last_page).toBe(Math.ceil((big + 1) / 30));
    expect(counts()).toBe(2);
  });

  it('where only this process writes (the embedded database), every total is kept until it writes', async () => {
    const state = { rows: 100, counted: 100, writes: 0 };
    const { db, counts } = fakeDb(state);
    const sole = { ...db, soleWriter: true };
    expect((await page(sole, 1)).total).toBe(100);
    expect((await page(sole, 2)).total).toBe(100);
    expect(counts()).toBe(1);
    state.rows = state.counted = 101;
    state.writes++;
    expect((await page(sole, 2)).total).toBe(101);
    expect(counts()).toBe(2);
  });

  it('small totals are always counted', async () => {
    const state = { rows: 100, counted: 100, writes: 0 };
    const { db, counts } = fakeDb(state);
    await page(db, 1);
    await page(db, 2);
    expect(counts()).toBe(2);
  });

  it('the total never contradicts the page: a short page ends the list, a full one proves its rows', async () => {
    const big = COUNT_REUSE_MIN_ROWS + 100;
    const lastPage = Math.ceil(big / 30);
    // The count is behind by 40 rows (another process inserted them): a page past the kept total still
    // answers at least its own rows, and the short page after it the exact total.
    const behind = fakeDb({ rows: big + 40, counted: big, writes: 0 }).db;
    expect((await page(behind, 1)).total).toBe(big);
    const past = await page(behind, lastPage + 1);
    expect(past.data).toHaveLength(30);
    expect(past.total).toBe((lastPage + 1) * 30);
    expect(past.last_page).toBe(lastPage + 1);
    const end = await page(behind, lastPage + 2);
    expect(end.data).toHaveLength(big + 40 - (lastPage + 1) * 30);
    expect(end.total).toBe(big + 40);
    // The count is ahead (rows deleted meanwhile): the short last page says how many there are.
    const ahead = fakeDb({ rows: big - 40, counted: big, writes: 0 }).db;
    const short = await page(ahead, Math.ceil((big - 40) / 30));
    expect(short.total).toBe(big - 40);
    // An empty first page is an empty list.
    expect((await page(fakeDb({ rows: 0, counted: 3, writes: 0 }).db, 1)).total).toBe(0);
  });
});

describe('the items of an order', () => {
  it('splits at top-level commas only', () => {
    expect(topLevelItems('a.cognome, a.nome, a.id')).toEqual(['a.cognome', ' a.nome', ' a.id']);
    expect(topLevelItems("lower(COALESCE(s.nome, a.cognome || ', ' || a.nome)) DESC NULLS LAST, u.id ASC")).toEqual([
      "lower(COALESCE(s.nome, a.cognome || ', ' || a.nome)) DESC NULLS LAST",
      ' u.id ASC',
    ]);
  });
});

describe('statements kept prepared', () => {
  /** A database that records, for every statement, whether it was asked to keep it prepared. */
  function recordingDb() {
    const calls: { sql: string; prepared: boolean }[] = [];
    const db: Queryable = {
      async query<T>(sql: string, _params?: unknown[], opts?: QueryOptions): Promise<{ rows: T[]; affectedRows: number }> {
        calls.push({ sql, prepared: opts?.prepared === true });
        if (sql.startsWith('SELECT count(*)')) return { rows: [{ total: 100 }] as T[], affectedRows: 0 };
        return { rows: Array.from({ length: 30 }, (_, i) => ({ id: i + 1 })) as T[], affectedRows: 0 };
      },
      async exec() {},
    };
    return { db, calls };
  }
  const searchable: ListSpec = { ...spec, searchColumns: ['t.nome'] };
  const params = (page: number, search = '') => ({ page, perPage: 30, search, orderBy: spec.defaultOrder });

  it('the first page and the count of a list without a search are prepared; later pages and searches are planned for their values', async () => {
    const first = recordingDb();
    await runList(first.db, source, searchable, params(1));
    expect(first.calls.map((c) => c.prepared)).toEqual([true, true]);
    // The page's text has its LIMIT and OFFSET written in: the kept plan knows the page is 30 rows.
    expect(first.calls[0].sql).toMatch(/ LIMIT 30 OFFSET 0$/);

    const later = recordingDb();
    await runList(later.db, source, searchable, params(2));
    expect(later.calls.find((c) => !c.sql.startsWith('SELECT count(*)'))!.prepared).toBe(false);
    expect(later.calls.find((c) => c.sql.startsWith('SELECT count(*)'))!.prepared).toBe(true);

    const search = recordingDb();
    await runList(search.db, source, searchable, params(1, 'ros'));
    expect(search.calls.every((c) => !c.prepared)).toBe(true);
  });
});

describe('keyed pages (keys first, then their rows)', () => {
  const keyedSpec: ListSpec = { sortable: {}, defaultOrder: 't.nome, t.id', searchColumns: ['t.nome'] };
  const keyed = { select: 't.id, t.nome', from: 't', pageKey: 't.id', where: ['t.visible'] };
  /** Keys come back as 3, 1, 2; their rows in another order (as a lookup by keys may give them). */
  function keyedDb() {
    const calls: { sql: string; params: unknown[]; prepared: boolean }[] = [];
    const db: Queryable = {
      async query<T>(sql: string, params: unknown[] = [], opts?: QueryOptions): Promise<{ rows: T[]; affectedRows: number }> {
        calls.push({ sql, params, prepared: opts?.prepared === true });
        if (sql.startsWith('SELECT count(*)')) return { rows: [{ total: 9000 }] as T[], affectedRows: 0 };
        if (sql.startsWith('WITH page')) return { rows: [{ id: 1, nome: 'n1' }] as T[], affectedRows: 0 };
        if (sql.startsWith('SELECT t.id AS page_key')) return { rows: [3, 1, 2].map((k) => ({ page_key: k })) as T[], affectedRows: 0 };
        const keys = params.at(-1) as number[];
        return { rows: [...keys].sort().map((k) => ({ id: k, nome: `n${k}`, list_key__: k })) as T[], affectedRows: 0 };
      },
      async exec() {},
    };
    return { db, calls };
  }
  const read = (db: Queryable, page: number, search: string) => runList<{ id: number }>(db, keyed, keyedSpec, { page, perPage: 3, search, orderBy: keyedSpec.defaultOrder });

  it("a search or a later page reads its keys planned for its values, then the rows through one kept statement, in the keys' order", async () => {
    const texts = new Set<string>();
    for (const [page, search] of [
      [1, 'ros'],
      [2, 'bia'],
      [4, ''],
    ] as const) {
      const { db, calls } = keyedDb();
      const answer = await read(db, page, search);
      expect(answer.data).toEqual([3, 1, 2].map((k) => ({ id: k, nome: `n${k}` })));
      const keysRead = calls.find((c) => c.sql.startsWith('SELECT t.id AS page_key'))!;
      expect(keysRead.prepared).toBe(false);
      const rowsRead = calls.find((c) => c.sql.includes('t.id = ANY('))!;
      expect(rowsRead.prepared).toBe(true);
      // The list's own conditions again, never the search; the keys as one value.
      expect(rowsRead.sql).toContain('(t.visible)');
      expect(rowsRead.sql).not.toContain('ILIKE');
      expect(rowsRead.params).toEqual([[3, 1, 2]]);
      texts.add(rowsRead.sql);
    }
    expect(texts.size).toBe(1);
  });

  it('the first page without a search is one kept statement', async () => {
    const { db, calls } = keyedDb();
    expect((await read(db, 1, '')).data).toEqual([{ id: 1, nome: 'n1' }]);
    const pageRead = calls.filter((c) => !c.sql.startsWith('SELECT count(*)'));
    expect(pageRead).toHaveLength(1);
    expect(pageRead[0]).toMatchObject({ prepared: true });
    expect(pageRead[0].sql).toMatch(/^WITH page AS MATERIALIZED \(SELECT t.id AS page_key FROM t WHERE \(t.visible\) ORDER BY t.nome, t.id LIMIT 3 OFFSET 0\)/);
  });

  it('keys and count read `keysFrom` (no joins) unless a condition, the search or the order reads a joined table', async () => {
    const joined = { ...keyed, from: 't LEFT JOIN u ON u.id = t.u_id', keysFrom: 't' };
    const keysAndCount = async (spec: ListSpec, search: string, orderBy = spec.defaultOrder, where = ['t.visible']) => {
      const { db, calls } = keyedDb();
      await runList(db, { ...joined, where }, spec, { page: 2, perPage: 3, search, orderBy });
      return calls.filter((c) => !c.sql.includes('= ANY(')).map((c) => c.sql.slice(c.sql.indexOf(' FROM ') + 6, c.sql.indexOf(' WHERE ')));
    };
    expect(await keysAndCount(keyedSpec, 'ros')).toEqual(['t', 't']);
    expect(await keysAndCount({ ...keyedSpec, searchColumns: ['u.nome'] }, 'ros')).toEqual(Array(2).fill(joined.from));
    expect(await keysAndCount(keyedSpec, '', 'u.nome, t.nome, t.id')).toEqual(Array(2).fill(joined.from));
    expect(await keysAndCount(keyedSpec, '', keyedSpec.defaultOrder, ['t.visible', 'u.attivo'])).toEqual(Array(2).fill(joined.from));
  });
});

describe('a search read by walking the order or by sorting its matches', () => {
  const spec: ListSpec = { sortable: {}, defaultOrder: 't.nome, t.id', searchText: 't.search_text' };
  const source = { select: 't.id, t.nome', from: 't', pageKey: 't.id' };
  /** `listRows` rows, `matches` of them matching any search; records how each page's keys were read. */
  function searchDb(listRows: number, matches: number, soleWriter: boolean) {
    const reads: ('walked' | 'sorted')[] = [];
    const db: Queryable = {
      async query<T>(sql: string): Promise<{ rows: T[]; affectedRows: number }> {
        if (sql.startsWith('SELECT count(*)')) return { rows: [{ total: sql.includes(' LIKE ') ? matches : listRows }] as T[], affectedRows: 0 };
        if (sql.includes('t.id AS page_key') && !sql.startsWith('WITH page')) {
          reads.push(/\) matches ORDER BY list_sort__/.test(sql) ? 'sorted' : 'walked');
          return { rows: [{ page_key: 1 }] as T[], affectedRows: 0 };
        }
        if (sql.startsWith('WITH page')) return { rows: [{ id: 1, nome: 'n1' }] as T[], affectedRows: 0 };
        return { rows: [{ id: 1, nome: 'n1', list_key__: 1 }] as T[], affectedRows: 0 };
      },
      async exec() {},
      writeCount: () => 0,
      soleWriter,
    };
    const read = async (page: number, search: string) => {
      await runList(db, source, spec, { page, perPage: 30, search, orderBy: spec.defaultOrder });
      return reads.at(-1);
    };
    return { read };
  }

  it('on the embedded database a term common in its list walks the order; a rare one, or a page far into its matches, sorts them', async () => {
    // 954 matches among 10,000 rows: a walk reads ~315 rows for the first page, sorting reads 954.
    expect(await searchDb(10_000, 954, true).read(1, 'mar')).toBe('walked');
    expect(await searchDb(10_000, 63, true).read(1, 'kof')).toBe('sorted');
    expect(await searchDb(10_000, 954, true).read(20, 'mar')).toBe('sorted');
    // Past SORTED_MATCHES_MAX a search is walked as before.
    expect(await searchDb(1_000_000, SORTED_MATCHES_MAX + 1, true).read(1, 'mar')).toBe('walked');
  });

  it("on PostgreSQL the list's own total is used only when it is kept (large and counted a moment ago)", async () => {
    const small = searchDb(3_000, 954, false);
    expect(await small.read(1, 'mar')).toBe('sorted');
    const large = searchDb(100_000, 4_000, false);
    expect(await large.read(1, 'mar')).toBe('sorted');
    await large.read(1, ''); // the list without a search: its large total is kept
    expect(await large.read(1, 'mar')).toBe('walked');
    expect(await large.read(1, 'kof')).toBe('walked');
  });
});
