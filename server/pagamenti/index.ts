// Payments API (issue 13): how money comes in through a card gateway.
//
// Start a card payment inside your own transaction and answer its checkout_url to the browser:
//
//   import { startCardPayment } from '../pagamenti/index.ts';
//   const { checkout_url, transactionId, codice } = await startCardPayment(tx, {
//     party: { type: 'societa', id: societaId },      // or { type: 'anagrafica', id }
//     amountCents: 5000,                                // > 0
//     description: 'Incremento portafoglio',
//     purpose: 'wallet_topup',                          // or 'cart' (with cartId)
//     seasonId, bancaId, userId,                        // optional, recorded on the transaction
//   });
//   return { error: false, message: '…', checkout_url };
//
// The browser goes to the provider (by default the built-in demo simulator, /api/pagamenti/simulatore/…);
// the provider sends the server a signed notification (POST /api/pagamenti/notifica) and sends the
// browser back to /paymentgateway/{OK|KO}/{transactionId}. The notification moves the transaction
// in_attesa → pagata | fallita exactly once (a forged, stale or replayed notification changes nothing),
// and in the same database transaction runs the handler registered for its purpose:
//   'cart'          the cart's entries are approved and the cart is paid (server/carrello)
//   'wallet_topup'  the ledger's handler (server/ledger/card.ts): the top-up entry is approved
//                   (crediting the wallet) or refused
// Add a handler with onCardPayment(purpose, { paid, failed }).
// page of any transaction awaiting payment (for transactions created by the ledger's own helper).
// GET /api/transazione/{id} (the ledger's route) answers the outcome dialog (spec 2 §3 shape).
// The handler registry first: the ledger registers its handler while this module is still loading.
export { onCardPayment, paymentHandlers, type PaymentHandlers, type PaymentPurpose } from './handlers.ts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/client.ts';
import routes from './routes.ts';
import { createTransaction } from './transactions.ts';
import { CARTA_NON_DISPONIBILE, paymentProvider, type PaymentProvider } from './providers.ts';
import { conflict } from '../http/errors.ts';

export type { CardTransaction } from './transactions.ts';
export type { PaymentProvider } from './providers.ts';

import type { PaymentPurpose } from './handlers.ts';

export interface Party {
  type: 'societa' | 'anagrafica';
  id: number;
}

export interface StartCardPaymentInput {
  party: Party;
  /** Amount to charge, integer cents, > 0. */
  amountCents: number;
  /** Shown on the gateway page and stored on the transaction. */
  description: string;
  purpose: PaymentPurpose;
  /** The cart paid ('cart' purpose). */
  cartId?: number | null;
  seasonId?: number | null;
  /** The gateway bank (banca of type CartaCredito); defaults to the first automatic card bank. */
  bancaId?: number | null;
  /** Who started it (audit). */
  userId?: number | null;
  /** The entry the payment settles (a wallet top-up's entry: approved when paid, refused when not). */
  partitaId?: number | null;
}

export interface StartedCardPayment {
  /** Where to send the browser (relative for the simulator, absolute for a real gateway). */
  checkout_url: string;
  transactionId: number;
  /** The transaction's unique code (TRX…), also its idempotency key at the gateway. */
  codice: string;
}

/**
 * Records a card transaction (in_attesa) and asks the provider (by default the configured one; the
 * demo seed names the simulator) for its checkout address.
 */
export async function startCardPayment(tx: Queryable, input: StartCardPaymentInput, provider: PaymentProvider = paymentProvider()): Promise<StartedCardPayment> {
  if (!Number.isInteger(input.amountCents) || input.amountCents <= 0) throw new Error('startCardPayment: amountCents must be a positive integer');
  if (provider.name === 'none') throw conflict(CARTA_NON_DISPONIBILE);
  const t = await createTransaction(tx, input, provider.name);
  const checkout_url = await provider.checkoutUrl({ codice: t.codice, id: t.id, amountCents: t.importo_cents, description: input.description });
  return { checkout_url, transactionId: t.id, codice: t.codice };
}

export default async function pagamentiPlugin(app: FastifyInstance) {
  await app.register(routes);
}
