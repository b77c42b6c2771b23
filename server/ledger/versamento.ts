// 'Approva versamento': a payment by bank transfer or payment notice (a cart checkout, code
// AVV…/BON…) is approved whole when its money arrives. Before, the federation office approved each
// entry it paid one by one (38 entries, about 150 clicks, for one transfer). Each entry still goes
// through the single approval (`approveEntry`: its checks, registration, wallet movement, hooks and
// audit row), all in the caller's ONE transaction, locked as a checkout and a single approval lock:
// the cart first, then the entries in id order.
import { audit } from '../audit.ts';
import type { AuthUser } from '../auth/user.ts';
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import { HttpError, forbidden, notFound, validationError } from '../http/errors.ts';
import { euroText, euros } from '../money.ts';
import { isBankTransferCode } from '../../resources/contracts/carrello.ts';
import { MESSAGGI, type VersamentoSummary } from '../../resources/contracts/contabilita.ts';
import { actorOf, viewerOf } from './actor.ts';
import { lockEntries } from './entries-sql.ts';
import { isAwaiting } from './rules.ts';
import { entryScope } from './scope.ts';
import { approveEntry } from './service.ts';

/** The code as the checkout wrote it (a code pasted from a bank statement may carry spaces or lower case). */
export const normalCode = (codice: string) => codice.replace(/\s+/g, '').toUpperCase();

interface Payment {
  carrello_id: number;
  codice: string;
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
  const { rows } = await q<{ carrello_id: number; intestatario: string | null; dovuto_cents: number; entry_ids: number[] | null }>(
    db,
    sql`
    SELECT k.carrello_id, coalesce(s.nome, a.cognome || ' ' || a.nome) AS intestatario, k.dovuto_cents,
           (SELECT array_agg(p.id ORDER BY p.id) FROM carrello_item ci JOIN partita_contabile p ON p.id = ci.partita_contabile_id
             WHERE ci.id = ANY (k.item_ids) AND ${entryScope(user)}) AS entry_ids
      FROM carrello_checkout k JOIN carrello c ON c.id = k.carrello_id
      LEFT JOIN societa s ON s.id = c.societa_id LEFT JOIN anagrafica a ON a.id = c.anagrafica_id
     WHERE k.codice_pagamento = ${codice}`,
  );
  const k = rows[0];
  if (!k?.entry_ids?.length) throw notFound(MESSAGGI.versamentoNonTrovato);
  return { carrello_id: k.carrello_id, codice, intestatario: k.intestatario, dovuto_cents: k.dovuto_cents, entryIds: k.entry_ids };
}

interface EntryAmounts {
  id: number;
  importo_cents: number;
  bonus_cents: number;
  approvata: boolean;
  rifiutata: boolean;
}

function summary(p: Payment, entries: EntryAmounts[]): VersamentoSummary {
  const awaiting = entries.filter(isAwaiting);
  const sum = (f: (e: EntryAmounts) => number) => awaiting.reduce((s, e) => s + f(e), 0);
  return {
    codice_versamento: p.codice,
    intestatario: p.intestatario,
    importo_versamento: euros(p.dovuto_cents),
    partite: awaiting.length,
    totale: euros(sum((e) => e.importo_cents)),
    portafoglio: euros(sum((e) => e.bonus_cents)),
    decise: entries.length - awaiting.length,
  };
}

/** What approving the payment would approve now (the confirmation shows it). */
export async function previewVersamento(db: Queryable, user: AuthUser, codice: string): Promise<VersamentoSummary> {
  const p = await paymentOf(db, user, normalCode(codice));
  const { rows } = await q<EntryAmounts>(db, sql`SELECT id, importo_cents, bonus_cents, approvata, rifiutata FROM partita_contabile WHERE id = ANY (${p.entryIds}::int[]) ORDER BY id`);
  return summary(p, rows);
}

/** The answer: how many entries it approved and the amount the transfer brought (the bank statement's). */
export const approvedMessage = (n: number, versatoCents: number) => `Versamento approvato: ${n} ${n === 1 ? 'partita contabile' : 'partite contabili'}, ${euroText(versatoCents)} versati`;

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
  const locked = await lockEntries(tx, p.entryIds);
  const before = summary(p, locked);
  const awaiting = locked.filter(isAwaiting);
  if (!awaiting.length) throw validationError({ codice_versamento: [MESSAGGI.versamentoSenzaPartite] }, MESSAGGI.versamentoSenzaPartite);
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
  const totaleCents = awaiting.reduce((s, e) => s + e.importo_cents, 0);
  await audit(tx, {
    userId: user.id,
    action: 'versamento.approve',
    entity: 'carrello',
    entityId: p.carrello_id,
    after: { codice_versamento: p.codice, partite: awaiting.map((e) => e.id), totale_cents: totaleCents, versato_cents: p.dovuto_cents },
  });
  return { ...before, message: approvedMessage(awaiting.length, p.dovuto_cents) };
}
