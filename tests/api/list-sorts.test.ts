// Every sort field a list offers (`sortby`, whitelisted per list) is a column or expression the
// database accepts, both ways: a typo in a list's `sortable` would otherwise answer a 500 only to the
// user who clicks that header. Walks every list declared for export (each paged list of the domain
// areas), with the query its screen sends.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { exportableLists, type ExportableList } from '../../server/exports/define.ts';
import { buildListSql, runList } from '../../server/http/list.ts';
import { forEachKeysetBatch, type Row } from '../../server/exports/rows.ts';
import { loadAuthUser } from '../../server/auth/user.ts';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();

async function baseQuery(): Promise<Record<string, unknown>> {
  const { rows } = await t().db.query<{ id: number }>('SELECT id FROM stagione ORDER BY aperta DESC, id DESC LIMIT 1');
  const wallet = await t().db.query<{ id: number }>('SELECT id FROM portafoglio ORDER BY id LIMIT 1');
  const club = await t().db.query<{ id: number }>('SELECT id FROM societa ORDER BY id LIMIT 1');
  const person = await t().db.query<{ id: number }>('SELECT id FROM anagrafica ORDER BY id LIMIT 1');
  const season = String(rows[0].id);
  return { season, stagione: season, type: 'societa', scope_portafoglio: String(wallet.rows[0].id), scope_societa: String(club.rows[0].id), scope_anagrafica: String(person.rows[0].id) };
}

/** The keys of `base` a list accepts, with the values it accepts (its own query schema; season and report type when it declares none). */
function queryFor(list: ExportableList, base: Record<string, unknown>) {
  const shape = ((list as { query?: z.ZodObject }).query ?? list.querystring)?.shape;
  return shape
    ? Object.fromEntries(Object.entries(base).filter(([k, v]) => k in shape && (shape[k] as z.ZodType).safeParse(v).success))
    : { season: base.season, stagione: base.stagione, type: base.type };
}

describe('list sort fields', () => {
  it('every sort field of every list runs, ascending and descending', async () => {
    const { rows } = await t().db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.it'");
    const user = (await loadAuthUser(t().db, rows[0].id))!;
    const base = await baseQuery();
    const lists = exportableLists();
    expect(lists.length).toBeGreaterThan(5);
    const failures: string[] = [];
    let checked = 0;
    for (const list of lists) {
      const own = queryFor(list, base);
      const { spec } = await list.prepare({ db: t().db, user, query: own, exporting: false });
      for (const field of Object.keys(spec.sortable)) {
        for (const dir of ['asc', 'desc']) {
          try {
            const query = { ...own, sortby: `${field}:${dir}`, paginate: '5' };
            const { source, spec: sorted, params } = await list.prepare({ db: t().db, user, query, exporting: false });
            await runList(t().db, source, sorted, params);
            checked++;
          } catch (e) {
            failures.push(`${list.name} ${field}:${dir}: ${(e as Error).message}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
  });

  // An export on PGlite reads its rows in keyset pages after the previous page's last sort values
  // (export-rows.test.ts): every list's every order must be total and its sort expressions usable in
  // a condition. The first three pages of 40 are the first 120 rows of the list's one query.
  it("every sort field of every list reads the same rows in the export's keyset pages", async () => {
    const { rows } = await t().db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.it'");
    const user = (await loadAuthUser(t().db, rows[0].id))!;
    const base = await baseQuery();
    const failures: string[] = [];
    let checked = 0;
    let crossed = 0;
    for (const list of exportableLists()) {
      const own = queryFor(list, base);
      const { spec } = await list.prepare({ db: t().db, user, query: own, exporting: true });
      for (const sortby of [undefined, ...Object.keys(spec.sortable).flatMap((f) => [`${f}:asc`, `${f}:desc`])]) {
        const prepared = await list.prepare({ db: t().db, user, query: sortby ? { ...own, sortby } : own, exporting: true });
        const { sql, values } = buildListSql(prepared.source, prepared.spec, prepared.params);
        const whole = (await t().db.query<Row>(`${sql} LIMIT 120`, values)).rows;
        const paged: Row[] = [];
        const enough = new Error('enough');
        try {
          await forEachKeysetBatch(t().db, prepared, 40, async (batch) => {
            paged.push(...batch);
            if (paged.length >= 120) throw enough;
          });
        } catch (e) {
          if (e !== enough) failures.push(`${list.name} ${sortby ?? 'default'}: ${(e as Error).message}`);
        }
        if (JSON.stringify(paged) !== JSON.stringify(whole)) failures.push(`${list.name} ${sortby ?? 'default'}: other rows`);
        checked++;
        if (whole.length > 40) crossed++;
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(40);
    // Most orders cross a page boundary on the demo data.
    expect(crossed).toBeGreaterThan(20);
  });
});
