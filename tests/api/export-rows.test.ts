// An export on PGlite reads its rows in keyset pages (server/exports/rows.ts): short statements that
// other requests run between, instead of one WITH HOLD cursor computed whole when declared. The pages
// must give exactly the rows of one query in its order, across page boundaries that fall inside runs
// of equal sort values, with NULLs first or last and timestamps that differ by a microsecond.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forEachKeysetBatch, type Row } from '../../server/exports/rows.ts';
import { buildListSql, parseListParams, type ListSource, type ListSpec } from '../../server/http/list.ts';
import { sql } from '../../server/db/sql.ts';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();

const spec: ListSpec = {
  sortable: { n: 't.n', at: 't.at', grp: 't.grp', label: `coalesce(t.label, 'zz')`, full: `t.grp || ' ' || t.label` },
  defaultOrder: 't.grp, t.id',
  keyset: { columns: ['t.grp', 't.id'], direction: 'asc' },
};
// A condition with a value of its own, so the pages' values are numbered after it.
const source: ListSource = { select: 't.id, t.grp, t.n, t.at, t.label', from: 'export_rows_probe t', where: [sql`t.id <> ${13}`] };

beforeAll(async () => {
  await t().db.query('CREATE TABLE export_rows_probe (id int PRIMARY KEY, grp text NOT NULL, n int, at timestamptz, label text)');
  // 3 groups, 5 numbers and 7 instants a microsecond apart: long runs of ties; every 4th n, every 6th instant and every 3rd label NULL.
  await t().db.query(`INSERT INTO export_rows_probe
    SELECT i, (ARRAY['b', 'a', 'c'])[1 + i % 3], CASE WHEN i % 4 = 0 THEN NULL ELSE i % 5 END,
           CASE WHEN i % 6 = 0 THEN NULL ELSE timestamptz '2026-03-01 10:00:00.000001+01' + (i % 7) * interval '1 microsecond' END,
           CASE WHEN i % 3 = 0 THEN NULL ELSE 'l' || (i % 2) END
      FROM generate_series(1, 200) i`);
});
afterAll(async () => {
  await t()?.db.query('DROP TABLE IF EXISTS export_rows_probe');
});

async function pages(sortby: string | undefined, batchSize: number) {
  const params = parseListParams(sortby ? { sortby } : {}, spec);
  const batches: Row[][] = [];
  await forEachKeysetBatch(t().db, { source, spec, params }, batchSize, async (rows) => {
    // A reading that does not advance would never end.
    if (batches.push(rows) > 250) throw new Error('too many pages');
  });
  const { sql: text, values } = buildListSql(source, spec, params);
  return { batches, whole: (await t().db.query<Row>(text, values)).rows };
}

describe('export keyset pages', () => {
  for (const sortby of [undefined, 'n:asc', 'n:desc', 'at:asc', 'at:desc', 'grp:desc', 'label:asc', 'label:desc', 'full:asc', 'full:desc']) {
    it(`give the rows of one query in its order (${sortby ?? 'default order'})`, async () => {
      for (const size of [1, 7, 64, 500]) {
        const { batches, whole } = await pages(sortby, size);
        expect(whole).toHaveLength(199);
        expect(batches.flat()).toEqual(whole);
        expect(batches.slice(0, -1).every((b) => b.length === size)).toBe(true);
      }
    });
  }
});
