/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync } from 'node:fs';
import { precompress } from './scripts/precompress.ts';
import { firstPaintChunk } from './scripts/first-paint-chunk.ts';

// How long one test may take before it fails, in every project: 2 minutes. Tests wait for conditions,
// never for time; this bound only ends a test that hangs. On a shared CI machine with a load average
// of 10-19 on 2 cores, component tests that take 3 s alone took 27-30 s (2026-11-26/27 runs).
const TEST_TIMEOUT_MS = 120_000;

// Component test files share one module graph and document per worker (react-admin and MUI are imported
// once, not once per file). A file that replaces a module (`vi.mock`) or needs a document no other file
// touched (`@vitest-own-document`) runs alone in the 'unit-own' project.
const COMPONENT_TEST_DIRS = ['src', 'custom-pages', 'tests/unit'];
const componentTests = COMPONENT_TEST_DIRS.flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.tsx'))
    .map((f) => `${dir}/${f}`),
);
const ownGraph = componentTests.filter((f) => /\bvi\.(mock|doMock)\(|@vitest-own-document/.test(readFileSync(f, 'utf8')));

const adminFirstPaint = firstPaintChunk('access', 'index.html', 'src/App.tsx');
// React and React DOM in one chunk, which both pages load: left alone the bundler splits off the JSX
// runtime (8 KB) and Vite's modulepreload polyfill, one more request each on a link where every
// request waits 150 ms (issue 19).
const reactChunk = { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|modulepreload-polyfill/ };

// Two bundles: the admin app (react-admin) and the small public results pages (no react-admin, no MUI).
// Every text file is also written brotli- and gzip-compressed, served as such by server/http/front-end.ts.
export default defineConfig({
  plugins: [react(), precompress(), adminFirstPaint.plugin],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { admin: 'index.html', results: 'results.html' },
      // The login page's code in one file rather than some 17 (scripts/first-paint-chunk.ts).
      output: { codeSplitting: { groups: [adminFirstPaint.group, reactChunk] } },
    },
  },
  server: { proxy: { '/api': 'http://localhost:8080', '/risultati/': 'http://localhost:8080' } },
  test: {
    // Password hashes nearly free (server/auth/passwords.ts): the suites log in some thousand times.
    env: { PASSWORD_HASH_COST: 'test' },
    projects: [
      {
        extends: true,
        test: {
          // Plain functions and server pieces: no DOM, no Testing Library, one module graph for all.
          // A file that needs a document says so (`// @vitest-environment happy-dom`).
          name: 'logic',
          include: ['src/**/*.test.ts', 'custom-pages/**/*.test.ts', 'resources/**/*.test.ts', 'i18n/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          // Server pieces run PGlite and real I/O on a shared, loaded machine: the time is not what they
          // test (vitest's 5 s failed a PGlite protocol test that took 5.7 s in a loaded CI run).
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: componentTests,
          exclude: ownGraph,
          environment: 'happy-dom',
          isolate: false,
          setupFiles: ['tests/helpers/setup-dom.ts'],
          // Component tests render react-admin on a shared, loaded machine: the time is not what they test.
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-own',
          include: ownGraph,
          environment: 'happy-dom',
          setupFiles: ['tests/helpers/setup-dom.ts'],
          testTimeout: TEST_TIMEOUT_MS,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file has its own database and app (tests/helpers/app.ts); sharing the imported server
          // modules between files saves a third of the pass (191 s → 128 s alone, 2026-11-26).
          isolate: false,
          globalSetup: ['tests/helpers/global-setup.ts'],
          // Answers the database wrote in JSON are checked against their route's schema (server/http/zod.ts).
          env: { CHECK_JSON_ANSWERS: '1' },
          testTimeout: TEST_TIMEOUT_MS,
          // A file's database and app are made in its hooks: seeding took over 2 minutes in a loaded CI run.
          hookTimeout: 300000,
        },
      },
    ],
  },
});
