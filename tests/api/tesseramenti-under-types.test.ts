// A type flagged is_under (Atleta Under, the promotional ones) costs the under fee: it is for the
// season's under only (born in anno_under or later). QA registered a senior with it and the club paid
// the under fee.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { demoClubId, freePeople, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let club: string, admin: string;
let demo: number, annoUnder: number;

beforeAll(async () => {
  club = await loginAs(t().app, 'societa@demo.it');
  admin = await loginAs(t().app, 'admin@demo.it');
  demo = await demoClubId(t().db);
  const season = await openSeason(t().db);
  annoUnder = (await t().db.query<{ anno_under: number }>('SELECT anno_under FROM stagione WHERE id = $1', [season.id])).rows[0].anno_under;
});

const MESSAGE = 'La causale è riservata agli under della stagione';
const entries = async () => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM partita_contabile', [])).rows[0].n;

describe('under types', () => {
  it('a senior is refused an under type, with the message on the field and nothing written; an under is accepted', async () => {
    const people = await freePeople(t().db, 200);
    const [senior, under] = people.filter((p) => Number(p.data_nascita.slice(0, 4)) < annoUnder);
    // Free people of the demo are all adults: one becomes an under of the season.
    await t().db.query('UPDATE anagrafica SET data_nascita = $2 WHERE id = $1', [under.id, `${annoUnder + 1}-03-01`]);
    const body = { ruolo: await ruoloId(t().db, 'ATL'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'AU'), accetta_privacy: true };
    const before = await entries();
    const refused = await call(t().app, club, 'POST', `/api/anagrafica/${senior.id}/societa`, body);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.tipologia_tesseramento_id).toEqual([MESSAGE]);
    expect(await entries()).toBe(before);
    const accepted = await call(t().app, club, 'POST', `/api/anagrafica/${under.id}/societa`, body);
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('the membership call (Tesseramenti of the member screen) refuses it too', async () => {
    const people = await freePeople(t().db, 200);
    const senior = people.filter((p) => Number(p.data_nascita.slice(0, 4)) < annoUnder)[2];
    const before = await entries();
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${senior.id}/tesseraanagrafica`, {
      ruolo: await ruoloId(t().db, 'ANA'),
      societa_id: demo,
      tipologiaTesseramento: await tipologiaId(t().db, 'PRO'),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.tipologiaTesseramento).toEqual([MESSAGE]);
    expect(await entries()).toBe(before);
  });
});
