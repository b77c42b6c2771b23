import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';

const t = useTestApp();
const login = (email: string, password = DEMO_PASSWORD, ip = '10.0.0.1') => t().app.inject({ method: 'POST', url: '/api/login', payload: { email, password }, remoteAddress: ip });
const appKeys = (body: any) => body.app_menu.map((a: any) => a.key).sort();

describe('login with the demo accounts', () => {
  it('the system administrator gets sysadmin:all and every application', async () => {
    const res = await login('admin@demo.it');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('Bearer');
    expect(body.access_token).toMatch(/^\d+\|[\w-]+$/);
    expect(body.user_type).toBe('sysadmin');
    expect(body.abilities).toEqual(['sysadmin:all']);
    expect(appKeys(body)).toEqual(['causali', 'configurazioni', 'configurazionigenerali', 'contabilita', 'reports', 'societa', 'stagioni', 'tesserati', 'trasferte']);
    expect(body.stagione.aperta).toBe(true);
    expect(body.discipline.length).toBeGreaterThan(0);
    expect(body.must_edit_password).toBe(false);
  });

  it('the federation secretary sees only the applications of its abilities', async () => {
    const body = (await login('segreteria@demo.it')).json();
    expect(body.user_type).toBe('admin');
    expect(body.abilities).toContain('economicssocieta:write');
    expect(body.abilities).not.toContain('utenti:read');
    expect(appKeys(body)).toEqual(['causali', 'reports', 'societa', 'tesserati']);
    const societa = body.app_menu.find((a: any) => a.key === 'societa');
    expect(societa.navigation_menu.map((i: any) => [i.params, i.visibility])).toEqual([
      ['/societa', true],
      ['/situazionecontabile', true],
      ['/trasferimentirichiesti', true],
    ]);
  });

  it('the club user is bound to its club and sees the club application', async () => {
    const body = (await login('societa@demo.it')).json();
    expect(body.user_type).toBe('societa');
    expect(body.societa?.id).toBeGreaterThan(0);
    expect(body.me.societa_id).toBe(body.societa.id);
    expect(appKeys(body)).toContain('societa');
    expect(appKeys(body)).not.toContain('configurazioni');
  });

  it('the member user (coach and referee) sees the members application', async () => {
    const body = (await login('tesserato@demo.it')).json();
    expect(body.user_type).toBe('anagrafica');
    expect(body.anagrafica.allenatore).toBe(true);
    expect(body.anagrafica.arbitro).toBe(true);
    expect(appKeys(body)).toEqual(['tesserati']);
    // Their own record and accounting; not the federation's approval of transfers, which they may not read.
    const tesserati = body.app_menu.find((a: any) => a.key === 'tesserati');
    expect(tesserati.navigation_menu.map((i: any) => [i.params, i.visibility])).toEqual([
      ['/anagrafica', true],
      ['/trasferimenti', false],
      ['/situazionecontabiletesserati', true],
    ]);
    const token = body.access_token;
    expect((await t().app.inject({ method: 'GET', url: `/api/trasferimento?season=${body.stagione.id}`, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(403);
  });

  // Each item answered 403 ('Non hai i permessi per questa operazione'), 'Situazione contabile' with a zero bonus.
  it('a club account without permissions sees the club application by its type, but none of its pages', async () => {
    await t().db.query(
      `INSERT INTO users (name, email, password_hash, tipo_utente, societa_id, must_edit_password)
       SELECT 'Società Senza Permessi', 'senzapermessi@example.it', password_hash, 'societa', societa_id, false FROM users WHERE email = 'societa@demo.it'`,
    );
    const body = (await login('senzapermessi@example.it')).json();
    expect(body.abilities).toEqual([]);
    expect(appKeys(body)).toEqual(['societa']);
    const societa = body.app_menu.find((a: any) => a.key === 'societa');
    expect(societa.navigation_menu.map((i: any) => [i.params, i.visibility])).toEqual([
      ['/societa', false],
      ['/situazionecontabile', false],
      ['/trasferimentirichiesti', false],
    ]);
  });

  it('the e-mail is matched without regard to case', async () => {
    expect((await login('ADMIN@Demo.IT')).statusCode).toBe(200);
  });
});

describe('login failures', () => {
  it('a wrong password is a 401 with the Italian message and no token', async () => {
    const res = await login('admin@demo.it', 'sbagliata', '10.0.0.2');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, message: 'Nome utente o password errati' });
  });

  it('missing fields are a 422 per field', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/api/login', payload: { email: '' } });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'password']);
  });

  it('repeated failures for one account are throttled with 429, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('segreteria@demo.it', 'no', `10.1.0.${i}`)).statusCode).toBe(401);
    const res = await login('segreteria@demo.it', DEMO_PASSWORD, '10.1.0.99');
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Troppi tentativi/);
  });
});

describe('tokens', () => {
  it('a token opens /me and logout revokes it', async () => {
    const token = await loginAs(t().app, 'admin@demo.it');
    const me = await call(t().app, token, 'GET', '/api/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().me.email).toBe('admin@demo.it');
    expect((await call(t().app, token, 'POST', '/api/logout')).statusCode).toBe(200);
    const after = await call(t().app, token, 'GET', '/api/me');
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe(true);
  });

  it('a token idle for longer than the limit has expired', async () => {
    const token = await loginAs(t().app, 'admin@demo.it');
    const id = Number(token.split('|')[0]);
    await t().db.query("UPDATE access_token SET last_used_at = now() - interval '3 hours' WHERE id = $1", [id]);
    expect((await call(t().app, token, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('a forged secret for a real token id is refused', async () => {
    const token = await loginAs(t().app, 'admin@demo.it');
    const forged = `${token.split('|')[0]}|${'A'.repeat(40)}`;
    expect((await call(t().app, forged, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('tokens are stored hashed', async () => {
    const token = await loginAs(t().app, 'admin@demo.it');
    const { rows } = await t().db.query('SELECT token_hash FROM access_token WHERE id = $1', [Number(token.split('|')[0])]);
    expect(rows[0].token_hash).not.toContain(token.split('|')[1]);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('no token is a 401 on a protected route', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/stagione' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: true });
  });
});

describe('passwords are hashed with argon2id', () => {
  it('no plain password is stored', async () => {
    const { rows } = await t().db.query("SELECT password_hash FROM users WHERE email = 'admin@demo.it'");
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });
});
