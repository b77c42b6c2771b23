// Test helper: renders a screen inside react-admin's context (real providers, Italian, the app's theme:
// its dialogs open as the app's do) and a memory router, with a marker page on the paths it may navigate to.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authProvider } from '../providers/authProvider';
import { dataProvider } from '../providers/dataProvider';
import { i18nProvider } from '../providers/i18nProvider';
import { memoryStore } from 'react-admin';
import { newQueryClient } from '../providers/queryClient';
import { theme } from '../layout/theme';

const Where = () => <div data-testid="location">{useLocation().pathname}</div>;

/**
 * `notifications`: also render react-admin's toasts (they outlive a navigation away from `path`).
 * `queryClient`: one whose cache the test has filled (what a screen shows from data already known);
 * by default a fresh one configured as the app's (src/App.tsx).
 */
export function renderWithAdmin(
  ui: ReactElement,
  { path = '/', url = path, notifications = false, queryClient }: { path?: string; url?: string; notifications?: boolean; queryClient?: QueryClient } = {},
) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AdminContext theme={theme} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} queryClient={queryClient ?? newQueryClient()}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
        {notifications && <Notification />}
      </AdminContext>
    </MemoryRouter>,
  );
}
