// Configurazioni Generali: GET /configurazionigenerali, PUT configurazionigenerali/{id} (spec 2 §3, §7),
// a single-record resource from resources/reference/configurazionigenerali.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { auditOf } from './resources-shared.ts';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
});

describe('general configuration', () => {
  it('GET /configurazionigenerali answers the record itself to any logged-in user', async () => {
    const member = await loginAs(t().app, 'tesserato@demo.it');
    const res = await call(t().app, member, 'GET', '/api/configurazionigenerali');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      rinnovi_automatici: expect.any(Boolean),
      rinnovi_automatici_stranieri: expect.any(Boolean),
      abilita_carrello: expect.any(Boolean),
      vincolo_rinnovo: expect.any(Boolean),
      vincolo_rinnovo_id: null,
      only_admin_can_increment: expect.any(Boolean),
    });
  });

  it('PUT saves the toggles (the others keep their value when omitted) and audits the change', async () => {
    const before = (await call(t().app, admin, 'GET', '/api/configurazionigenerali')).json();
    const res = await call(t().app, admin, 'PUT', `/api/configurazionigenerali/${before.id}`, { rinnovi_automatici: !before.rinnovi_automatici, rinnovi_automatici_stranieri: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: 'Le configurazioni sono state salvate correttamente', id: before.id });
    const after = (await call(t().app, admin, 'GET', '/api/configurazionigenerali')).json();
    expect(after).toEqual({ ...before, rinnovi_automatici: !before.rinnovi_automatici, rinnovi_automatici_stranieri: true });
    await call(t().app, admin, 'PUT', `/api/configurazionigenerali/${before.id}`, { ...before, abilita_carrello: false });
    expect((await call(t().app, admin, 'GET', '/api/configurazionigenerali')).json().abilita_carrello).toBe(false);
    const entries = await auditOf(t().app, 'configurazione_generale', before.id);
    expect(entries.map((e) => e.action)).toEqual(['update', 'update']);
  });

  it('answers 422 for a toggle that is not a boolean, 404 for another id, and has no POST or DELETE', async () => {
    const { id } = (await call(t().app, admin, 'GET', '/api/configurazionigenerali')).json();
    const bad = await call(t().app, admin, 'PUT', `/api/configurazionigenerali/${id}`, { rinnovi_automatici: 'forse', rinnovi_automatici_stranieri: false });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ rinnovi_automatici: ['Il valore non è valido'] });
    expect((await call(t().app, admin, 'PUT', '/api/configurazionigenerali/999', { rinnovi_automatici: true })).statusCode).toBe(404);
    expect((await call(t().app, admin, 'POST', '/api/configurazionigenerali', {})).statusCode).toBe(404);
    expect((await call(t().app, admin, 'DELETE', `/api/configurazionigenerali/${id}`)).statusCode).toBe(404);
  });

  it('needs configurazionigenerali:write (403 for a club user and a limited administrator)', async () => {
    const { id } = (await call(t().app, admin, 'GET', '/api/configurazionigenerali')).json();
    for (const email of ['societa@demo.it', 'segreteria@demo.it']) {
      const token = await loginAs(t().app, email);
      expect((await call(t().app, token, 'PUT', `/api/configurazionigenerali/${id}`, { rinnovi_automatici: true })).statusCode).toBe(403);
    }
  });
});
