// The browser tests' `context` and `page`. Each worker keeps one Chromium profile on disk for all its
// tests, and each test gets a new tab in it with nothing of the tests before: cookies, storage of the
// app's origin, permissions and open tabs are cleared first. What stays is what a returning user's
// browser keeps: the HTTP cache of the front end's files (immutable, content-hashed) and V8's compiled
// code for them. A fresh incognito context per test compiled the whole admin again on every page load;
// the warm profile spends about a third less CPU to sign in and open a list (docs/decisions/structure.md).
// Tests that need a second user at the same time still open their own context with `browser.newContext()`.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test as base, type BrowserContext } from '@playwright/test';

// Specs import `test` from here, and everything else of Playwright too.
export * from '@playwright/test';

/** Everything the origin's pages can store, except the HTTP cache and the compiled code kept on purpose. */
const ORIGIN_STORAGE = 'cookies,local_storage,indexeddb,websql,service_workers,cache_storage,file_systems,shared_storage,storage_buckets';

/** Leaves the context with one blank tab and nothing a user or an earlier test left on the origin. */
async function clearUserState(context: BrowserContext, origin: string) {
  const page = await context.newPage();
  for (const other of context.pages()) if (other !== page) await other.close();
  await context.clearCookies();
  await context.clearPermissions();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: ORIGIN_STORAGE });
  await cdp.detach();
}

export const test = base.extend<object, { warmContext: BrowserContext }>({
  warmContext: [
    async ({ playwright }, use, workerInfo) => {
      const { baseURL, locale, timezoneId, reducedMotion, launchOptions } = workerInfo.project.use;
      const profile = mkdtempSync(path.join(os.tmpdir(), 'fbo-e2e-profile-'));
      const context = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        baseURL,
        locale,
        timezoneId,
        reducedMotion,
      });
      await use(context);
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  context: async ({ warmContext, baseURL }, use) => {
    await clearUserState(warmContext, new URL(baseURL!).origin);
    await use(warmContext);
  },
  page: async ({ context }, use) => {
    await use(context.pages()[0]);
  },
});
