// 'Richiedi Trasferimento': a club finds another club's athlete by exact codice fiscale (GET
// trasferimento/persona) and learns only who it is; the lookup is refused to a person, validates the
// check character, matches exactly and is throttled per account.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, clubUser, demoClubId } from './tesseramenti-fixtures.ts';

const { CodiceFiscale } = createRequire(import.meta.url)('codice-fiscale-js') as { CodiceFiscale: new (cf: string) => { omocodie(): string[] } };

const t = useTestApp();
let admin: string, club: string, persona: string;
let demo: number;

beforeAll(async () => {
  demo = await demoClubId(t().db);
  [admin, club, persona] = await Promise.all(['admin@demo.it', 'societa@demo.it', 'tesserato@demo.it'].map((e) => loginAs(t().app, e)));
});

const cfOf = async (anagraficaId: number) => (await t().db.query<{ codice_fiscale: string }>('SELECT codice_fiscale FROM anagrafica WHERE id = $1', [anagraficaId])).rows[0].codice_fiscale;
const lookup = (token: string, cf: string) => call(t().app, token, 'GET', `/api/trasferimento/persona?codice_fiscale=${encodeURIComponent(cf)}`);

describe('GET trasferimento/persona', () => {
  it("answers a club another club's athlete: identity and current club, nothing else", async () => {
    const [athlete] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const cf = await cfOf(athlete.anagrafica_id);
    // Typed in lower case with spaces around: still the same exact code.
    const res = await lookup(club, ` ${cf.toLowerCase()} `);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['cittadinanza', 'cognome', 'data_nascita', 'gia_della_societa', 'id', 'nome', 'sesso', 'societa']);
    expect(body).toMatchObject({ id: athlete.anagrafica_id, sesso: athlete.sesso, gia_della_societa: false, societa: { id: athlete.societa_id } });
    expect(Object.keys(body.societa).sort()).toEqual(['id', 'nome']);
    expect(res.body).not.toMatch(/email|telefono|iban|indirizzo|document|codice_fiscale/i);
  });

  it('says when the person is already among the club’s own people', async () => {
    const [own] = await athletesOf(t().db, { club: demo, limit: 1 });
    const res = await lookup(club, await cfOf(own.anagrafica_id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: own.anagrafica_id, gia_della_societa: true, societa: { id: demo } });
  });

  it('finds nobody for a valid code nobody has: 404 with the Italian message (an omocodia variant is another code)', async () => {
    const [athlete] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const variant = new CodiceFiscale(await cfOf(athlete.anagrafica_id)).omocodie()[0];
    const res = await lookup(club, variant);
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toMatchObject({ error: true, message: 'Nessun tesserato con questo codice fiscale' });
  });

  it('refuses a code that is not a codice fiscale: wrong check character, partial, wildcard (400, the message on the field)', async () => {
    const [athlete] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const cf = await cfOf(athlete.anagrafica_id);
    const wrongCheck = cf.slice(0, 15) + (cf[15] === 'A' ? 'B' : 'A');
    for (const bad of [wrongCheck, cf.slice(0, 10), `${cf.slice(0, 15)}%`, '%', '']) {
      const res = await lookup(club, bad);
      expect(res.statusCode, `${bad}: ${res.body}`).toBe(400);
      expect(res.json().errors.codice_fiscale).toEqual(['Il codice fiscale non è valido']);
    }
  });

  it('answers an administrator (no club of its own) and refuses a person user', async () => {
    const [athlete] = await athletesOf(t().db, { notClub: demo, limit: 1 });
    const cf = await cfOf(athlete.anagrafica_id);
    const res = await lookup(admin, cf);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: athlete.anagrafica_id, gia_della_societa: false });
    expect((await lookup(persona, cf)).statusCode).toBe(403);
    expect((await call(t().app, null, 'GET', `/api/trasferimento/persona?codice_fiscale=${cf}`)).statusCode).toBe(401);
  });

  it('counts every lookup of a club account and makes it wait after many (429), without slowing other accounts', async () => {
    const [athlete, another] = await athletesOf(t().db, { notClub: demo, limit: 2 });
    const userId = await clubUser(t().db, demo, 'cerca-cf@demo.it', await hashPassword(DEMO_PASSWORD));
    const token = await loginAs(t().app, 'cerca-cf@demo.it');
    const cf = await cfOf(athlete.anagrafica_id);
    expect((await lookup(token, cf)).statusCode).toBe(200);
    const counted = await t().db.query(`SELECT 1 FROM login_failure WHERE kind = 'transfer_lookup' AND email = $1`, [`user:${userId}`]);
    expect(counted.rows).toHaveLength(1);
    // Many lookups just made (written directly, so the test does not depend on how fast calls run).
    await t().db.query(`INSERT INTO login_failure (email, ip, kind) SELECT $1, '10.0.0.1', 'transfer_lookup' FROM generate_series(1, 30)`, [`user:${userId}`]);
    const refused = await lookup(token, await cfOf(another.anagrafica_id));
    expect(refused.statusCode, refused.body).toBe(429);
    expect(refused.json().message).toMatch(/^Troppe ricerche per codice fiscale\. Riprova tra \d+ second[oi]\.$/);
    expect((await lookup(club, cf)).statusCode).toBe(200);
    expect((await lookup(admin, cf)).statusCode).toBe(200);
  });
});
