// The members, clubs and accounting lists declare their rows in full (OpenAPI): whatever their select
// lists read reaches the client. A column added to a select list but not to its row's schema fails
// the answer's check (CHECK_JSON_ANSWERS, server/http/zod.ts); this test names it. The page's JSON,
// written by PostgreSQL (server/http/json-rows.ts) or by V8 on PGlite, carries the same values as the
// rows read as objects.
import { beforeAll, describe, expect, it } from 'vitest';
import { anagraficaList } from '../../server/anagrafica/list.ts';
import { loadAuthUser } from '../../server/auth/user.ts';
import type { ExportableList } from '../../server/exports/define.ts';
import { runList } from '../../server/http/list.ts';
import { partitaList } from '../../server/ledger/lists.ts';
import { societaList } from '../../server/societa/list.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';

const t = useTestApp();
const users = ['admin@demo.it', 'societa@demo.it'];
const tokens: Record<string, string> = {};
beforeAll(async () => {
  for (const email of users) tokens[email] = await loginAs(t().app, email);
});

/** The columns the list's own statement reads for `email`'s first page, and the keys its answer carries. */
async function columnsAndAnswer(email: string, url: string, list: ExportableList, extra: string[] = []) {
  const { rows } = await t().db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [email]);
  const user = (await loadAuthUser(t().db, rows[0]!.id))!;
  const query = Object.fromEntries(new URL(url, 'http://x').searchParams);
  const { source, spec, params } = await list.prepare({ db: t().db, user, query, exporting: false });
  const read = await runList(t().db, source, spec, params);
  const answer = (await call(t().app, tokens[email]!, 'GET', url)).json();
  expect(read.data.length).toBeGreaterThan(0);
  const columns = new Set([...Object.keys(read.data[0]!), ...extra]);
  const values = answer.data.map((row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([k]) => !extra.includes(k))));
  expect(values, url).toEqual(JSON.parse(JSON.stringify(read.data)));
  return { columns: [...columns].sort(), answered: [...new Set(answer.data.flatMap((r: object) => Object.keys(r)))].sort() };
}

describe('list rows declared in full', () => {
  for (const email of users)
    it(`members, clubs and accounting answer every column they read (${email})`, async () => {
      for (const [url, list, extra] of [
        ['/api/anagrafica?paginate=5', anagraficaList, []],
        ['/api/societa?paginate=5', societaList, []],
        // Each entry also says what the caller may do with it.
        ['/api/partitacontabile?paginate=5', partitaList, ['azioni']],
      ] as const) {
        const { columns, answered } = await columnsAndAnswer(email, url, list, [...extra]);
        expect(answered, url).toEqual(columns);
      }
    });
});
