// The one axe check of the end-to-end tests: serious or critical findings, one line each.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

export interface AxeScope {
  /** Only these parts of the page (CSS selectors); the whole page when absent. */
  include?: string[];
  /** Parts left to their own checks (CSS selectors). */
  exclude?: string[];
  /** axe tag sets; axe's default rules when absent. */
  tags?: string[];
  /** Only these rules. */
  rules?: string[];
}

export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until no finite animation or transition is running (a dialog fading in, a closing popper):
 * half-faded text fails colour contrast, and a leaving dialog still holds focus, so a check taken
 * mid-transition reports what no user sees once the screen settles. Endless ones (spinners) are ignored.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
}

/**
 * Only violations are collected in full: passes and incomplete results keep one node per rule instead of
 * every node of the page, which the checks here never read (the walk: 258–310 → 261–275 core-seconds).
 *
 * axe runs in the page itself (`setLegacyMode`): by default AxeBuilder opens a blank tab to merge each
 * frame's results, and loads axe-core (580 KB) into it again; 1.6–2.3 s a check, against 0.75–0.86 s this
 * way on the same screens. What legacy mode gives up is frames of another origin, and these pages have
 * no frames (the CSP allows only the app's own and blob: ones).
 */
export async function axeViolations(page: Page, scope: AxeScope = {}) {
  await settleAnimations(page);
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true);
  for (const s of scope.include ?? []) builder = builder.include(s);
  for (const s of scope.exclude ?? []) builder = builder.exclude(s);
  if (scope.tags) builder = builder.withTags(scope.tags);
  if (scope.rules) builder = builder.withRules(scope.rules);
  return (await builder.analyze()).violations;
}

/** Serious or critical findings, as `rule: target html, …` lines (an empty list is a pass). */
export async function seriousAxeFindings(page: Page, scope: AxeScope = {}): Promise<string[]> {
  const violations = await axeViolations(page, scope);
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`).join(', ')}`);
}
