// @vitest-environment node
// Prepared statements on the embedded database: the same answers as PGlite's own query (values of
// every kind, nulls, dates, counts of changed rows), errors reported and nothing left half-done, and
// the statement not run inside another caller's open transaction.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type Db } from './client.ts';

let db: Db;
beforeAll(async () => {
  db = await createPgliteDb();
  await db.exec(`CREATE TABLE t (id int PRIMARY KEY, nome text, nato date, importo numeric(10,2), n bigint, ok boolean);
    INSERT INTO t VALUES (1, 'Rossi', '2001-02-03', 12.5, 9000000000, true), (2, NULL, NULL, NULL, NULL, NULL), (3, 'Bianchi', '1999-12-31', 0, 1, false);`);
}, 60_000);
afterAll(() => db?.close());

const both = async (sql: string, params: unknown[]) => [await db.query(sql, params), await db.query(sql, params, { prepared: true })];

describe('prepared statements on PGlite', () => {
  it('answer as the ordinary query does, for every value kind and for other parameters on the second run', async () => {
    const sql = 'SELECT id, nome, nato, importo, n, ok FROM t WHERE id >= $1 AND (nome ILIKE $2 OR $2 IS NULL) ORDER BY id';
    for (const params of [
      [1, null],
      [2, '%ssi%'],
      [1, '%i%'],
    ]) {
      const [plain, prepared] = await both(sql, params);
      expect(prepared).toEqual(plain);
    }
    expect((await db.query(sql, [1, null], { prepared: true })).rows[0]).toEqual({ id: 1, nome: 'Rossi', nato: '2001-02-03', importo: 12.5, n: 9000000000, ok: true });
  });

  it('answer as the ordinary query does for json, arrays, timestamps, text in any script, repeated column names and a long answer', async () => {
    const kinds = `SELECT $1::int[] AS ids, ARRAY['a', NULL, 'è'] AS words, '{"a": [1, "x"]}'::jsonb AS doc, json_build_object('n', 1) AS obj,
      timestamptz '2026-03-29 01:30:00+01' AS at, 'Città «ÆØ» 北京 🤾' AS testo, 1 AS x, 'two' AS x, ''::text AS vuoto`;
    const [plain, prepared] = await both(kinds, [[3, 1, 2]]);
    expect(prepared).toEqual(plain);
    expect(prepared.rows[0]).toMatchObject({ ids: [3, 1, 2], testo: 'Città «ÆØ» 北京 🤾', x: 'two', vuoto: '' });
    // Many protocol messages: PGlite hands the answer over in more than one chunk.
    const long = "SELECT g AS id, repeat('àb', g % 50) AS testo FROM generate_series(1, $1::int) g";
    const [plainLong, preparedLong] = await both(long, [20000]);
    expect(preparedLong.rows).toHaveLength(20000);
    expect(preparedLong).toEqual(plainLong);
  });

  it('report the rows a write changed, and count as a write', async () => {
    const before = db.writeCount!();
    const r = await db.query('UPDATE t SET importo = importo WHERE id <= $1', [2], { prepared: true });
    expect(r.affectedRows).toBe(2);
    expect(db.writeCount!()).toBe(before + 1);
  });

  it('an error is reported as usual, and the statement (or a broken one) works or fails again cleanly after it', async () => {
    const sql = 'SELECT 10 / $1::int AS q';
    await expect(db.query(sql, [0], { prepared: true })).rejects.toThrow(/division by zero/);
    expect((await db.query(sql, [5], { prepared: true })).rows).toEqual([{ q: 2 }]);
    await expect(db.query('SELEC nonsense', [], { prepared: true })).rejects.toThrow(/syntax error/);
    await expect(db.query('SELEC nonsense', [], { prepared: true })).rejects.toThrow(/syntax error/);
    expect((await db.query('SELECT nome FROM t WHERE id = $1', [3], { prepared: true })).rows).toEqual([{ nome: 'Bianchi' }]);
  });

  it('waits for an open transaction instead of running inside it', async () => {
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
    const read = db.query('SELECT nome FROM t WHERE id = $1', [3], { prepared: true });
    release();
    await expect(tx).rejects.toThrow('rolled back');
    expect((await read).rows).toEqual([{ nome: 'Bianchi' }]);
  });
});
