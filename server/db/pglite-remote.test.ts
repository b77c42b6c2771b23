// @vitest-environment node
// The embedded database on a thread of its own (pglite-thread.ts, pglite-remote.ts), as the server runs
// it from its bundle: the same answers as PGlite on the calling thread, errors with PostgreSQL's fields,
// transactions that commit, roll back and wait for each other, the write count, and a stopped thread.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type Db } from './client.ts';
import { createThreadedPgliteDb } from './pglite-remote.ts';
import { maintainTables } from './pglite-maintenance.ts';
import { STOP_THREAD_SQL } from '../../tests/helpers/pglite-thread-stop.ts';

const THREAD = new URL('../../tests/helpers/pglite-thread-from-sources.mjs', import.meta.url);

let dir: string;
let threaded: Db;
let local: Db;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'pglite-thread-'));
  threaded = await createThreadedPgliteDb(THREAD, path.join(dir, 'db'), true);
  local = await createPgliteDb();
  const schema = `CREATE TABLE t (id int PRIMARY KEY, nome text UNIQUE, nato date, importo numeric(10,2), n bigint, ok boolean,
      creato timestamptz, ruoli text[], numeri int[], dati jsonb, file bytea);
    INSERT INTO t VALUES (1, 'Rossi', '2001-02-03', 12.5, 9000000000, true, '2026-11-26 10:00:00+00', ARRAY['Atleta', 'Dirigente'], ARRAY[1, 2], '{"a": [1, "x"]}', '\\x0102'),
      (2, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL);`;
  await threaded.exec(schema);
  await local.exec(schema);
}, 300_000);
afterAll(async () => {
  await threaded?.close();
  await local?.close();
  await rm(dir, { recursive: true, force: true });
});

// Two tests open a database of their own (initdb in WebAssembly: seconds on a loaded machine).
describe('PGlite on its own thread', () => {
  it('answers as PGlite on the calling thread, prepared or not, for every value kind', async () => {
    const sql = 'SELECT id, nome, nato, importo, n, ok, creato, ruoli, numeri, dati, file FROM t WHERE id >= $1 ORDER BY id';
    const expected = await local.query(sql, [1]);
    expect(expected.rows[0]).toMatchObject({ nato: '2001-02-03', importo: 12.5, n: 9000000000, ruoli: ['Atleta', 'Dirigente'], numeri: [1, 2], dati: { a: [1, 'x'] } });
    expect(await threaded.query(sql, [1])).toEqual(expected);
    expect(await threaded.query(sql, [1], { prepared: true })).toEqual(expected);
    expect(await threaded.query(sql, [2], { prepared: true })).toEqual(await local.query(sql, [2]));
  });

  it('gives back PostgreSQL errors with their code and constraint, and goes on', async () => {
    const duplicate = threaded.query("INSERT INTO t (id, nome) VALUES (3, 'Rossi')");
    await expect(duplicate).rejects.toMatchObject({ code: '23505', constraint: 't_nome_key' });
    await expect(threaded.query('SELECT nessuna FROM t')).rejects.toMatchObject({ code: '42703' });
    expect((await threaded.query('SELECT count(*)::int AS n FROM t')).rows).toEqual([{ n: 2 }]);
  });

  it('fails a call whose parameter cannot cross the threads, and goes on', async () => {
    await expect(threaded.query('SELECT $1::text AS v', [() => 1])).rejects.toThrow();
    expect((await threaded.query('SELECT $1::text AS v', ['ok'])).rows).toEqual([{ v: 'ok' }]);
  });

  it('commits a transaction, rolls back one that throws, and counts the writes', async () => {
    const before = threaded.writeCount!();
    await threaded.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, nome) VALUES (10, 'Verdi')");
      expect((await tx.query('SELECT nome FROM t WHERE id = 10')).rows).toEqual([{ nome: 'Verdi' }]);
    });
    expect(threaded.writeCount!()).toBeGreaterThan(before);
    const failing = threaded.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, nome) VALUES (11, 'Neri')");
      throw new Error('annullata');
    });
    await expect(failing).rejects.toThrow('annullata');
    const failingStatement = threaded.transaction(async (tx) => {
      await tx.query("INSERT INTO t (id, nome) VALUES (12, 'Gialli')");
      await tx.query("INSERT INTO t (id, nome) VALUES (13, 'Verdi')");
    });
    await expect(failingStatement).rejects.toMatchObject({ code: '23505' });
    expect((await threaded.query('SELECT id FROM t WHERE id >= 10 ORDER BY id')).rows).toEqual([{ id: 10 }]);
    // A read changes nothing: the count stands.
    const after = threaded.writeCount!();
    await threaded.query('SELECT 1');
    expect(threaded.writeCount!()).toBe(after);
  });

  it('runs transactions one after the other, and a statement outside waits for the open one', async () => {
    await threaded.query('CREATE TABLE c (n int NOT NULL)');
    await threaded.query('INSERT INTO c VALUES (0)');
    const increment = () =>
      threaded.transaction(async (tx) => {
        const { n } = (await tx.query<{ n: number }>('SELECT n FROM c')).rows[0]!;
        await tx.query('UPDATE c SET n = $1', [n + 1]);
      });
    const outside = threaded.query<{ n: number }>('SELECT n FROM c');
    await Promise.all([increment(), increment(), increment(), outside]);
    expect((await threaded.query('SELECT n FROM c')).rows).toEqual([{ n: 3 }]);
  });

  it('keeps its tables as autovacuum would (pglite-maintenance.ts)', async () => {
    await threaded.query('CREATE TABLE m (n int)');
    await threaded.query('INSERT INTO m SELECT g FROM generate_series(1, 500) g');
    expect(await maintainTables(threaded)).toContain('public.m');
    expect((await threaded.query<{ planned: number }>("SELECT reltuples::int AS planned FROM pg_class WHERE relname = 'm'")).rows).toEqual([{ planned: 500 }]);
  });

  it('fails every call once its thread has stopped, and says so once', async () => {
    const stops: Error[] = [];
    const other = await createThreadedPgliteDb(THREAD, path.join(dir, 'other'), true, { onStop: (e) => stops.push(e) });
    expect((await other.query('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
    await expect(other.query(STOP_THREAD_SQL)).rejects.toThrow('Il database incorporato si è fermato (codice 70)');
    await expect(other.query('SELECT 1')).rejects.toThrow('Il database incorporato si è fermato (codice 70)');
    await expect(other.transaction((tx) => tx.query('SELECT 1'))).rejects.toThrow('Il database incorporato si è fermato');
    expect(stops.map((e) => e.message)).toEqual(['Il database incorporato si è fermato (codice 70)']);
  });

  it('fails to open, saying why, when the thread cannot open the database', async () => {
    const stops: Error[] = [];
    const notADirectory = path.join(dir, 'a-file');
    await writeFile(notADirectory, 'not a database');
    await expect(createThreadedPgliteDb(THREAD, notADirectory, true, { onStop: (e) => stops.push(e) })).rejects.toThrow();
    expect(stops).toEqual([]);
  });

  it('says nothing when it is closed', async () => {
    const stops: Error[] = [];
    const other = await createThreadedPgliteDb(THREAD, path.join(dir, 'closed'), true, { onStop: (e) => stops.push(e) });
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toThrow();
    expect(stops).toEqual([]);
  });
});
