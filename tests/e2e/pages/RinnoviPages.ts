// Page objects of the renewal stories: the club screen's Rinnovi tab and the member screen's
// Tessere tab, plus the API reads the stories check against (carts, renewal candidates).
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { apiLogin } from './LoginPage.ts';

export const OUT = process.env.E2E_OUTPUT_DIR ?? 'test-results';

export class Api {
  private constructor(
    readonly request: APIRequestContext,
    readonly headers: Record<string, string>,
    readonly me: { societa_id: number | null; anagrafica_id: number | null },
  ) {}

  static async login(request: APIRequestContext, email: string) {
    const { headers, me } = await apiLogin(request, email);
    return new Api(request, headers, me);
  }

  async get<T>(path: string): Promise<T> {
    const res = await this.request.get(`/api/${path}`, { headers: this.headers });
    expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
    return res.json() as Promise<T>;
  }

  /** The party's cart items (GET societa/{id}/cart or anagrafica/{id}/cart). */
  async cartItems(type: 'societa' | 'anagrafica', id: number) {
    return (await this.get<{ items: { descrizione: string; importo: number; partita_contabile_id: number }[] }>(`${type}/${id}/cart`)).items;
  }
}

/** The club screen's Rinnovi tab. */
export class RinnoviTab {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/societa');
    await this.page.getByRole('tab', { name: 'Rinnovi', exact: true }).click();
    await expect(this.grid('Atleti')).toBeVisible({ timeout: 30_000 });
  }

  /** One of the three grids (Atleti, Dirigenti, Consiglio Direttivo): the table named after it. */
  grid(title: 'Atleti' | 'Dirigenti' | 'Consiglio Direttivo'): Locator {
    return this.page.getByRole('table', { name: title, exact: true });
  }

  row(id: number) {
    return this.page.getByTestId(`renew-row-${id}`);
  }

  /** Ticks a person's row (in one grid when given: a person may be due in two). */
  async tick(name: string, grid?: 'Atleti' | 'Dirigenti' | 'Consiglio Direttivo') {
    await (grid ? this.grid(grid) : this.page).getByRole('checkbox', { name: `Seleziona ${name}`, exact: true }).check();
  }

  bulk(label: 'Rinnova Atleti' | 'Rinnova Dirigenti' | 'Rinnova Consiglio') {
    return this.page.getByRole('button', { name: label, exact: true });
  }

  /** The board renewal dialog ('Rinnova Consiglio'). */
  boardDialog() {
    return this.page.getByRole('dialog', { name: 'Rinnovo Consiglio Direttivo' });
  }

  /** Picks an option of one of the dialog's selects (Causale, Numero stagioni). */
  async choose(label: 'Causale' | 'Numero stagioni', option: string) {
    await this.boardDialog()
      .getByRole('combobox', { name: new RegExp(`^${label}`) })
      .click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}

/** The cart badge of the header ('Carrello: N elementi'). */
export const cartBadge = (page: Page) => page.getByTestId('cart-button');
export const cartLabel = (n: number) => (n === 1 ? 'Carrello: 1 elemento' : `Carrello: ${n} elementi`);
