// The header's menu buttons say whether what they open is open (keyboard and screen-reader audit):
// the burger (aria-expanded, aria-controls the sidebar), the user menu (aria-haspopup, aria-expanded);
// on a phone the sidebar drawer is a named dialog, and closing it gives the focus back to the burger
// once the page is no longer hidden (Chromium refused a focus inside aria-hidden #root). The whole frame
// (Root), as src/App.test.tsx renders it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Root } from '../Root';
import { session, type SessionPayload } from '../lib/session';
import { screenWidth } from '../testing/screenWidth';

const page = () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 });
const server = setupServer(
  http.get('*/api/info', () => HttpResponse.json({ demo: false })),
  http.get('*/api/configurazionigenerali', () => HttpResponse.json({ id: 1, abilita_carrello: false })),
  http.get('*/api/userexports', page),
  http.get('*/api/stagione', () => HttpResponse.json({ data: [{ id: 2, nome: '2025/2026', aperta: true }], current_page: 1, last_page: 1, total: 1 })),
  // Whatever the screens ask: an empty answer (what they show is not the point here).
  http.get('*/api/*', page),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  session.clear();
  localStorage.clear();
  session.store(societaUser, '3|x');
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});

const societaUser: SessionPayload = {
  me: { id: 3, name: 'Società Demo', email: 'societa@demo.it', tipo_utente: 'societa' },
  user_type: 'societa',
  societa: { id: 1, nome: 'Pallamano Demo' },
  stagione: { id: 2, nome: '2025/2026', aperta: true },
  abilities: ['economicssocieta:write', 'contabilitasocieta:read'],
  app_menu: [
    {
      name: 'Società',
      key: 'societa',
      icon: 'people',
      visibility: true,
      in_navbar: true,
      mainView: '/situazionecontabile',
      external: false,
      colors: { primary: '#ef6c00', secondary: '#fff' },
      navigation_menu: [
        { label: 'Situazione contabile', name: 'contabilitasocieta', params: '/situazionecontabile', visibility: true },
        { label: 'Applicazioni', name: 'contabilitasocieta', params: '/applauncher', visibility: true },
      ],
    },
  ],
  discipline: [],
};

const Where = () => <div data-testid="where">{useLocation().pathname + useLocation().search}</div>;
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Root />
      <Where />
    </MemoryRouter>,
  );

/** The header's burger, whatever its name says ('Apri il menu' / 'Chiudi il menu'). */
const burger = () => screen.getByRole('button', { name: /il menu$/, hidden: true });

describe('header menu buttons', () => {
  it('the burger says whether the sidebar it controls is open', async () => {
    screenWidth(1280);
    const user = userEvent.setup();
    renderAt('/situazionecontabile');
    await screen.findByTestId('sidebar');
    // react-admin's own burger (which says nothing) is not offered as well.
    expect(screen.getAllByRole('button', { name: /il menu$/ })).toHaveLength(1);
    const toggle = burger();
    expect(toggle).toHaveAttribute('aria-controls', screen.getByTestId('sidebar').id);
    const before = toggle.getAttribute('aria-expanded');
    expect(before === 'true' || before === 'false').toBe(true);
    await user.click(toggle);
    await waitFor(() => expect(burger()).toHaveAttribute('aria-expanded', before === 'true' ? 'false' : 'true'));
  });

  it("the user menu's button says it opens a menu, and when it is open", async () => {
    screenWidth(1280);
    const user = userEvent.setup();
    renderAt('/situazionecontabile');
    const button = await screen.findByRole('button', { name: 'Società Demo' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getByRole('menuitem', { name: 'Cambio Password' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'false'));
  });

  it('on a phone the drawer is a named dialog; Escape gives the focus back to the burger, no longer hidden', async () => {
    screenWidth(360);
    const user = userEvent.setup();
    renderAt('/situazionecontabile');
    await screen.findByRole('heading', { level: 1, name: 'Situazione contabile società' });
    const toggle = burger();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // Where the focus lands as it comes back: inside an aria-hidden element or not.
    const hiddenAtFocus: (Element | null)[] = [];
    toggle.addEventListener('focus', () => hiddenAtFocus.push(toggle.closest('[aria-hidden="true"]')));
    toggle.focus();
    await user.keyboard('{Enter}');
    const drawer = await screen.findByRole('dialog', { name: 'Applicazioni' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
    hiddenAtFocus.length = 0;
    await user.keyboard('{Escape}');
    await waitFor(() => expect(toggle).toHaveFocus());
    expect(hiddenAtFocus).toEqual([null]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Applicazioni' })).toBeNull());
  });
});
