// Paying the cart or removing one of its lines changes what other screens show (the wallet and the
// entries of 'Situazione contabile', a member's club): those screens read their data again at once,
// with no reload (the payment and the removal refresh every query, as react-admin's refresh does).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { PartiteGrid } from '../../contabilita/PartiteGrid';
import { WalletPanel } from '../../contabilita/WalletPanel';
import { CartDialog } from './CartDialog';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  server.resetHandlers();
  session.update({ userType: null, abilities: [], userData: null, profile: null });
});

const line = { id: 4, descrizione: 'Atleta Senior - Rossi Mario', importo: -20, partita_contabile_id: 9 };
/** The club's cart: the registration's line of 20 € until it is paid or removed; the wallet pays it. */
const cart = (gone: boolean, wallet: number) => ({
  carrello_id: 3,
  type: 'societa',
  intestatario: 'Pallamano Roma',
  items: gone ? [] : [line],
  totale: gone ? 0 : 20,
  portafoglio: { totale: wallet },
  pagamento_in_corso: null,
});
const movement = (id: number) => ({ id, data_versamento: '2026-10-01', valore: 10, codice_versamento: `POR${id}`, banca: null, stato: 'approvata', stagione_nome: '2026/2027' });
const page = <T,>(data: T[]) => ({ data, current_page: 1, last_page: 1, total: data.length });
const entry = { id: 9, codice: 'Atleta Senior - Rossi Mario', data_registrazione: '2026-10-01', importo: 20, bonus: 0, stato: 'in_attesa', azioni: {} };

function club(state: { paid: boolean; removed: boolean }) {
  session.update({ token: '1|a', userType: 'societa', abilities: [], userData: { id: 12 }, profile: { societa_id: 12 } as never, season: { id: 2, nome: '2026/2027' } });
  server.use(
    http.get('*/api/cart', () => HttpResponse.json({ data: [cart(state.paid || state.removed, state.paid ? 30 : 50)] })),
    http.get('*/api/banca', () => HttpResponse.json({ data: [] })),
    http.get('*/api/configurazionigenerali', () => HttpResponse.json({ id: 1, only_admin_can_increment: true })),
    http.get('*/api/portafogliosocieta/12', () => HttpResponse.json({ id: 7, societa_id: 12, anagrafica_id: null, totale: state.paid ? 30 : 50, portafoglioProbabile: state.paid ? 30 : 50 })),
    http.get('*/api/portafoglio/7/movimenti', () => HttpResponse.json(page(Array.from({ length: state.paid ? 15 : 14 }, (_, i) => movement(i + 1))))),
    http.get('*/api/partitacontabile/codici', () => HttpResponse.json({ data: [] })),
    http.get('*/api/partitacontabile/stati', () => HttpResponse.json({ data: [] })),
    http.get('*/api/partitacontabile/societa/12', () => HttpResponse.json(page(state.removed ? [] : [entry]))),
  );
}

describe('the screens behind the cart after it changes', () => {
  it("a payment with the wallet shows the new bonus and the new movement in 'Situazione contabile' at once", async () => {
    const state = { paid: false, removed: false };
    club(state);
    server.use(
      http.post('*/api/cart/3/checkout', () => {
        state.paid = true;
        return HttpResponse.json({ error: false, message: 'Pagamento effettuato con il portafoglio' });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <WalletPanel party={{ type: 'societa', id: 12 }} />
        <CartDialog open onClose={() => undefined} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('wallet-totale')).toHaveTextContent(/^50,00 €$/));
    await waitFor(() => expect(screen.getByTestId('totale-record')).toHaveTextContent(/^Totale record: 14$/));
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    await user.click(within(dialog).getByRole('button', { name: 'Paga 0,00 €' }));

    await waitFor(() => expect(screen.getByTestId('wallet-totale')).toHaveTextContent(/^30,00 €$/));
    await waitFor(() => expect(screen.getByTestId('totale-record')).toHaveTextContent(/^Totale record: 15$/));
  });

  it('removing a line withdraws its request from the accounting grid at once', async () => {
    const state = { paid: false, removed: false };
    club(state);
    server.use(
      http.delete('*/api/cart/3/item/4', () => {
        state.removed = true;
        return HttpResponse.json({ message: 'Richiesta annullata' });
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <PartiteGrid party={{ type: 'societa', id: 12 }} side="societa" status="progress" />
        <CartDialog open onClose={() => undefined} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('totale-record')).toHaveTextContent(/^Totale record: 1$/));
    const dialog = await screen.findByRole('dialog', { name: 'Carrello - Pallamano Roma' });
    await user.click(within(dialog).getByRole('button', { name: /Rimuovi/ }));
    await user.click(await screen.findByRole('button', { name: 'SI' }));

    await waitFor(() => expect(screen.getByTestId('totale-record')).toHaveTextContent(/^Totale record: 0$/));
  });
});
