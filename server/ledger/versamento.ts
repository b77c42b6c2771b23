// 'Approva versamento': a payment by bank transfer or payment notice (a cart checkout, code
// AVV…/BON…) is approved whole when its money arrives. Before, the federation office approved each
// entry it paid one by one (38 entries, about 150 clicks, for one transfer). Each entry still goes
// through the single approval (`approveEntry`: its checks, registration, wallet movement, hooks and
// audit row), all in the caller's ONE transaction, locked as a checkout and a single approval lock:
// the cart first, then the entries in id order. An entry of the payment refused or cancelled before
// the money came (its wallet share already given back) was paid by the transfer all the same: its
// part of the transfer goes to the payer's wallet, once, when the payment is approved.
import { audit } from '../audit.ts';
import type { AuthUser } from '../auth/user.ts';
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import { HttpError, forbidden, notFound, validationError } from '../http/errors.ts';
import { euroText, euros } from '../money.ts';
import { isBankTransferCode } from '../../resources/contracts/carrello.ts';
import { MESSAGGI, type Party, type VersamentoSummary } from '../../resources/contracts/contabilita.ts';
import { actorOf, viewerOf } from './actor.ts';
import { creditWallet } from './wallet.ts';
import { isAwaiting } from './rules.ts';
import { entryScope } from './scope.ts';
import { approveEntry } from './service.ts';

/** The code as the checkout wrote it (a code pasted from a bank statement may carry spaces or lower case). */
export const normalCode = (codice: string) => codice.replace(/\s+/g, '').toUpperCase();

interface Payment {
  carrello_id: number;
  codice: string;
  /** Whose cart it paid: a refused entry's part of the transfer goes to this wallet. */
  payer: Party;
  intestatario: string | null;
  /** What the transfer brings (the checkout's `dovuto_cents`: the entries' total less the wallet share), as the bank statement shows it. */
  dovuto_cents: number;
  /** The entries it pays that the user may see, in id order. */
  entryIds: number[];
}

/**
 * The checkout with this code and the entries it pays within the user's scope; 404 when there is none,
 * and for a code that is not a bank transfer's or payment notice's (a card or wallet checkout is not
 * approved this way: its outcome, or the wallet, decides it).
 */
async function paymentOf(db: Queryable, user: AuthUser, codice: string): Promise<Payment> {
  if (!isBankTransferCode(codice)) throw notFound(MESSAGGI.versamentoNonTrovato);
  const { rows } = await q<{ carrello_id: number; societa_id: number | null; anagrafica_id: number | null; intestatario: string | null; dovuto_cents: number; entry_ids: number[] | null }>(
    db,
    sql`
    SELECT k.carrello_id, c.societa_id, c.anagrafica_id, coalesce(s.nome, a.cognome || ' ' || a.nome) AS intestatario, k.dovuto_cents,
           (SELECT array_agg(p.id ORDER BY p.id) FROM carrello_item ci JOIN partita_contabile p ON p.id = ci.partita_contabile_id
             WHERE ci.id = ANY (k.item_ids) AND ${entryScope(user)}) AS entry_ids
      FROM carrello_checkout k JOIN carrello c ON c.id = k.carrello_id
      LEFT JOIN societa s ON s.id = c.societa_id LEFT JOIN anagrafica a ON a.id = c.anagrafica_id
     WHERE k.codice_pagamento = ${codice}`,
  );
  const k = rows[0];
  if (!k?.entry_ids?.length) throw notFound(MESSAGGI.versamentoNonTrovato);
  const payer: Party = k.societa_id != null ? { type: 'societa', id: k.societa_id } : { type: 'anagrafica', id: k.anagrafica_id! };
  return { carrello_id: k.carrello_id, codice, payer, intestatario: k.intestatario, dovuto_cents: k.dovuto_cents, entryIds: k.entry_ids };
}

interface EntryAmounts {
  id: number;
  importo_cents: number;
  bonus_cents: number;
  approvata: boolean;
  rifiutata: boolean;
  stagione_id: number;
  banca_id: number | null;
  /** Its part of the transfer is already in the payer's wallet (an earlier approval of this payment). */
  restituita: boolean;
}

/** What the transfer paid for an entry: its amount less the wallet's share. */
const transferShare = (e: EntryAmounts) => Math.max(0, e.importo_cents - e.bonus_cents);

/** Entries refused or cancelled after the payment whose part of the transfer is still to go to the wallet. */
const toGiveBack = (entries: EntryAmounts[]) => entries.filter((e) => e.rifiutata && !e.approvata && !e.restituita && transferShare(e) > 0);

