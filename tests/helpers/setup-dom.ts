import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { session } from '../../src/lib/session';

// findBy…/waitFor wait for what the user would see, not for a number of milliseconds: on a loaded
// machine (CI, several runs on two cores) react-admin screens take seconds, so the wait is generous.
// The test's own time-out (vite.config.ts) stays the limit.
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// The 'unit' project shares one document and module graph between files (vite.config.ts): each file
// starts with empty storage and no session, as a fresh page would.
beforeAll(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.reload();
});
