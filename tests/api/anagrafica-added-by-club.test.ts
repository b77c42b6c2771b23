// A club adds a person ('Aggiungi nuovo') and then registers it from the person's screen: the person it
// added stays in its scope (seen and edited) until the person is registered anywhere. Before, the club
// was sent to a record it could not open ('Tesserato non trovato') and could never register it.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { demoClubId, openSeason, otherClub, ruoloId, tipologiaId } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let admin: string, club: string;
let demo: number, season: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  club = await loginAs(t().app, 'societa@demo.it');
  demo = await demoClubId(t().db);
  season = (await openSeason(t().db)).id;
});

const person = (cognome: string) => ({ cognome, nome: 'Mario', sesso: 'M', data_nascita: '01/01/2000', cittadinanza: 'Italiana', nazionalita_sportiva: 'Italiana' });
const detail = (token: string, id: number) => call(t().app, token, 'GET', `/api/anagrafica/${id}?season=${season}`);
const manager = async () => ({ ruolo: await ruoloId(t().db, 'DIR'), tipologiaTesseramento: await tipologiaId(t().db, 'DIR'), accetta_privacy: true });

describe('a person a club added', () => {
  it('is opened, edited and registered by that club', async () => {
    const created = await call(t().app, club, 'POST', '/api/anagrafica', person('Aggiuntodaclub'));
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    const shown = await detail(club, id);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json()).toMatchObject({ cognome: 'Aggiuntodaclub', permessi: { modifica: true } });
    const edited = await call(t().app, club, 'PUT', `/api/anagrafica/${id}?season=${season}`, { ...person('Aggiuntodaclub'), telefono: '06 1234567' });
    expect(edited.statusCode, edited.body).toBe(200);
    const registered = await call(t().app, club, 'POST', `/api/anagrafica/${id}/tesseraanagrafica`, { ...(await manager()), societa_id: demo });
    expect(registered.statusCode, registered.body).toBe(200);
    expect((await detail(club, id)).statusCode).toBe(200);
  });

  it('leaves the club once another club registers the person, and is never seen by other clubs', async () => {
    const id = (await call(t().app, club, 'POST', '/api/anagrafica', person('Passatoaltrove'))).json().id as number;
    const other = await otherClub(t().db, [demo]);
    const res = await call(t().app, admin, 'POST', `/api/anagrafica/${id}/tesseraanagrafica`, { ...(await manager()), societa_id: other });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(club, id)).statusCode).toBe(404);
    expect((await call(t().app, club, 'GET', `/api/anagrafica?season=${season}&search=Passatoaltrove`)).json().total).toBe(0);
  });
});
