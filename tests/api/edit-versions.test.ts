// Two tabs editing the same club or member (race audit): the record's GET answers its `versione`, the
// form sends it back, and a save made on an older version is refused with 409, nothing saved; a PUT
// without a version saves as before (migration 190_versione.sql).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { STALE_RECORD_MESSAGE } from '../../resources/contracts/versione.ts';

const t = useTestApp();
let admin: string, club: string, member: string;
let clubId: number, memberId: number, season: number;
const one = async (sql: string, params: unknown[] = []) => (await t().db.query(sql, params)).rows[0];

beforeAll(async () => {
  [admin, club, member] = await Promise.all(['admin@demo.it', 'societa@demo.it', 'tesserato@demo.it'].map((e) => loginAs(t().app, e)));
  ({ societa_id: clubId } = await one("SELECT societa_id FROM users WHERE email = 'societa@demo.it'"));
  ({ anagrafica_id: memberId } = await one("SELECT anagrafica_id FROM users WHERE email = 'tesserato@demo.it'"));
  ({ id: season } = await one('SELECT id FROM stagione WHERE aperta'));
});

const clubVersion = async () => (await call(t().app, admin, 'GET', `/api/societa/${clubId}`)).json().versione as number;
const memberDetail = async () => (await call(t().app, admin, 'GET', `/api/anagrafica/${memberId}?season=${season}`)).json();
const stale = (res: { statusCode: number; json(): { message: string; errorMessage?: string } }) => {
  expect(res.statusCode).toBe(409);
  expect(res.json()).toMatchObject({ error: true, message: STALE_RECORD_MESSAGE, errorMessage: STALE_RECORD_MESSAGE });
};

