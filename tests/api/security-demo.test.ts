// Issue 10 §1: demo mode is never a way in. The outbox (reset links) is for a logged-in system
// administrator in demo mode only; demo data and accounts only with demo mode on; mail goes to the
// outbox only without SMTP; the first system administrator of an empty federation gets a one-time password.
import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { emptyTestDb } from '../helpers/db-template.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createFirstAdmin, prepareDatabase, AdminExistsError, DEMO_NO_ACCOUNT, DEMO_REFUSED } from '../../server/auth/first-admin.ts';
import { verifyPassword } from '../../server/auth/passwords.ts';
import type { Db, Queryable } from '../../server/db/client.ts';
import { seedDemo } from '../../server/seed/index.ts';
import { demoDataState } from '../../server/seed/state.ts';

const t = useTestApp({ demo: true });

describe('the demo outbox', () => {
  it('a stranger cannot read a reset link asked for the system administrator', async () => {
    expect((await call(t().app, null, 'POST', '/api/forgot-password?email=admin%40demo.it')).statusCode).toBe(200);
    const res = await call(t().app, null, 'GET', '/api/dev/outbox');
    expect(res.statusCode).toBe(401);
    expect(res.body).not.toContain('reset-password');
  });

  it('only a logged-in system administrator reads it', async () => {
    for (const email of ['segreteria@demo.it', 'societa@demo.it', 'tesserato@demo.it'])
      expect((await call(t().app, await loginAs(t().app, email), 'GET', '/api/dev/outbox')).statusCode, email).toBe(403);
    const res = await call(t().app, await loginAs(t().app, 'admin@demo.it'), 'GET', '/api/dev/outbox');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].recipient).toBe('admin@demo.it');
  });

  it('is not there at all outside demo mode', async () => {
    const token = await loginAs(t().app, 'admin@demo.it');
    t().settings.demo = false;
    try {
      expect((await call(t().app, token, 'GET', '/api/dev/outbox')).statusCode).toBe(404);
    } finally {
      t().settings.demo = true;
    }
  });

  it('mail is kept in the outbox only when no SMTP is configured', async () => {
    // An SMTP server that refuses connections: the mail fails, and nothing is written to the outbox.
    t().settings.smtpUrl = 'smtp://127.0.0.1:1';
    try {
      const before = (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n;
      expect((await call(t().app, null, 'POST', '/api/forgot-password?email=tesserato%40demo.it')).statusCode).toBe(200);
      expect((await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox')).rows[0].n).toBe(before);
    } finally {
      t().settings.smtpUrl = undefined;
    }
  });
});

describe('a federation started without demo mode', () => {
  it('gets reference data but no account; its first system administrator has a one-time password', async () => {
    const { db, drop } = await emptyTestDb();
    try {
      await migrate(db);
      await prepareDatabase(db, { demo: false, seedScale: 1 });
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(0);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM societa')).rows[0].n).toBe(0);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM permission')).rows[0].n).toBeGreaterThan(0);
      // Demo mode does not load demo data into it, before its first administrator nor after. Before,
      // it may also be a demo seed a former version left half done: the refusal names the way out.
      await expect(prepareDatabase(db, { demo: true, seedScale: 1 })).rejects.toThrow(DEMO_NO_ACCOUNT);
      expect(DEMO_NO_ACCOUNT).toContain('npm run reset-demo');
      const { password } = await createFirstAdmin(db, { email: 'capo@federazione.it', name: 'Capo' });
      const { rows } = await db.query<{ password_hash: string; must_edit_password: boolean; tipo_utente: string }>(
        "SELECT password_hash, must_edit_password, tipo_utente FROM users WHERE email = 'capo@federazione.it'",
      );
      expect(rows[0]).toMatchObject({ must_edit_password: true, tipo_utente: 'sysadmin' });
      expect(await verifyPassword(rows[0].password_hash, password)).toBe(true);
      expect(await verifyPassword(rows[0].password_hash, 'Demo2026!')).toBe(false);
      // One time only.
      await expect(createFirstAdmin(db, { email: 'altro@federazione.it', name: 'Altro' })).rejects.toBeInstanceOf(AdminExistsError);
      // Starting again changes nothing.
      const permissions = (await db.query<{ codice: string }>('SELECT codice FROM permission ORDER BY codice')).rows;
      await prepareDatabase(db, { demo: false, seedScale: 1 });
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users')).rows[0].n).toBe(1);
      expect((await db.query<{ codice: string }>('SELECT codice FROM permission ORDER BY codice')).rows).toEqual(permissions);
      await expect(prepareDatabase(db, { demo: true, seedScale: 1 })).rejects.toThrow(DEMO_REFUSED);
      expect((await db.query<{ email: string }>('SELECT email FROM users')).rows).toEqual([{ email: 'capo@federazione.it' }]);
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM societa')).rows[0].n).toBe(0);
      // A screen added by an upgrade gets its permission on the next start (here: one removed).
      expect(permissions).toContainEqual({ codice: 'causali' });
      await db.query("DELETE FROM permission WHERE codice = 'causali'");
      await prepareDatabase(db, { demo: false, seedScale: 1 });
      expect((await db.query<{ codice: string }>('SELECT codice FROM permission ORDER BY codice')).rows).toEqual(permissions);
    } finally {
      await drop();
    }
  }, 240_000);
});

/** `db` whose transactions fail at the first statement containing `at`, as a seed stopped there would. */
function stoppingAt(db: Db, at: string): Db {
  const stopping = (tx: Queryable): Queryable =>
    new Proxy(tx, {
      get: (t, k) => (k === 'query' ? (text: string, ...rest: unknown[]) => (text.includes(at) ? Promise.reject(new Error('interrotto')) : (t.query as any)(text, ...rest)) : Reflect.get(t, k)),
    });
  return new Proxy(db, { get: (t, k) => (k === 'transaction' ? (fn: (tx: Queryable) => Promise<unknown>) => t.transaction((tx) => fn(stopping(tx))) : Reflect.get(t, k)) });
}

describe('a demo seed that stops half-way (Ctrl-C during the first start)', () => {
  it('leaves the database empty, so that the next start loads the demo again', async () => {
    const { db, drop } = await emptyTestDb();
    try {
      await migrate(db);
      // Stopped where the demo accounts are written: after the reference data, clubs and members.
      await expect(seedDemo(stoppingAt(db, 'INSERT INTO users'), { scale: 0.05 })).rejects.toThrow('interrotto');
      expect(await demoDataState(db)).toBe('empty');
      for (const table of ['application', 'stagione', 'comune', 'societa']) expect((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0].n, table).toBe(0);
      await prepareDatabase(db, { demo: true, seedScale: 0.05 });
      expect(await demoDataState(db)).toBe('demo');
    } finally {
      await drop();
    }
  }, 240_000);
});
