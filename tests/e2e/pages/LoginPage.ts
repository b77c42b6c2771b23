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
