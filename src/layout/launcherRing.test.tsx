// The launcher's cards show their whole focus ring (keyboard audit): the card clips what passes its
// rounded edge, and the ring around the coloured header showed as a 3 px line under it. It is drawn
// inside the header. The whole frame (Root), as src/App.test.tsx renders it.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
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

/** The last value given to `prop` by the style rules matching `el` now. */
const ruleValue = (el: Element, prop: string) =>
  [...document.styleSheets]
    .flatMap((sheet) => [...sheet.cssRules])
    .filter((r): r is CSSStyleRule => 'selectorText' in r && el.matches((r as CSSStyleRule).selectorText))
    .map((r) => r.style.getPropertyValue(prop))
    .filter(Boolean)
    .at(-1);

describe('launcher card focus ring', () => {
  it("is drawn inside the card's header, not around the link the card clips", async () => {
    screenWidth(1280);
    const user = userEvent.setup();
    renderAt('/applauncher');
    const card = await screen.findByRole('link', { name: 'Apri Società' });
    card.focus();
    // A key pressed: the ring is the keyboard's (MUI's focus-visible).
    await user.keyboard('{Shift>}{Tab}{/Shift}{Tab}');
    expect(card).toHaveFocus();
    expect(card).toHaveClass('Mui-focusVisible');
    expect(ruleValue(card, 'outline')).toMatch(/none/);
    const header = card.firstElementChild!;
    expect(ruleValue(header, 'box-shadow')).toMatch(/inset 0 0 0 3px .*inset 0 0 0 5px/);
  });
});
