// Duration of a registration or transfer (spec 2 §2.10, §4): chosen only for an athlete (competitive or
// not) who already has an approved athlete registration. The types lookup of the dialog says whether the
// person has one; the server coerces an 'annuale' asked without one to 'definitiva' (like the board flag
// and the revocation right where they are not offered), and keeps 'annuale' for an athlete who has one.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, demoClubId, freePeople, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let admin: string, club: string;
let demo: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  club = await loginAs(t().app, 'societa@demo.it');
  demo = await demoClubId(t().db);
});

const lookup = async (token: string, ruolo: number, anagraficaId: number) => {
  const res = await call(t().app, token, 'GET', `/api/tipologiatesseramento?ruolo=${ruolo}&anagrafica_id=${anagraficaId}`);
  expect(res.statusCode, res.body).toBe(200);
  const rows = (res.json() as { data: { codice: string; has_approved_athlete_registration?: boolean }[] }).data;
  expect(rows.length).toBeGreaterThan(0);
  // A fact of the person, carried by each type of the answer.
  expect(new Set(rows.map((r) => r.has_approved_athlete_registration)).size).toBe(1);
  return { codici: rows.map((r) => r.codice), has_approved_athlete_registration: rows[0].has_approved_athlete_registration };
};

const stored = async (roleId: number) =>
  (await t().db.query<{ durata: string; data_fine: string | null; diritto_revoca: boolean }>('SELECT durata, data_fine, diritto_revoca FROM anagrafica_ruolo WHERE id = $1', [roleId])).rows[0];

describe('the types lookup of the transfer dialog', () => {
  it('says whether the person has an approved athlete registration', async () => {
    const [free] = await freePeople(t().db, 1);
    const [athlete] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const atl = await ruoloId(t().db, 'ATL');
    const withoutOne = await lookup(club, atl, free.id);
    expect(withoutOne.has_approved_athlete_registration).toBe(false);
    expect(withoutOne.codici).toContain('AS');
    expect((await lookup(club, atl, athlete.anagrafica_id)).has_approved_athlete_registration).toBe(true);
    expect((await lookup(admin, await ruoloId(t().db, 'ANA'), athlete.anagrafica_id)).has_approved_athlete_registration).toBe(true);
  });

  it('a person user (who registers nobody) is not told it', async () => {
    const [athlete] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const member = await loginAs(t().app, 'tesserato@demo.it');
    const res = await call(t().app, member, 'GET', `/api/tipologiatesseramento?ruolo=${await ruoloId(t().db, 'ATL')}&anagrafica_id=${athlete.anagrafica_id}`);
    expect(res.statusCode, res.body).toBe(200);
    for (const r of res.json().data as Record<string, unknown>[]) expect(r).not.toHaveProperty('has_approved_athlete_registration');
  });

  it('the other variants (no person) carry no flag', async () => {
    const res = await call(t().app, admin, 'GET', '/api/tipologiatesseramento?type=tesseramento&famiglia=Atleta');
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json().data as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).not.toHaveProperty('has_approved_athlete_registration');
  });
});

describe('duration of a registration', () => {
  it("'annuale' without an approved athlete registration is saved definitiva, without revocation right (athlete and non-competitive athlete)", async () => {
    const [p1, p2] = await freePeople(t().db, 2);
    for (const [p, ruolo] of [
      [p1, 'ATL'],
      [p2, 'ANA'],
    ] as const) {
      const res = await call(t().app, club, 'POST', `/api/anagrafica/${p.id}/societa`, {
        ruolo: await ruoloId(t().db, ruolo),
        societa_id: demo,
        tipologia_tesseramento_id: await tipologiaId(t().db, 'AS'),
        durata: 'annuale',
        diritto_revoca: true,
        accetta_privacy: true,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(await stored(res.json().id)).toEqual({ durata: 'definitiva', data_fine: null, diritto_revoca: false });
    }
  });

  it("an athlete with an approved athlete registration can still ask 'annuale' (transfer and registration annual)", async () => {
    const [a] = await athletesOf(t().db, { notClub: demo, limit: 3 }).then((r) => r.slice(2));
    const season = await openSeason(t().db);
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, {
      ruolo: await ruoloId(t().db, 'ATL'),
      societa_id: demo,
      tipologia_tesseramento_id: await tipologiaId(t().db, 'AS'),
      durata: 'annuale',
      diritto_revoca: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const role = await stored(res.json().id);
    expect(role.durata).toBe('annuale');
    expect(role.diritto_revoca).toBe(true);
    expect(role.data_fine).not.toBeNull();
    const tr = await t().db.query('SELECT durata FROM trasferimento WHERE anagrafica_id = $1 AND stagione_id = $2', [a.anagrafica_id, season.id]);
    expect(tr.rows).toEqual([{ durata: 'annuale' }]);
  });
});
