// Checks of the usability walk: console errors, horizontal overflow, axe findings.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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

/** axe with its default rules: findings of serious or critical impact, one line each. */
export async function seriousAxeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