/** The payment's entries with what the summary and the approval read; `lock` for the approval. */
async function paymentEntries(db: Queryable, p: Payment, lock: boolean): Promise<EntryAmounts[]> {
  const { rows } = await q<EntryAmounts>(
    db,
    sql`
    SELECT p.id, p.importo_cents, p.bonus_cents, p.approvata, p.rifiutata, p.stagione_id, p.banca_id,
           EXISTS (SELECT 1 FROM movimento_portafoglio m WHERE m.partita_contabile_id = p.id AND m.codice_versamento = ${p.codice} AND m.valore_cents > 0) AS restituita
      FROM partita_contabile p WHERE p.id = ANY (${p.entryIds}::int[]) ORDER BY p.id ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return rows;
}

/**
 * The figures the office reconciles with the bank statement: the transfer (importo_versamento) is what
 * the entries to approve ask beyond their wallet share (totale − portafoglio), plus the transfer's part
 * of those approved one by one (gia_approvato), plus that of those refused or cancelled meanwhile,
 * which the approval puts in the payer's wallet (al_portafoglio).
 */
function summary(p: Payment, entries: EntryAmounts[]): VersamentoSummary {
  const awaiting = entries.filter(isAwaiting);
  const sum = (list: EntryAmounts[], f: (e: EntryAmounts) => number) => list.reduce((s, e) => s + f(e), 0);
  return {
    codice_versamento: p.codice,
    intestatario: p.intestatario,
    importo_versamento: euros(p.dovuto_cents),
    partite: awaiting.length,
    totale: euros(sum(awaiting, (e) => e.importo_cents)),
    portafoglio: euros(sum(awaiting, (e) => e.bonus_cents)),
    decise: entries.length - awaiting.length,
    gia_approvato: euros(
      sum(
        entries.filter((e) => e.approvata),
        transferShare,
      ),
    ),
    al_portafoglio: euros(sum(toGiveBack(entries), transferShare)),
  };
}

/** What approving the payment would approve now (the confirmation shows it). */
export async function previewVersamento(db: Queryable, user: AuthUser, codice: string): Promise<VersamentoSummary> {
  const p = await paymentOf(db, user, normalCode(codice));
  return summary(p, await paymentEntries(db, p, false));
}

/**
 * The answer: how many entries it approved and the amount the transfer brought (the bank statement's),
 * and what went to the wallet for entries refused or cancelled meanwhile.
 */
export function approvedMessage(n: number, versatoCents: number, walletCents = 0): string {
  const approved = n > 0 ? `${n} ${n === 1 ? 'partita contabile' : 'partite contabili'}, ` : '';
  const toWallet = walletCents > 0 ? `; ${euroText(walletCents)} nel portafoglio per le partite rifiutate o annullate` : '';
  return `Versamento approvato: ${approved}${euroText(versatoCents)} versati${toWallet}`;
}

/** How a refusal names its entry: its code and whom it concerns ('Tesseramento Atleta - Rossi Mario'). */
async function entryLabels(tx: Queryable, ids: number[]): Promise<Map<number, string>> {
  const { rows } = await q<{ id: number; label: string }>(
    tx,
    sql`
    SELECT p.id, concat_ws(' - ', p.codice, coalesce(a.cognome || ' ' || a.nome, s.nome)) AS label
      FROM partita_contabile p LEFT JOIN anagrafica a ON a.id = p.anagrafica_id LEFT JOIN societa s ON s.id = p.societa_id
     WHERE p.id = ANY (${ids}::int[])`,
  );
  return new Map(rows.map((r) => [r.id, r.label]));
}

/** An entry's refusal with the entry named first: same status and fields, errorMessage the same text. */
function namingEntry(err: unknown, label: string | undefined): unknown {
  if (!(err instanceof HttpError) || !label) return err;
  const message = `${label}: ${err.message}`;
  return new HttpError(err.statusCode, message, { ...err.extra, ...('errorMessage' in err.extra ? { errorMessage: message } : {}) });
}

/**
 * Approves every entry of the payment still awaiting approval (administrators: who may approve one
 * entry). None awaiting (a second call, all decided one by one) is a 422 that says so, with nothing
 * changed. An entry its single approval refuses (decided meanwhile, a hook's refusal) refuses the
 * whole call with that status and message, the entry named first ('Tesseramento Atleta - Rossi
 * Mario: …'), nothing approved.
 */
export async function approveVersamento(tx: Queryable, user: AuthUser, codice: string): Promise<VersamentoSummary & { message: string }> {
  const p = await paymentOf(tx, user, normalCode(codice));
  if (!viewerOf(user).admin) throw forbidden();
  await q(tx, sql`SELECT id FROM carrello WHERE id = ${p.carrello_id} FOR UPDATE`);
  const locked = await paymentEntries(tx, p, true);
  const before = summary(p, locked);
  const awaiting = locked.filter(isAwaiting);
  const refused = toGiveBack(locked);
  if (!awaiting.length && !refused.length) throw validationError({ codice_versamento: [MESSAGGI.versamentoSenzaPartite] }, MESSAGGI.versamentoSenzaPartite);
  const by = actorOf(user);
  // Read before any approval: after a refusal the transaction may take no other statement.
  const labels = await entryLabels(
    tx,
    awaiting.map((e) => e.id),
  );
  for (const e of awaiting) {
    try {
      await approveEntry(tx, e.id, by);
    } catch (err) {
      throw namingEntry(err, labels.get(e.id));
    }
  }
  // The money came: a refused entry's part of it is the payer's, in its wallet (a movement tied to the
  // entry, with the payment's code and bank: traced to the transfer, and never given twice).
  for (const e of refused) {
    await creditWallet(tx, p.payer, { cents: transferShare(e), codiceVersamento: p.codice, bancaId: e.banca_id, partitaId: e.id, stagioneId: e.stagione_id }, by);
  }
  const totaleCents = awaiting.reduce((s, e) => s + e.importo_cents, 0);
  const walletCents = refused.reduce((s, e) => s + transferShare(e), 0);
  await audit(tx, {
    userId: user.id,
    action: 'versamento.approve',
    entity: 'carrello',
    entityId: p.carrello_id,
    after: {
      codice_versamento: p.codice,
      partite: awaiting.map((e) => e.id),
      totale_cents: totaleCents,
      versato_cents: p.dovuto_cents,
      restituite: refused.map((e) => e.id),
      al_portafoglio_cents: walletCents,
    },
  });
  return { ...before, message: approvedMessage(awaiting.length, p.dovuto_cents, walletCents) };
}
