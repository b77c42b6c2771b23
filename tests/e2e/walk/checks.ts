// Checks of the usability walk: the screen opened, console errors, refused API calls, horizontal overflow,
// focus rings (axe: pages/axe.ts); and the walker's tab: a user's session, the desktop width, the menu's links.
import { expect, type Page } from '@playwright/test';
import { SESSION_KEY, workerSession } from '../pages/LoginPage.ts';

/**
 * The tab of a walk as `email` (their session of this worker, `workerSession`), at `width` px: every
 * load of the tab starts as a new tab of that session would, with the sidebar's remembered state forgotten.
 */
export async function walkAs(page: Page, email: string, width: number) {
  const { stored } = await workerSession(page, email);
  await page.addInitScript(
    ([key, value]) => {
      if (location.origin === 'null') return; // about:blank
      localStorage.setItem(key, value);
      localStorage.removeItem('RaStore.sidebar.open');
    },
    [SESSION_KEY, stored],
  );
  await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
}

/**
 * Widens a screen opened at 360 px to a desktop's 1280, with the sidebar open as a desktop session starts
 * (the phone session started it closed), without a second load.
 */
export async function widenToDesktop(page: Page) {
  await page.setViewportSize({ width: 1280, height: 800 });
  // The layout may open the sidebar by itself when the breakpoint changes: open it only while it
  // reads 'Apri il menu', until it reads 'Chiudi il menu'. Full-screen pages (cart, payment
  // outcome) have no sidebar toggle.
  if (await page.getByRole('button', { name: /^(Apri|Chiudi) il menu$/ }).count()) {
    await expect
      .poll(async () => {
        const openMenu = page.getByRole('button', { name: 'Apri il menu' });
        // A refused click (the button turned into 'Chiudi il menu' meanwhile) is checked below.
        if (await openMenu.isVisible()) await openMenu.click({ timeout: 5_000 }).catch(() => undefined);
        return page.getByRole('button', { name: 'Chiudi il menu' }).isVisible();
      })
      .toBe(true);
  }
}

/**
 * The in-app paths the user's menus offer on the screen at `path`: the launcher's cards and their links,
 * the sidebar (the current application's pages and the applications), and the first record the screen
 * itself links to under its own path (a list's detail, '/anagrafica/179'). Read once the screen has settled.
 */
export async function menuPaths(page: Page, path: string): Promise<string[]> {
  const inApp = (hrefs: string[]) => hrefs.filter((h) => h.startsWith('/')).map((h) => h.split('#')[0]);
  const menus = await page.locator('[data-testid^="launcher-app-"] a[href], [data-testid="sidebar"] a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const records = await page.locator('main a[href]').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const detail = inApp(records).find((h) => h.startsWith(`${path}/`));
  return [...new Set([...inApp(menus), ...(detail ? [detail] : [])])];
}

/**
 * The admin frame shows a screen at `path`: the title, followed by the application's name except in the
 * launcher (in full in its tooltip; a phone shows only the application's name), and not 'Pagina non trovata'.
 */
export async function expectScreenOpened(page: Page, path: string) {
  await expect(page.getByTestId('app-title'), path).toHaveAttribute('title', /^Affiliazione e Tesseramento( - .+)?$/, { timeout: 30_000 });
  await expect(page.getByText('Pagina non trovata'), path).toHaveCount(0);
}

/**
 * The screen has finished loading: none of its parts still says 'Caricamento in corso...' (the app's one
 * loading text), and the network has been quiet for a moment.
 */
export async function expectLoaded(page: Page, path: string) {
  await expect.soft(page.getByText('Caricamento in corso...'), `${path}: still loading`).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

/** Collects console errors and uncaught page errors from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} ${m.location().url}`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Collects the API calls answered with an error (status 400 or more) from now on; `take()` hands over
 * those collected so far, as `status METHOD /api/path?query: start of the answer's body` lines, and
 * forgets them.
 */
export function apiFailures(page: Page): { take: () => Promise<string[]> } {
  const calls: Promise<string>[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (res.status() < 400 || !url.pathname.startsWith('/api/')) return;
    const call = `${res.status()} ${res.request().method()} ${url.pathname}${url.search}`;
    calls.push(
      res.text().then(
        (body) => `${call}: ${body.slice(0, 200)}`,
        () => call,
      ),
    );
  });
  return { take: () => Promise.all(calls.splice(0)) };
}

/** Whether the page scrolls sideways (the document wider than the window). */
export const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const scrollWidth = document.documentElement.scrollWidth;
    return { scrollWidth, fits: scrollWidth <= window.innerWidth };
  });

/**
 * Tabs through the first `count` focusable elements and lists those without a visible focus ring
 * (an outline of at least 2 px). Text inputs are left out: their own underline/outline shows focus.
 */
export async function focusWithoutRing(page: Page, count: number): Promise<string[]> {
  const missing: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const tag = el.tagName.toLowerCase();
      const textual = (tag === 'input' && !['checkbox', 'radio'].includes((el as HTMLInputElement).type)) || tag === 'textarea' || tag === 'select';
      const s = getComputedStyle(el);
      const ring = s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2;
      const name = `${tag}${el.getAttribute('aria-label') ? `[${el.getAttribute('aria-label')}]` : ''} ${(el.textContent ?? '').trim().slice(0, 30)}`;
      return { ring: ring || textual, name };
    });
    if (seen && !seen.ring) missing.push(seen.name);
  }
  return missing;
}
