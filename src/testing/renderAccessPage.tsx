// Test helper: renders a public access page as src/Root.tsx does (no react-admin, the access toasts)
// in a memory router, with a marker page on the paths it may navigate to.
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AccessToasts } from '../layout/access/toast';

const Where = () => <div data-testid="location">{useLocation().pathname}</div>;

export function renderAccessPage(ui: ReactElement, { path = '/', url = path }: { path?: string; url?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <AccessToasts>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<Where />} />
        </Routes>
      </AccessToasts>
    </MemoryRouter>,
  );
}
