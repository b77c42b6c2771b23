// The frame's route guard sends a visitor without a session to the login, telling it where he was
// (a link opened without a session, a session that ended): the login comes back there (LoginPage).
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { i18nProvider } from '../providers/i18nProvider';
import { session } from '../lib/session';
import { ShellLayout } from './ShellLayout';

afterEach(() => session.clear());

const Login = () => <pre data-testid="state">{JSON.stringify(useLocation().state)}</pre>;

describe('route guard', () => {
  it('sends a visitor without a session to the login with the page he asked for', async () => {
    session.clear();
    render(
      <MemoryRouter initialEntries={['/societa/7?tab=contabilita']}>
        <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
          <Routes>
            <Route path="/login" element={<Login />} />
            <Route path="*" element={<ShellLayout>pagina</ShellLayout>} />
          </Routes>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(JSON.parse((await screen.findByTestId('state')).textContent ?? '')).toEqual({ nextPathname: '/societa/7', nextSearch: '?tab=contabilita' });
  });
});
