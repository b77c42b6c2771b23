import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { issueToken } from '../../server/auth/tokens.ts';

const t = useTestApp();
const post = (url: string, payload?: unknown) => t().app.inject({ method: 'POST', url, payload: payload as any });

/** The reset link of the newest outbox mail to an address. */
async function lastResetLink(email: string): Promise<URL> {
  const { rows } = await t().db.query('SELECT body FROM mail_outbox WHERE recipient = $1 ORDER BY id DESC LIMIT 1', [email]);
  const m = /(http\S+reset-password\S+)/.exec(rows[0]?.body ?? '');
  if (!m) throw new Error('no reset mail');
  return new URL(m[1]);
}

describe('forced change of a temporary password', () => {
  it('login answers must_edit_password without a token; updatePasswordUtente sets the new one and logs in', async () => {
    const first = await post('/api/login', { email: 'nuovo@demo.it', password: DEMO_PASSWORD });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ must_edit_password: true, access_token: null, email: 'nuovo@demo.it' });

    const weak = await post('/api/updatePasswordUtente', { email: 'nuovo@demo.it', oldpassword: DEMO_PASSWORD, password: 'corta', confirmpassword: 'corta' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/almeno 8 caratteri/);

    const mismatch = await post('/api/updatePasswordUtente', { email: 'nuovo@demo.it', oldpassword: DEMO_PASSWORD, password: 'Nuova2026x', confirmpassword: 'Nuova2026y' });
    expect(mismatch.json().errors.confirmpassword).toEqual(['Le password non coincidono']);

    const wrongOld = await post('/api/updatePasswordUtente', { email: 'nuovo@demo.it', oldpassword: 'sbagliata', password: 'Nuova2026x', confirmpassword: 'Nuova2026x' });
    expect(wrongOld.statusCode).toBe(401);

    const ok = await post('/api/updatePasswordUtente', { email: 'nuovo@demo.it', oldpassword: DEMO_PASSWORD, password: 'Nuova2026x', confirmpassword: 'Nuova2026x' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ error: false, message: 'La password è stata modificata correttamente', token_type: 'Bearer', must_edit_password: false });
    expect((await call(t().app, ok.json().access_token, 'GET', '/api/me')).statusCode).toBe(200);

    expect((await post('/api/login', { email: 'nuovo@demo.it', password: DEMO_PASSWORD })).statusCode).toBe(401);
    const again = await post('/api/login', { email: 'nuovo@demo.it', password: 'Nuova2026x' });
    expect(again.json().access_token).toBeTruthy();
  });
});

