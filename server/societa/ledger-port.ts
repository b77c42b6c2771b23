// Where the clubs area hands money over: the accounting entry through the money core
// (server/ledger, the only writer of entries) and its line in the club's open cart (server/carrello).
import { addCartItem, openCartId } from '../carrello/index.ts';
import type { Queryable } from '../db/client.ts';
import { createEntry, systemActor } from '../ledger/index.ts';

export interface CartEntry {
  codice: string;
  importoCents: number;
  descrizione: string;
  societaId: number;
  stagioneId: number;
  tipologiaTesseramentoId: number | null;
}

/**
 * The club's open cart, locked (created when it has none). Taken before the club's row: a checkout of
 * the cart holds it and then needs that row (its entries' foreign keys, an affiliation's approval
 * updates the club), so the other order deadlocked with it (race audit).
 */
export const lockClubCart = (tx: Queryable, societaId: number, stagioneId: number): Promise<number> => openCartId(tx, { type: 'societa', id: societaId }, stagioneId);

/** Inside the caller's transaction: an entry awaiting approval and its item in the club's cart. */
export async function addLedgerEntryWithCartItem(tx: Queryable, e: CartEntry, userId: number): Promise<{ partitaId: number; carrelloId: number }> {
  // The caller (the affiliation request) has already checked the user's scope.
  const entry = await createEntry(
    tx,
    {
      codice: e.codice,
      importoCents: e.importoCents,
      descrizione: e.descrizione,
      societaId: e.societaId,
      stagioneId: e.stagioneId,
      stagioneCompetenzaId: e.stagioneId,
      tipologiaTesseramentoId: e.tipologiaTesseramentoId,
    },
    systemActor(userId),
  );
  const { cartId } = await addCartItem(tx, { party: { type: 'societa', id: e.societaId }, entryId: entry.id, descrizione: e.descrizione, amountCents: e.importoCents, seasonId: e.stagioneId });
  return { partitaId: entry.id, carrelloId: cartId };
}
