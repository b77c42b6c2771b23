// Atleta and Atleta Non Agonista are one athlete (spec 1 §2.10, §4): a person is registered as an
// athlete once with a club in a season, whichever athlete role. QA charged a second transfer fee and a
// second registration of the same athlete under the other athlete role.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, demoClubId, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let club: string, admin: string;
let demo: number;

beforeAll(async () => {
  club = await loginAs(t().app, 'societa@demo.it');
  admin = await loginAs(t().app, 'admin@demo.it');
  demo = await demoClubId(t().db);
});

const entriesOf = async (anagraficaId: number) => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM partita_contabile WHERE anagrafica_id = $1', [anagraficaId])).rows[0].n;
const GIA = 'Il tesserato ha già un tesseramento attivo per questo ruolo nella stagione con la società selezionata';

describe('one athlete registration per club and season, whichever athlete role', () => {
  it('a pending transfer as Atleta blocks a second transfer of the same athlete as Atleta Non Agonista (no second fee)', async () => {
    const [a] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const body = { ruolo: await ruoloId(t().db, 'ATL'), societa_id: demo, tipologia_tesseramento_id: await tipologiaId(t().db, 'AS') };
    const first = await call(t().app, club, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Richiesta di trasferimento inserita correttamente');
    const entries = await entriesOf(a.anagrafica_id);
    const transfers = async () => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM trasferimento WHERE anagrafica_id = $1', [a.anagrafica_id])).rows[0].n;
    const before = await transfers();
    const second = await call(t().app, club, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, { ...body, ruolo: await ruoloId(t().db, 'ANA') });
    expect(second.statusCode, second.body).toBe(422);
    expect(second.json().errorMessage).toBe(GIA);
    expect(await entriesOf(a.anagrafica_id)).toBe(entries);
    expect(await transfers()).toBe(before);
  });

  it("an approved Atleta of the club is not registered again as Atleta Non Agonista (registration or the member screen's 'Tesseramenti')", async () => {
    const [a] = await athletesOf(t().db, { club: demo, limit: 1 });
    const entries = await entriesOf(a.anagrafica_id);
    const ana = await ruoloId(t().db, 'ANA');
    const as = await tipologiaId(t().db, 'AS');
    const viaRegistration = await call(t().app, admin, 'POST', `/api/anagrafica/${a.anagrafica_id}/societa`, { ruolo: ana, societa_id: demo, tipologia_tesseramento_id: as });
    expect(viaRegistration.statusCode, viaRegistration.body).toBe(422);
    expect(viaRegistration.json().errorMessage).toBe(GIA);
    const viaMembership = await call(t().app, club, 'POST', `/api/anagrafica/${a.anagrafica_id}/tesseraanagrafica`, { ruolo: ana, societa_id: demo, tipologiaTesseramento: as });
    expect(viaMembership.statusCode, viaMembership.body).toBe(422);
    expect(viaMembership.json().errorMessage).toBe(GIA);
    expect(await entriesOf(a.anagrafica_id)).toBe(entries);
  });
});
