// Page object of the access screens: login, reset request, new password, forced change.
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo2026!';

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
const SESSION_KEY = 'fbo.session';

/**
 * Opens `path` signed in as `email`. The first test of a worker to ask for a user signs in through the
 * login form (the form itself is tested in shell.spec.ts) and keeps what the app stored; the next ones
 * write it into their tab's storage before the app starts, once the server says the session still holds
 * (a test may have ended it: a logout, a password change). Saves each test two loads of the app.
 */
export async function openAs(page: Page, email: string, path: string) {
  const stored = storedSessions.get(email);
  if (stored && (await sessionHolds(page, stored))) {
    // Written from a static file of the origin (no app loads), before the app starts at `path`.
    await page.goto('/favicon.svg');
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [SESSION_KEY, stored]);
  } else {
    await signIn(page, email);
    storedSessions.set(email, await page.evaluate((key) => localStorage.getItem(key)!, SESSION_KEY));
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
