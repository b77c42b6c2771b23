// The outcome dialog's status line: the outcome, and the provider's message only when it says more;
// closing it reads again what the app read before the gateway answered.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
import { WalletPanel } from '../../contabilita/WalletPanel';
import { TransactionOutcomeDialog } from './TransactionOutcomeDialog';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
  session.update({ token: '1|a', userType: 'societa' } as never);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const transaction = (over: Record<string, unknown>) => ({
  id: 7,
  codice_transazione: 'TRX000000007',
  Importo: 85,
  Currency: 'EUR',
  Success: false,
  StatusMessage: null,
  Cliente: 'Pallamano Demo',
  Data_pagamento: null,
  Pagato_con: null,
  stato: 'in_attesa',
  descrizione: null,
  redirect: '/societa',
  ...over,
});

async function statusOf(over: Record<string, unknown>) {
  server.use(http.get('*/api/transazione/7', () => HttpResponse.json(transaction(over))));
  renderWithAdmin(<TransactionOutcomeDialog open id={7} />);
  return (await screen.findByTestId('outcome-status')).textContent;
}

describe('outcome status', () => {
  it('a pending payment whose message repeats the outcome says it once', async () => {
    expect(await statusOf({ StatusMessage: 'In attesa di esito' })).toBe('In attesa di esito');
  });

  it("a refused payment adds the provider's own message", async () => {
    const text = await statusOf({ stato: 'fallita', StatusMessage: 'Carta rifiutata dal circuito' });
    expect(text).toMatch(/ - Carta rifiutata dal circuito$/);
  });
});

describe('closing the outcome', () => {
  it('shows the wallet as the card payment left it, without a reload', async () => {
    let totale = 50;
    server.use(
      http.get('*/api/transazione/7', () => HttpResponse.json(transaction({ Success: true, stato: 'pagata' }))),
      http.get('*/api/configurazionigenerali', () => HttpResponse.json({ id: 1, only_admin_can_increment: true })),
      http.get('*/api/portafogliosocieta/12', () => HttpResponse.json({ id: 7, societa_id: 12, anagrafica_id: null, totale, portafoglioProbabile: totale })),
      http.get('*/api/portafoglio/7/movimenti', () => HttpResponse.json({ data: [], current_page: 1, last_page: 1, total: 0 })),
      http.get('*/api/banca', () => HttpResponse.json({ data: [] })),
    );
    const user = userEvent.setup();
    renderWithAdmin(
      <>
        <WalletPanel party={{ type: 'societa', id: 12 }} />
        <TransactionOutcomeDialog open id={7} />
      </>,
      // The wallet stays on screen where closing goes.
      { path: '/*' },
    );
    await waitFor(() => expect(screen.getByTestId('wallet-totale')).toHaveTextContent(/^50,00 €$/));
    await screen.findByTestId('outcome-status');
    // The wallet share of the card payment is settled once the gateway has answered.
    totale = 0;
    await user.click(screen.getByRole('button', { name: 'Chiudi' }));
    await waitFor(() => expect(screen.getByTestId('wallet-totale')).toHaveTextContent(/^0,00 €$/));
  });
});
