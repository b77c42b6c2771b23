// Page objects of the user screens (custom-pages/utenti): the list with its side filter and row
// actions, the add-user dialog, and the user detail with its permissions.
import { expect, type Locator, type Page } from '@playwright/test';
import { seriousAxeFindings, WCAG_AA } from './axe.ts';

/**
 * Serious or critical axe findings of the user screens as they are now (ARCHITECTURE §6: there must
 * be none). The frame's sidebar is left to the shell's own checks (tests/e2e/shell.spec.ts).
 */
export function seriousA11yFindings(page: Page): Promise<string[]> {
  return seriousAxeFindings(page, { exclude: ['[data-testid="sidebar"]'], tags: WCAG_AA });
}

export interface NewUtente {
  name: string;
  email: string;
  password: string;
  tipo: 'societa' | 'anagrafica';
  /** Text typed in the club / person lookup; the first match is chosen. */
  lookup: string;
}

export class UtentiListPage {
  readonly grid: Locator;

  constructor(readonly page: Page) {
    this.grid = page.getByRole('table', { name: 'Lista Utenti' });
  }

  async goto() {
    await this.page.goto('/utentilist');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Lista Utenti' })).toBeVisible();
  }

  /** Types in the side filter's 'Nome utente...' box (applied after 300 ms). */
  async search(text: string) {
    await this.page.getByPlaceholder('Nome utente...').fill(text);
  }

  row(name: string): Locator {
    return this.grid.getByRole('row').filter({ hasText: name });
  }

  /** The Abilitato cell's icon: 'true' (green) or 'false' (red). */
  enabledIcon(name: string): Locator {
    return this.row(name).locator('[data-value]');
  }

  /** Opens a row's menu once the grid has settled (no refresh replacing the rows) and picks an action. */
  async rowAction(name: string, action: 'Cambia password' | 'Gestione Utente' | 'Abilita' | 'Disabilita') {
    await expect(this.grid).toHaveAttribute('aria-busy', 'false');
    // A refresh that lands just after the click re-renders the row and closes its menu: open it again.
    const item = this.page.getByRole('menuitem', { name: action });
    await expect(async () => {
      if (!(await item.isVisible())) await this.row(name).getByRole('button', { name: 'Azioni' }).click();
      await expect(item).toBeVisible({ timeout: 5_000 });
    }).toPass();
    await item.click();
    await expect(this.page.getByRole('menu')).toBeHidden();
  }

  /** Answers SI to 'Vuoi diabilitare l'utente selezionato?'. */
  async confirmYes() {
    const dialog = this.page.getByRole('dialog').filter({ hasText: "Vuoi diabilitare l'utente selezionato?" });
    await dialog.getByRole('button', { name: 'SI' }).click();
    await expect(dialog).toBeHidden();
  }

  async openNew(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Nuovo Utente', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Nuovo Utente' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async create(u: NewUtente) {
    const dialog = await this.openNew();
    await dialog.getByLabel('Nome Utente').fill(u.name);
    await dialog.getByLabel('Email Utente').fill(u.email);
    await dialog.getByLabel('Password', { exact: true }).fill(u.password);
    await dialog.getByLabel('Conferma Password').fill(u.password);
    await dialog.getByRole('radio', { name: u.tipo === 'societa' ? 'Società' : 'Anagrafica' }).check();
    const lookup = dialog.getByRole('listbox', { name: u.tipo === 'societa' ? 'Società' : 'Anagrafica' });
    await dialog.getByRole('combobox', { name: u.tipo === 'societa' ? 'Società' : 'Anagrafica' }).fill(u.lookup);
    await lookup.getByRole('option').filter({ hasText: u.lookup }).first().click();
    await dialog.getByRole('button', { name: 'Memorizza' }).click();
    await expect(dialog).toBeHidden();
  }
}

export class UtenteDetailPage {
  constructor(readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }

  /** The permissions grid of one main application. */
  grid(application: string): Locator {
    return this.page.getByRole('table', { name: application });
  }

  /** 'Chiudi': back to the previous page (the list). */
  async close() {
    await this.page.getByRole('button', { name: 'Chiudi', exact: true }).click();
  }

  /** 'Modifica': the add-user dialog prefilled; a new name, the passwords left blank (unchanged). */
  async rename(name: string) {
    await this.page.getByRole('button', { name: 'Modifica', exact: true }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Modifica Utente' });
    await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
    await dialog.getByLabel('Nome Utente').fill(name);
    await dialog.getByRole('button', { name: 'Memorizza' }).click();
    await expect(dialog).toBeHidden();
  }

  async openAddPermission(): Promise<Locator> {
    await this.page.getByRole('button', { name: 'Aggiungi Permesso' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Aggiungi permessi' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  async addPermission(application: string, permission: string) {
    const dialog = await this.openAddPermission();
    await dialog.getByRole('combobox', { name: 'Applicazione' }).click();
    await this.page.getByRole('option', { name: application, exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Permesso' }).click();
    await this.page.getByRole('option', { name: permission, exact: true }).click();
    await expect(dialog.getByRole('switch', { name: 'Read' })).toBeChecked();
    await expect(dialog.getByRole('switch', { name: 'Write' })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Inserisci Permessi' }).click();
    await expect(dialog).toBeHidden();
  }
}
