// DELETE cart/{id}/item/{itemId}: removing a line withdraws what it asks to pay. Its entry is
// cancelled by the ledger's own 'Annulla' (cancelRequest: annullata, the registration refused, a
// transfer cancelled, a wallet share it holds given back, the 'cancelled' hooks), so the party may
// ask again; before, the entry was only unlinked and stayed awaiting, unpayable, and a new request
// was refused as still pending. One transaction, the cart locked first (as a checkout locks it).
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import { isAdmin, type AuthUser } from '../auth/user.ts';
import { conflict, notFound } from '../http/errors.ts';
import { q, sql } from '../db/sql.ts';
import { linkEntryToCart } from '../ledger/cart-settlement.ts';
import { isCustomCost } from '../ledger/custom-cost.ts';
import { lockEntry } from '../ledger/entries-sql.ts';
import { isAwaiting } from '../ledger/rules.ts';
import { cancelRequest, systemActor } from '../ledger/index.ts';
import { CARRELLO_MESSAGGI as M } from '../../resources/contracts/carrello.ts';
import { cartItems, checkoutOf } from './queries.ts';
import { lockedCart } from './service.ts';

/**
 * The entry of a removed line asks for no money any more: cancelled when it still awaits a decision
 * (true), only unlinked when it was decided already (a line an earlier rule left behind). A cost the
 * federation charged ('Ricavi custom') is not the party's request: only an administrator withdraws it.
 */
async function withdrawEntry(tx: Queryable, user: AuthUser, entryId: number): Promise<boolean> {
  const entry = await lockEntry(tx, entryId);
  await linkEntryToCart(tx, entryId, null);
  if (!isAwaiting(entry)) return false;
  if (!isAdmin(user) && (await isCustomCost(tx, entry))) throw conflict(M.costoFederazione);
  // The cart area has checked its caller (the cart's party or an administrator): the ledger applies its state rules.
  await cancelRequest(tx, entryId, systemActor(user.id));
  return true;
}

export function removeItem(db: Db, user: AuthUser, cartId: number, itemId: number) {
  return db.transaction(async (tx) => {
    const cart = await lockedCart(tx, user, cartId);
    if (cart.stato !== 'open') throw conflict(M.carrelloPagato);
    const [item] = await cartItems(tx, cart.id, [itemId]);
    if (!item) throw notFound(M.nonTrovato);
    // A card payment under way pays its lines: they follow its outcome. Lines added since are free.
    if ((await checkoutOf(tx, cart.id))?.item_ids.includes(item.id)) throw conflict(M.inPagamentoCarta);
    await q(tx, sql`DELETE FROM carrello_item WHERE id = ${item.id}`);
    const annullata = item.partita_contabile_id != null && (await withdrawEntry(tx, user, item.partita_contabile_id));
    await audit(tx, { userId: user.id, action: 'cart.item.remove', entity: 'carrello', entityId: cart.id, before: item, after: { partita_annullata: annullata } });
    return { error: false as const, message: annullata ? M.annullata : M.rimosso, id: itemId };
  });
}
