// Invisible control and format characters (a right-to-left override, zero-width spaces, the BOM…)
// are removed from the text the product stores, not refused (security audit 4); passwords stay as sent.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
});

const RLO = '\u202E';
const ZWSP = '\u200B';

describe('names are stored without invisible characters', () => {
  it('POST and PUT anagrafica: surname and name as they read, a line break a space', async () => {
    const created = await call(t().app, admin, 'POST', '/api/anagrafica', {
      cognome: `Rossi${RLO}gnp.exe`,
      nome: `${ZWSP}Zero\uFEFF`,
      sesso: 'M',
      data_nascita: '03/04/1990',
      titolo_studio: `Diploma\u2066 di\u2069\nmaturità\u200F`,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const stored = async () => (await t().db.query('SELECT cognome, nome, titolo_studio FROM anagrafica WHERE id = $1', [id])).rows[0];
    expect(await stored()).toEqual({ cognome: 'Rossignp.exe', nome: 'Zero', titolo_studio: 'Diploma di maturità' });

    const edited = await call(t().app, admin, 'PUT', `/api/anagrafica/${id}`, { cognome: `\u202ABianchi\u202C`, nome: `Lu\u200Dca`, sesso: 'M', data_nascita: '1990-04-03' });
    expect(edited.statusCode).toBe(200);
    expect(await stored()).toMatchObject({ cognome: 'Bianchi', nome: 'Luca' });
  });

  it('a name made only of invisible characters is an empty name (required, 422)', async () => {
    const res = await call(t().app, admin, 'POST', '/api/anagrafica', { cognome: `${ZWSP}${RLO}`, nome: 'Mario', sesso: 'M', data_nascita: '03/04/1990' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('cognome');
  });

  it("a club's name (POST and PUT societa) and a user's name", async () => {
    const created = await call(t().app, admin, 'POST', '/api/societa', {
      nome: `Pallamano${RLO} Invisibile${ZWSP}`,
      codice_affiliazione: '169971',
      discipline: [1],
      sede_legale_indirizzo: `Via\u200E Roma 1`,
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    const club = async () => (await t().db.query('SELECT nome, sede_legale_indirizzo FROM societa WHERE id = $1', [id])).rows[0];
    expect(await club()).toEqual({ nome: 'Pallamano Invisibile', sede_legale_indirizzo: 'Via Roma 1' });
    expect((await call(t().app, admin, 'PUT', `/api/societa/${id}`, { nome: `\u2067Pallamano Visibile\u2069` })).statusCode).toBe(200);
    expect((await club()).nome).toBe('Pallamano Visibile');
  });

  it('search terms are cleaned too; a password keeps every character it was given', async () => {
    const search = await call(t().app, admin, 'GET', `/api/anagrafica/duplicati?cognome=${encodeURIComponent(`Bian${ZWSP}chi`)}&nome=Luca&data_nascita=1990-04-03`);
    expect(search.statusCode).toBe(200);
    expect(search.json().data.map((d: { nome_completo: string }) => d.nome_completo)).toContain('Bianchi Luca');

    const person = (await call(t().app, admin, 'POST', '/api/anagrafica', { cognome: 'Conpassword', nome: 'Anna', sesso: 'F', data_nascita: '05/06/1991' })).json().id as number;
    const password = `Pass${ZWSP}word1${RLO}`;
    const user = await call(t().app, admin, 'POST', '/api/utente', {
      name: `Anna${ZWSP} Conpassword`,
      email: 'anna.conpassword@example.it',
      password,
      password_confirmation: password,
      tipo_utente: 'anagrafica',
      anagrafica_id: person,
    });
    expect(user.statusCode).toBe(200);
    expect((await t().db.query("SELECT name FROM users WHERE email = 'anna.conpassword@example.it'")).rows[0].name).toBe('Anna Conpassword');
    const login = (pw: string) => t().app.inject({ method: 'POST', url: '/api/login', payload: { email: 'anna.conpassword@example.it', password: pw } });
    expect((await login(password)).json()).toMatchObject({ must_edit_password: true });
    expect((await login('Password1')).statusCode).not.toBe(200);
  });
});
