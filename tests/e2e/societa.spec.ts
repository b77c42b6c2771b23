// The club screen end to end in Chromium (issue 14): the system administrator searches, opens, edits
// and creates clubs, requests and approves a twinning and prints the board certificate; the club user
// lands on its own club, without the list, with read-only fields, and cannot open another club.
import { expect as baseExpect, test, type Page } from './fixtures.ts';
import { openAs } from './pages/LoginPage.ts';
import { seriousA11yFindings } from './pages/UtentiPages.ts';
import { axeViolations } from './pages/axe.ts';
import { expectShownAfter } from './pages/toasts.ts';

// The machine runs several servers and browsers at once: pages and their chunks may take a while.
const expect = baseExpect.configure({ timeout: 45_000 });
test.describe.configure({ timeout: 240_000 });

const clubList = (page: Page) => page.getByRole('navigation', { name: 'Società' });

async function openClub(page: Page, search: string, name: string | RegExp) {
  await page.goto('/societa');
  await clubList(page).getByRole('textbox', { name: 'Cerca' }).fill(search);
  // The search has applied once every club row (a button with its code) matches it.
  const rows = clubList(page)
    .getByRole('button')
    .filter({ has: page.locator('p') });
  await expect(rows.filter({ hasNotText: new RegExp(search, 'i') })).toHaveCount(0);
  await clubList(page).getByRole('button', { name }).first().click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe('as the system administrator', () => {
  test.beforeEach(async ({ page }) => openAs(page, 'admin@demo.it', '/applauncher'));

  test('searches, opens, edits and saves a club, and sees the message', async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    await expect(page.getByText('Allineata CONI')).toBeVisible();
    await page.getByRole('button', { name: 'Modifica' }).click();
    const sito = page.getByLabel('Sito Web');
    await expect(sito).toBeVisible();
    // The form's rows wrap inside the card: the page is no wider than the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    // Beside the clubs list at 900 px the card is narrow: the town lookups wrap under their province.
    await page.setViewportSize({ width: 900, height: 720 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
    await sito.fill('https://www.conversano-e2e.example.org');
    await expectShownAfter(page, 'I dati sono stati salvati correttamente', () => page.getByRole('button', { name: 'Salva' }).click());
    await expect(page.getByText('https://www.conversano-e2e.example.org')).toBeVisible();
  });

  test('shows the server error beside a field', async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    await page.getByRole('button', { name: 'Modifica' }).click();
    await page.getByLabel('Partita IVA').fill('12345678901');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.getByText('La partita IVA non è valida')).toBeVisible();
  });

  test("'Chiudi' of a new club goes back to the club it was opened from (the app never goes back in history)", async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    const clubUrl = page.url();
    await clubList(page).getByRole('button', { name: 'Aggiungi' }).click();
    await expect(page.getByRole('heading', { name: 'Nuova Società' })).toBeVisible();
    await page.getByRole('button', { name: 'Chiudi', exact: true }).click();
    await expect(page).toHaveURL(clubUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'U.S. Conversano Pallamano' })).toBeVisible();
  });

  test('a duplicate affiliation code shows its message under the field', async ({ page }) => {
    await page.goto('/societa');
    await clubList(page).getByRole('button', { name: 'Aggiungi' }).click();
    await page.getByLabel('Denominazione').fill('Duplicato E2E');
    await page.getByLabel('Codice Affiliazione').fill('160001');
    await page.getByRole('button', { name: 'Salva' }).click();
    await expect(page.locator('.MuiFormHelperText-root', { hasText: 'Esiste già una società con questo codice di affiliazione' })).toBeVisible();
  });

  test('creates a club', async ({ page }) => {
    await page.goto('/societa');
    await clubList(page).getByRole('button', { name: 'Aggiungi' }).click();
    await expect(page.getByRole('heading', { name: 'Nuova Società' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Tesserati' })).toHaveCount(0);
    const stamp = Date.now().toString(36).toUpperCase();
    await page.getByLabel('Denominazione').fill(`A.S.D. Pallamano E2E ${stamp}`);
    await page
      .getByLabel('Codice Fiscale', { exact: true })
      .first()
      .fill(`9${String(Date.now()).slice(-10)}`);
    await page.getByLabel('Sede Legale - Provincia').click();
    await page.getByRole('option', { name: 'Bari' }).click();
    await page.getByLabel('Sede Legale - Comune').fill('Conv');
    await page.getByRole('option', { name: /Conversano \(072019\)/ }).click();
    await expectShownAfter(page, 'I dati sono stati salvati correttamente', () => page.getByRole('button', { name: 'Salva' }).click());
    await expect(page.getByRole('heading', { level: 1, name: `A.S.D. Pallamano E2E ${stamp}` })).toBeVisible();
    await expect(page.getByText(/Conversano \(BA\)/).first()).toBeVisible();
    await expect(page.getByText('Attualmente la Societa selezionata non risulta Affiliata!')).toBeVisible();
  });

  test('requests a twinning and approves it', async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    await page.getByRole('button', { name: 'Gemella Societa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Gemella Societa' });
    await dialog.getByLabel('Società').fill('Pallamano');
    const option = page.getByRole('option').filter({ hasNotText: 'Conversano' }).first();
    const partner = ((await option.textContent()) ?? '').replace(/\s*\(.*\)$/, '');
    await option.click();
    await dialog.getByLabel('F').check();
    await dialog.getByRole('button', { name: 'Salva' }).click();
    await expect(dialog).toHaveCount(0);
    const row = page.getByRole('row').filter({ hasText: partner }).filter({ hasText: 'F' }).last();
    await row.getByRole('button', { name: 'Approva' }).click();
    // The question of the Gemellaggi tab of 'Situazione contabile', the pair under it.
    await expect(page.getByRole('dialog')).toContainText('Vuoi approvare il gemellaggio?');
    await expect(page.getByRole('dialog')).toContainText(`U.S. Conversano Pallamano - ${partner}`);
    // The success shows for 500 ms: watched from before the click (a busy browser may miss it otherwise).
    await expectShownAfter(page, 'Gemellaggio approvato', () => page.getByRole('button', { name: 'Si' }).click());
    await expect(row.getByRole('button', { name: 'Approva' })).toHaveCount(0);
  });

  test('prints the board certificate', async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    await page.getByRole('tab', { name: 'Consiglio Direttivo' }).click();
    await expect(page.getByRole('cell', { name: 'Presidente', exact: true }).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Stampa Certificato Tesseramento' }).click();
    expect((await download).suggestedFilename()).toMatch(/^Certificato_Tesseramento_160001_\d{4}-\d{4}\.pdf$/);
  });

  test('the member tables and the other tabs show content', async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    await page.getByRole('tab', { name: 'Tesserati' }).click();
    await expect(page.getByRole('heading', { name: /^Atleti \(\d+\)/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Dirigenti \(\d+\)/ })).toBeVisible();
    await page.getByRole('tab', { name: 'Contabilita' }).click();
    await expect(page.getByText(/Bonus Attuale: .*€/)).toBeVisible();
  });

  test("a member's row menu offers 'Gestione Tesseramenti' (and 'Dai in multiplo' for a twinned club, 'Scadenza Certificato' to who may edit) and opens the member", async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    await page.getByRole('tab', { name: 'Tesserati' }).click();
    // The athletes' table (the one that lends), once read: the other tables may arrive first.
    const menuButton = page
      .getByRole('table', { name: /^Atleti \(\d+\)$/ })
      .getByRole('button', { name: /^Azioni per / })
      .first();
    await expect(menuButton).toHaveAttribute('aria-haspopup', 'menu');
    await menuButton.click();
    await expect(page.getByRole('menuitem')).toHaveText(['Gestione Tesseramenti', 'Dai in multiplo', 'Scadenza Certificato']);
    await page.getByRole('menuitem', { name: 'Gestione Tesseramenti' }).click();
    await expect(page.getByRole('menu')).toBeHidden();
    await expect(page).toHaveURL(/\/anagrafica\/[^/]+$/);
  });

  test('at 360 px the club screen is no wider than the window: the twinnings table and its actions scroll in their box', async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    // The club's own address, opened on a phone.
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(page.url());
    await expect(page.getByRole('heading', { level: 1, name: 'U.S. Conversano Pallamano' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Gemellaggi' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });

  test('the club screen passes axe with no serious or critical finding', async ({ page }) => {
    await openClub(page, 'Conversano', 'U.S. Conversano Pallamano');
    expect(await seriousA11yFindings(page)).toEqual([]);
    // Each landmark has a name of its own (the twinnings table and its section were both 'Gemellaggi').
    await expect(page.getByRole('region', { name: 'Gemellaggi' })).toHaveCount(1);
    expect(await axeViolations(page, { rules: ['landmark-unique'] })).toEqual([]);
    await page.getByRole('tab', { name: 'Tesserati' }).click();
    await expect(page.getByRole('heading', { name: /^Atleti \(\d+\)/ })).toBeVisible();
    expect(await seriousA11yFindings(page)).toEqual([]);
  });
});

test.describe('as the club user', () => {
  test.beforeEach(async ({ page }) => openAs(page, 'societa@demo.it', '/applauncher'));

  test('lands on its own club, without the list, and sees federation fields read-only', async ({ page }) => {
    await page.goto('/societa');
    await expect(page.getByRole('heading', { level: 1, name: 'U.S. Conversano Pallamano' })).toBeVisible();
    await expect(clubList(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Modifica' }).click();
    await expect(page.getByLabel('Denominazione')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('Partita IVA')).toHaveAttribute('readonly', '');
    await expect(page.locator('input[name="email"]')).not.toHaveAttribute('readonly', '');
  });

  test('cannot open another club by URL', async ({ page }) => {
    await page.goto('/societa/2');
    await expect(page.getByText('Società non trovata')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  });

  test('is usable at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/societa');
    await expect(page.getByRole('heading', { level: 1, name: 'U.S. Conversano Pallamano' })).toBeVisible();
    await page.getByRole('tab', { name: 'Tesserati' }).click();
    await expect(page.getByRole('heading', { name: /^Atleti \(\d+\)/ })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
