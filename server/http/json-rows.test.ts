// @vitest-environment node
// Timestamps in list rows: PostgreSQL writes them through isoTimeSql (its JSON would write `+00:00`);
// on PGlite the same select list reads them as stored and V8 writes the JSON (storedTimes). Both must
// give the API's text for the same value, microseconds and other time zones included.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPgliteDb, type Db } from '../db/client.ts';
import { isoTimeSql, jsonRowSelect, JSON_COLUMN, storedTimes } from './json-rows.ts';

let db: Db;
beforeAll(async () => {
  db = await createPgliteDb();
  await db.exec(`SET TimeZone = 'Europe/Rome';
    CREATE TABLE t (id int PRIMARY KEY, creata timestamptz, decisa timestamptz);
    INSERT INTO t VALUES (1, '2026-11-26 09:29:00.123956+00', NULL), (2, '2026-03-29 01:59:59.999999+00', '2026-01-01 00:00:00+01'), (3, '1999-12-31 23:00:00.5-05', now());`);
}, 60_000);
afterAll(() => db?.close());

const select = `t.id, ${isoTimeSql('t.creata')} AS creata, ${isoTimeSql('coalesce(t.decisa, t.creata)')} AS decisa`;

describe('timestamps of list rows', () => {
  it('storedTimes reads the stored values and leaves the rest of the select list as it is', () => {
    expect(storedTimes(select)).toBe('t.id, (t.creata) AS creata, (coalesce(t.decisa, t.creata)) AS decisa');
  });

  it('read as stored and written by V8, a row is the same JSON that PostgreSQL writes through isoTimeSql', async () => {
    const written = (await db.query<Record<string, string>>(`SELECT ${jsonRowSelect(select)} FROM t ORDER BY t.id`)).rows.map((r) => r[JSON_COLUMN]);
    const stored = (await db.query(`SELECT ${storedTimes(select)} FROM t ORDER BY t.id`)).rows.map((r) => JSON.stringify(r));
    expect(stored).toEqual(written);
    expect(JSON.parse(stored[0])).toEqual({ id: 1, creata: '2026-11-26T09:29:00.123Z', decisa: '2026-11-26T09:29:00.123Z' });
    expect(JSON.parse(stored[1]).decisa).toBe('2025-12-31T23:00:00.000Z');
  });
});
