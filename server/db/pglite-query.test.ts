// @vitest-environment node
// Statements on the embedded database outside transactions (pglite-query.ts), prepared or not: the
// same answers as PGlite's own `query` (values of every kind, nulls, dates, counts of changed rows, long
// answers), errors reported and nothing left half-done, and never run inside another caller's open
// transaction.
import { PGlite, parse, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type Db } from './client.ts';
import { pgliteQuery } from './pglite-query.ts';

let pg: PGlite;
let ours: ReturnType<typeof pgliteQuery>;
beforeAll(async () => {
  pg = await PGlite.create();
  ours = pgliteQuery(pg, protocol, parse);
  await pg.exec(`CREATE TABLE t (id int PRIMARY KEY, nome text, nato date, importo numeric(10,2), n bigint, ok boolean);
    INSERT INTO t VALUES (1, 'Rossi', '2001-02-03', 12.5, 9000000000, true), (2, NULL, NULL, NULL, NULL, NULL), (3, 'Bianchi', '1999-12-31', 0, 1, false);`);
}, 300_000);
afterAll(() => pg?.close());

/** PGlite's own answer, then ours unprepared and prepared. */
const answers = async (sql: string, params: unknown[]) => {
  const own = await pg.query(sql, params);
  return [{ rows: own.rows, affectedRows: own.affectedRows ?? 0 }, await ours(sql, params), await ours(sql, params, true)];
};

describe('statements on PGlite outside transactions', () => {
  it('answer as PGlite does, for every value kind and for other parameters on the second run', async () => {
    const sql = 'SELECT id, nome, nato, importo, n, ok FROM t WHERE id >= $1 AND (nome ILIKE $2 OR $2 IS NULL) ORDER BY id';
    for (const params of [
      [1, null],
      [2, '%ssi%'],
      [1, '%i%'],
    ]) {
      const [own, plain, prepared] = await answers(sql, params);
      expect(plain).toEqual(own);
      expect(prepared).toEqual(own);
    }
    expect((await ours(sql, [1, null], true)).rows[0]).toEqual({ id: 1, nome: 'Rossi', nato: expect.any(Date), importo: '12.50', n: 9000000000, ok: true });
  });

  it('answer as PGlite does for json, arrays, timestamps, text in any script, repeated column names and a long answer', async () => {
    const kinds = `SELECT $1::int[] AS ids, ARRAY['a', NULL, 'è'] AS words, '{"a": [1, "x"]}'::jsonb AS doc, json_build_object('n', 1) AS obj,
      timestamptz '2026-03-29 01:30:00+01' AS at, 'Città «ÆØ» 北京 🤾' AS testo, 1 AS x, 'two' AS x, ''::text AS vuoto`;
    const [own, plain, prepared] = await answers(kinds, [[3, 1, 2]]);
    expect(plain).toEqual(own);
    expect(prepared).toEqual(own);
    expect(prepared.rows[0]).toMatchObject({ ids: [3, 1, 2], testo: 'Città «ÆØ» 北京 🤾', x: 'two', vuoto: '' });
    // Many protocol messages: PGlite hands the answer over in more than one chunk.
    const long = "SELECT g AS id, repeat('àb', g % 50) AS testo FROM generate_series(1, $1::int) g";
    const [ownLong, plainLong, preparedLong] = await answers(long, [20000]);
    expect(preparedLong.rows).toHaveLength(20000);
    expect(plainLong).toEqual(ownLong);
    expect(preparedLong).toEqual(ownLong);
  });

  it('report the rows a write changed', async () => {
    expect(await ours('UPDATE t SET importo = importo WHERE id <= $1', [2], true)).toEqual({ rows: [], affectedRows: 2 });
    expect(await ours('UPDATE t SET importo = importo WHERE id <= $1', [3])).toEqual({ rows: [], affectedRows: 3 });
  });

  it('an error is reported as PGlite reports it, and the statement (or a broken one) works or fails again cleanly after it', async () => {
    const sql = 'SELECT 10 / $1::int AS q';
    const own = await pg.query(sql, [0]).catch((e) => e);
    for (const keep of [true, false]) {
      const error = await ours(sql, [0], keep).catch((e) => e);
      expect(error).toBeInstanceOf(Error);
      expect(error).toMatchObject({ message: own.message, code: own.code, severity: own.severity });
      expect((await ours(sql, [5], keep)).rows).toEqual([{ q: 2 }]);
      await expect(ours('SELEC nonsense', [], keep)).rejects.toThrow(/syntax error/);
      await expect(ours('SELEC nonsense', [], keep)).rejects.toThrow(/syntax error/);
      expect((await ours('SELECT nome FROM t WHERE id = $1', [3], keep)).rows).toEqual([{ nome: 'Bianchi' }]);
    }
  });
});

describe('the embedded database', () => {
  let db: Db;
  beforeAll(async () => {
    db = await createPgliteDb();
    await db.exec("CREATE TABLE t (id int PRIMARY KEY, nome text); INSERT INTO t VALUES (3, 'Bianchi');");
  }, 300_000);
  afterAll(() => db?.close());

  it('counts a write made outside transactions', async () => {
    const before = db.writeCount!();
    await db.query('UPDATE t SET nome = nome WHERE id = $1', [3], { prepared: true });
    await db.query('UPDATE t SET nome = nome WHERE id = $1', [3]);
    expect(db.writeCount!()).toBe(before + 2);
  });

  it('waits for an open transaction instead of running inside it, prepared or not', async () => {
    for (const prepared of [true, false]) {
      let release!: () => void;
      let updated!: () => void;
      const held = new Promise<void>((r) => (release = r));
      const hasUpdated = new Promise<void>((r) => (updated = r));
      const tx = db.transaction(async (t) => {
        await t.query("UPDATE t SET nome = 'Verdi' WHERE id = 3");
        updated();
        await held;
        throw new Error('rolled back');
      });
      await hasUpdated;
      // Inside the transaction it would read 'Verdi', which is rolled back.
      const read = db.query('SELECT nome FROM t WHERE id = $1', [3], { prepared });
      release();
      await expect(tx).rejects.toThrow('rolled back');
      expect((await read).rows).toEqual([{ nome: 'Bianchi' }]);
    }
  });
});
