// Generated grid benchmark (issue 4), with Playwright in Debian Chromium against the real server on
// the demo data (built front end in dist/):
//  - firstPage: time from navigation to the first 30 rows of a generated grid, both for a full page
//    load (from navigation start) and for an in-app navigation (sidebar click), several runs each;
//  - scroll: a grid of 1,000 rows (committees added through the API) is scrolled top to bottom one
//    step per animation frame; frame durations give average fps, p95/max and dropped frames
//    (a frame counts as dropped when it takes longer than 1.5 × 16.7 ms).
// Prints one JSON line (the last line of output), read by bench/run.ts. Targets: 30 rows ≤ 300 ms,
// no dropped frames. Env: BENCH_GRID_SCALE (seed scale, default 1), BENCH_GRID_PORT (default 8293),
// BENCH_GRID_URL (measure an already running server instead of starting one).
import { mkdtempSync, rmSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { loginToken, startServer } from './lib/server.ts';

const ROWS = 1000;
const RUNS = 7;
const FRAME_BUDGET_MS = 1000 / 60;

const stats = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { runs: s.length, median: Math.round(at(0.5)), p95: Math.round(at(0.95)), max: Math.round(s[s.length - 1]), min: Math.round(s[0]) };
};

/** Resolves, in the page, with ms since `t0` when the grid shows at least `n` rows. */
function rowsAfter(page: Page, resource: string, n: number, fromNavigationStart: boolean) {
  return page.evaluate(
    ({ resource, n, fromNavigationStart }) =>
      new Promise<number>((resolve) => {
        const t0 = fromNavigationStart ? 0 : performance.now();
        const check = () => {
          if (document.querySelectorAll(`[data-resource="${resource}"] tbody tr[data-id]`).length >= n) resolve(performance.now() - t0);
          else if (performance.now() - t0 > 30_000) resolve(Number.NaN);
          else requestAnimationFrame(check);
        };
        check();
      }),
    { resource, n, fromNavigationStart },
  );
}

async function login(page: Page, url: string) {
  await page.goto(`${url}/login`);
  await page.getByRole('textbox', { name: 'Nome utente' }).fill('admin@demo.it');
  await page.locator('input[name="password"]').fill('Demo2026!');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await page.waitForURL((u) => !u.pathname.endsWith('/login'));
}

async function firstPage(page: Page, url: string) {
  const fullLoad: number[] = [];
  const inApp: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    // Full load: navigation start → 30 rows (bundle from the browser cache after the first run).
    await page.goto(`${url}/comitati`, { waitUntil: 'commit' });
    fullLoad.push(await rowsAfter(page, 'comitati', 30, true));
    // In-app: from another screen of the same app, click its menu entry, until 30 rows show.
    await page.goto(`${url}/disciplinestagioni`);
    await page.getByRole('table', { name: 'Gestione Discipline Stagioni' }).locator('tbody tr[data-id]').first().waitFor();
    const shown = rowsAfter(page, 'comitati', 30, false);
    await page.getByRole('link', { name: 'Gestione Comitati' }).click();
    inApp.push(await shown);
  }
  return { fullLoadMs: stats(fullLoad), inAppNavigationMs: stats(inApp), targetMs: 300 };
}

async function scroll(page: Page, url: string) {
  await page.goto(`${url}/comitati`);
  const scroller = page.getByTestId('grid-scroller');
  const rows = page.locator('[data-resource="comitati"] tbody tr[data-id]');
  await rows.nth(29).waitFor();
  // Loading the 1,000 rows page by page, as a user scrolling to the end would.
  const loadStart = Date.now();
  for (let guard = 0; (await rows.count()) < ROWS && guard < 200; guard++) {
    await scroller.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await page.waitForTimeout(50);
  }
  const loadedRows = await rows.count();
  const loadAllMs = Date.now() - loadStart;
  await scroller.evaluate((el) => el.scrollTo(0, 0));
  await page.waitForTimeout(300);
  // One scroll step per frame from top to bottom; frame durations from requestAnimationFrame.
  const frames = await scroller.evaluate(
    (el) =>
      new Promise<number[]>((resolve) => {
        const deltas: number[] = [];
        const step = Math.max(20, Math.ceil((el.scrollHeight - el.clientHeight) / 240));
        let last = performance.now();
        const tick = (now: number) => {
          deltas.push(now - last);
          last = now;
          if (el.scrollTop + el.clientHeight >= el.scrollHeight - 1) return resolve(deltas.slice(1));
          el.scrollTop += step;
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
  const total = frames.reduce((a, b) => a + b, 0);
  const dropped = frames.filter((f) => f > FRAME_BUDGET_MS * 1.5).length;
  const s = [...frames].sort((a, b) => a - b);
  return {
    rows: loadedRows,
    loadAllPagesMs: loadAllMs,
    frames: frames.length,
    averageFps: Math.round((frames.length / total) * 1000 * 10) / 10,
    frameP95Ms: Math.round(s[Math.floor(0.95 * s.length)] * 10) / 10,
    frameMaxMs: Math.round(s[s.length - 1] * 10) / 10,
    droppedFrames: dropped,
    targetDroppedFrames: 0,
  };
}

async function main() {
  const dataDir = mkdtempSync('/tmp/fed-bench-grid-');
  const server = process.env.BENCH_GRID_URL
    ? { url: process.env.BENCH_GRID_URL, stop: async () => undefined }
    : await startServer({ DATA_DIR: dataDir, SEED_SCALE: process.env.BENCH_GRID_SCALE ?? '1', PORT: process.env.BENCH_GRID_PORT ?? '8293' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const token = await loginToken(server.url);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const existing = (await (await fetch(`${server.url}/api/comitato?paginate=1`, { headers })).json()).total as number;
    for (let i = existing; i < ROWS; i++) {
      const res = await fetch(`${server.url}/api/comitato`, { method: 'POST', headers, body: JSON.stringify({ nome: `Comitato di prova ${String(i).padStart(4, '0')}` }) });
      if (!res.ok) throw new Error(`creating committee ${i}: ${res.status}`);
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    // tsx compiles with keepNames: functions sent to page.evaluate call its __name helper.
    await context.addInitScript('window.__name = (f) => f');
    const page = await context.newPage();
    await login(page, server.url);
    const result = { firstPage: await firstPage(page, server.url), scroll: await scroll(page, server.url) };
    console.log(JSON.stringify(result));
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
