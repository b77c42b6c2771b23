import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { session } from '../../src/lib/session';

// findBy…/waitFor wait for what the user would see, not for a number of milliseconds: on a loaded
// machine (CI, several runs on two cores) react-admin screens take seconds, and a single test took 24 s
// with eight busy processes beside it. So no test sets a wait of its own, and this one only bounds a
// wait that will never end; the test's time-out (vite.config.ts, 2 min) is above it.
configure({ asyncUtilTimeout: 60_000 });

afterEach(() => cleanup());

// The 'unit' project shares one document and module graph between files (vite.config.ts): each file
// starts with empty storage and no session, as a fresh page would.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.reload();
});
