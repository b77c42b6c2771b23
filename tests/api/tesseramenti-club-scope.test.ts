// A club registers through 'Tesseramenti' (POST anagrafica/{id}/tesseraanagrafica) only people already
// its own, and an athlete of another club joins it only through a transfer: a pending registration
// would otherwise show the club anyone's personal data, and skip the old club's consent.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, demoClubId, openSeason, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let demoUser: string;
let demo: number;

beforeAll(async () => {
  demoUser = await loginAs(t().app, 'societa@demo.it');
  demo = await demoClubId(t().db);
});

const pendingRoles = async (anagraficaId: number) =>
  (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM anagrafica_ruolo WHERE anagrafica_id = $1 AND societa_id = $2', [anagraficaId, demo])).rows[0].n;

describe("a club's registrations through 'Tesseramenti'", () => {
  it("refuses a person who is not the club's (403) and records nothing", async () => {
    const [a] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const before = await pendingRoles(a.anagrafica_id);
    const body = { ruolo: await ruoloId(t().db, 'DIR'), tipologiaTesseramento: await tipologiaId(t().db, 'DIR'), societa_id: demo, accetta_privacy: true };
    expect((await call(t().app, demoUser, 'POST', `/api/anagrafica/${a.anagrafica_id}/tesseraanagrafica`, body)).statusCode).toBe(403);
    expect(await pendingRoles(a.anagrafica_id)).toBe(before);
  });

  it("refuses to make another club's athlete an athlete of this club: that is a transfer", async () => {
    const [a] = await athletesOf(t().db, { notClub: demo, limit: 2 }).then((r) => r.slice(1));
    const season = await openSeason(t().db);
    // Also the club's manager this season: the club sees them.
    await t().db.query(
      `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, data_inizio, durata, approvato)
       SELECT $1, $2, $3, id, current_date, 'definitiva', true FROM ruolo WHERE codice = 'DIR'`,
      [a.anagrafica_id, demo, season.id],
    );
    const body = { ruolo: await ruoloId(t().db, 'ATL'), tipologiaTesseramento: await tipologiaId(t().db, 'AS'), societa_id: demo, accetta_privacy: true };
    const res = await call(t().app, demoUser, 'POST', `/api/anagrafica/${a.anagrafica_id}/tesseraanagrafica`, body);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errorMessage).toBe("L'atleta è tesserato con un'altra società: per tesserarlo richiedi il trasferimento");
  });
});
