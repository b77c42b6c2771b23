// A phone with a touch screen (360×780, hasTouch, isMobile): every main button is a finger's 44 px
// target and a row's ⋮ is on screen without scrolling its table sideways (audit: the club's member
// tables had their ⋮ 30×30 at x≈521, the member screen's buttons 31 px high, the results page's links
// 18–20 px). Geometry only: sizes and places once the screens show, no timing.
import { expect, test, type Browser, type Locator, type Page } from './fixtures.ts';
import { apiLogin, openAs } from './pages/LoginPage.ts';
import { ResultsPage } from './pages/ResultsPage.ts';

const PHONE = { width: 360, height: 780 };
const TARGET = 44;

/** A phone's own browser: the shared test profile has a mouse. */
async function phone(browser: Browser): Promise<Page> {
  const { baseURL, locale, timezoneId, reducedMotion } = test.info().project.use;
  const context = await browser.newContext({ baseURL, locale, timezoneId, reducedMotion, viewport: PHONE, hasTouch: true, isMobile: true });
  return context.newPage();
}

async function box(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const b = await target.boundingBox();
  expect(b, String(target)).not.toBeNull();
  return b!;
}

async function expectTall(targets: Locator[]) {
  for (const t of targets) expect((await box(t)).height, `${t}`).toBeGreaterThanOrEqual(TARGET);
}

test('the club screen: every member table shows its row menus on screen, 44×44, and the buttons are 44 px high', async ({ browser, request }) => {
  const club = await apiLogin(request, 'societa@demo.it');
  const page = await phone(browser);
  await openAs(page, 'societa@demo.it', `/societa/${club.me.societa_id}`);
  await expect(page.getByRole('heading', { level: 1, name: club.societa!.nome })).toBeVisible();
  await expectTall([page.getByRole('button', { name: 'Modifica', exact: true }), page.getByRole('button', { name: 'Apri il menu' })]);
  await page.getByRole('tab', { name: 'Tesserati' }).click();
  await expect(page.getByRole('heading', { name: /^Atleti \(\d+\)/ })).toBeVisible();

  // The scrolling boxes (named regions holding no other region: each table's section is one too).
  const tables = page.getByRole('region').filter({ has: page.getByRole('button', { name: /^Azioni per / }), hasNot: page.getByRole('region') });
  await expect(tables.first()).toBeVisible();
  const count = await tables.count();
  for (let i = 0; i < count; i++) {
    const region = tables.nth(i);
    const menu = region.getByRole('button', { name: /^Azioni per / }).first();
    const b = await box(menu);
    const r = await box(region);
    // Within the table's box and the window, without scrolling the table sideways.
    expect(await region.evaluate((el) => el.scrollLeft)).toBe(0);
    expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth), 'the table is wider than its box').toBe(true);
    expect(b.x).toBeGreaterThanOrEqual(r.x);
    expect(b.x + b.width).toBeLessThanOrEqual(Math.min(r.x + r.width, PHONE.width));
    expect(b.width).toBeGreaterThanOrEqual(TARGET);
    expect(b.height).toBeGreaterThanOrEqual(TARGET);
  }

  // The menu opens where it was tapped; its entries, then the member's screen.
  await tables
    .first()
    .getByRole('button', { name: /^Azioni per / })
    .first()
    .tap();
  await expectTall([page.getByRole('menuitem', { name: 'Gestione Tesseramenti' })]);
  await page.getByRole('menuitem', { name: 'Gestione Tesseramenti' }).tap();
  await expect(page).toHaveURL(/\/anagrafica\/[^/]+$/);
  await expectTall([page.getByRole('button', { name: 'Chiudi' }), page.getByRole('button', { name: 'Modifica', exact: true }), page.getByRole('tab', { name: 'Dati Generali' })]);

  // A dialog's buttons: the cart's (an earlier spec may have paid it: then it says so, with 'Chiudi' only).
  await page.getByTestId('cart-button').tap();
  const cart = page.getByRole('dialog', { name: /^Carrello/ });
  await expect(cart.getByRole('button', { name: 'Chiudi' })).toBeVisible();
  await expectTall(await cart.getByRole('button').filter({ visible: true }).all());
  await page.context().close();
});

test("the results page: tabs, print, iCal and each match's report are 44 px high, the match's '#' a 44 px wide tap", async ({ browser }) => {
  const page = await phone(browser);
  const results = new ResultsPage(page);
  await results.open('/agold');
  const [[, label]] = await results.groupOptions();
  await results.chooseGroup(label);
  const match = results.matches.filter({ has: page.getByRole('link', { name: 'Scarica referto web' }) }).first();
  await expectTall([results.tab('CALENDARIO E RISULTATI'), results.tab('CLASSIFICA'), results.printButton, results.icalLink, match.getByRole('link', { name: 'Scarica referto web' })]);
  // The '#' keeps its look (the line has no room for a 44 px box): what a finger 20 px either side of
  // it reaches is still the link.
  const anchor = match.getByRole('link', { name: /^Link alla partita / });
  const a = await box(anchor);
  expect(a.height).toBeGreaterThanOrEqual(TARGET);
  const hits = await anchor.evaluate(
    (el, at) => at.map(([x, y]) => el.contains(document.elementFromPoint(x, y))),
    [
      [a.x + a.width / 2 - 20, a.y + a.height / 2],
      [a.x + a.width / 2 + 20, a.y + a.height / 2],
      [a.x + a.width / 2, a.y + 2],
      [a.x + a.width / 2, a.y + a.height - 2],
    ],
  );
  expect(hits).toEqual([true, true, true, true]);
  await page.context().close();
});
