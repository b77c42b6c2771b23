// A charge the ledger itself creates for a payer (a custom cost, 'Ricavi custom') is paid as every
// other charge is: through the payer's cart. The cart area imports the ledger, so it registers here how
// a line is put in a cart (carrello/index.ts), as it registers its card-payment outcomes.
import type { Queryable } from '../db/client.ts';

export interface PayableLine {
  party: { type: 'societa' | 'anagrafica'; id: number };
  entryId: number;
  descrizione: string;
  /** Positive cents. */
  amountCents: number;
  seasonId: number;
}

type PutInCart = (tx: Queryable, line: PayableLine) => Promise<unknown>;
type LockCart = (tx: Queryable, party: PayableLine['party'], seasonId: number) => Promise<unknown>;

let putInCart: PutInCart | undefined;
let lockCart: LockCart | undefined;

/** The cart area says how a charge reaches its payer's cart, and how that cart is locked (opened if need be). */
export function onPayableCharge(put: PutInCart, lock: LockCart) {
  putInCart = put;
  lockCart = lock;
}

/**
 * Locks the payer's open cart before the charge's entry is written: the entry's foreign keys hold the
 * payer's club or person row, which operations that add a cart line lock after the cart
 * (tesseramenti/shared.ts lockPayerCart): cart first everywhere, or the two deadlock.
 */
export async function lockPayerCartFirst(tx: Queryable, party: PayableLine['party'], seasonId: number) {
  if (!lockCart) throw new Error('No cart registered for the charges to pay');
  await lockCart(tx, party, seasonId);
}

/** Puts the charge in its payer's open cart, in the caller's transaction. */
export async function askPayment(tx: Queryable, line: PayableLine) {
  if (!putInCart) throw new Error('No cart registered for the charges to pay');
  await putInCart(tx, line);
}
