// Page object of the public results pages (custom-pages/risultati).
import { expect, type Locator, type Page } from '@playwright/test';

export class ResultsPage {
  readonly title: Locator;
  readonly groupSelect: Locator;
  readonly matches: Locator;
  readonly printButton: Locator;
  readonly icalLink: Locator;
  readonly alert: Locator;

  constructor(readonly page: Page) {
    this.title = page.locator('h1');
    this.groupSelect = page.getByLabel('Girone');
    this.matches = page.locator('li.rs-match');
    this.printButton = page.getByRole('link', { name: 'Stampa' });
    this.icalLink = page.getByRole('link', { name: 'Calendario iCal' });
    this.alert = page.getByRole('alert');
  }

  async open(path: string) {
    await this.page.goto(path);
  }

  tab(name: 'CALENDARIO E RISULTATI' | 'CLASSIFICA' | 'MARCATORI' | 'COMUNICATI UFFICIALI') {
    return this.page.getByRole('navigation', { name: 'Sezioni' }).getByRole('link', { name });
  }

  /** Group options as shown: [parent heading, label] pairs. */
  async groupOptions(): Promise<[string, string][]> {
    await expect(this.groupSelect.locator('optgroup').first()).toBeAttached();
    return this.groupSelect.evaluate((el: HTMLSelectElement) =>
      [...el.querySelectorAll('optgroup')].flatMap((g) => [...g.querySelectorAll('option')].map((o) => [g.label, o.textContent ?? ''] as [string, string])),
    );
  }

  async chooseGroup(label: string) {
    await this.groupSelect.selectOption({ label });
    await expect(this.matches.first()).toBeVisible();
  }

  match(id: number) {
    return this.page.locator(`#partita-${id}`);
  }

  table() {
    return this.page.locator('table.rs-table');
  }
}
