// The members screen end to end in Chromium (issue 15): the administrator searches, opens, edits and
// saves a member, adds one from its codice fiscale and meets the duplicate warning; the club user
// sees its own members with read-only identity fields; the person sees only itself. axe and 360 px.
import { createRequire } from 'node:module';
import { expect as baseExpect, test, type Page } from './fixtures.ts';
import { openAs } from './pages/LoginPage.ts';
import { seriousA11yFindings } from './pages/UtentiPages.ts';
import { expectShownAfter } from './pages/toasts.ts';

// The shared machine can be very busy: waits are generous (they end as soon as the page is ready).
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 360_000 });

const require = createRequire(import.meta.url);
const { CodiceFiscale } = require('codice-fiscale-js');
const OUT = process.env.E2E_OUTPUT_DIR ?? 'test-results';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'Cerca tesserato' });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
const noHorizontalScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);

test('admin: search a member, open, edit and save', async ({ page }) => {
  await openAs(page, 'admin@demo.it', '/anagrafica');
  await expect(page.getByText(/\d+ record/)).toBeVisible();
  await searchBox(page).fill('Bianchi Luca');
  const row = page.getByRole('link', { name: /Bianchi Luca/ }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Luca' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Dati Generali' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tessere' })).toBeVisible();
  await expect(page.getByText('Allineamento CONI')).toBeVisible();
  await page.screenshot({ path: `${OUT}/anagrafica-admin-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Modifica', level: 2 })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Tessere' })).toHaveCount(0);
  // A coach and referee: the role rows (label, type, qualification, expiry) stay inside the card at 1024 px too.
  await expect(page.getByRole('group', { name: 'Allenatore' })).toBeVisible();
  await page.setViewportSize({ width: 1024, height: 720 });
  await expect.poll(() => noHorizontalScroll(page)).toBe(true);
  await page.setViewportSize({ width: 1280, height: 720 });
  await field(page, 'Telefono').fill('333 7654321');
  await expectShownAfter(page, 'I dati sono stati salvati correttamente', () => page.getByRole('button', { name: 'Salva Tesserato' }).click());
  await expect(page.getByText('333 7654321')).toBeVisible();

  await page.getByRole('tab', { name: 'Tessere' }).click();
  await expect(page.getByText('Scaduta').first()).toBeVisible();
  await expect(page.getByText('Valida').first()).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
});

test('admin: add a member from the codice fiscale, with the duplicate warning first', async ({ page }) => {
  await openAs(page, 'admin@demo.it', '/anagrafica');
  await page.getByRole('button', { name: 'Aggiungi nuovo' }).click();
  await expect(page.getByRole('heading', { name: 'Aggiungi', level: 2 })).toBeVisible();

  // The seeded near-duplicates (same birth date, surnames one letter apart).
  await field(page, 'Cognome *').fill('Ferrari');
  await field(page, 'Nome *').fill('Giulia');
  await field(page, 'Data di nascita *').fill('14052001');
  const warning = page.getByRole('status').filter({ hasText: 'esistono già tesserati con dati simili' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('link', { name: /Ferrari Giulia/ })).toBeVisible();
  await expect(warning.getByRole('link', { name: /Ferrarri Giulia/ })).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);

  // A new person: the CF fills sex, birth date and town.
  const stamp = Date.now() % 100000;
  const surname = `Prova${String.fromCharCode(65 + (stamp % 26))}${String.fromCharCode(65 + ((stamp >> 5) % 26))}`;
  const cf = CodiceFiscale.compute({ name: 'Elena', surname, gender: 'F', day: 21, month: 3, year: 1999, birthplace: 'Roma', birthplaceProvincia: 'RM' });
  await field(page, 'Cognome *').fill(surname);
  await field(page, 'Nome *').fill('Elena');
  await field(page, 'Data di nascita *').fill('');
  await field(page, 'Codice fiscale').fill(cf);
  await expect(field(page, 'Data di nascita *')).toHaveValue('21/03/1999');
  await expect(page.getByLabel('Comune di nascita')).toHaveValue('Roma');
  await expect(field(page, 'Sesso *')).toContainText('F');
  await expectShownAfter(page, 'I dati sono stati salvati correttamente', () => page.getByRole('button', { name: 'Salva Tesserato' }).click());
  await expect(page.getByRole('heading', { level: 1, name: `${surname} Elena` })).toBeVisible();
  await expect(page.getByText(cf)).toBeVisible();
});

test('club user: own members only, identity read-only', async ({ page }) => {
  await openAs(page, 'societa@demo.it', '/anagrafica');
  await expect(page.getByText(/Certificati medici: \d+ scaduti/)).toBeVisible();
  await page.getByRole('button', { name: 'Ricerca avanzata' }).click();
  const filters = page.getByRole('dialog', { name: 'Ricerca avanzata' });
  await expect(filters.getByLabel('I miei tesserati')).toBeVisible();
  await expect(filters.getByLabel('Tesserati', { exact: true })).toHaveCount(0);
  await expect(filters.getByLabel('Arbitro', { exact: true })).toHaveCount(0);
  await filters.getByLabel('I miei tesserati').check();
  await filters.getByRole('button', { name: 'Applica Filtri' }).click();
  await expect(filters).toBeHidden();
  const first = page.getByRole('link', { name: /Tesserato della tua società/ }).first();
  await expect(first).toBeVisible();
  await first.click();
  await page.getByRole('button', { name: 'Modifica', exact: true }).click();
  await expect(field(page, 'Cognome *')).toBeDisabled();
  await expect(field(page, 'Codice fiscale')).toBeDisabled();
  await expect(field(page, 'Telefono')).toBeEnabled();
  expect(await seriousA11yFindings(page)).toEqual([]);
  await page.screenshot({ path: `${OUT}/anagrafica-club-edit-1280.png`, fullPage: true });
});

test('person: own record only, no list, usable at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openAs(page, 'tesserato@demo.it', '/anagrafica');
  await expect(page.getByRole('heading', { level: 1, name: 'Bianchi Luca' })).toBeVisible();
  await expect(searchBox(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Scarica attestato' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: `${OUT}/anagrafica-person-360.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Moduli Anagrafica' }).click();
  await expect(page.getByRole('button', { name: 'Scarica' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifica Modulo Tesserato' })).toHaveCount(0);
  // At 360 px the tab strip scrolls (smoothly) to the tab just chosen: a click landing while it moves can
  // hit its neighbour, so the click is repeated until 'Documenti' is the selected tab.
  const documenti = page.getByRole('tab', { name: 'Documenti' });
  await expect(async () => {
    await documenti.click();
    await expect(documenti).toHaveAttribute('aria-selected', 'true', { timeout: 1000 });
  }).toPass();
  await expect(page.getByText('certificato_medico.pdf')).toBeVisible();
  expect(await seriousA11yFindings(page)).toEqual([]);
});

test('admin list at 360 px', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await openAs(page, 'admin@demo.it', '/anagrafica');
  await expect(searchBox(page)).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await page
    .getByRole('link', { name: /./ })
    .filter({ has: page.locator('.MuiListItemText-root') })
    .first()
    .click();
  await expect(page.getByRole('tab', { name: 'Dati Generali' })).toBeVisible();
  expect(await noHorizontalScroll(page)).toBe(true);
  await page.screenshot({ path: `${OUT}/anagrafica-admin-360.png`, fullPage: true });
});
