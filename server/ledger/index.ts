// The money core (issue 12): the ONE module where money moves. Other areas (affiliation,
// registrations, transfers, renewals, cart) create and settle entries through these functions, each
// inside their own transaction `tx` (`app.db.transaction(async (tx) => …)`), never by writing the
// ledger tables themselves. Amounts are integer cents. `by` is an Actor: `actorOf(user)` enforces the
// spec's rights (§6) and scope for that user; `systemActor(userId)` is for an area's own operation
// that has already checked its caller (only the state rules then apply).
//
// Entries (service.ts):
//   createEntry(tx, NewEntry, by)            new entry, club side (societaId) and/or person side (anagraficaId);
//                                            links: anagraficaRuoloId (registration), oldSocietaId (transfer),
//                                            carrelloId (cart); `approved: true` = auto-approved, else awaiting
//   approveEntry(tx, id, by)                 awaiting → approved (409 'La partita contabile è già stata …' when decided);
//                                            approves the registration it pays for and a pending wallet top-up
//   rejectEntry(tx, id, by)                  awaiting → rejected
//   decideLayer(tx, id, by, approve, {buyWithoutMoney})  second layer: old club (transfer) / person (coach licence)
//   cancelRequest(tx, id, by)                'Annulla' by the requesting club while the club side has not approved
//   stornoEntry(tx, id, by, {restoreAnagrafica})  Storno entry + `stornata`, wallet given back, registration withdrawn
//   changeEntryAmount(tx, id, cents, by)     admin `newimporto` on an approved entry
// Payments (versamento.ts):
//   approveVersamento(tx, user, codice)      'Approva versamento': every awaiting entry a bank-transfer
//                                            checkout (AVV…/BON…) pays, each through approveEntry
// Wallets (wallet.ts):
//   creditWallet(tx, party, Movement, by) / debitWallet(tx, party, Movement, by)   → new total (cents);
//                                            a debit beyond the total is a 422 'Il portafoglio non ha credito sufficiente …'
//   lockWalletOf(tx, party)                  the party's wallet (created empty when missing), row-locked
// Settlement (settle.ts):
//   settleEntries(tx, {party, entryIds, method: 'bonifico'|'carta', bancaId, codiceVersamento, useWallet, approve}, by)
//                                            wallet pays first; → { walletCents, dueCents, entries } (idempotent)
//   decideCardTransaction(tx, id, approve, by)   an admin's 'Approva'/'Rifiuta' on a card transaction awaiting the
//                                            gateway: what it pays follows as for the gateway's answer
// Card top-ups (card.ts): startCardTopUp(tx, …) through server/pagamenti; its notification approves/rejects the entry.
// Hooks (hooks.ts):
//   onLedger('approved'|'rejected'|'storno'|'cancelled'|'layer', (tx, entry, ctx) => …)   react in the same transaction
import type { FastifyInstance } from 'fastify';
import ledgerReadRoutes from './routes-read.ts';
import ledgerWriteRoutes from './routes-write.ts';
import ledgerVersamentoRoutes from './routes-versamento.ts';
import { onCardPayment } from '../pagamenti/handlers.ts';
import type { Queryable } from '../db/client.ts';
import { systemActor } from './actor.ts';
import { decideTopUp } from './settle.ts';

/** A wallet top-up paid by card: the gateway's answer approves (credits) or refuses its entry. */
async function topUpOutcome(tx: Queryable, transactionId: number, paid: boolean) {
  const { rows } = await tx.query<{ partita_contabile_id: number | null }>('SELECT partita_contabile_id FROM transazione_carta_credito WHERE id = $1', [transactionId]);
  const partitaId = rows[0]?.partita_contabile_id;
  if (partitaId != null) await decideTopUp(tx, partitaId, paid, systemActor());
}

export { actorOf, systemActor, type Actor } from './actor.ts';
export { onPayableCharge, type PayableLine } from './payable.ts';
export { createEntry, approveEntry, rejectEntry, decideLayer, cancelRequest, stornoEntry, changeEntryAmount, type NewEntry, type EntryRow } from './service.ts';
export { creditWallet, debitWallet, lockWalletOf, lockWallet, refundRefusedEntry, type Movement, type WalletRow } from './wallet.ts';
export { settleEntries, decideCardTransaction, type SettleInput, type SettleResult } from './settle.ts';
export { startCardTopUp } from './card.ts';
export { onLedger, type LedgerEvent, type LedgerHook } from './hooks.ts';
export { entryScope, walletScope } from './scope.ts';

export default async function ledgerPlugin(app: FastifyInstance) {
  // Registered when the app is built (not at import: pagamenti and the ledger import each other).
  onCardPayment('wallet_topup', { paid: (tx, t) => topUpOutcome(tx, t.id, true), failed: (tx, t) => topUpOutcome(tx, t.id, false) });
  await app.register(ledgerReadRoutes);
  await app.register(ledgerWriteRoutes);
  await app.register(ledgerVersamentoRoutes);
}
