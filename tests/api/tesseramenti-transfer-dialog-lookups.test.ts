// The transfer dialog's lookups for a person the club does not see yet (another club's athlete found
// by codice fiscale): they answer as far as the save (POST anagrafica/{id}/societa) goes — for the
// club's own request — and no further: no member record, no loan or second-licence lookups, no other
// club's series or cost. Once requested, the person is the club's (pending) and visible to it.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, demoClubId, otherClub, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let club: string, persona: string;
let demo: number, athlete: number, from: number;
let atl: number, as: number;

beforeAll(async () => {
  demo = await demoClubId(t().db);
  [club, persona] = await Promise.all([loginAs(t().app, 'societa@demo.it'), loginAs(t().app, 'tesserato@demo.it')]);
  const [a] = await athletesOf(t().db, { notClub: demo, limit: 1 });
  athlete = a.anagrafica_id;
  from = a.societa_id;
  atl = await ruoloId(t().db, 'ATL');
  as = await tipologiaId(t().db, 'AS');
});

const get = (token: string, url: string) => call(t().app, token, 'GET', url);

describe("the transfer dialog's lookups for another club's athlete", () => {
  it('the club does not see the person: no member record', async () => {
    expect([403, 404]).toContain((await get(club, `/api/anagrafica/${athlete}`)).statusCode);
  });

  it('roles, types (with the athlete flag), series and cost answer for the club’s own request', async () => {
    expect((await get(club, '/api/ruolo?tipofamiglia=GEN')).statusCode).toBe(200);
    const types = await get(club, `/api/tipologiatesseramento?ruolo=${atl}&anagrafica_id=${athlete}`);
    expect(types.statusCode, types.body).toBe(200);
    expect(types.json().data[0].has_approved_athlete_registration).toBe(true);
    const serie = await get(club, `/api/serie?societa=${demo}&anagrafica=${athlete}&tipologia_tesseramento=${as}`);
    expect(serie.statusCode, serie.body).toBe(200);
    const cost = await get(club, `/api/anagrafica/${athlete}/costooperazione?tipologia_tesseramento_id=${as}&societa_id=${demo}`);
    expect(cost.statusCode, cost.body).toBe(200);
    expect(cost.json().tipo).toBe('trasferimento');
    // Without societa_id the club's own request is meant.
    expect((await get(club, `/api/anagrafica/${athlete}/costooperazione?tipologia_tesseramento_id=${as}`)).json().tipo).toBe('trasferimento');
    expect((await get(club, '/api/disciplina?paginate=1000')).statusCode).toBe(200);
  });

  it('no further: another club’s series or cost, a person user, a person that does not exist', async () => {
    const third = await otherClub(t().db, [demo, from]);
    expect((await get(club, `/api/serie?societa=${third}&anagrafica=${athlete}`)).statusCode).toBe(403);
    expect((await get(club, `/api/anagrafica/${athlete}/costooperazione?tipologia_tesseramento_id=${as}&societa_id=${third}`)).statusCode).toBe(403);
    expect((await get(persona, `/api/anagrafica/${athlete}/costooperazione?tipologia_tesseramento_id=${as}`)).statusCode).toBe(403);
    expect((await get(club, `/api/anagrafica/999999999/costooperazione?tipologia_tesseramento_id=${as}`)).statusCode).toBe(404);
    expect((await get(club, `/api/serie?societa=${demo}&anagrafica=999999999`)).statusCode).toBe(404);
    const types = await get(club, `/api/tipologiatesseramento?ruolo=${atl}&anagrafica_id=999999999`);
    expect(types.json().data[0]).not.toHaveProperty('has_approved_athlete_registration');
  });

  it('the loan and second-licence lookups stay with the club’s own people (403)', async () => {
    expect((await get(club, `/api/societa/${demo}/prestitogemellaggio?anagrafica_id=${athlete}`)).statusCode).toBe(403);
    expect((await get(club, `/api/societa/${demo}/serie?societa_from=${from}&anagrafica_id=${athlete}`)).statusCode).toBe(403);
  });

  it("the save accepts the request; the person stays the old club's (not opened in full by the requesting club) until it is approved", async () => {
    const res = await call(t().app, club, 'POST', `/api/anagrafica/${athlete}/societa`, { ruolo: atl, societa_id: demo, tipologia_tesseramento_id: as, accetta_privacy: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Richiesta di trasferimento inserita correttamente');
    expect((await get(club, `/api/anagrafica/${athlete}`)).statusCode).toBe(404);
    const cf = (await t().db.query<{ codice_fiscale: string }>('SELECT codice_fiscale FROM anagrafica WHERE id = $1', [athlete])).rows[0].codice_fiscale;
    const found = await get(club, `/api/trasferimento/persona?codice_fiscale=${cf}`);
    expect(found.json()).toMatchObject({ gia_della_societa: true, societa: { id: from } });
  });
});
