// The whole frame in the test document (Root: access pages, then the lazily loaded admin): route guard, not-found,
// launcher cards, header and sidebar, season picker.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Root } from './Root';
import { session, type SessionPayload } from './lib/session';
import { isOpenable } from './layout/openable';

// Every request the frame makes is answered here: nothing reaches the network ('error' below).
const server = setupServer(
  http.get('*/api/info', () => HttpResponse.json({ demo: false })),
  http.get('*/api/portafoglio', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
  http.get('*/api/configurazionigenerali', () => HttpResponse.json({ id: 1, abilita_carrello: true })),
  http.get('*/api/cart', () => HttpResponse.json({ data: [{ carrello_id: 1, items: [{ id: 1 }, { id: 2 }] }] })),
  http.get('*/api/cart/count', () => HttpResponse.json({ count: 2 })),
  http.get('*/api/userexports', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
  http.get('*/api/stagione', () =>
    HttpResponse.json({
      data: [
        { id: 2, nome: '2025/2026', aperta: true },
        { id: 1, nome: '2024/2025', aperta: false },
      ],
      current_page: 1,
      last_page: 1,
      total: 2,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  session.clear();
  localStorage.clear();
});
afterEach(() => server.resetHandlers());

const menu = (key: string, name: string, items: [string, string, string][], external = false) => ({
  name,
  key,
  icon: 'people',
  visibility: true,
  in_navbar: true,
  mainView: items[0][2],
  external,
  colors: { primary: '#ef6c00', secondary: '#fff' },
  navigation_menu: items.map(([label, n, params]) => ({ label, name: n, params, visibility: true })),
});

const societaUser: SessionPayload = {
  me: { id: 3, name: 'Società Demo', email: 'societa@demo.it', tipo_utente: 'societa' },
  user_type: 'societa',
  societa: { id: 1, nome: 'Pallamano Demo' },
  stagione: { id: 2, nome: '2025/2026', aperta: true },
  abilities: ['economicssocieta:write', 'contabilitasocieta:read', 'comitati:read'],
  app_menu: [
    menu('societa', 'Società', [
      ['Società', 'economicssocieta', '/societa'],
      ['Situazione contabile', 'contabilitasocieta', '/situazionecontabile'],
    ]),
    // A screen that exists (a generated resource) beside one that is not built yet.
    menu('stagioni', 'Stagioni', [
      ['Comitati', 'comitati', '/comitati'],
      ['Pagina futura', 'comitati', '/pagina-futura'],
    ]),
    menu('trasferte', 'Trasferte', [['Trasferte', 'trasferte', 'Trasferte']], true),
  ],
  discipline: [],
};

const Where = () => <div data-testid="where">{useLocation().pathname}</div>;
const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <Root />
      <Where />
    </MemoryRouter>,
  );

describe('route guard', () => {
  it('a protected route without login goes to login', async () => {
    renderAt('/situazionecontabile');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(await screen.findByRole('button', { name: 'Accedi' })).toBeInTheDocument();
  });

  it('an unknown route shows Pagina non trovata, signed in or not', async () => {
    renderAt('/non-esiste');
    expect(await screen.findByText('Pagina non trovata')).toBeInTheDocument();
    expect(screen.getByText("Controlla l'URL nella barra degli indirizzi e riprova.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/home');
  });

  it('/ opens the launcher when signed in', async () => {
    session.store(societaUser, '3|x');
    renderAt('/');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/applauncher'));
  });
});

describe('signed-in frame', () => {
  beforeEach(() => session.store(societaUser, '3|x'));

  it('the launcher greets the user and shows one card per application, external ones explained', async () => {
    renderAt('/applauncher');
    expect(await screen.findByText('Benvenuto, Società Demo')).toBeInTheDocument();
    const stagioni = screen.getByTestId('launcher-app-stagioni');
    expect(within(stagioni).getByRole('link', { name: 'Apri Stagioni' })).toHaveAttribute('href', '/comitati');
    expect(within(stagioni).getByRole('link', { name: 'Comitati' })).toHaveAttribute('href', '/comitati');
    const trasferte = screen.getByTestId('launcher-app-trasferte');
    expect(within(trasferte).queryByRole('link')).toBeNull();
    expect(trasferte).toHaveTextContent('sistema esterno Trasferte');
    expect(document.title).toBe('Affiliazione e Tesseramento');
  });

  it('launcher cards and their links never lead to a screen still to come', async () => {
    renderAt('/applauncher');
    const stagioni = await screen.findByTestId('launcher-app-stagioni');
    expect(within(stagioni).queryByRole('link', { name: /Pagina futura/ })).toBeNull();
    expect(stagioni).toHaveTextContent('Pagina futura (in preparazione)');
    // Every link of every card opens a real screen the user may read.
    for (const link of screen.getAllByRole('link').filter((a) => a.closest('[data-testid^="launcher-app-"]'))) {
      expect(isOpenable(session.get(), link.getAttribute('href')!), link.getAttribute('href')!).toBe(true);
    }
  });

  it('a page shows its application in the title, the sidebar and the season, around its own screen', async () => {
    renderAt('/situazionecontabile');
    expect(await screen.findByRole('heading', { name: 'Situazione contabile società' })).toBeInTheDocument();
    expect(screen.getByTestId('app-title')).toHaveTextContent('Affiliazione e Tesseramento - Società');
    await waitFor(() => expect(document.title).toBe('Affiliazione e Tesseramento - Società'));
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('link', { name: 'Situazione contabile' })).toHaveAttribute('aria-current', 'page');
    expect(within(sidebar).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByTestId('season-button')).toHaveTextContent('Stagione 2025/2026');
  });

  it('the cart icon shows its count and opens the cart where the user is (never a page it may not open)', async () => {
    const user = userEvent.setup();
    renderAt('/applauncher');
    await user.click(await screen.findByRole('button', { name: 'Carrello: 2 elementi' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/applauncher');
    expect(screen.queryByText('Non hai i permessi per accedere a questa pagina')).toBeNull();
  });

  it('the sidebar folds and unfolds child menus', async () => {
    const user = userEvent.setup();
    const withChildren = structuredClone(societaUser);
    withChildren.app_menu[0].navigation_menu.push({
      label: 'Archivio',
      name: 'economicssocieta',
      params: '/societa',
      visibility: true,
      child_menu: [{ label: 'Trasferimenti richiesti', name: 'economicssocieta', params: '/trasferimentirichiesti', visibility: true }],
    });
    session.store(withChildren, '3|x');
    renderAt('/societa');
    const sidebar = await screen.findByTestId('sidebar');
    const group = within(sidebar).getByRole('button', { name: 'Archivio' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getByRole('link', { name: 'Trasferimenti richiesti' })).toBeInTheDocument();
    await user.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(sidebar).queryByRole('link', { name: 'Trasferimenti richiesti' })).toBeNull());
  });

  it('a page of an application the user may not read says so, as its heading', async () => {
    renderAt('/causali');
    expect(await screen.findByRole('heading', { level: 1, name: 'Non hai i permessi per accedere a questa pagina' })).toBeInTheDocument();
  });

  it('the season picker changes the working season', async () => {
    const user = userEvent.setup();
    renderAt('/applauncher');
    await user.click(await screen.findByTestId('season-button'));
    const dialog = await screen.findByRole('dialog', { name: 'Seleziona la stagione' });
    await user.click(await within(dialog).findByText('2024/2025'));
    await waitFor(() => expect(screen.getByTestId('season-button')).toHaveTextContent('Stagione 2024/2025'));
    expect(session.get().season?.id).toBe(1);
  });
});

describe('permissions changed since login', () => {
  // An administrator granted Reports after this user signed in: GET me says so, the stored session does not.
  const granted: SessionPayload = {
    ...societaUser,
    stagione: { id: 2, nome: '2025/2026', aperta: true },
    abilities: [...societaUser.abilities, 'reports:read'],
    app_menu: [...societaUser.app_menu, menu('reports', 'Reports', [['Report Società', 'reports', '/reports']])],
  };
  let meCalls = 0;
  const answerMe = (payload: SessionPayload | null) => {
    meCalls = 0;
    server.use(http.get('*/api/me', () => (meCalls++, payload ? HttpResponse.json(payload) : HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }))));
  };
  /** The session as a page load finds it: in the browser's storage, from an earlier login. */
  const storedAtLogin = () => {
    session.store(societaUser, '3|x');
    session.update({ season: { id: 1, nome: '2024/2025', aperta: false } });
    session.reload();
  };

  it('a page load reads them again from the server, keeping the season the user picked', async () => {
    storedAtLogin();
    answerMe(granted);
    renderAt('/applauncher');
    expect(await screen.findByTestId('launcher-app-reports')).toBeInTheDocument();
    expect(session.get().abilities).toContain('reports:read');
    expect(session.get().season?.id).toBe(1);
    expect(meCalls).toBe(1);
  });

  it("the header's Aggiorna reads them again", async () => {
    const user = userEvent.setup();
    session.store(societaUser, '3|x');
    answerMe(granted);
    renderAt('/applauncher');
    await screen.findByTestId('launcher-app-societa');
    // Just signed in: nothing to read again yet.
    expect(meCalls).toBe(0);
    expect(screen.queryByTestId('launcher-app-reports')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Aggiorna', hidden: true }));
    expect(await screen.findByTestId('launcher-app-reports')).toBeInTheDocument();
    expect(meCalls).toBe(1);
  });

  it('a 401 on reading them signs out', async () => {
    storedAtLogin();
    answerMe(null);
    renderAt('/applauncher');
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/login'));
    expect(session.get().token).toBeNull();
  });
});

describe('a club account without permissions', () => {
  // The club application shows by the user type; none of its pages is readable (each answered 403).
  const noPermissions: SessionPayload = {
    ...societaUser,
    abilities: [],
    app_menu: [
      {
        ...menu('societa', 'Società', [
          ['Società', 'economicssocieta', '/societa'],
          ['Situazione contabile', 'contabilitasocieta', '/situazionecontabile'],
        ]),
        navigation_menu: [
          { label: 'Società', name: 'economicssocieta', params: '/societa', visibility: false },
          { label: 'Situazione contabile', name: 'contabilitasocieta', params: '/situazionecontabile', visibility: false },
        ],
      },
    ],
  };

  it('sees the club application with no page to open: its card says why, the sidebar has no link to a refusal', async () => {
    session.store(noPermissions, '3|x');
    renderAt('/applauncher');
    const card = await screen.findByTestId('launcher-app-societa');
    expect(card).toHaveTextContent('Nessuna pagina disponibile: chiedi i permessi a un amministratore');
    expect(within(card).queryByRole('link')).toBeNull();
    const sidebar = screen.getByTestId('sidebar');
    expect(within(sidebar).getByRole('link', { name: 'Tutte le applicazioni' })).toBeInTheDocument();
    expect(within(sidebar).queryByTestId('sidebar-app-societa')).toBeNull();
  });
});
