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

/** Locks the open cart that holds a line of the entry, before the entry (the order a checkout locks them in). */
export async function lockOpenCartOfEntry(tx: Queryable, entryId: number) {
  await q(
    tx,
    sql`
    SELECT c.id FROM carrello c JOIN carrello_item ci ON ci.carrello_id = c.id
     WHERE ci.partita_contabile_id = ${entryId} AND c.stato = 'open' ORDER BY c.id FOR UPDATE OF c`,
  );
}

/** The entry asks for no money any more: its line leaves the open cart (one not being paid). */
export async function dropEntryFromOpenCart(tx: Queryable, entryId: number, userId: number | null) {
  const { rows } = await q<{ id: number; carrello_id: number; importo_cents: number }>(
    tx,
    sql`
    DELETE FROM carrello_item ci USING carrello c
     WHERE ci.carrello_id = c.id AND ci.partita_contabile_id = ${entryId} AND c.stato = 'open'
       AND NOT EXISTS (SELECT 1 FROM carrello_checkout k WHERE k.carrello_id = c.id)
    RETURNING ci.id, ci.carrello_id, ci.importo_cents`,
  );
  if (!rows.length) return;
  await linkEntryToCart(tx, entryId, null);
  for (const r of rows) await audit(tx, { userId, action: 'cart.item.remove', entity: 'carrello', entityId: r.carrello_id, before: { ...r, partita_contabile_id: entryId } });
}

/** The entry's amount changed before it was paid: its line in the open cart asks for the new one. */
export async function repriceEntryInOpenCart(tx: Queryable, entryId: number, cents: number) {
  await q(
    tx,
    sql`
    UPDATE carrello_item ci SET importo_cents = ${-Math.abs(cents)} FROM carrello c
     WHERE ci.carrello_id = c.id AND ci.partita_contabile_id = ${entryId} AND c.stato = 'open'
       AND NOT EXISTS (SELECT 1 FROM carrello_checkout k WHERE k.carrello_id = c.id)`,
  );
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
