import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
});

const countUsers = async () => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0].n;

describe('bad input gets a clear 4xx, changes nothing and leaks nothing', () => {
  it('malformed JSON is a 400 with an Italian message', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/api/login', payload: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: true, message: 'Il corpo della richiesta non è un JSON valido' });
  });

  it('wrong types are a 422 per field', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/api/login', payload: { email: 42, password: ['x'] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty('email');
    expect(res.json().errors).toHaveProperty('password');
  });

  it('an oversized body is a 413', async () => {
    const res = await t().app.inject({ method: 'POST', url: '/api/login', payload: { email: 'a@b.it', password: 'x'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(true);
  });

  it('an unknown sort field is a 400, not SQL', async () => {
    for (const sortby of ['nome;DROP TABLE users:asc', 'password_hash:asc', 'nome:sideways']) {
      const res = await call(t().app, admin, 'GET', `/api/stagione?sortby=${encodeURIComponent(sortby)}`);
      expect(res.statusCode).toBe(400);
    }
    expect(await countUsers()).toBeGreaterThan(0);
  });

  it('SQL meta-characters in search are searched literally', async () => {
    const before = await countUsers();
    for (const search of ["' OR 1=1 --", '%', '_', "'); DELETE FROM users; --"]) {
      const res = await call(t().app, admin, 'GET', `/api/stagione?search=${encodeURIComponent(search)}`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual([]);
    }
    expect(await countUsers()).toBe(before);
  });

  it('invalid paging values are a 400', async () => {
    for (const q of ['page=abc', 'page=0', 'paginate=5000', 'paginate=-1']) {
      expect((await call(t().app, admin, 'GET', `/api/stagione?${q}`)).statusCode).toBe(400);
    }
  });

  it('an unknown API path is a JSON 404', async () => {
    const res = await call(t().app, admin, 'GET', '/api/non-esiste');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(true);
  });

  it('a server failure answers a generic message without a stack trace', async () => {
    const res = await call(t().app, admin, 'GET', '/api/stagione?search=' + encodeURIComponent('x'.repeat(300)));
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('an address the router cannot read answers in Italian, with the usual headers, never echoing it', async () => {
    const long = `/api/anagrafica/${'x'.repeat(600)}`;
    const tooLong = await call(t().app, admin, 'GET', long);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ error: true, message: 'Indirizzo troppo lungo' });
    for (const url of ['/api/anagrafica/%E0%A4%A', '/risultati/%E0%A4%A']) {
      const bad = await call(t().app, admin, 'GET', url);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ error: true, message: 'Indirizzo non valido' });
      expect(bad.headers['x-content-type-options']).toBe('nosniff');
    }
    // A page of the app: a page a browser shows, with the app's 404 wording and a way home.
    const page = await t().app.inject({ method: 'GET', url: '/%E0%A4%A' });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<h1>Indirizzo non valido</h1>');
    expect(page.body).toContain('<a href="/">Home</a>');
    for (const res of [tooLong, page]) expect(res.body).not.toMatch(/xxxxxxxxxx|%E0|FST_ERR/);
  });
});
