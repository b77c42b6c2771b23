// Page object of the signed-in frame: launcher cards, header (title, season, user menu), sidebar.
import { expect, type Page } from '@playwright/test';

export class ShellPage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByTestId('app-title');
  readonly seasonButton = () => this.page.getByTestId('season-button');
  readonly sidebar = () => this.page.getByTestId('sidebar');

  async expectLauncher(name?: string) {
    await expect(this.page).toHaveURL(/\/applauncher$/);
    await expect(this.page.getByTestId('launcher-welcome')).toContainText(name ? `Benvenuto, ${name}` : 'Benvenuto');
  }

  /** The application keys of the launcher cards, in order. */
  async launcherApps(): Promise<string[]> {
    await expect(this.page.locator('[data-testid^="launcher-app-"]').first()).toBeVisible();
    const ids = await this.page.locator('[data-testid^="launcher-app-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!));
    return ids.map((id) => id.replace('launcher-app-', ''));
  }

  async openApp(name: string) {
    await this.page.getByRole('link', { name: `Apri ${name}` }).click();
  }

  async chooseSeason(nome: string) {
    await this.seasonButton().click();
    const dialog = this.page.getByRole('dialog', { name: 'Seleziona la stagione' });
    await dialog.getByRole('button', { name: new RegExp(`^${nome.replace(/[/]/g, '\\/')}`) }).click();
    await expect(dialog).toBeHidden();
  }

  async logout() {
    await this.sidebar().getByRole('button', { name: 'Logout' }).click();
  }
}
