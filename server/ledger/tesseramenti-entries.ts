// The decisions the transfers screens take on a transfer's entry (tesseramenti owns this file).
// Entries and cart items are created through the ledger's createEntry and the cart's addCartItem;
// these few updates stay here because the ledger's approveEntry/decideLayer/cancelRequest run the
// ledger hooks, through which this same area reacts (server/tesseramenti/ledger-hooks.ts): calling
// them from the transfer flow would apply the transfer twice. Each runs in the caller's transaction.
import type { Queryable } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { lockOpenCartOfEntry } from './cart-settlement.ts';
import { cardPaymentPending, lockEntry } from './entries-sql.ts';

/**
 * Locks a transfer's entry and the open cart holding it, in the order a checkout takes them (cart,
 * then entry, then, through the ledger hooks, the transfer): a decision on the transfer calls this
 * before locking the request, so a checkout and a decision at once wait for each other, never deadlock.
 */
export async function lockTransferEntry(tx: Queryable, entryId: number) {
  await lockOpenCartOfEntry(tx, entryId);
  await lockEntry(tx, entryId);
}

/** A decision on the entry waits for the outcome of a card payment of it, as the ledger's own do. */
export async function assertNoCardPayment(tx: Queryable, entryId: number) {
  if (await cardPaymentPending(tx, entryId)) throw conflict(MESSAGGI.pagamentoCartaInCorso);
}

/**
 * The second layer: the athlete's club accepts or refuses a transfer entry, awaiting or already
 * approved (paid before the club answered); returns whether the entry is approved, i.e. whether
 * this answer was the last layer.
 */
export async function decideSocietaLayer(tx: Queryable, entryId: number, accept: boolean): Promise<boolean> {
  const { rows } = await tx.query<{ approvata: boolean }>(
    `UPDATE partita_contabile SET approvata_societa = $2, rifiutata_societa = NOT $2,
       data_approvazione_societa = CASE WHEN $2 THEN now() END, data_rifiuto_societa = CASE WHEN $2 THEN NULL ELSE now() END,
       updated_at = now()
     WHERE id = $1 AND NOT rifiutata AND NOT stornata RETURNING approvata`,
    [entryId, accept],
  );
  return rows[0]?.approvata ?? false;
}

/** The final decision on an entry still awaiting it; false when someone decided first. */
export async function decideEntry(tx: Queryable, entryId: number, approve: boolean, approvatoreId: number | null): Promise<boolean> {
  const r = await tx.query(
    `UPDATE partita_contabile SET approvata = $2, rifiutata = NOT $2, data_approvazione = CASE WHEN $2 THEN now() END,
       data_rifiuto = CASE WHEN $2 THEN NULL ELSE now() END, approvatore_id = $3, updated_at = now()
     WHERE id = $1 AND NOT approvata AND NOT rifiutata RETURNING id`,
    [entryId, approve, approvatoreId],
  );
  return r.rows.length === 1;
}
