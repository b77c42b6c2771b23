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

let putInCart: PutInCart | undefined;

/** The cart area says how a charge reaches its payer's cart. */
export function onPayableCharge(put: PutInCart) {
  putInCart = put;
}

/** Puts the charge in its payer's open cart, in the caller's transaction. */
export async function askPayment(tx: Queryable, line: PayableLine) {
  if (!putInCart) throw new Error('No cart registered for the charges to pay');
  await putInCart(tx, line);
}
