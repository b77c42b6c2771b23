// Places lookups used by the club and member forms: GET provincia, GET localita (spec 2 §7).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';

const t = useTestApp();
let admin: string;
let persona: string;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  persona = await loginAs(t().app, 'tesserato@demo.it');
});

describe('GET /api/provincia', () => {
  it('lists every Italian province with its ISTAT code, alphabetically', async () => {
    const res = await call(t().app, admin, 'GET', '/api/provincia?paginate=1000');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBeGreaterThanOrEqual(107);
    expect(data.find((p: { sigla: string }) => p.sigla === 'BA')).toMatchObject({ descrizione: 'Bari', codice_istat: '072', regione: 'Puglia' });
    const names = data.map((p: { descrizione: string }) => p.descrizione);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
  });

  it('is open to every signed-in user and closed to visitors', async () => {
    expect((await call(t().app, persona, 'GET', '/api/provincia?search=mil')).json().data[0]).toMatchObject({ sigla: 'MI' });
    expect((await call(t().app, null, 'GET', '/api/provincia')).statusCode).toBe(401);
  });
});

describe('GET /api/localita', () => {
  it('knows every Italian town (about 7,900) with ISTAT and cadastral codes', async () => {
    const all = (await call(t().app, admin, 'GET', '/api/localita')).json();
    expect(all.total).toBeGreaterThan(7800);
    const res = await call(t().app, admin, 'GET', '/api/localita?codice_istat=015146');
    expect(res.json().data).toEqual([expect.objectContaining({ denominazione: 'Milano', codice_istat: '015146', codice_catastale: 'F205', provincia: 'MI' })]);
  });

  it('filters by province (id or sigla) and searches by name', async () => {
    const bySigla = (await call(t().app, admin, 'GET', '/api/localita?provincia=ba&search=conversano')).json();
    expect(bySigla.data).toEqual([expect.objectContaining({ denominazione: 'Conversano', codice_istat: '072019', provincia: 'BA' })]);
    const provinceId = bySigla.data[0].provincia_id;
    const byId = (await call(t().app, admin, 'GET', `/api/localita?provincia=${provinceId}&paginate=1000`)).json();
    expect(byId.total).toBe(41);
    expect(byId.data.every((c: { provincia: string }) => c.provincia === 'BA')).toBe(true);
    // A small town the old sample did not have.
    expect((await call(t().app, admin, 'GET', '/api/localita?provincia=BA&search=Binetto')).json().total).toBe(1);
  });

  it('refuses a malformed province or ISTAT code with 400', async () => {
    expect((await call(t().app, admin, 'GET', '/api/localita?provincia=x%27')).statusCode).toBe(400);
    expect((await call(t().app, admin, 'GET', '/api/localita?codice_istat=12')).statusCode).toBe(400);
  });
});
