// Usability walk (issue 18): every admin route of the route registry (src/routes.tsx and the
// generated resources) as admin at 360 px — it opens its page (the app's title, not 'Pagina non
// trovata'), no horizontal page scroll, no console error, axe with its default rules finds nothing
// serious or critical — and the same checks on the results pages.
// The list of routes comes from the registry itself, so screens added later are walked too.
import { expect, test, type APIRequestContext, type Page } from './fixtures.ts';
import { LoginPage } from './pages/LoginPage.ts';
import { adminPaths } from './walk/adminPaths.ts';
import { consoleErrors, expectScreenOpened, focusWithoutRing, pageOverflow, walkAs, widenToDesktop } from './walk/checks.ts';
import { seriousAxeFindings } from './pages/axe.ts';

// axe on a full screen is heavy on a busy two-core machine.
test.describe.configure({ timeout: 180_000 });

/** The admin's tab of the walk (`walkAs`). */
const adminPage = (page: Page, width: number) => walkAs(page, 'admin@demo.it', width);

test.describe('admin routes at 360 and 1280 px', () => {
  for (const path of adminPaths()) {
    test(`${path}: fits 360 and 1280 px, no console error, no serious axe finding`, async ({ page }) => {
      await adminPage(page, 360);
      const errors = consoleErrors(page);
      await page.goto(path);
      await expectScreenOpened(page, path);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: test.info().outputPath('360.png') });
      expect.soft(await pageOverflow(page), '360 px').toEqual({ scrollWidth: expect.any(Number), fits: true });
      expect.soft(await seriousAxeFindings(page)).toEqual([]);
      // The same screen on a desktop, without a second load.
      await widenToDesktop(page);
      await page.screenshot({ path: test.info().outputPath('1280.png') });
      await expect.poll(() => pageOverflow(page), { message: '1280 px' }).toEqual({ scrollWidth: expect.any(Number), fits: true });
      expect(errors).toEqual([]);
    });
  }
});

/** A festival, an unknown address, a championship, one of its groups on each tab, an area's communiqués: what each shows once loaded. */
const RESULTS_PATHS: Record<string, string> = {
  '/festivalpallamano': '.rs-calendar',
  '/area': '[data-testid="not-found"]',
  '/asilver': 'select',
  'GROUP/calendario': '.rs-calendar',
  'GROUP/classifica': '.rs-content table',
  'GROUP/marcatori': '.rs-content table',
  '/area/1/comunicati': '.rs-content li',
};

async function resultsPath(request: APIRequestContext, path: string) {
  if (!path.startsWith('GROUP')) return path;
  const groups = (await (await request.get('/risultati/api_v2/gironi_torneo/SEDE0/20')).json()).data as { id: number }[];
  return `/asilver${path.slice('GROUP'.length)}?girone=${groups[0].id}`;
}

test.describe('results pages', () => {
  for (const width of [360, 1280]) {
    for (const [path, content] of Object.entries(RESULTS_PATHS)) {
      test(`${path} at ${width} px: no serious axe finding, no console error`, async ({ page, request }) => {
        await page.setViewportSize({ width, height: 800 });
        const errors = consoleErrors(page);
        await page.goto(await resultsPath(request, path));
        await expect(page.locator(content).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: test.info().outputPath(`${width}.png`), fullPage: true });
        expect.soft(await pageOverflow(page)).toEqual({ scrollWidth: expect.any(Number), fits: true });
        expect.soft(await seriousAxeFindings(page)).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  }

  test('an unknown area says so once, with links to the championships', async ({ page }) => {
    await page.goto('/area/ARA12');
    await expect(page.getByTestId('not-found')).toBeVisible();
    await expect(page.getByText('Area ARA12 non trovata')).toHaveCount(1);
    await expect(page.getByRole('navigation', { name: 'Campionati' }).getByRole('link')).toHaveCount(6);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  test('every page has a favicon', async ({ page, request }) => {
    for (const path of ['/login', '/asilver']) {
      await page.goto(path);
      const href = await page.locator('link[rel="icon"]').getAttribute('href');
      expect((await request.get(href!)).status(), path).toBe(200);
    }
    expect((await request.get('/favicon.ico')).status()).toBe(200);
  });
});

test.describe('keyboard and names', () => {
  test('every control reached with Tab shows a focus ring (header, sidebar, grid)', async ({ page }) => {
    await adminPage(page, 1280);
    await page.goto('/causali');
    await expect(page.locator('tbody tr[data-id]').first()).toBeVisible({ timeout: 30_000 });
    expect(await focusWithoutRing(page, 40)).toEqual([]);
  });

  test('row menus are named with their row; the user menu button is named as it reads', async ({ page }) => {
    await adminPage(page, 1280);
    await page.goto('/stagioni');
    const first = page.locator('tbody tr[data-id]').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    await expect(first.getByRole('button', { name: /^Azioni per \d{4}\/\d{4}$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Amministratore di Sistema', exact: true })).toBeVisible();
  });

  test('the sidebar has one width in every application, and its landmark is outside main', async ({ page }) => {
    await adminPage(page, 1280);
    const widths = new Set<number>();
    for (const path of ['/causali', '/configurazioni', '/stagioni', '/configurazionigenerali']) {
      await page.goto(path);
      const nav = page.getByTestId('sidebar');
      await expect(nav).toBeVisible({ timeout: 30_000 });
      widths.add(Math.round((await nav.boundingBox())!.width));
      expect(await nav.evaluate((el) => !!el.closest('main'))).toBe(false);
    }
    expect([...widths]).toHaveLength(1);
  });

  test('a member gets no cart icon leading to a page it may not open', async ({ page }) => {
    await new LoginPage(page).login('tesserato@demo.it');
    await expect(page).toHaveURL(/\/applauncher$/, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const cart = page.getByTestId('cart-button');
    if (await cart.count()) {
      await cart.click();
      await expect(page.getByText('Non hai i permessi per accedere a questa pagina')).toHaveCount(0);
      await expect(page.getByTestId('placeholder')).toHaveCount(0);
    }
    for (const href of await page.locator('[data-testid^="launcher-app-"] a').evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      await page.goto(href);
      await expect(page.getByTestId('app-title')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByText('Non hai i permessi per accedere a questa pagina'), href).toHaveCount(0);
      await expect(page.getByTestId('placeholder'), href).toHaveCount(0);
    }
  });
});
