// First paint on a phone-like connection (issue 19): Debian's Chromium at 360 px, CDP network emulation
// (1.6 Mbit/s down, 750 kbit/s up, 150 ms latency) and a 4× CPU slowdown, a cold cache on every run.
// - login usable: from navigation to /login until the username box and an enabled 'Accedi' are in
//   the page (React has mounted them, so they answer);
// - results first content: first-contentful-paint of a public results page (results.html bundle).
// Median of FIRST_PAINT_RUNS (5) each. Builds nothing: serves the dist/ that bench/run.ts (or
// `npx vite build`) just built, from a server started here on a throwaway demo database.
// `tsx bench/first-paint.ts` prints one JSON line (read by bench/run.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';
import { startServer } from './lib/server.ts';
import { median } from './lib/median.ts';

const RUNS = Number(process.env.FIRST_PAINT_RUNS ?? 5);
const PORT = process.env.FIRST_PAINT_PORT ?? '8443';
export const PHONE = { downloadKbps: 1600, uploadKbps: 750, latencyMs: 150, cpuSlowdown: 4, width: 360, height: 740 };
export const TARGETS = { loginUsableMs: 2500, resultsFirstContentMs: 1500 };
const log = (...a: unknown[]) => console.error('[first-paint]', ...a);

/** Marks, inside the page, the moment the login form can be used and the first contentful paint. */
const PROBE = `(() => {
  const check = () => {
    if (window.__usable) return;
    const user = document.querySelector('input[name="username"]');
    const submit = document.querySelector('button[type="submit"]');
    if (user && submit && !submit.disabled) window.__usable = performance.now();
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
})();`;

async function measure(browser: Browser, url: string, mark: '__usable' | '__fcp'): Promise<number> {
  const context = await browser.newContext({ viewport: { width: PHONE.width, height: PHONE.height }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale: 'it-IT' });
  try {
    const page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: (PHONE.downloadKbps * 1000) / 8,
      uploadThroughput: (PHONE.uploadKbps * 1000) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit' });
    const handle = await page.waitForFunction((m) => (window as any)[m] as number | undefined, mark, { timeout: 60_000, polling: 100 });
    return Math.round((await handle.jsonValue()) as number);
  } finally {
    await context.close();
  }
}

async function main() {
  const dir = mkdtempSync('/tmp/fed-bench-paint-');
  const server = await startServer({ DATA_DIR: dir, SEED_SCALE: '0.1', DEMO: '1', PORT, PUBLIC_URL: `http://127.0.0.1:${PORT}` });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  try {
    // One warm-up visit each (server caches, disk), not counted.
    await measure(browser, `${server.url}/login`, '__usable');
    await measure(browser, `${server.url}/agold`, '__fcp');
    const login: number[] = [];
    const results: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      login.push(await measure(browser, `${server.url}/login`, '__usable'));
      results.push(await measure(browser, `${server.url}/agold`, '__fcp'));
      log(`run ${i + 1}: login usable ${login[i]} ms, results first content ${results[i]} ms`);
    }
    const loginUsableMs = median(login);
    const resultsFirstContentMs = median(results);
    console.log(
      JSON.stringify({
        conditions: PHONE,
        runs: RUNS,
        loginUsableMs,
        loginUsableRuns: login,
        resultsFirstContentMs,
        resultsFirstContentRuns: results,
        targets: TARGETS,
        ok: loginUsableMs <= TARGETS.loginUsableMs && resultsFirstContentMs <= TARGETS.resultsFirstContentMs,
      }),
    );
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
