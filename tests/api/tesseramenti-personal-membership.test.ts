// A registration with no club (POST anagrafica/{id}/tesseraanagrafica, societa_id null) is the person's
// own licence: referee or coach/technical (spec 1 §6, a member user "creates and renews referee and
// coach registrations"). QA: a member user registered himself as an athlete with no club (15 € in his cart).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { freePeople, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let admin: string, person: string;
let me: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  person = await loginAs(t().app, 'tesserato@demo.it');
  me = (await t().db.query<{ anagrafica_id: number }>(`SELECT anagrafica_id FROM users WHERE email = 'tesserato@demo.it'`)).rows[0].anagrafica_id;
});

const MESSAGE = 'Senza società si tesserano solo arbitri e tecnici: per questo ruolo scegli la società';
const written = async (anagraficaId: number) =>
  (
    await t().db.query<{ n: number }>(`SELECT (SELECT count(*) FROM anagrafica_ruolo WHERE anagrafica_id = $1) + (SELECT count(*) FROM partita_contabile WHERE anagrafica_id = $1) AS n`, [
      anagraficaId,
    ])
  ).rows[0].n;

describe('a registration without a club', () => {
  it('a member user cannot register himself as an athlete or a manager: 422 on the role, nothing written', async () => {
    const before = await written(me);
    for (const [ruolo, tipologia] of [
      ['ATL', 'AS'],
      ['DIR', 'DIR'],
    ]) {
      const res = await call(t().app, person, 'POST', `/api/anagrafica/${me}/tesseraanagrafica`, {
        societa_id: null,
        ruolo: await ruoloId(t().db, ruolo),
        tipologiaTesseramento: await tipologiaId(t().db, tipologia),
        accetta_privacy: true,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.ruolo).toEqual([MESSAGE]);
    }
    expect(await written(me)).toBe(before);
  });

  it('nor can an administrator register someone as an athlete without a club; a technical role is accepted', async () => {
    const [p] = await freePeople(t().db, 1);
    const athlete = await call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, {
      ruolo: await ruoloId(t().db, 'ATL'),
      tipologiaTesseramento: await tipologiaId(t().db, 'AS'),
    });
    expect(athlete.statusCode, athlete.body).toBe(422);
    expect(athlete.json().errors.ruolo).toEqual([MESSAGE]);
    const trainer = await call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, {
      ruolo: await ruoloId(t().db, 'PAT'),
      tipologiaTesseramento: await tipologiaId(t().db, 'PAT'),
    });
    expect(trainer.statusCode, trainer.body).toBe(200);
    expect(trainer.json().carrello_details.partite_contabili[0].codice).toBe('Tesseramento Tecnico');
  });
});
