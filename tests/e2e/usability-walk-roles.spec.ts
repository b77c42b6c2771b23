// Usability walk of the users other than the admin (issue 18's walk, usability-walk.spec.ts, for the
// menus that abilities trim): a federal secretary with limited permissions, a club and a member each
// open every screen their own menus offer — the launcher's cards and links, the sidebar of every screen
// reached (its application's pages), and the first record a list links to — so that a screen added to a
// menu later is walked too.
// Each opens at 360 px (the app's title, not 'Pagina non trovata'; no horizontal page scroll; axe with
// its default rules finds nothing serious or critical), then widened to 1280 px (no horizontal scroll).
// On both: no console error, and no API call of the screen answered with an error — a screen a user
// can open whose calls the server refuses shows broken content.
import { expect, test } from './fixtures.ts';
import { LAUNCHER_PATH } from '../../src/lib/paths.ts';
import { apiFailures, consoleErrors, expectLoaded, expectScreenOpened, menuPaths, pageOverflow, walkAs, widenToDesktop } from './walk/checks.ts';
import { seriousAxeFindings } from './pages/axe.ts';

const USERS = ['segreteria@demo.it', 'societa@demo.it', 'tesserato@demo.it'];

/** Time for one screen on a busy two-core machine: two widths, axe once. */
const PER_SCREEN_MS = 40_000;

for (const email of USERS) {
  test(`${email}: every screen of their menus fits 360 and 1280 px, no console error, no refused call, no serious axe finding`, async ({ page }) => {
    await walkAs(page, email, 360);
    const errors = consoleErrors(page);
    const failures = apiFailures(page);
    const toWalk = [LAUNCHER_PATH];
    for (let i = 0; i < toWalk.length; i++) {
      const path = toWalk[i];
      await test.step(path, async () => {
        test.setTimeout(test.info().timeout + PER_SCREEN_MS);
        await page.setViewportSize({ width: 360, height: 740 });
        await page.goto(path);
        await expectScreenOpened(page, path);
        await expectLoaded(page, path);
        await page.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, '_')}-360.png`) });
        expect.soft(await pageOverflow(page), `${path} at 360 px`).toEqual({ scrollWidth: expect.any(Number), fits: true });
        expect.soft(await seriousAxeFindings(page), `${path}: axe`).toEqual([]);
        await widenToDesktop(page);
        await expectLoaded(page, path);
        for (const next of await menuPaths(page, path)) if (!toWalk.includes(next)) toWalk.push(next);
        await page.screenshot({ path: test.info().outputPath(`${path.replace(/\W+/g, '_')}-1280.png`) });
        await expect.soft.poll(() => pageOverflow(page), { message: `${path} at 1280 px` }).toEqual({ scrollWidth: expect.any(Number), fits: true });
        expect.soft(errors.splice(0), `${path}: console errors`).toEqual([]);
        expect.soft(await failures.take(), `${path}: API calls answered with an error`).toEqual([]);
      });
    }
    // The menus led somewhere beyond the launcher.
    expect(toWalk.length, toWalk.join(', ')).toBeGreaterThan(1);
  });
}
