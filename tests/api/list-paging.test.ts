import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { ANCHOR_MIN_OFFSET, SORTED_MATCHES_MAX } from '../../server/http/list.ts';
import { forgetStatementNames } from '../../server/db/statement-names.ts';

const t = useTestApp();
let admin: string;
let season: number;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  season = (await call(t().app, admin, 'GET', '/api/me')).json().stagione.id;
});
const list = async (q: string) => (await call(t().app, admin, 'GET', `/api/anagrafica?season=${season}&${q}`)).json();

describe('paged lists (members list as the example)', () => {
  it('pages are consecutive slices of one order, with the same total', async () => {
    const all = await list('paginate=1000');
    expect(all.total).toBe(all.data.length);
    const page3 = await list('paginate=30&page=3');
    expect(page3.total).toBe(all.total);
    expect(page3.data.map((r: any) => r.id)).toEqual(all.data.slice(60, 90).map((r: any) => r.id));
    expect(page3.data[0].ruoli).toEqual(all.data[60].ruoli);
    expect(page3.last_page).toBe(Math.ceil(all.total / 30));
  });

  it('deep pages read from a remembered position (keyset) are the same slices as OFFSET gives', async () => {
    const all = await list('paginate=1000');
    expect(all.total).toBeGreaterThan(ANCHOR_MIN_OFFSET + 100);
    const ids = (from: number) => all.data.slice(from, from + 30).map((r: any) => r.id);
    const first = Math.ceil(ANCHOR_MIN_OFFSET / 30) + 1;
    for (const page of [first, first, first + 1, first + 3, first + 2]) {
      const res = await list(`paginate=30&page=${page}`);
      expect(res.data.map((r: any) => r.id)).toEqual(ids((page - 1) * 30));
      expect(Object.keys(res.data[0]).some((k) => k.startsWith('list_anchor__'))).toBe(false);
      expect(res.total).toBe(all.total);
    }
  });

  it('deep pages of the accounting list (descending keyset) match OFFSET too', async () => {
    const all = (await call(t().app, admin, 'GET', '/api/partitacontabile?paginate=1000')).json();
    if (all.total <= ANCHOR_MIN_OFFSET + 60) return;
    const first = Math.ceil(ANCHOR_MIN_OFFSET / 20) + 1;
    for (const page of [first, first, first + 1, first + 2]) {
      const res = (await call(t().app, admin, 'GET', `/api/partitacontabile?paginate=20&page=${page}`)).json();
      expect(res.data.map((r: any) => r.id)).toEqual(all.data.slice((page - 1) * 20, page * 20).map((r: any) => r.id));
    }
  });

  it('a search counts exactly its hits and pages through them', async () => {
    const { rows } = await t().db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM anagrafica WHERE deleted_at IS NULL AND ((cognome || ' ' || nome) ILIKE '%ro%' OR codice_fiscale ILIKE '%ro%' OR matricola ILIKE '%ro%')",
    );
    const first = await list('paginate=30&search=ro');
    expect(first.total).toBe(rows[0].n);
    expect(first.data.every((r: any) => 'list_total__' in r)).toBe(false);
    const ids = new Set<number>();
    for (let page = 1; page <= first.last_page; page++) for (const r of (await list(`paginate=30&search=ro&page=${page}`)).data) ids.add(r.id);
    expect(ids.size).toBe(rows[0].n);
  });

  it('a search with few matches (sorted, not walked along the order) pages through them in the list order, whatever the sort', async () => {
    const match = "deleted_at IS NULL AND ((cognome || ' ' || nome) ILIKE '%ro%' OR codice_fiscale ILIKE '%ro%' OR matricola ILIKE '%ro%')";
    const expected = async (order: string) => (await t().db.query<{ id: number }>(`SELECT id FROM anagrafica WHERE ${match} ORDER BY ${order}`)).rows.map((r) => r.id);
    const paged = async (q: string) => {
      const ids: number[] = [];
      for (let page = 1, last = 1; page <= last; page++) {
        const res = await list(`paginate=25&search=ro&page=${page}${q}`);
        last = res.last_page;
        ids.push(...res.data.map((r: any) => r.id));
        expect(Object.keys(res.data[0] ?? {}).some((k) => k.startsWith('list_'))).toBe(false);
      }
      return ids;
    };
    const byName = await expected('cognome, nome, id');
    expect(byName.length).toBeGreaterThan(25);
    expect(byName.length).toBeLessThanOrEqual(SORTED_MATCHES_MAX);
    expect(await paged('')).toEqual(byName);
    expect(await paged('&sortby=data_nascita:desc')).toEqual(await expected('data_nascita DESC NULLS LAST, cognome, nome, id'));
    expect(await paged('&sortby=matricola:asc')).toEqual(await expected('matricola ASC NULLS FIRST, cognome, nome, id'));
  });

  it('rare searches asked again and again (read with their count, through one kept statement) answer their own rows and exact total', async () => {
    const match = (term: string) =>
      t().db.query<{ id: number }>(
        "SELECT id FROM anagrafica WHERE deleted_at IS NULL AND ((cognome || ' ' || nome) ILIKE $1 OR codice_fiscale ILIKE $1 OR matricola ILIKE $1) ORDER BY cognome, nome, id",
        [`%${term}%`],
      );
    // Surnames' first three letters: terms with some matches, each fewer than SORTED_MATCHES_MAX.
    const { rows } = await t().db.query<{ term: string }>('SELECT DISTINCT lower(left(cognome, 3)) AS term FROM anagrafica WHERE length(cognome) >= 3 ORDER BY 1 LIMIT 3');
    // Beyond PostgreSQL's five custom plans, so that the kept (generic) plan answers the later ones;
    // a page size per round, so that no answer is the one given a moment ago (answer-memo.ts).
    for (let round = 0; round < 7; round++)
      for (const term of [...rows.map((r) => r.term), 'qqzx', 'ro']) {
        const expected = (await match(term)).rows.map((r) => r.id);
        expect(expected.length).toBeLessThanOrEqual(SORTED_MATCHES_MAX);
        const size = 2 + round;
        const res = await list(`paginate=${size}&search=${term}`);
        expect(res.total, term).toBe(expected.length);
        expect(res.data.map((r: any) => r.id)).toEqual(expected.slice(0, size));
        expect(Object.keys(res.data[0] ?? {}).some((k) => k.startsWith('list_'))).toBe(false);
      }
  });

  // The lists search one stored lower-case text of their columns (migration 110_search_text.sql): the
  // rows found must be the rows an ILIKE on each column finds, for every word, whatever its case.
  it('the members, clubs and accounting searches find the same rows as ILIKE on each of their columns', async () => {
    const { rows: people } = await t().db.query<{ cf: string; matricola: string; cognome: string }>(
      'SELECT codice_fiscale AS cf, matricola, cognome FROM anagrafica WHERE deleted_at IS NULL AND codice_fiscale IS NOT NULL ORDER BY id LIMIT 1',
    );
    const { rows: clubs } = await t().db.query<{ codice: string; piva: string }>(
      'SELECT codice_affiliazione AS codice, partita_iva AS piva FROM societa WHERE deleted_at IS NULL AND partita_iva IS NOT NULL ORDER BY id LIMIT 1',
    );
    const person = people[0];
    const club = clubs[0];
    const cases = [
      {
        path: `/api/anagrafica?season=${season}`,
        from: 'anagrafica a WHERE a.deleted_at IS NULL',
        key: 'a.id',
        columns: [`(a.cognome || ' ' || a.nome)`, 'a.codice_fiscale', 'a.matricola'],
        terms: ['RO', 'ro ma', person.cf.slice(3, 9).toLowerCase(), person.matricola.slice(-4), person.cognome.toUpperCase(), '100%', 'i_'],
      },
      {
        path: '/api/societa?',
        from: 'societa s WHERE s.deleted_at IS NULL',
        key: 's.id',
        columns: ['s.nome', 's.codice_affiliazione', 's.codice_fiscale', 's.partita_iva'],
        terms: ['PAL', 'pallamano ro', club.codice.toLowerCase(), club.piva.slice(2, 8)],
      },
      {
        path: '/api/partitacontabile?',
        from: 'partita_contabile p WHERE true',
        key: 'p.id',
        columns: ['p.codice', 'p.descrizione', 'p.codice_versamento'],
        terms: ['TESSERAMENTO', 'atleta naz', 'portafoglio'],
      },
    ];
    for (const c of cases) {
      for (const term of c.terms) {
        const words = term.split(' ');
        const where = words.map((_, i) => `(${c.columns.map((col) => `${col} ILIKE $${i + 1}`).join(' OR ')})`).join(' AND ');
        const patterns = words.map((w) => `%${w.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
        const { rows } = await t().db.query<{ id: number }>(`SELECT ${c.key} AS id FROM ${c.from} AND ${where}`, patterns);
        const answer = (await call(t().app, admin, 'GET', `${c.path}&paginate=1000&search=${encodeURIComponent(term)}`)).json();
        expect({ term, total: answer.total }).toEqual({ term, total: rows.length });
        const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);
        if (rows.length <= 1000) expect(ids(answer.data)).toEqual(ids(rows));
      }
    }
  });

  it('a search of the accounting list (newest first) pages through its matches in order', async () => {
    const all = (await call(t().app, admin, 'GET', '/api/partitacontabile?paginate=1000&search=a')).json();
    const { rows } = await t().db.query<{ id: number }>(
      "SELECT id FROM partita_contabile p WHERE (p.codice ILIKE '%a%' OR p.descrizione ILIKE '%a%' OR p.codice_versamento ILIKE '%a%') ORDER BY data_registrazione DESC, id DESC",
    );
    expect(all.total).toBeGreaterThan(20);
    expect(all.data.map((r: any) => r.id)).toEqual(rows.map((r) => r.id).slice(0, all.data.length));
    const page2 = (await call(t().app, admin, 'GET', '/api/partitacontabile?paginate=10&page=2&search=a')).json();
    expect(page2.data.map((r: any) => r.id)).toEqual(all.data.slice(10, 20).map((r: any) => r.id));
  });

  it('a page asked again at once is the same, and a change made meanwhile shows in the next answer', async () => {
    const before = await list('paginate=30&page=1');
    expect(await list('paginate=30&page=1')).toEqual(before);
    const first = before.data[0];
    // A write through the server's pool (as any route's) makes the kept answer stale at once.
    await t().app.db.query('UPDATE anagrafica SET nome = $1 WHERE id = $2', [`${first.nome}X`, first.id]);
    try {
      const after = await list('paginate=30&page=1');
      expect(after.data.find((r: any) => r.id === first.id)?.nome).toBe(`${first.nome}X`);
    } finally {
      await t().app.db.query('UPDATE anagrafica SET nome = $1 WHERE id = $2', [first.nome, first.id]);
    }
    expect((await list('paginate=30&page=1')).data[0].nome).toBe(first.nome);
  });

  it('a page past the end is empty but still tells the total', async () => {
    const past = await list('paginate=30&page=999&search=ro');
    expect(past.data).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
    // The same total as the first page: not the offset of the page asked for.
    expect(past.total).toBe((await list('paginate=30&page=1&search=ro')).total);
    expect(past.last_page).toBe(Math.ceil(past.total / 30));
  });

  it('a small total is exact right after a change', async () => {
    const before = (await list('paginate=30&search=Zzyzx')).total;
    await t().db.query("UPDATE anagrafica SET cognome = 'Zzyzx' WHERE id = (SELECT min(id) FROM anagrafica WHERE deleted_at IS NULL)");
    expect((await list('paginate=30&search=Zzyzx')).total).toBe(before + 1);
  });

  it('the pool counts the writes that make kept large totals count again (not reads, nor session bookkeeping)', async () => {
    const db = t().db;
    const writes = () => db.writeCount!();
    const start = writes();
    await db.query('SELECT count(*) FROM anagrafica');
    await db.query('UPDATE anagrafica SET nome = nome WHERE id = -1');
    await db.query('UPDATE access_token SET last_used_at = last_used_at');
    // A list page's read (on PostgreSQL its row count is the rows read), and a lock taken to read.
    await db.query('WITH page AS MATERIALIZED (SELECT id FROM anagrafica ORDER BY id LIMIT 5) SELECT a.nome FROM anagrafica a JOIN page p ON p.id = a.id');
    await db.query('WITH n AS (SELECT id FROM anagrafica ORDER BY id LIMIT 1 FOR UPDATE) SELECT id FROM n');
    expect(writes()).toBe(start);
    // A WITH whose part writes is a write, whatever the final statement.
    await db.query('WITH m AS (SELECT min(id) AS id FROM anagrafica) UPDATE anagrafica a SET nome = a.nome FROM m WHERE a.id = m.id');
    await db.query('WITH u AS (UPDATE anagrafica SET nome = nome WHERE id = (SELECT min(id) FROM anagrafica) RETURNING id) SELECT id FROM u');
    expect(writes()).toBe(start + 2);
    await db.query('UPDATE anagrafica SET nome = nome WHERE id = (SELECT min(id) FROM anagrafica)');
    expect(writes()).toBe(start + 3);
    await db.transaction(async (tx) => {
      await tx.query('UPDATE anagrafica SET nome = nome WHERE id = (SELECT min(id) FROM anagrafica)');
      expect(writes()).toBe(start + 4);
    });
    expect(writes()).toBe(start + 5); // again once committed
    await db.transaction((tx) => tx.query('SELECT 1'));
    expect(writes()).toBe(start + 5);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('statements kept prepared on PostgreSQL', () => {
  it('a prepared statement is parsed once per connection and answers like an unprepared one; one with other values too', async () => {
    forgetStatementNames();
    const sql = 'SELECT id, cognome FROM anagrafica WHERE id >= $1 ORDER BY id LIMIT 3';
    const [min] = (await t().db.query<{ id: number }>('SELECT min(id)::int AS id FROM anagrafica')).rows;
    const plain = await t().db.query(sql, [min.id]);
    await t().db.transaction(async (tx) => {
      const first = await tx.query(sql, [min.id], { prepared: true });
      const again = await tx.query(sql, [min.id + 1], { prepared: true });
      expect(first.rows).toEqual(plain.rows);
      expect(again.rows).toEqual((await tx.query(sql, [min.id + 1])).rows);
      expect(again.rows[0]).not.toEqual(first.rows[0]);
      const kept = await tx.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements WHERE statement = $1', [sql]);
      expect(kept.rows).toHaveLength(1);
    });
  });

  it('list pages answer the same through the kept statements: first page, again, then after a write', async () => {
    const first = await list('paginate=30&page=1');
    expect(await list('paginate=30&page=1')).toEqual(first);
    const row = first.data[0];
    await t().db.query('UPDATE anagrafica SET email = $2 WHERE id = $1', [row.id, 'prepared-check@example.it']);
    try {
      const after = await list('paginate=30&page=1');
      expect(after.data[0]).toEqual({ ...row, email: 'prepared-check@example.it' });
    } finally {
      await t().db.query('UPDATE anagrafica SET email = $2 WHERE id = $1', [row.id, row.email]);
    }
  });
});
