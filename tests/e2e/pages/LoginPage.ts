// Page object of the access screens: login, reset request, new password, forced change.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

/** What POST /api/login answers, with the header that authorizes the next calls. */
export interface ApiSession {
  access_token: string;
  headers: { Authorization: string };
  me: { id: number; societa_id: number | null; anagrafica_id: number | null };
  stagione: { id: number; nome: string };
  societa: { id: number; nome: string; codice_affiliazione: string } | null;
}

/** Signs in through the API, for the set-up, clean-up and checks around a UI test; fails the test if refused. */
export async function apiLogin(request: APIRequestContext, email = 'admin@demo.it', password = DEMO_PASSWORD): Promise<ApiSession> {
  const res = await request.post('/api/login', { data: { email, password } });
  expect(res.ok(), `login ${email}: ${await res.text()}`).toBe(true);
  const body = await res.json();
  return { ...body, headers: { Authorization: `Bearer ${body.access_token}` } };
}

export class LoginPage {
  constructor(readonly page: Page) {}

  readonly username = () => this.page.getByLabel(/Nome utente/);
  readonly password = () => this.page.getByLabel('Password', { exact: false }).first();
  readonly errorBlock = () => this.page.getByTestId('error-block');

  /** Opens the login form (the first load of a fresh server on a busy machine may take a minute). */
  async open() {
    await this.page.goto('/login');
    await expect(this.page.getByRole('button', { name: 'Accedi' })).toBeVisible({ timeout: 60_000 });
  }

  async login(email: string, password = DEMO_PASSWORD) {
    await this.open();
    await this.username().fill(email);
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.getByRole('button', { name: 'Accedi' }).click();
  }

  /** The stored `id|token` of the signed-in session. */
  async storedToken(): Promise<string | null> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('fbo.session') ?? '{}').token ?? null);
  }
}

/** Signs in through the login form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD) {
  await new LoginPage(page).login(email, password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 30_000 });
}

/** The session the app stored at a sign-in through the form, per user, for the next tests of this worker. */
const storedSessions = new Map<string, string>();
export const SESSION_KEY = 'fbo.session';

/**
 * The session of `email` in this worker, as the app stores it under SESSION_KEY. The first test of a
 * worker to ask for a user signs in through the login form in its tab (the form itself is tested in
 * shell.spec.ts) and keeps what the app stored; the next ones get it back once the server says it still
 * holds (a test may have ended it: a logout, a password change). `signedInNow` says the tab did sign in.
 */
export async function workerSession(page: Page, email: string): Promise<{ stored: string; signedInNow: boolean }> {
  const stored = storedSessions.get(email);
  if (stored && (await sessionHolds(page, stored))) return { stored, signedInNow: false };
  await signIn(page, email);
  const fresh = await page.evaluate((key) => localStorage.getItem(key)!, SESSION_KEY);
  storedSessions.set(email, fresh);
  return { stored: fresh, signedInNow: true };
}

/**
 * Opens `path` signed in as `email` (`workerSession`). A session kept from an earlier test is written into
 * the tab's storage before the app starts: that saves each test two loads of the app.
 */
export async function openAs(page: Page, email: string, path: string) {
  const { stored, signedInNow } = await workerSession(page, email);
  if (!signedInNow) {
    // Written from a static file of the origin (no app loads), before the app starts at `path`.
    await page.goto('/favicon.svg');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, stored]);
  }
  await page.goto(path);
}

async function sessionHolds(page: Page, stored: string) {
  const { token } = JSON.parse(stored) as { token: string };
  return (await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })).ok();
}

export class PasswordPages {
  constructor(readonly page: Page) {}

  async requestReset(tipo: 'Anagrafica' | 'Societa', value: string) {
    await this.page.goto('/reset-password-mail');
    await this.page.getByLabel(tipo, { exact: true }).check();
    await this.page.getByRole('textbox').fill(value);
    await this.page.getByRole('button', { name: 'Verifica Utenza' }).click();
    await expect(this.page.getByTestId('masked-email')).toBeVisible();
    await this.page.getByRole('button', { name: 'Invia Link Reset Password' }).click();
  }

  async setNewPassword(password: string) {
    await this.page.locator('input[name="password"]').fill(password);
    await this.page.locator('input[name="password_confirmation"]').fill(password);
    await this.page.getByRole('button', { name: 'Cambia password' }).click();
  }

  async forcedChange(oldPassword: string, newPassword: string) {
    await this.page.locator('input[name="oldpassword"]').fill(oldPassword);
    await this.page.locator('input[name="password"]').fill(newPassword);
    await this.page.locator('input[name="confirmpassword"]').fill(newPassword);
    await this.page.getByRole('button', { name: 'Memorizza' }).click();
  }
}
