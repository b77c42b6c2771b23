// Short-lived notifications (spec 2 §9: 500 ms to 2.5 s) can come and go between two polls of a
// busy browser. `watchText` starts a MutationObserver in the page before the action that shows the
// text: it records the text as soon as it enters the DOM, so the check does not depend on speed.
import { expect, type Page } from '@playwright/test';

declare global {
  interface Window {
    __seenTexts?: Record<string, boolean>;
  }
}

/** Runs in the page: records `wanted` in `window.__seenTexts` as soon as it enters the document. */
function observeText(wanted: string) {
  const seen = (window.__seenTexts ??= {});
  // Only a showing that starts now counts: a toast of the same text still on screen from an earlier
  // action would otherwise pass for this one.
  seen[wanted] = false;
  const observer = new MutationObserver((records) => {
    for (const r of records) {
      const node = r.type === 'characterData' ? r.target : null;
      const texts = node ? [node.textContent] : [...r.addedNodes].map((n) => n.textContent);
      if (texts.some((t) => t?.includes(wanted))) {
        seen[wanted] = true;
        observer.disconnect();
        return;
      }
    }
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true });
}

const seenIn = (page: Page, text: string) => async () => {
  await expect.poll(() => page.evaluate((wanted) => window.__seenTexts?.[wanted] ?? false, text), { message: `"${text}" shown` }).toBe(true);
};

/** Starts watching for `text`; the returned function waits until it has appeared at least once. */
export async function watchText(page: Page, text: string): Promise<() => Promise<void>> {
  await page.evaluate(observeText, text);
  return seenIn(page, text);
}

/**
 * Starts watching for `text` on the page an action reloads (opening a season, saving the general
 * configuration: the toast shows after the reload). The returned function waits for the reload, then
 * until the text has appeared. The watch is installed in every document this page loads from now on.
 */
export async function watchTextAfterReload(page: Page, text: string): Promise<() => Promise<void>> {
  const reloaded = page.waitForEvent('load');
  await page.addInitScript(observeText, text);
  const shown = seenIn(page, text);
  return async () => {
    await reloaded;
    await shown();
  };
}

/** Runs `action` and waits until `text` (a notification) has been shown. */
export async function expectShownAfter(page: Page, text: string, action: () => Promise<unknown>): Promise<void> {
  const shown = await watchText(page, text);
  await action();
  await shown();
}
