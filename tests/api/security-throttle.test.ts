// Issue 10 §4: throttling and enumeration. The socket address counts unless a proxy is configured;
// failed logins slow down (growing delay) instead of locking the owner out; the reset lookups answer
// only the masked e-mail and are throttled per address whether they find someone or not; a reset
// mail goes at most a few times per account per hour.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { parseTrustProxy } from '../../server/config.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';

const t = useTestApp();
const post = (url: string, ip: string, payload?: unknown, headers: Record<string, string> = {}) => t().app.inject({ method: 'POST', url, payload: payload as any, remoteAddress: ip, headers });
const login = (email: string, password: string, ip: string, headers: Record<string, string> = {}) => post('/api/login', ip, { email, password }, headers);

describe('client address', () => {
  it('X-Forwarded-For is not believed unless TRUST_PROXY says so', async () => {
    await login('nessuno@demo.it', 'x', '10.9.9.9', { 'x-forwarded-for': '203.0.113.9' });
    const { rows } = await t().db.query("SELECT ip FROM login_failure WHERE email = 'nessuno@demo.it'");
    expect(rows.map((r) => r.ip)).toEqual(['10.9.9.9']);
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('10.0.0.1, 10.0.0.0/8')).toBe('10.0.0.1, 10.0.0.0/8');
  });
});

describe('failed logins slow down instead of locking the owner out', () => {
  it("someone else's failures do not stop the owner at its usual address; the wait ends", async () => {
    const email = 'societa@demo.it';
    expect((await login(email, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    // Ten failures from ten other addresses.
    for (let i = 0; i < 10; i++) await t().db.query('INSERT INTO login_failure (email, ip) VALUES ($1, $2)', [email, `10.2.1.${i}`]);
    const stranger = await login(email, DEMO_PASSWORD, '10.2.2.2');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().message).toMatch(/Riprova tra \d+ second[oi]/);
    expect((await login(email, DEMO_PASSWORD, '10.2.0.1')).statusCode).toBe(200);
    // Not a 15-minute lockout: once the growing wait has passed, the right password works again anywhere.
    await t().db.query("UPDATE login_failure SET created_at = now() - interval '4 minutes' WHERE email = $1", [email]);
    expect((await login(email, DEMO_PASSWORD, '10.2.2.2')).statusCode).toBe(200);
  });

  it('the wait grows with every failure from one address', async () => {
    const email = 'tesserato@demo.it';
    for (let i = 0; i < 3; i++) expect((await login(email, 'sbagliata', '10.3.0.1')).statusCode).toBe(401);
    await t().db.query("INSERT INTO login_failure (email, ip) SELECT $1, '10.3.0.1' FROM generate_series(1, 5)", [email]);
    const res = await login(email, DEMO_PASSWORD, '10.3.0.1');
    expect(res.statusCode).toBe(429);
    expect(Number(/(\d+) secondi/.exec(res.json().message)![1])).toBeGreaterThan(16);
  });
});

describe('the old password of a change is a guess like a login', () => {
  it('wrong old passwords slow down: after a few, even the right one waits', async () => {
    const email = 'segreteria@demo.it';
    const ip = '10.4.0.1';
    const token = (await login(email, DEMO_PASSWORD, ip)).json().access_token;
    const change = (oldpassword: string) => post('/api/changePassword', ip, { oldpassword, password: 'Nuova2026x', confirmpassword: 'Nuova2026x' }, { authorization: `Bearer ${token}` });
    for (let i = 0; i < 3; i++) expect((await change('sbagliata')).statusCode).toBe(422);
    expect((await t().db.query('SELECT count(*)::int AS n FROM login_failure WHERE email = $1 AND ip = $2', [email, ip])).rows[0].n).toBe(3);
    await t().db.query('INSERT INTO login_failure (email, ip) SELECT $1, $2 FROM generate_series(1, 5)', [email, ip]);
    const refused = await change(DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Troppi tentativi falliti\. Riprova tra \d+ second[oi]\.$/);
    expect((await login(email, DEMO_PASSWORD, '10.4.9.9')).statusCode).toBe(429);
  });

  it("says '1 secondo', not '1 secondi'", async () => {
    const { inSeconds } = await import('../../server/auth/throttle.ts');
    expect([inSeconds(1), inSeconds(2)]).toEqual(['1 secondo', '2 secondi']);
  });
});

describe('password recovery does not help enumerate or flood', () => {
  it('lookups answer only the masked e-mail and count per address, found or not', async () => {
    const found = await post('/api/anagrafica-reset-password/tesserato@demo.it', '10.4.0.1');
    expect(found.json()).toEqual({ error: false, masked_email: expect.stringMatching(/^t\*+o@/) });
    for (let i = 0; i < 9; i++) await post(`/api/anagrafica-reset-password/nessuno${i}@example.it`, '10.4.0.1');
    const next = await post('/api/societa-reset-password/ZZZ999', '10.4.0.1');
    expect(next.statusCode).toBe(429);
    expect((await post('/api/anagrafica-reset-password/tesserato@demo.it', '10.4.0.2')).statusCode).toBe(200);
  });

  it('at most three reset mails per account per hour', async () => {
    const count = async () => (await t().db.query<{ n: number }>("SELECT count(*)::int AS n FROM mail_outbox WHERE recipient = 'segreteria@demo.it'")).rows[0].n;
    const before = await count();
    for (let i = 0; i < 3; i++) expect((await post('/api/forgot-password?email=segreteria%40demo.it', `10.5.0.${i}`)).statusCode).toBe(200);
    const fourth = await post('/api/forgot-password?email=segreteria%40demo.it', '10.5.0.9');
    expect(fourth.statusCode).toBe(429);
    expect(await count()).toBe(before + 3);
  });
});
