// Ledger functions the cart needs beyond the ledger's own API (issue 13, owned by the cart area):
// linking entries to cart lines, and undoing the settlement of a card checkout the gateway refused.
// Wallet debits/credits and settling go through the ledger's API (server/ledger/index.ts).
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import { audit } from '../audit.ts';

/** Links an entry to the cart that asks for its payment (null: no cart). */
export async function linkEntryToCart(tx: Queryable, entryId: number, cartId: number | null) {
  await q(tx, sql`UPDATE partita_contabile SET carrello_id = ${cartId}::int, updated_at = now() WHERE id = ${entryId}`);
}

/** Moves the entries of some cart lines to another cart (lines added while a card payment was pending). */
export async function moveEntriesToCart(tx: Queryable, itemIds: number[], cartId: number) {
  if (!itemIds.length) return;
  await q(
    tx,
    sql`
    UPDATE partita_contabile p SET carrello_id = ${cartId}, updated_at = now()
      FROM carrello_item i WHERE i.partita_contabile_id = p.id AND i.id = ANY(${itemIds}::int[])`,
  );
}

/**
 * The gateway refused a card checkout: the entries it had settled (still awaiting approval) are
 * unpaid again, so the cart can be paid another way. Returns the wallet share each had taken, which
 * the caller credits back tied to the same entry (a later storno then nets it out).
 */
export async function unsettleEntries(tx: Queryable, entryIds: number[], userId: number | null): Promise<{ id: number; bonus_cents: number }[]> {
  if (!entryIds.length) return [];
  const { rows } = await q<{ id: number; bonus_cents: number }>(
    tx,
    sql`
    UPDATE partita_contabile p
       SET bonus_cents = 0, metodo_pagamento = NULL, data_pagamento = NULL, banca_id = NULL, codice_versamento = NULL, updated_at = now()
      FROM (SELECT id, bonus_cents FROM partita_contabile WHERE id = ANY(${entryIds}::int[]) AND NOT approvata AND NOT rifiutata FOR UPDATE) old
     WHERE p.id = old.id RETURNING p.id, old.bonus_cents`,
  );
  for (const r of rows)
    await audit(tx, { userId, action: 'partita.unpay', entity: 'partita_contabile', entityId: r.id, after: { reason: 'pagamento con carta non riuscito', bonus_cents: r.bonus_cents } });
  return rows.sort((a, b) => a.id - b.id);
}
