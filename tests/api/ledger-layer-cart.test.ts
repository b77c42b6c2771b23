// 'Acquista senza addebito' (buyWithoutMoney) on the old club's approval of a Tesseramento Dirigente
// transfer entry: the entry costs nothing, so the line asking the new club to pay it leaves its cart.
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { addCartItem } from '../../server/carrello/index.ts';
import { CODICI_SPECIALI, MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { callerFor, demoIds, entry, insertEntry, otherClubId } from './ledger-helpers.ts';
import { prepareCart, walletCents } from './cart-helpers.ts';

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

describe('an entry changed while waiting in a cart', () => {
  it('leaves the cart, which the club can still pay', async () => {
    const { id, cartId, newClub } = await transferInCart();
    const other = await insertEntry(t(), { codice: 'Diritti di Segreteria', societa_id: newClub, importo_cents: 1000 });
    await t().db.transaction((tx) => addCartItem(tx, { party: { type: 'societa', id: newClub }, entryId: other, descrizione: 'Diritti', amountCents: 1000 }));
    const admin = await callerFor(t(), 'admin@demo.it');
    const before = (await admin('GET', `/api/societa/${newClub}/cart`)).json();
    expect((await admin('POST', `/api/partitacontabile/${id}/reject`)).statusCode).toBe(200);
    expect(await cartLines(cartId, id)).toEqual([]);
    const after = (await admin('GET', `/api/societa/${newClub}/cart`)).json();
    const entries = after.items.map((i: any) => i.partita_contabile_id);
    expect(entries).toContain(other);
    expect(entries).not.toContain(id);
    expect(after.totale).toBe(before.totale - 40);
  });

  it("'Annulla' of the requesting club takes the request out of its cart", async () => {
    const { societaId, anagraficaId } = await demoIds(t());
    const id = await insertEntry(t(), { codice: 'Tesseramento Atleta', societa_id: societaId, anagrafica_id: anagraficaId, importo_cents: 2500 });
    const { cartId } = await t().db.transaction((tx) => addCartItem(tx, { party: { type: 'societa', id: societaId }, entryId: id, descrizione: 'Atleta', amountCents: 2500 }));
    const club = await callerFor(t(), 'societa@demo.it');
    const res = await club('POST', `/api/partitacontabile/${id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ annullata: true, carrello_id: null });
    expect(await cartLines(cartId, id)).toEqual([]);
  });

  it("'Annulla' is refused once a payment notice covers the request: the notice's money would go nowhere (audit)", async () => {
    const { societaId, anagraficaId } = await demoIds(t());
    const party = { type: 'societa' as const, id: societaId };
    // An empty wallet, so that the notice asks the whole amount (given back at the end for the tests after).
    const walletBefore = await walletCents(t().db, party);
    await prepareCart(t().db, party, [], 0);
    const id = await insertEntry(t(), { codice: 'Tesseramento Atleta', societa_id: societaId, anagrafica_id: anagraficaId, importo_cents: 1500 });
    const { cartId } = await t().db.transaction((tx) => addCartItem(tx, { party, entryId: id, descrizione: 'Atleta', amountCents: 1500 }));
    const club = await callerFor(t(), 'societa@demo.it');
    const banca = (await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'Bonifico' AND deleted_at IS NULL ORDER BY id LIMIT 1")).rows[0].id;
    const paid = await club('POST', `/api/cart/${cartId}/checkout`, { valore: 15, banca });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await club('GET', `/api/partitacontabile/${id}`)).json().azioni).toMatchObject({ cancel: false });
    const res = await club('POST', `/api/partitacontabile/${id}/cancel`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage ?? res.json().message).toBe(MESSAGGI.nonAnnullabilePagata);
    expect(await entry(t(), id)).toMatchObject({ annullata: false, rifiutata: false });
    await t().db.query('UPDATE portafoglio SET totale_cents = $2 WHERE societa_id = $1', [societaId, walletBefore]);
  });

  it('a new amount given to a custom cost waiting in a cart (PUT partitacontabile) is the amount its line asks', async () => {
    const { societaId } = await demoIds(t());
    const custom = (await t().db.query<{ id: number }>("SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = 'Custom' ORDER BY id LIMIT 1")).rows[0].id;
    const id = await insertEntry(t(), { codice: 'Multa', societa_id: societaId, importo_cents: 4000, tipologia_tesseramento_id: custom });
    const { cartId } = await t().db.transaction((tx) => addCartItem(tx, { party: { type: 'societa', id: societaId }, entryId: id, descrizione: 'Multa', amountCents: 4000 }));
    const admin = await callerFor(t(), 'admin@demo.it');
    const res = await admin('PUT', `/api/partitacontabile/${id}`, { modifica_importo: true, costo: 12.5 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await cartLines(cartId, id)).toEqual([{ importo_cents: -1250 }]);
  });
});

describe('an entry an administrator closes before it is paid', () => {
  it('approved, it leaves the cart: the club is not asked to pay it again, and pays the rest', async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { codice: 'Diritti di Segreteria', societa_id: societaId, importo_cents: 1000 });
    const rest = await insertEntry(t(), { codice: 'Diritti di Segreteria', societa_id: societaId, importo_cents: 300 });
    let cartId = 0;
    for (const [e, cents] of [
      [id, 1000],
      [rest, 300],
    ]) {
      ({ cartId } = await t().db.transaction((tx) => addCartItem(tx, { party: { type: 'societa', id: societaId }, entryId: e, descrizione: 'Diritti', amountCents: cents })));
    }
    const admin = await callerFor(t(), 'admin@demo.it');
    expect((await admin('POST', `/api/partitacontabile/${id}/approve`)).statusCode).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ approvata: true, data_pagamento: null, carrello_id: null, bonus_cents: 0 });
    expect(await cartLines(cartId, id)).toEqual([]);
    // The club's wallet pays what is left, and the paid cart keeps the line it paid.
    await t().db.query('UPDATE portafoglio SET totale_cents = totale_cents + 300 WHERE societa_id = $1', [societaId]);
    const club = await callerFor(t(), 'societa@demo.it');
    const cart = (await club('GET', `/api/societa/${societaId}/cart`)).json();
    expect(cart.items.map((i: { partita_contabile_id: number }) => i.partita_contabile_id)).not.toContain(id);
    const wallet = async () => (await t().db.query('SELECT totale_cents FROM portafoglio WHERE societa_id = $1', [societaId])).rows[0].totale_cents;
    const before = await wallet();
    const paid = await club('POST', `/api/cart/${cartId}/checkout`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(before - (await wallet())).toBe(Math.round(cart.totale * 100));
    expect(await entry(t(), rest)).toMatchObject({ approvata: true, bonus_cents: 300 });
    expect(await cartLines(cartId, rest)).toEqual([{ importo_cents: -300 }]);
  });

  it('reversed, a line an earlier approval left in the cart leaves it too', async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { codice: 'Diritti di Segreteria', societa_id: societaId, importo_cents: 3500, approvata: true, data_approvazione: new Date() });
    const { cartId } = await t().db.transaction((tx) => addCartItem(tx, { party: { type: 'societa', id: societaId }, entryId: id, descrizione: 'Diritti', amountCents: 3500 }));
    const admin = await callerFor(t(), 'admin@demo.it');
    const res = await admin('POST', `/api/partitacontabile/${id}/cancel`, { restoreAnagrafica: false });
    expect(res.statusCode, res.body).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ stornata: true });
    expect(await cartLines(cartId, id)).toEqual([]);
  });
});