describe('password recovery through the outbox', () => {
  it('a member verifies its e-mail, receives the link and sets a new password once', async () => {
    const verify = await post('/api/anagrafica-reset-password/tesserato@demo.it');
    expect(verify.statusCode).toBe(200);
    // Only the masked e-mail comes back (issue 10 §4); the request names what the user typed.
    expect(verify.json()).toEqual({ error: false, masked_email: expect.stringMatching(/^t\*+o@d\*+o\.it$/) });

    const send = await post(`/api/forgot-password?email=${encodeURIComponent('tesserato@demo.it')}`);
    expect(send.statusCode).toBe(200);
    const link = await lastResetLink('tesserato@demo.it');
    expect(link.pathname).toBe('/reset-password');
    const q = new URLSearchParams({ email: link.searchParams.get('email')!, token: link.searchParams.get('token')!, password: 'Recupero2026', password_confirmation: 'Recupero2026' });

    const reset = await post(`/api/reset-password?${q}`);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('La password è stata modificata correttamente');
    expect((await post('/api/login', { email: 'tesserato@demo.it', password: 'Recupero2026' })).statusCode).toBe(200);

    const reuse = await post(`/api/reset-password?${q}`);
    expect(reuse.statusCode).toBe(409);
    expect(reuse.json().message).toBe('Email errata / Email non esistente');
  });

  it('Anagrafica by e-mail verifies every account the link would go to: an administrator’s, a club’s login (audit: verification said none, the link was sent)', async () => {
    // From an address of its own: the lookups and requests of this file count per address.
    const ask = (url: string) => t().app.inject({ method: 'POST', url, remoteAddress: '10.9.0.2' });
    for (const email of ['segreteria@demo.it', 'Admin@Demo.it', 'societa@demo.it']) {
      const verify = await ask(`/api/anagrafica-reset-password/${encodeURIComponent(email)}`);
      expect([email, verify.statusCode]).toEqual([email, 200]);
      const send = await ask(`/api/forgot-password?email=${encodeURIComponent(email)}`);
      expect([email, send.statusCode]).toEqual([email, 200]);
      // The masked e-mail shown is the one the link goes to.
      expect(send.json().message).toContain(verify.json().masked_email);
    }
    expect((await ask('/api/anagrafica-reset-password/nessuno@example.it')).json().message).toBe('Nessun utente trovato con questa e-mail');
  });

  it('a club verifies by affiliation code and gets its masked e-mail', async () => {
    const { rows } = await t().db.query("SELECT s.codice_affiliazione FROM users u JOIN societa s ON s.id = u.societa_id WHERE u.email = 'societa@demo.it'");
    const res = await post(`/api/societa-reset-password/${encodeURIComponent(rows[0].codice_affiliazione)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, masked_email: expect.stringContaining('@') });
    expect(res.json().masked_email).not.toBe('societa@demo.it');
    // The link is requested by the same code.
    expect((await post(`/api/forgot-password?codice_affiliazione=${encodeURIComponent(rows[0].codice_affiliazione)}`)).statusCode).toBe(200);
    expect((await lastResetLink('societa@demo.it')).searchParams.get('email')).toBe('societa@demo.it');
  });

  it('unknown accounts get a clear 404', async () => {
    expect((await post('/api/anagrafica-reset-password/nessuno@example.it')).statusCode).toBe(404);
    expect((await post('/api/societa-reset-password/ZZZ999')).statusCode).toBe(404);
    expect((await post('/api/forgot-password?email=nessuno@example.it')).statusCode).toBe(404);
  });

  it('a new password ends every reset link still open: an older mail no longer takes the account back', async () => {
    const email = 'recupero@demo.it';
    await t().db.query(
      `INSERT INTO users (name, email, password_hash, tipo_utente, anagrafica_id) SELECT 'Recupero', $1, password_hash, tipo_utente, anagrafica_id FROM users WHERE email = 'tesserato@demo.it'`,
      [email],
    );
    // From an address of its own: the reset requests of this file count per address.
    const ask = () => t().app.inject({ method: 'POST', url: `/api/forgot-password?email=${email}`, remoteAddress: '10.9.0.1' });
    const useLink = (link: URL, password: string) => post(`/api/reset-password?${new URLSearchParams({ email, token: link.searchParams.get('token')!, password, password_confirmation: password })}`);
    expect((await ask()).statusCode).toBe(200);
    const first = await lastResetLink(email);
    expect((await ask()).statusCode).toBe(200);
    const second = await lastResetLink(email);
    expect((await useLink(second, 'Seconda2026')).statusCode).toBe(200);
    expect((await useLink(first, 'Prima2026x')).statusCode).toBe(409);
    const token = await loginAs(t().app, email, 'Seconda2026');
    // The same after a change of password made while signed in.
    expect((await ask()).statusCode).toBe(200);
    const third = await lastResetLink(email);
    const changed = await call(t().app, token, 'POST', '/api/changePassword', { oldpassword: 'Seconda2026', password: 'Terza2026x', confirmpassword: 'Terza2026x' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await useLink(third, 'Quarta2026')).statusCode).toBe(409);
    expect((await t().app.inject({ method: 'POST', url: '/api/login', payload: { email, password: 'Terza2026x' } })).statusCode).toBe(200);
  });

  it('an expired reset link is refused', async () => {
    await post('/api/forgot-password?email=admin@demo.it');
    const link = await lastResetLink('admin@demo.it');
    await t().db.query("UPDATE password_reset SET expires_at = now() - interval '1 minute'");
    const q = new URLSearchParams({ email: 'admin@demo.it', token: link.searchParams.get('token')!, password: 'Scaduto2026', password_confirmation: 'Scaduto2026' });
    expect((await post(`/api/reset-password?${q}`)).statusCode).toBe(409);
  });
});

describe('changing passwords', () => {
  it('a user changes its own password only with the right old one', async () => {
    const token = await loginAs(t().app, 'segreteria@demo.it');
    const empty = await call(t().app, token, 'POST', '/api/changePassword', { oldpassword: DEMO_PASSWORD, password: '', confirmpassword: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.password).toEqual(['I campi Password sono Obbligatori']);
    const wrong = await call(t().app, token, 'POST', '/api/changePassword', { oldpassword: 'no', password: 'Segreta2026', confirmpassword: 'Segreta2026' });
    expect(wrong.json().errors.oldpassword).toBeDefined();
    const ok = await call(t().app, token, 'POST', '/api/changePassword', { oldpassword: DEMO_PASSWORD, password: 'Segreta2026', confirmpassword: 'Segreta2026' });
    expect(ok.statusCode).toBe(200);
    expect((await t().app.inject({ method: 'POST', url: '/api/login', payload: { email: 'segreteria@demo.it', password: 'Segreta2026' } })).statusCode).toBe(200);
  });

  it("an administrator sets another user's temporary password, which must be changed at next login", async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { rows } = await t().db.query("SELECT id FROM users WHERE email = 'societa@demo.it'");
    const victimToken = await loginAs(t().app, 'societa@demo.it');
    const res = await call(t().app, admin, 'POST', '/api/changePasswordUtente', { user_id: rows[0].id, password: 'Temporanea1', confirmpassword: 'Temporanea1', temp: true });
    expect(res.statusCode).toBe(200);
    expect((await call(t().app, victimToken, 'GET', '/api/me')).statusCode).toBe(401);
    const next = await t().app.inject({ method: 'POST', url: '/api/login', payload: { email: 'societa@demo.it', password: 'Temporanea1' } });
    expect(next.json().must_edit_password).toBe(true);
    const audit = await t().db.query("SELECT action FROM audit_log WHERE entity = 'users' AND entity_id = $1", [String(rows[0].id)]);
    expect(audit.rows.map((r) => r.action)).toContain('password.change_other');
  });

  it("a user without the users ability cannot change another user's password", async () => {
    const { rows } = await t().db.query("SELECT id FROM users WHERE email = 'tesserato@demo.it'");
    const token = await issueToken(t().db, rows[0].id);
    const res = await call(t().app, token, 'POST', '/api/changePasswordUtente', { user_id: 1, password: 'Hacker2026', confirmpassword: 'Hacker2026' });
    expect(res.statusCode).toBe(403);
  });
});

describe("protecting the system administrator's account", () => {
  it("a limited administrator with the users ability cannot reset a system administrator's password", async () => {
    const { rows } = await t().db.query("SELECT id FROM users WHERE email = 'segreteria@demo.it'");
    await t().db.query("INSERT INTO user_permission (user_id, permission_id, can_read, can_write) SELECT $1, id, true, true FROM permission WHERE codice = 'utenti'", [rows[0].id]);
    const token = await issueToken(t().db, rows[0].id);
    const admin = await t().db.query("SELECT id FROM users WHERE email = 'admin@demo.it'");
    const res = await call(t().app, token, 'POST', '/api/changePasswordUtente', { user_id: admin.rows[0].id, password: 'Presa2026x', confirmpassword: 'Presa2026x' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/Solo un amministratore di sistema/);
  });
});