describe('PUT societa/{id} with the version the form loaded', () => {
  it('the second of two tabs opened on the same version is refused (409) and saves nothing', async () => {
    const loaded = await clubVersion();
    expect(Number.isInteger(loaded)).toBe(true);
    const first = await call(t().app, club, 'PUT', `/api/societa/${clubId}`, { email: 'prima.scheda@example.org', versione: loaded });
    expect(first.statusCode, first.body).toBe(200);
    expect(await clubVersion()).toBe(loaded + 1);

    const second = await call(t().app, admin, 'PUT', `/api/societa/${clubId}`, { email: 'prima.scheda@example.org', telefono: '080 7654321', versione: loaded });
    stale(second);
    const row = await one('SELECT email, telefono, versione FROM societa WHERE id = $1', [clubId]);
    expect(row).toMatchObject({ email: 'prima.scheda@example.org', versione: loaded + 1 });
    expect(row.telefono).not.toBe('080 7654321');
    expect(await one("SELECT count(*)::int AS n FROM audit_log WHERE action = 'societa.update' AND entity_id = $1 AND after->>'telefono' = '080 7654321'", [String(clubId)])).toEqual({ n: 0 });

    // Reloaded, the same change passes.
    const again = await call(t().app, admin, 'PUT', `/api/societa/${clubId}`, { telefono: '080 7654321', versione: await clubVersion() });
    expect(again.statusCode, again.body).toBe(200);
    expect(await one('SELECT email, telefono FROM societa WHERE id = $1', [clubId])).toEqual({ email: 'prima.scheda@example.org', telefono: '080 7654321' });
  });

  it('a PUT without a version saves as before (API clients)', async () => {
    const before = await clubVersion();
    const res = await call(t().app, admin, 'PUT', `/api/societa/${clubId}`, { fax: '080 1112223' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await one('SELECT fax FROM societa WHERE id = $1', [clubId])).toEqual({ fax: '080 1112223' });
    expect(await clubVersion()).toBe(before + 1);
  });

  it('a save that changes nothing keeps the version; a change of the disciplines alone makes a new one', async () => {
    const v = await clubVersion();
    const { rows } = await t().db.query('SELECT disciplina_id FROM societa_disciplina WHERE societa_id = $1 ORDER BY disciplina_id', [clubId]);
    const ids = rows.map((r) => r.disciplina_id as number);
    expect((await call(t().app, admin, 'PUT', `/api/societa/${clubId}`, { discipline: ids, versione: v })).statusCode).toBe(200);
    expect(await clubVersion()).toBe(v);
    const other = (await one('SELECT id FROM disciplina WHERE NOT (id = ANY($1::int[])) ORDER BY id LIMIT 1', [ids])).id as number;
    expect((await call(t().app, admin, 'PUT', `/api/societa/${clubId}`, { discipline: [...ids, other], versione: v })).statusCode).toBe(200);
    expect(await clubVersion()).toBe(v + 1);
    stale(await call(t().app, admin, 'PUT', `/api/societa/${clubId}`, { discipline: ids, versione: v }));
  });

  it('the affiliation approval (data_affiliazione, in the form) makes a form opened before it stale', async () => {
    const v = await clubVersion();
    await t().db.query("UPDATE societa SET data_affiliazione = DATE '2026-01-15', updated_at = now() WHERE id = $1", [clubId]);
    stale(await call(t().app, admin, 'PUT', `/api/societa/${clubId}`, { data_affiliazione: null, versione: v }));
    expect(await one("SELECT to_char(data_affiliazione, 'YYYY-MM-DD') AS d FROM societa WHERE id = $1", [clubId])).toEqual({ d: '2026-01-15' });
  });
});

describe('PUT anagrafica/{id} with the version the form loaded', () => {
  it('the member changes his phone, the admin the address on the same version: the admin is refused (409), nothing saved', async () => {
    const loaded = await memberDetail();
    expect(Number.isInteger(loaded.versione)).toBe(true);
    const mine = await call(t().app, member, 'PUT', `/api/anagrafica/${memberId}?season=${season}`, { ...loaded, telefono: '333 7654321' });
    expect(mine.statusCode, mine.body).toBe(200);
    const admins = await call(t().app, admin, 'PUT', `/api/anagrafica/${memberId}?season=${season}`, { ...loaded, indirizzo_residenza: 'Via Nuova 9' });
    stale(admins);
    const row = await one('SELECT telefono, indirizzo_residenza, versione FROM anagrafica WHERE id = $1', [memberId]);
    expect(row).toMatchObject({ telefono: '333 7654321', versione: loaded.versione + 1 });
    expect(row.indirizzo_residenza).not.toBe('Via Nuova 9');

    const reloaded = await memberDetail();
    expect(reloaded.versione).toBe(loaded.versione + 1);
    const again = await call(t().app, admin, 'PUT', `/api/anagrafica/${memberId}?season=${season}`, { ...reloaded, indirizzo_residenza: 'Via Nuova 9' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await one('SELECT telefono, indirizzo_residenza FROM anagrafica WHERE id = $1', [memberId])).toEqual({ telefono: '333 7654321', indirizzo_residenza: 'Via Nuova 9' });
  });

  it('a PUT without a version saves as before (API clients)', async () => {
    const { versione, ...body } = await memberDetail();
    const res = await call(t().app, admin, 'PUT', `/api/anagrafica/${memberId}?season=${season}`, { ...body, titolo_studio: 'Diploma' });
    expect(res.statusCode, res.body).toBe(200);
    expect(await memberDetail()).toMatchObject({ titolo_studio: 'Diploma', versione: versione + 1 });
  });

  it("the certificate dialog's new date makes a form opened before it stale (the form would put the old date back)", async () => {
    const loaded = await memberDetail();
    const cert = await call(t().app, admin, 'POST', `/api/anagrafica/${memberId}/certificate?season=${season}`, { data_scadenza_certificato: '2027-06-30' });
    expect(cert.statusCode, cert.body).toBe(200);
    stale(await call(t().app, admin, 'PUT', `/api/anagrafica/${memberId}?season=${season}`, { ...loaded, titolo_studio: 'Laurea' }));
    expect(await memberDetail()).toMatchObject({ data_scadenza_certificato: '2027-06-30', titolo_studio: 'Diploma' });
  });
});

describe('OpenAPI', () => {
  it('documents versione in both GET answers and PUT bodies', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of ['/api/societa/{id}', '/api/anagrafica/{id}']) {
      const body = doc.paths[path].put.requestBody.content['application/json'].schema;
      expect(body.properties.versione.description, path).toContain('409');
      expect(body.required ?? []).not.toContain('versione');
      expect(doc.paths[path].put.description).toContain('versione');
      const answer = doc.paths[path].get.responses['200'].content['application/json'].schema;
      expect(JSON.stringify(answer.properties.versione), path).toContain('Versione del record');
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two saves on the same version at once (PostgreSQL)', () => {
  it('club: one is saved, the other refused with 409', async () => {
    const v = await clubVersion();
    const answers = await Promise.all([
      call(t().app, club, 'PUT', `/api/societa/${clubId}`, { email: 'gara.uno@example.org', versione: v }),
      call(t().app, admin, 'PUT', `/api/societa/${clubId}`, { telefono: '080 9998887', versione: v }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const won = answers.findIndex((a) => a.statusCode === 200);
    const row = await one('SELECT email, telefono, versione FROM societa WHERE id = $1', [clubId]);
    expect(row.versione).toBe(v + 1);
    if (won === 0) expect(row.telefono).not.toBe('080 9998887');
    else expect(row.email).not.toBe('gara.uno@example.org');
  });

  it('member: one is saved, the other refused with 409', async () => {
    const loaded = await memberDetail();
    const answers = await Promise.all([
      call(t().app, member, 'PUT', `/api/anagrafica/${memberId}?season=${season}`, { ...loaded, telefono: '333 1010101' }),
      call(t().app, admin, 'PUT', `/api/anagrafica/${memberId}?season=${season}`, { ...loaded, indirizzo_residenza: 'Via della Gara 1' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const row = await one('SELECT telefono, indirizzo_residenza, versione FROM anagrafica WHERE id = $1', [memberId]);
    expect(row.versione).toBe(loaded.versione + 1);
    expect(row.telefono === '333 1010101').not.toBe(row.indirizzo_residenza === 'Via della Gara 1');
  });
});
