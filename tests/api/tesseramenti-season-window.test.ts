// Registrations, memberships and renewals are made only in a season that runs today (from its first
// to its last day), and an administrator's date lies in that season. QA registered and charged in the
// closed season 2025/2026 (the header picker of an administrator, or a club's stagione_id) and saved a
// 2026/2027 registration starting 01/01/2031.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { demoClubId, freePeople, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let admin: string, club: string;
let demo: number, closed: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  club = await loginAs(t().app, 'societa@demo.it');
  demo = await demoClubId(t().db);
  closed = (await t().db.query<{ id: number }>('SELECT id FROM stagione WHERE data_fine < CURRENT_DATE AND deleted_at IS NULL ORDER BY data_fine DESC LIMIT 1')).rows[0].id;
});

const CONCLUSA = 'La stagione selezionata è conclusa: non è possibile tesserare';
const entries = async () => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM partita_contabile', [])).rows[0].n;
const roles = async () => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM anagrafica_ruolo', [])).rows[0].n;

describe('a season that has ended', () => {
  it('refuses a registration of a club and of an administrator (422, nothing written)', async () => {
    const [p] = await freePeople(t().db, 1);
    const body = { ruolo: await ruoloId(t().db, 'DIR'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR'), stagione_id: closed };
    const before = [await entries(), await roles()];
    for (const who of [club, admin]) {
      const res = await call(t().app, who, 'POST', `/api/anagrafica/${p.id}/societa`, body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errorMessage).toBe(CONCLUSA);
    }
    expect([await entries(), await roles()]).toEqual(before);
  });

  it("refuses a membership of the member screen's 'Tesseramenti'", async () => {
    const [, p] = await freePeople(t().db, 2);
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/tesseraanagrafica`, {
      ruolo: await ruoloId(t().db, 'DIR'),
      societa_id: demo,
      tipologiaTesseramento: await tipologiaId(t().db, 'DIR'),
      stagione_id: closed,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorMessage).toBe(CONCLUSA);
  });

  it('refuses renewals even when its renewal window was left open', async () => {
    await t().db.query(`UPDATE stagione SET data_inizio_rinnovi = CURRENT_DATE - 1, data_fine_rinnovi = CURRENT_DATE + 1 WHERE id = $1`, [closed]);
    const before = await entries();
    const res = await call(t().app, club, 'POST', `/api/societa/${demo}/executetesseratirenew`, { season: closed, anagrafiche: [1], renewType: 'Dirigente' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorMessage).toBe(CONCLUSA);
    expect(await entries()).toBe(before);
  });
});

describe("an administrator's date", () => {
  it('lies within the season: a date outside it is refused on the field; its first and last days are taken', async () => {
    const season = await openSeason(t().db);
    const [, , a, b, c] = await freePeople(t().db, 5);
    const body = { ruolo: await ruoloId(t().db, 'DIR'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'DIR'), stagione_id: season.id };
    const before = await roles();
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${a.id}/societa`, { ...body, data_inizio: '01/01/2031' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.data_inizio[0]).toMatch(/^La data deve essere compresa nella stagione/);
    expect(await roles()).toBe(before);
    for (const [p, day] of [
      [b, season.data_inizio],
      [c, season.data_fine],
    ] as const) {
      const ok = await call(t().app, admin, 'POST', `/api/anagrafica/${p.id}/societa`, { ...body, data_inizio: day });
      expect(ok.statusCode, ok.body).toBe(200);
      const saved = await t().db.query<{ data_inizio: string }>('SELECT data_inizio FROM anagrafica_ruolo WHERE id = $1', [ok.json().id]);
      expect(saved.rows[0].data_inizio).toBe(day);
    }
  });
});
