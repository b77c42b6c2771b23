// Wallet top-ups paid by card go through the payments API (server/pagamenti, the cart area's
// simulator or gateway). The top-up's entry waits for the gateway: a paid notification approves it
// (the wallet is credited by approveEntry), a failed one rejects it. Registering here replaces the
// payments area's default 'wallet_topup' handler (this module is evaluated after it).
import type { Queryable } from '../db/client.ts';
import { onCardPayment, startCardPayment } from '../pagamenti/index.ts';
import type { Party } from '../../resources/contracts/contabilita.ts';
import { systemActor } from './actor.ts';
import { decideTopUp } from './settle.ts';
import { creditWallet } from './wallet.ts';

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
    party: input.party, amountCents: input.cents, description: 'Incremento portafoglio', purpose: 'wallet_topup',
    seasonId: input.stagioneId, bancaId: input.bancaId, userId: input.userId,
  });
  await tx.query('UPDATE transazione_carta_credito SET partita_contabile_id = $2 WHERE id = $1', [started.transactionId, input.partitaId]);
  return { id: started.transactionId, codice: started.codice, checkout_url: started.checkout_url };
}

const linkedEntry = async (tx: Queryable, transactionId: number) =>
  (await tx.query<{ p: number | null }>('SELECT partita_contabile_id AS p FROM transazione_carta_credito WHERE id = $1', [transactionId])).rows[0]?.p ?? null;

onCardPayment('wallet_topup', {
  async paid(tx, t) {
    const partitaId = await linkedEntry(tx, t.id);
    if (partitaId != null) return decideTopUp(tx, partitaId, true, systemActor(null));
    // A top-up started without an entry (another area): credit the wallet directly.
    const party: Party = t.type === 'societa' ? { type: 'societa', id: t.societa_id! } : { type: 'anagrafica', id: t.anagrafica_id! };
    await creditWallet(tx, party, { cents: t.importo_cents, codiceVersamento: t.codice, bancaId: t.banca_id, stagioneId: t.stagione_id }, systemActor(null));
  },
  async failed(tx, t) {
    const partitaId = await linkedEntry(tx, t.id);
    if (partitaId != null) await decideTopUp(tx, partitaId, false, systemActor(null));
  },
});
