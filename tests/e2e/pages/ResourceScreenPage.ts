// Page object of a generated reference-data screen (src/generator): grid, search, sort, row menu,
// add/edit dialog, SI/NO confirmation and toasts.
import { expect, type Locator, type Page } from '@playwright/test';
import { openAs } from './LoginPage.ts';
import { watchText } from './toasts.ts';

export class ResourceScreenPage {
  readonly grid: Locator;
  readonly scroller: Locator;
  readonly search: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.grid = page.getByRole('table', { name: title });
    this.scroller = page.getByTestId('grid-scroller');
    this.search = page.getByRole('searchbox', { name: 'Cerca' });
  }

  /** Opens the screen at `path` signed in as `email` (`openAs`), and waits for its first rows. */
  async openAs(path: string, email = 'admin@demo.it') {
    await openAs(this.page, email, path);
    await this.expectLoaded();
  }

  async open(path: string) {
    await this.page.goto(path);
    await this.expectLoaded();
  }

  private async expectLoaded() {
    await expect(this.page.getByRole('heading', { level: 1, name: this.title })).toBeVisible();
    await expect(this.bodyRows().first()).toBeVisible();
    await expect(this.grid.getByText('Caricamento in corso...')).toHaveCount(0);
  }

  /** Picks a season in the header's season picker. */
  async chooseSeason(nome: string) {
    await this.page.getByTestId('season-button').click();
    const picker = this.page.getByRole('dialog', { name: 'Seleziona la stagione' });
    await picker.getByRole('button', { name: new RegExp(`^${nome.replace(/[/]/g, '\\/')}`) }).click();
    await expect(this.page.getByTestId('season-button')).toContainText(nome);
  }

  bodyRows() {
    return this.grid.locator('tbody tr');
  }

  row(text: string) {
    return this.bodyRows().filter({ hasText: text });
  }

  /** The texts of one column, top to bottom (1-based index among the columns). */
  async column(index: number) {
    return this.bodyRows().locator(`td:nth-child(${index})`).allTextContents();
  }

  /** Opens a row's menu once the grid has settled (a refresh after a save may still be replacing the rows) and picks an action. */
  async rowAction(text: string, action: string) {
    await expect(this.grid).toHaveAttribute('aria-busy', 'false');
    await this.row(text).getByRole('button', { name: 'Azioni' }).click();
    await this.page.getByRole('menuitem', { name: action }).click();
    await expect(this.page.getByRole('menu')).toBeHidden();
  }

  async sortBy(header: string) {
    const response = this.page.waitForResponse((r) => r.url().includes('/api/') && r.request().method() === 'GET');
    await this.grid.getByRole('button', { name: header, exact: true }).click();
    await response;
    await expect(this.grid).toHaveAttribute('aria-busy', 'false');
  }

  async searchFor(text: string) {
    const response = this.page.waitForResponse((r) => r.url().includes(`search=${encodeURIComponent(text).replace(/%20/g, '+')}`) || r.url().includes(`search=${encodeURIComponent(text)}`));
    await this.search.fill(text);
    await response;
    await expect(this.grid).toHaveAttribute('aria-busy', 'false');
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }

  async add(button: string, dialogTitle: string) {
    await this.page.getByRole('button', { name: button }).click();
    const dialog = this.dialog(dialogTitle);
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async edit(rowText: string, dialogTitle: string) {
    await this.rowAction(rowText, 'Modifica');
    const dialog = this.dialog(dialogTitle);
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Caricamento in corso...')).toHaveCount(0);
    return dialog;
  }

  /** Answers SI to the confirmation the last action opened. */
  async confirm(question: string) {
    const confirm = this.page.getByRole('dialog', { name: 'Conferma' });
    await expect(confirm).toContainText(question);
    await confirm.getByRole('button', { name: 'SI' }).click();
    return confirm;
  }

  /**
   * Starts watching for a toast before the action that shows it; the returned function waits until it
   * has been shown. Success toasts stay 500 ms: Playwright's polling (every 500 ms once it backs off)
   * can miss them on a busy machine, so a MutationObserver in the page records them (pages/toasts.ts).
   */
  toast(text: string) {
    return watchText(this.page, text);
  }

  /** Scrolls the grid to its end (infinite scroll). */
  async scrollToEnd() {
    await this.scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  }
}
