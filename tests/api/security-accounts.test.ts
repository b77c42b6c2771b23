// Issue 10 §2: who may change whom. A limited administrator with utenti:write changes an account
// (password, e-mail, enabled state, permissions) only if it holds every permission that account
// holds; removing follows the same rule as granting; changing one's own password ends one's other
// sessions and, through changePasswordUtente, needs the old one; `temp` is a boolean.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';

const t = useTestApp();
const one = async (text: string, params: unknown[] = []) => (await t().db.query<any>(text, params)).rows[0];
let admin: string, limited: string;
let limitedId: number, strongerId: number, weakerId: number, reportsPermission: { id: number; application_id: number }, anagraficaPermission: { id: number; application_id: number };

async function grant(userId: number, codice: string, write: boolean) {
  const p = await one('SELECT id, application_id FROM permission WHERE codice = $1', [codice]);
  const res = await call(t().app, admin, 'POST', '/api/utente/updatePermissions', { userId, mainApp: p.application_id, childPermission: p.id, read: true, write });
  expect(res.statusCode, res.body).toBe(200);
}

async function createAdmin(email: string): Promise<number> {
  // Administrators are not created through the screens: the test makes two directly.
  const { id } = await one(`INSERT INTO users (name, email, password_hash, tipo_utente) SELECT $1, $1, password_hash, 'admin' FROM users WHERE email = 'segreteria@demo.it' RETURNING id`, [email]);
  return id;
}

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  limitedId = await createAdmin('limitato@demo.it');
  strongerId = await createAdmin('forte@demo.it');
  weakerId = await createAdmin('debole@demo.it');
  await grant(limitedId, 'utenti', true);
  await grant(limitedId, 'reports', false);
  await grant(strongerId, 'utenti', true);
  await grant(strongerId, 'contabilitasocieta', true);
  await grant(weakerId, 'reports', false);
  limited = await loginAs(t().app, 'limitato@demo.it');
  reportsPermission = await one("SELECT id, application_id FROM permission WHERE codice = 'reports'");
  anagraficaPermission = await one("SELECT id, application_id FROM permission WHERE codice = 'contabilitasocieta'");
});

describe('a limited administrator cannot take over an account holding more rights', () => {
  it('password, e-mail, enabled state and permissions of a stronger account are refused, nothing changes', async () => {
    const before = await one('SELECT password_hash, email, deleted_at FROM users WHERE id = $1', [strongerId]);
    const pw = await call(t().app, limited, 'POST', '/api/changePasswordUtente', { user_id: strongerId, password: 'Presa2026x', confirmpassword: 'Presa2026x', temp: false });
    expect(pw.statusCode).toBe(409);
    expect((await call(t().app, limited, 'PUT', `/api/utente/${strongerId}`, { name: 'x', email: 'mio@demo.it' })).statusCode).toBe(409);
    expect((await call(t().app, limited, 'POST', `/api/utente/${strongerId}/disable`)).statusCode).toBe(409);
    const perm = await call(t().app, limited, 'POST', '/api/utente/updatePermissions', {
      userId: strongerId,
      mainApp: reportsPermission.application_id,
      childPermission: reportsPermission.id,
      read: true,
      write: false,
    });
    expect(perm.statusCode).toBe(409);
    expect(await one('SELECT password_hash, email, deleted_at FROM users WHERE id = $1', [strongerId])).toEqual(before);
    expect((await t().app.inject({ method: 'POST', url: '/api/login', payload: { email: 'forte@demo.it', password: 'Presa2026x' } })).statusCode).toBe(401);
  });

  it('an account holding only what the actor holds can be changed', async () => {
    const res = await call(t().app, limited, 'POST', '/api/changePasswordUtente', { user_id: weakerId, password: 'Debole2026x', confirmpassword: 'Debole2026x', temp: true });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('removing a permission the actor does not hold is refused like granting it', async () => {
    await grant(weakerId, 'contabilitasocieta', false);
    const remove = await call(t().app, limited, 'POST', '/api/utente/updatePermissions', {
      userId: weakerId,
      mainApp: anagraficaPermission.application_id,
      childPermission: anagraficaPermission.id,
      read: false,
      write: false,
    });
    expect(remove.statusCode).toBe(409);
    expect(await one('SELECT count(*)::int AS n FROM user_permission WHERE user_id = $1 AND permission_id = $2', [weakerId, anagraficaPermission.id])).toEqual({ n: 1 });
  });

  it('temp must be a boolean, not any truthy string', async () => {
    const res = await call(t().app, admin, 'POST', '/api/changePasswordUtente', { user_id: weakerId, password: 'Debole2026y', confirmpassword: 'Debole2026y', temp: 'no' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.temp).toBeDefined();
  });
});

describe('changing one’s own password', () => {
  // Five password hashings and logins: slow on a loaded machine, which is not what is tested.
  it('ends the other sessions and keeps this one', { timeout: 180_000 }, async () => {
    const mine = await loginAs(t().app, 'debole@demo.it', 'Debole2026x').catch(() => null);
    // The temporary password must be replaced first.
    const first = await t().app.inject({
      method: 'POST',
      url: '/api/updatePasswordUtente',
      payload: { email: 'debole@demo.it', oldpassword: 'Debole2026x', password: 'Propria2026a', confirmpassword: 'Propria2026a' },
    });
    expect(mine).toBeNull();
    expect(first.statusCode).toBe(200);
    const a = await loginAs(t().app, 'debole@demo.it', 'Propria2026a');
    const b = await loginAs(t().app, 'debole@demo.it', 'Propria2026a');
    const res = await call(t().app, a, 'POST', '/api/changePassword', { oldpassword: 'Propria2026a', password: 'Propria2026b', confirmpassword: 'Propria2026b' });
    expect(res.statusCode).toBe(200);
    expect((await call(t().app, a, 'GET', '/api/me')).statusCode).toBe(200);
    expect((await call(t().app, b, 'GET', '/api/me')).statusCode).toBe(401);
  });

  it('through changePasswordUtente on oneself needs the old password', async () => {
    const res = await call(t().app, limited, 'POST', '/api/changePasswordUtente', { user_id: limitedId, password: 'Limitato2026x', confirmpassword: 'Limitato2026x', temp: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.oldpassword).toBeDefined();
    const ok = await call(t().app, limited, 'POST', '/api/changePasswordUtente', {
      user_id: limitedId,
      oldpassword: DEMO_PASSWORD,
      password: 'Limitato2026x',
      confirmpassword: 'Limitato2026x',
      temp: false,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call(t().app, limited, 'GET', '/api/me')).statusCode).toBe(200);
  });
});
