// The card outcome of a cart payment, registered with the payments module (server/carrello/index.ts):
// paid, the entries the checkout settled are approved and the cart is paid; failed, the wallet share
// goes back and the cart can be paid again. Both run in the transaction that records the outcome.
import type { Queryable } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { q, sql } from '../db/sql.ts';
import { unsettleEntries } from '../ledger/cart-settlement.ts';
import { approveEntry, creditWallet, systemActor } from '../ledger/index.ts';
import type { CardTransaction } from '../pagamenti/transactions.ts';
import { cartById, cartItems, checkoutOf, partyOf } from './queries.ts';
import { closeCart } from './service.ts';

/** A cart payment whose checkout is not there: nothing would be settled, so nothing is recorded. */
export const SENZA_CHECKOUT = 'La transazione non è collegata a un pagamento del carrello in corso: approvarla non salderebbe nessuna partita contabile';

/**
 * Card outcome of a cart payment (registered with the payments module). A checkout writes its card
 * transaction and its checkout row together, so a paid transaction without them is broken data: it is
 * refused (409, the transaction stays awaiting) rather than recorded as paid with nothing settled.
 */
export async function cartCardPaid(tx: Queryable, t: CardTransaction) {
  const cart = t.carrello_id ? await cartById(tx, t.carrello_id, true) : null;
  const k = cart && (await checkoutOf(tx, cart.id));
  if (!cart || !k || k.transazione_id !== t.id) throw conflict(SENZA_CHECKOUT);
  const items = await cartItems(tx, cart.id, k.item_ids);
  const { rows } = await q<{ id: number }>(
    tx,
    sql`
    SELECT id FROM partita_contabile WHERE id = ANY(${items.flatMap((i) => (i.partita_contabile_id ? [i.partita_contabile_id] : []))}::int[])
       AND NOT approvata AND NOT rifiutata ORDER BY id`,
  );
  for (const e of rows) await approveEntry(tx, e.id, systemActor());
  await closeCart(tx, cart, t.banca_id, k.item_ids);
}

export async function cartCardFailed(tx: Queryable, t: CardTransaction) {
  if (!t.carrello_id) return;
  const cart = await cartById(tx, t.carrello_id, true);
  const k = cart && (await checkoutOf(tx, cart.id));
  if (!cart || !k || k.transazione_id !== t.id) return;
  // The wallet share taken at checkout goes back, each entry's tied to that entry (a storno after a
  // later payment must not give it back again); the cart can be paid again.
  const items = await cartItems(tx, cart.id, k.item_ids);
  const unpaid = await unsettleEntries(
    tx,
    items.flatMap((i) => (i.partita_contabile_id ? [i.partita_contabile_id] : [])),
    null,
  );
  // Each give-back carries the code its debit carried (the transaction's for an entry's share, the
  // checkout's for lines without an entry), so the two rows of the wallet's list pair up.
  for (const e of unpaid) if (e.bonus_cents > 0) await creditWallet(tx, partyOf(cart), { codiceVersamento: t.codice, stagioneId: t.stagione_id, cents: e.bonus_cents, partitaId: e.id }, systemActor());
  const rest = k.wallet_cents - unpaid.reduce((sum, e) => sum + Math.max(0, e.bonus_cents), 0);
  if (rest > 0) await creditWallet(tx, partyOf(cart), { codiceVersamento: k.codice_pagamento, stagioneId: t.stagione_id, cents: rest }, systemActor());
  await q(tx, sql`DELETE FROM carrello_checkout WHERE carrello_id = ${cart.id}`);
}
