/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/precompress.ts';
import { firstPaintChunk } from './scripts/first-paint-chunk.ts';

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
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'custom-pages/**/*.test.{ts,tsx}', 'resources/**/*.test.ts', 'i18n/**/*.test.ts', 'server/**/*.test.ts', 'tests/unit/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/helpers/setup-dom.ts'],
          // Component tests render react-admin on a shared, loaded machine: the time is not what they test.
          testTimeout: 60000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/global-setup.ts'],
          testTimeout: 30000,
          hookTimeout: 120000,
        },
      },
    ],
  },
});
