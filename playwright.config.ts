// End-to-end tests in Debian's Chromium against the real server (`node scripts/start.mjs`: builds the
// front end when stale, migrates and seeds a fresh temporary data folder, serves on a test port).
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 8181);
const BASE_URL = `http://localhost:${PORT}`;
// Created once by the main process; the workers inherit it through the environment.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'fbo-e2e-'));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // Overridable so that two runs on one machine do not clean each other's artifacts.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Two shared cores and one server: one browser at a time keeps timings honest.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 180_000,
  // Generous: on a loaded two-core machine a page may take long to settle; a passing check ends at once.
  expect: { timeout: 30_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    locale: 'it-IT',
    // The screens honour the system's "reduce motion" (index.html): no animation frames for Chromium to
    // draw while a test waits. Four specs measured alone: 284 → 221 core-seconds, 154 → 124 s.
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Rome',
    // Kept for a failed test: its actions, network and console (trace.zip), the page as it was at the
    // end (test-failed-1.png) and its accessibility tree (error-context.md). A screenshot and a DOM
    // snapshot of every action are left out: two specs, 402 core-seconds with both, 342 without the
    // screenshots; in the warm profile 254–264 with the DOM snapshots, 207–212 without them.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium' },
  },
  webServer: {
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/info`,
    reuseExistingServer: false,
    // First run: front-end build, migrations and demo seed.
    timeout: 300_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_SCALE: process.env.E2E_SEED_SCALE ?? '0.1',
      DEMO: '1',
      PUBLIC_URL: BASE_URL,
      // Password hashes nearly free (server/auth/passwords.ts): every test logs in, some several times.
      PASSWORD_HASH_COST: 'test',
    },
  },
});
