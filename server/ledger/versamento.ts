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
import { forbidden, notFound, validationError } from '../http/errors.ts';
import { euroText, euros } from '../money.ts';
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
  /** The entries it pays that the user may see, in id order. */
  entryIds: number[];
}

/** The checkout with this code and the entries it pays within the user's scope; 404 when there is none. */
async function paymentOf(db: Queryable, user: AuthUser, codice: string): Promise<Payment> {
  const { rows } = await q<{ carrello_id: number; intestatario: string | null; entry_ids: number[] | null }>(
    db,
    sql`
    SELECT k.carrello_id, coalesce(s.nome, a.cognome || ' ' || a.nome) AS intestatario,
           (SELECT array_agg(p.id ORDER BY p.id) FROM carrello_item ci JOIN partita_contabile p ON p.id = ci.partita_contabile_id
             WHERE ci.id = ANY (k.item_ids) AND ${entryScope(user)}) AS entry_ids
      FROM carrello_checkout k JOIN carrello c ON c.id = k.carrello_id
      LEFT JOIN societa s ON s.id = c.societa_id LEFT JOIN anagrafica a ON a.id = c.anagrafica_id
     WHERE k.codice_pagamento = ${codice}`,
  );
  const k = rows[0];
  if (!k?.entry_ids?.length) throw notFound(MESSAGGI.versamentoNonTrovato);
  return { carrello_id: k.carrello_id, codice, intestatario: k.intestatario, entryIds: k.entry_ids };
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

export const approvedMessage = (n: number, totaleCents: number) => `Versamento approvato: ${n} ${n === 1 ? 'partita contabile' : 'partite contabili'}, ${euroText(totaleCents)}`;

/**
 * Approves every entry of the payment still awaiting approval (administrators: who may approve one
 * entry). None awaiting (a second call, all decided one by one) is a 422 that says so, with nothing
 * changed; an entry whose card payment awaits the gateway refuses the whole call (409), as its
 * single approval does.
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
  for (const e of awaiting) await approveEntry(tx, e.id, by);
  const totaleCents = awaiting.reduce((s, e) => s + e.importo_cents, 0);
  await audit(tx, {
    userId: user.id,
    action: 'versamento.approve',
    entity: 'carrello',
    entityId: p.carrello_id,
    after: { codice_versamento: p.codice, partite: awaiting.map((e) => e.id), totale_cents: totaleCents },
  });
  return { ...before, message: approvedMessage(awaiting.length, totaleCents) };
}
