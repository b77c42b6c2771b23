// The outcome dialog's status line: the outcome, and the provider's message only when it says more.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { renderWithAdmin } from '../../../src/testing';
import { session } from '../../../src/lib';
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
