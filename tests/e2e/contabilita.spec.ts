// The accounting screens end to end (issue 12): the administrator approves an awaiting entry from
// the club accounting screen and the club user sees it approved; a storno with restore; a wallet
// decrement below zero is refused with its message.
import { expect as baseExpect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { apiLogin, openAs } from './pages/LoginPage.ts';
import { expectShownAfter } from './pages/toasts.ts';

// Money screens load several grids: a generous budget on a shared, busy machine.
test.describe.configure({ timeout: 180_000 });

const expect = baseExpect.configure({ timeout: 30_000 });

/** A fresh custom cost for the demo club, awaiting approval (created through the API as an admin). */
async function awaitingEntry(request: APIRequestContext): Promise<number> {
  const { headers } = await apiLogin(request, 'admin@demo.it');
  const club = await apiLogin(request, 'societa@demo.it');
  const causali = await (await request.get('/api/tipologiatesseramento?famiglia=Custom&paginate=1000', { headers })).json();
  const res = await request.post('/api/partitacontabile', {
    headers,
    data: { tipologia_tesseramento_id: causali.data[0].id, societa_id: club.societa!.id, modifica_importo: true, costo: 12.34, descrizione: 'Costo E2E' },
  });
  expect(res.ok()).toBe(true);
  return (await res.json()).id;
}

/** Opens a tab of the accounting screen, signed in as `email`. */
async function openTab(page: Page, name: string, email: string) {
  await openAs(page, email, '/situazionecontabile');
  await page.getByRole('tab', { name, exact: true }).click();
}

const row = (page: Page, id: number) => page.locator(`tr[data-id="${id}"]`);

/** Opens a row's menu once its grid has settled (no refresh replacing the rows) and picks an action. */
async function rowAction(page: Page, id: number, action: string) {
  await expect(row(page, id).locator('xpath=ancestor::table[1]')).toHaveAttribute('aria-busy', 'false');
  // Named after the entry's member or club (its code, amount… where that repeats), never its id.
  await row(page, id)
    .getByRole('button', { name: /^Azioni per [^#\d]/ })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
}

/** An awaiting entry approved through the API (the storno's starting point). */
async function approvedEntry(request: APIRequestContext): Promise<number> {
  const id = await awaitingEntry(request);
  const { headers } = await apiLogin(request, 'admin@demo.it');
  const res = await request.post(`/api/partitacontabile/${id}/approve`, { headers, data: {} });
  expect(res.ok()).toBe(true);
  return id;
}

const shot = (page: Page, name: string) => page.screenshot({ path: `${process.env.E2E_OUTPUT_DIR ?? 'test-results'}/${name}.png`, fullPage: true });

test('the admin approves an awaiting entry from the club accounting screen; the club user sees it approved', async ({ page, browser, request }) => {
  const id = await awaitingEntry(request);
  await openTab(page, 'Contabilita da approvare', 'admin@demo.it');
  await expect(page.getByTestId('totale-record')).toContainText('Totale record');
  await expect(row(page, id)).toContainText('IN ATTESA DI APPROVAZIONE');
  await rowAction(page, id, 'Approva');
  const dialog = page.getByRole('dialog', { name: /Dettaglio partita contabile/ });
  await expect(dialog).toContainText('12,34');
  await dialog.getByRole('button', { name: 'Approva' }).click();
  await expect(page.getByText('Vuoi approvare la Partita Contabile?')).toBeVisible();
  await expectShownAfter(page, 'Dati salvati con successo', () => page.getByRole('button', { name: 'SI' }).click());
  await expect(row(page, id)).toHaveCount(0);
  // The focus is on the menu of the entry now in its place, not lost to <body>.
  await expect(page.locator(':focus')).toHaveAttribute('aria-label', /^Azioni per /);
  await shot(page, 'contabilita-admin-1280');

  // The club user, in a browser of its own, finds it approved.
  const other = await browser.newContext();
  const clubPage = await other.newPage();
  await openTab(clubPage, 'Contabilita', 'societa@demo.it');
  await expect(row(clubPage, id)).toContainText('APPROVATA');
  await shot(clubPage, 'contabilita-club-1280');
  await clubPage.setViewportSize({ width: 360, height: 740 });
  await shot(clubPage, 'contabilita-club-360');
  await other.close();
});

test('a storno with restore of an approved entry', async ({ page, request }) => {
  const id = await approvedEntry(request);
  await openTab(page, 'Contabilita', 'admin@demo.it');
  await expect(row(page, id)).toContainText('APPROVATA');
  await rowAction(page, id, 'Storno');
  await expect(page.getByText('Vuoi Stornare la Partita Contabile?')).toBeVisible();
  await expect(page.getByText("Vuoi ripristinare anche l'anagrafica?")).toBeVisible();
  await expect(page.getByRole('switch', { name: "Ripristina anche l'anagrafica" })).toBeChecked();
  await expectShownAfter(page, 'Dati salvati con successo', () => page.getByRole('button', { name: 'SI' }).click());
  await expect(row(page, id)).toContainText('STORNATA');
});

test('a wallet decrement below zero is refused with its message', async ({ page }) => {
  await openTab(page, 'Bonus', 'societa@demo.it');
  await expect(page.getByTestId('wallet-totale')).toBeVisible();
  await page.getByRole('button', { name: 'Decrementa Bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decrementa Bonus' });
  await dialog.getByLabel('Importo').fill('999999');
  await dialog.getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Il portafoglio non ha credito sufficiente per questa operazione').first()).toBeVisible();
  await shot(page, 'contabilita-wallet-1280');
});

test('the accounting grids show their rows past the first 30: by the mouse wheel, by End on their box, by "Altri risultati"', async ({ page }) => {
  type Way = 'wheel' | 'End' | 'Altri risultati';
  const grids: [string, string, number, Way[]][] = [
    ['/situazionecontabile', 'Contabilita da approvare', 1280, ['wheel', 'End']],
    ['/situazionecontabile', 'Contabilita', 1280, ['Altri risultati', 'wheel']],
    ['/situazionecontabiletesserati', 'Contabilita', 360, ['End', 'Altri risultati']],
  ];
  for (const [path, tab, width, ways] of grids) {
    await page.setViewportSize({ width, height: width === 360 ? 740 : 900 });
    await openAs(page, 'admin@demo.it', path);
    await page.getByRole('tab', { name: tab, exact: true }).click();
    const panel = page.getByRole('tabpanel', { name: tab, exact: true });
    const box = panel.getByRole('region', { name: 'Contabilita', exact: true });
    const rows = box.locator('tbody tr[data-id]');
    await expect(rows).toHaveCount(30);
    // Enough rows for the next two pages (the seed is a tenth of the demo data).
    await expect(panel.getByTestId('totale-record')).toHaveText(/Totale record: (6[1-9]|[7-9]\d|\d{3,})$/);
    // Each way reaches rows past those shown before it (the next page).
    for (const way of ways) {
      const before = await rows.count();
      if (way === 'wheel') {
        // The mouse wheel over the box, down to its end (one turn: the box holds 30 rows of ~33 px).
        await box.hover();
        await page.mouse.wheel(0, 2000);
      } else if (way === 'End') {
        // The keyboard: End on the focused box.
        await box.focus();
        await page.keyboard.press('End');
      } else {
        // 'Altri risultati', for a keyboard or a screen reader reading past the last row: focused (which
        // scrolls it into view, and the marker with it: nothing loads by itself then) and pressed.
        await box.getByRole('button', { name: 'Altri risultati' }).focus();
        await page.keyboard.press('Enter');
      }
      await expect.poll(() => rows.count()).toBeGreaterThan(before);
    }
    await shot(page, `contabilita-more-rows-${path.slice(1)}-${tab.replace(/\W/g, '')}-${width}`);
  }
});
