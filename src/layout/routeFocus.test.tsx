// A change of screen gives the new screen's heading the focus (audit): a launcher card left it on
// <body>, a sidebar link kept it. The whole frame (Root), as src/App.test.tsx renders it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Root } from '../Root';
import { focusNewScreen } from './routeFocus';
import { session, type SessionPayload } from '../lib/session';

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
afterEach(() => server.resetHandlers());

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

describe('change of screen: the focus', () => {
  it("goes from a launcher card (which goes away) to the new screen's heading", async () => {
    const user = userEvent.setup();
    renderAt('/applauncher');
    (await screen.findByRole('link', { name: 'Apri Società' })).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Situazione contabile società' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it("goes from the sidebar link (which stays) to the new screen's heading", async () => {
    const user = userEvent.setup();
    renderAt('/situazionecontabile');
    const sidebar = await screen.findByTestId('sidebar');
    within(sidebar).getByRole('link', { name: 'Applicazioni' }).focus();
    await user.keyboard('{Enter}');
    const welcome = await screen.findByRole('heading', { level: 1, name: 'Benvenuto, Società Demo' });
    await waitFor(() => expect(welcome).toHaveFocus());
    within(sidebar).getByRole('link', { name: 'Situazione contabile' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Situazione contabile società' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('stays where it is on the first screen', async () => {
    renderAt('/situazionecontabile');
    await screen.findByRole('heading', { level: 1, name: 'Situazione contabile società' });
    expect(document.body).toHaveFocus();
  });
});

describe('focusNewScreen', () => {
  /** Lets the MutationObserver's callback run (it is queued as a microtask after the change). */
  const observed = () => new Promise((resolve) => setTimeout(resolve));

  it('holds the focus on <main> until the heading appears, gives it to the heading, then stops watching', async () => {
    document.body.innerHTML = '<nav><a href="/x">Applicazioni</a></nav><main></main>';
    const main = document.querySelector('main')!;
    document.querySelector('a')!.focus();
    const stop = focusNewScreen(main);
    expect(main).toHaveFocus();
    main.innerHTML = '<h1>Gestione Causali</h1>';
    await observed();
    expect(main.querySelector('h1')).toHaveFocus();
    // A screen reader in browse mode reads on, sending no keys; the title is drawn again (a count, a
    // reload): the new heading does not pull the focus back.
    main.innerHTML = '<h1>Gestione Causali (3)</h1><p>Testo</p>';
    await observed();
    expect(main.querySelector('h1')).not.toHaveFocus();
    stop();
    document.body.innerHTML = '';
  });
});
