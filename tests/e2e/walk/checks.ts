// Checks of the usability walk: the screen opened, console errors, horizontal overflow, focus rings (axe: pages/axe.ts).
import { expect, type Page } from '@playwright/test';

/**
 * The admin frame shows a screen at `path`: the title, followed by the application's name except in the
 * launcher (in full in its tooltip; a phone shows only the application's name), and not 'Pagina non trovata'.
 */
export async function expectScreenOpened(page: Page, path: string) {
  await expect(page.getByTestId('app-title'), path).toHaveAttribute('title', /^Affiliazione e Tesseramento( - .+)?$/, { timeout: 30_000 });
  await expect(page.getByText('Pagina non trovata'), path).toHaveCount(0);
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
