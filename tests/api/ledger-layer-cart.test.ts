// 'Acquista senza addebito' (buyWithoutMoney) on the old club's approval of a Tesseramento Dirigente
// transfer entry: the entry costs nothing, so the line asking the new club to pay it leaves its cart.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { addCartItem } from '../../server/carrello/index.ts';
import { CODICI_SPECIALI } from '../../resources/contracts/contabilita.ts';
import { callerFor, demoIds, entry, insertEntry, otherClubId } from './ledger-helpers.ts';

const t = useTestApp();

/** A Dirigente transfer from the demo club to another club, its line in the new club's open cart. */
async function transferInCart() {
  const { societaId } = await demoIds(t());
  const newClub = await otherClubId(t(), societaId);
  const id = await insertEntry(t(), { codice: CODICI_SPECIALI.dirigente, societa_id: newClub, old_societa_id: societaId, importo_cents: 4000 });
  const { cartId } = await t().db.transaction((tx) => addCartItem(tx, { party: { type: 'societa', id: newClub }, entryId: id, descrizione: 'Dirigente', amountCents: 4000 }));
  return { id, cartId, newClub };
}

const cartLines = async (cartId: number, entryId: number) =>
  (await t().db.query('SELECT importo_cents FROM carrello_item WHERE carrello_id = $1 AND partita_contabile_id = $2', [cartId, entryId])).rows;

describe('buy without money on the old club approval', () => {
  it('zeroes the entry and takes its line out of the new club cart', async () => {
    const { id, cartId } = await transferInCart();
    const oldClub = await callerFor(t(), 'societa@demo.it');
    const res = await oldClub('POST', `/api/partitacontabile/${id}/approvetrasferimento`, { buyWithoutMoney: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ importo_cents: 0, approvata_societa: true, carrello_id: null });
    expect(await cartLines(cartId, id)).toEqual([]);
  });

  it('is refused once the new club has paid the entry', async () => {
    const { id } = await transferInCart();
    await t().db.query('UPDATE partita_contabile SET data_pagamento = now(), metodo_pagamento = $2 WHERE id = $1', [id, 'bonifico']);
    const oldClub = await callerFor(t(), 'societa@demo.it');
    const res = await oldClub('POST', `/api/partitacontabile/${id}/approvetrasferimento`, { buyWithoutMoney: true });
    expect(res.statusCode).toBe(409);
    expect(await entry(t(), id)).toMatchObject({ importo_cents: 4000, approvata_societa: false });
  });
});
