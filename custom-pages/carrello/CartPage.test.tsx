// /societacarrello/{carrello} (spec 2 route table) and /paymentgateway/{esito}/{id}: the cart opens
// whatever the parameter, over the launcher; closing goes back inside the app, else to the launcher;
// an address with no valid transaction number says so.
// @vitest-own-document: the app's forward-only history (src/lib/history.ts) keeps the pages visited in
// its module; this file needs it empty at first, as a new tab has it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AdminContext, memoryStore } from 'react-admin';
import { createMemoryRouter, MemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { renderWithAdmin } from '../../src/testing';
import { session } from '../../src/lib';
import { keepHistoryForward } from '../../src/lib/history';
import { authProvider } from '../../src/providers/authProvider';
import { dataProvider } from '../../src/providers/dataProvider';
import { i18nProvider } from '../../src/providers/i18nProvider';
import { newQueryClient } from '../../src/providers/queryClient';
import CartPage from './CartPage';
import PaymentGatewayPage from './PaymentGatewayPage';

const cart = {
  carrello_id: 3,
  type: 'societa',
  societa_id: 12,
  anagrafica_id: null,
  intestatario: 'Pallamano Roma',
  items: [{ id: 1, descrizione: 'Affiliazione 2026/2027', importo: -150, partita_contabile_id: 7 }],
  totale: 150,
  portafoglio: { totale: 0 },
  pagamento_in_corso: null,
};
const server = setupServer(
  http.get('*/api/cart', () => HttpResponse.json({ data: [cart] })),
  http.get('*/api/banca', () => HttpResponse.json({ data: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], userData: null });
});

const Where = () => <div data-testid="location">{useLocation().pathname}</div>;

/** The cart's route in the admin, every other path showing where the app went. */
const appRoutes = () => (
  <AdminContext dataProvider={dataProvider} authProvider={authProvider} i18nProvider={i18nProvider} store={memoryStore()} queryClient={newQueryClient()}>
    <Routes>
      <Route path="/societacarrello/:carrello" element={<CartPage />} />
      <Route path="*" element={<Where />} />
    </Routes>
  </AdminContext>
);

/** The app's routes as the browser had them: `entries` visited, the last one current. */
function renderAt(entries: string[]) {
  return render(
    <MemoryRouter initialEntries={entries} initialIndex={entries.length - 1}>
      {appRoutes()}
    </MemoryRouter>,
  );
}

describe('the cart page', () => {
  it.each(['1', '0', '7', 'abc'])('/societacarrello/%s shows the own cart over the launcher; closing with no page before goes to the launcher', async (param) => {
    session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, season: { id: 2, nome: '2026/2027' } });
    const user = userEvent.setup();
    renderAt([`/societacarrello/${param}`]);
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    expect(await screen.findByTestId('launcher-welcome')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/applauncher');
  });

  // Last of the file: it fills the app's history.
  it('closing goes on to the page of the app the user came from', async () => {
    session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, season: { id: 2, nome: '2026/2027' } });
    const app = appRoutes();
    const router = createMemoryRouter([{ path: '*', element: app }], { initialEntries: ['/situazionecontabile'] });
    const stop = keepHistoryForward(router as never);
    const user = userEvent.setup();
    render(<RouterProvider router={router} />);
    await router.navigate('/societacarrello/1');
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    await user.click(within(dialog).getByRole('button', { name: 'Chiudi' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/situazionecontabile');
    stop();
    router.dispose();
  });
});

describe('the payment outcome page', () => {
  it.each(['abc', '0', '-3', '1.5'])('/paymentgateway/OK/%s says the transaction number is not valid', async (id) => {
    session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, season: { id: 2, nome: '2026/2027' } });
    renderWithAdmin(<PaymentGatewayPage />, { path: '/paymentgateway/:esitopagamento/:id_transazione', url: `/paymentgateway/OK/${id}` });
    const dialog = await screen.findByRole('dialog', { name: 'Esito della transazione' });
    expect(within(dialog).getByText("Numero di transazione non valido: l'indirizzo non indica nessuna transazione.")).toBeInTheDocument();
    expect(within(dialog).queryByText(/numero 0/)).toBeNull();
  });
});
