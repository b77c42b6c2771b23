// Wallet top-ups paid by card go through the payments API (server/pagamenti, the cart area's
// simulator or gateway). The transaction points at the top-up's entry; the gateway's notification (or
// an administrator's decision on the transaction, settle.ts) runs the top-up handler of ./index.ts,
// which approves the entry (the wallet is credited by approveEntry) or refuses it. Until then nobody
// decides the entry itself (rules.ts isDecidable). Nothing here runs at import time: server/pagamenti
// imports the ledger too.
import type { Queryable } from '../db/client.ts';
import { startCardPayment } from '../pagamenti/index.ts';
import type { Party } from '../../resources/contracts/contabilita.ts';

export interface CardTopUpInput {
  party: Party;
  cents: number;
  partitaId: number;
  bancaId: number;
  stagioneId: number;
  userId: number;
}

/** Starts the card payment of a top-up entry; answers where the browser goes to pay. */
export async function startCardTopUp(tx: Queryable, input: CardTopUpInput): Promise<{ id: number; codice: string; checkout_url: string }> {
  const started = await startCardPayment(tx, {
    party: input.party,
    amountCents: input.cents,
    description: 'Incremento portafoglio',
    purpose: 'wallet_topup',
    seasonId: input.stagioneId,
    bancaId: input.bancaId,
    userId: input.userId,
    partitaId: input.partitaId,
  });
  return { id: started.transactionId, codice: started.codice, checkout_url: started.checkout_url };
}
