// Settling entries: a cart checkout (or any payer) pays entries with the wallet first, then by bank
// transfer or card. Idempotent: entries already paid are left as they are. Card transactions are
// started by the payments area (server/pagamenti), whose notification runs the handlers of their
// purpose (the cart's, the top-up's); an administrator may decide one still awaiting the gateway.
import { audit } from '../audit.ts';
import type { Queryable } from '../db/client.ts';
import { conflict, notFound } from '../http/errors.ts';
import { MESSAGGI, transazioneDecidibile, type MetodoPagamento, type Party } from '../../resources/contracts/contabilita.ts';
import { paymentHandlers } from '../pagamenti/handlers.ts';
import { transactionById } from '../pagamenti/transactions.ts';
import type { Actor } from './actor.ts';
import { lockEntries, snapshot, updateEntry, type EntryRow } from './entries-sql.ts';
import { allocateWallet } from './rules.ts';
import { approveEntry, rejectEntry } from './service.ts';
import { debitWallet, lockWalletOf } from './wallet.ts';

export interface SettleInput {
  party: Party;
  entryIds: number[];
  /** How the part the wallet does not cover is paid. */
  method: Exclude<MetodoPagamento, 'portafoglio'>;
  bancaId?: number | null;
  codiceVersamento?: string | null;
  /** The wallet pays first (spec 1 §3); default true. */
  useWallet?: boolean;
  /**
   * Approve the entries now: default true for entries the wallet covers entirely and for card
   * payments (the money is in); bank transfers wait for an administrator's approval.
   */
  approve?: boolean;
}

export interface SettleResult {
  /** Cents taken from the wallet. */
  walletCents: number;
  /** Cents still to pay by `method` (0 when the wallet covered everything). */
  dueCents: number;
  entries: EntryRow[];
}

export async function settleEntries(tx: Queryable, input: SettleInput, by: Actor): Promise<SettleResult> {
  const locked = await lockEntries(tx, [...new Set(input.entryIds)]);
  if (locked.length !== new Set(input.entryIds).size) throw notFound('Partita contabile non trovata');
  const owned = (e: EntryRow) => (input.party.type === 'societa' ? e.societa_id === input.party.id : e.societa_id == null && e.anagrafica_id === input.party.id);
  if (!locked.every(owned)) throw notFound('Partita contabile non trovata');
  // Paid already (a retried checkout): nothing more to do for those.
  const toPay = locked.filter((e) => e.data_pagamento == null);
  for (const e of toPay) if (e.rifiutata || e.stornata) throw conflict(MESSAGGI.giaDecisa);
  const amounts = toPay.map((e) => Math.max(0, e.importo_cents));
  let shares = amounts.map(() => 0);
  if (input.useWallet ?? true) {
    const wallet = await lockWalletOf(tx, input.party);
    shares = allocateWallet(wallet.totale_cents, amounts);
  }
  const out: EntryRow[] = [];
  for (const [i, e] of toPay.entries()) {
    const share = shares[i];
    // The wallet share is wallet money: its movement names no bank (the checkout's card or bank
    // transfer pays only the rest, recorded on the entry), nor do the give-backs that copy it.
    if (share > 0) await debitWallet(tx, input.party, { cents: share, partitaId: e.id, stagioneId: e.stagione_id, codiceVersamento: input.codiceVersamento }, by);
    const byWallet = share >= amounts[i];
    const metodo: MetodoPagamento = byWallet ? 'portafoglio' : input.method;
    let after = await updateEntry(tx, e.id, 'bonus_cents = $2, metodo_pagamento = $3, data_pagamento = now(), banca_id = $4, codice_versamento = coalesce($5, codice_versamento)', [
      share,
      metodo,
      input.bancaId ?? null,
      input.codiceVersamento ?? null,
    ]);
    await audit(tx, { userId: by.userId, action: 'partita.pay', entity: 'partita_contabile', entityId: e.id, before: snapshot(e), after: snapshot(after) });
    const approve = input.approve ?? (byWallet || input.method === 'carta');
    // Approved by the payment, not by a person: no 'Approvatore' (the audit names the payer's user).
    if (approve && !after.approvata) after = await approveEntry(tx, e.id, { userId: by.userId, byRule: true });
    out.push(after);
  }
  const walletCents = shares.reduce((a, b) => a + b, 0);
  return { walletCents, dueCents: amounts.reduce((a, b) => a + b, 0) - walletCents, entries: [...out, ...locked.filter((e) => e.data_pagamento != null)] };
}

/**
 * An administrator decides a card transaction still awaiting the gateway (detail dialog 'Approva' /
 * 'Rifiuta'): 'Approva' says the money came in, 'Rifiuta' that it will not. What it pays follows as
 * for the gateway's own answer (the same handlers: the cart closes or reopens, the top-up credits or
 * not), and the gateway's later answer is recorded and ignored. A transaction with an outcome is final.
 */
export async function decideCardTransaction(tx: Queryable, id: number, approve: boolean, by: Actor) {
  const before = await transactionById(tx, id, true);
  if (!before) throw notFound('Transazione non trovata');
  if (!transazioneDecidibile(before.stato)) throw conflict(MESSAGGI.transazioneGiaDecisa);
  const stato = approve ? 'approvata' : 'rifiutata';
  await tx.query('UPDATE transazione_carta_credito SET stato = $2, data_pagamento = CASE WHEN $3 THEN now() END WHERE id = $1', [id, stato, approve]);
  await audit(tx, { userId: by.userId, action: `transazione.${approve ? 'approve' : 'reject'}`, entity: 'transazione_carta_credito', entityId: id, before: { stato: before.stato }, after: { stato } });
  const after = (await transactionById(tx, id))!;
  const h = paymentHandlers(after.scopo);
  await (approve ? h.paid : h.failed)?.(tx, after);
  return { id, stato };
}

/** A top-up entry follows its card payment (idempotent: a decided entry stays as it is). */
export async function decideTopUp(tx: Queryable, partitaId: number, approve: boolean, by: Actor) {
  const [entry] = await lockEntries(tx, [partitaId]);
  if (!entry || entry.approvata || entry.rifiutata) return;
  const internal = { userId: by.userId, byRule: true };
  if (approve) await approveEntry(tx, partitaId, internal);
  else await rejectEntry(tx, partitaId, internal);
}
