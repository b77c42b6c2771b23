// The header's cart icon from a general configuration already known: shown to a club with the cart
// enabled, never to a system administrator, to another administrator only when the cart dialog's
// calls are allowed (spec 1 §4, §6). The configuration is in the cache before the first render, so the
// icon's presence or absence is decided by that render: no wait.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../testing';
import { session } from '../lib/session';
import { GENERAL_CONFIG_QUERY_KEY } from '../components/generalConfig';
import { CartButton } from './CartButton';

const server = setupServer(http.get('*/api/cart/count', () => HttpResponse.json({ count: 2 })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => session.clear());

function renderWithConfig(abilita_carrello: boolean) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(GENERAL_CONFIG_QUERY_KEY, { id: 1, abilita_carrello });
  return renderWithAdmin(<CartButton />, { queryClient });
}

describe('cart icon', () => {
  it('is shown to a club when the cart is enabled', () => {
    session.update({ token: '1|a', userType: 'societa' });
    renderWithConfig(true);
    expect(screen.getByTestId('cart-button')).toBeInTheDocument();
  });

  it('is not shown when the general configuration disables the cart', () => {
    session.update({ token: '1|a', userType: 'societa' });
    renderWithConfig(false);
    expect(screen.queryByTestId('cart-button')).toBeNull();
  });

  it('is never shown to a system administrator', () => {
    session.update({ token: '1|a', userType: 'sysadmin' });
    renderWithConfig(true);
    expect(screen.queryByTestId('cart-button')).toBeNull();
  });

  it('is not shown to an administrator whose abilities do not reach the cart dialog (only reports:read)', () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['reports:read'] });
    renderWithConfig(true);
    expect(screen.queryByTestId('cart-button')).toBeNull();
  });

  it('is not shown to an administrator who may read carts but search no party', () => {
    session.update({ token: '1|a', userType: 'admin', abilities: ['contabilitasocieta:write', 'reports:read'] });
    renderWithConfig(true);
    expect(screen.queryByTestId('cart-button')).toBeNull();
  });

  it.each([[['anagrafica:read']], [['economicssocieta:write']], [['utenti:write', 'contabilitatesserati:read']]])(
    'is shown to an administrator who may pick a party and read its cart (%j)',
    (abilities) => {
      session.update({ token: '1|a', userType: 'admin', abilities });
      renderWithConfig(true);
      expect(screen.getByTestId('cart-button')).toBeInTheDocument();
    },
  );
});
