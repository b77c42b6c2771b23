// Card payment through the gateway (the demo simulator): signed notification, outcome, refusals.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { paymentProvider } from '../../server/pagamenti/providers.ts';
import { signNotification, type Notification } from '../../server/pagamenti/signature.ts';
import { addCartItem } from '../../server/carrello/index.ts';
import { cartState, entries, payOnSimulator as simulate, prepareCart, userParty, walletCents } from './cart-helpers.ts';

const t = useTestApp();
const CLUB = 'societa@demo.it';

async function cardBank(): Promise<number> {
  const { rows } = await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'CartaCredito' AND automatica AND deleted_at IS NULL ORDER BY id LIMIT 1");
  return rows[0].id;
}

async function startCard(amounts: number[], wallet: number) {
  const club = await userParty(t().db, CLUB);
  const prepared = await prepareCart(t().db, club, amounts, wallet);
  const token = await loginAs(t().app, CLUB);
  const res = await call(t().app, token, 'POST', `/api/cart/${prepared.cartId}/checkout`, { banca: await cardBank() });
  expect(res.statusCode, res.body).toBe(200);
  return { club, token, ...prepared, answer: res.json() };
}

const payOnSimulator = (url: string, esito: 'OK' | 'KO') => simulate(t().app, url, esito);

async function transaction(id: number) {
  const { rows } = await t().db.query('SELECT codice, importo_cents, stato FROM transazione_carta_credito WHERE id = $1', [id]);
  return rows[0];
}

describe('card payment', () => {
  it('pays by card: simulator page with the amount, signed callback, outcome Pagato, entries approved, cart paid', async () => {
    const { club, token, cartId, entryIds, answer } = await startCard([3000, 2000], 1000);
    expect(answer).toMatchObject({ metodo: 'carta', totale: 50, wallet: 10, dovuto: 40 });
    expect(answer.checkout_url).toMatch(/^\/api\/pagamenti\/simulatore\/TRX\d+\?t=/);
    expect(await walletCents(t().db, club)).toBe(0);
    expect(await cartState(t().db, cartId)).toBe('open');
    // a second click while the gateway has not answered gives the same address
    const again = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { banca: await cardBank() });
    expect(again.json().checkout_url).toBe(answer.checkout_url);
    const { page, location } = await payOnSimulator(answer.checkout_url, 'OK');
    expect(page).toContain('40,00');
    expect(location).toBe(`/paymentgateway/OK/${answer.id_transazione}`);
    const outcome = await call(t().app, token, 'GET', `/api/transazione/${answer.id_transazione}`);
    expect(outcome.json()).toMatchObject({ Importo: 40, Currency: 'EUR', Success: true, Cliente: expect.any(String), Pagato_con: expect.any(String), redirect: '/societa' });
    expect(outcome.json().Data_pagamento).toBeTruthy();
    expect((await entries(t().db, entryIds)).map((e) => [e.stato, e.bonus_cents])).toEqual([
      ['approvata', 1000],
      ['approvata', 0],
    ]);
    expect(await cartState(t().db, cartId)).toBe('paid');
    // pressing the simulator button again changes nothing
    await payOnSimulator(answer.checkout_url, 'KO');
    expect((await transaction(answer.id_transazione)).stato).toBe('pagata');
  });

  it('a refused card gives the wallet share back and leaves the cart payable', async () => {
    const { club, token, cartId, entryIds, answer } = await startCard([3000], 1000);
    const { location } = await payOnSimulator(answer.checkout_url, 'KO');
    expect(location).toBe(`/paymentgateway/KO/${answer.id_transazione}`);
    expect((await call(t().app, token, 'GET', `/api/transazione/${answer.id_transazione}`)).json()).toMatchObject({ Success: false });
    expect(await walletCents(t().db, club)).toBe(1000);
    expect(await cartState(t().db, cartId)).toBe('open');
    expect((await entries(t().db, entryIds))[0]).toMatchObject({ stato: 'in_attesa', bonus_cents: 0, codice_versamento: null });
    // The give-back carries the debit's code: the treasurer pairs the two rows (audit: TRX… and CRT…-R…).
    const { rows: moves } = await t().db.query<{ valore_cents: number; codice_versamento: string }>(
      'SELECT valore_cents, codice_versamento FROM movimento_portafoglio WHERE partita_contabile_id = $1 ORDER BY id',
      [entryIds[0]],
    );
    expect(moves).toEqual([
      { valore_cents: -1000, codice_versamento: (await transaction(answer.id_transazione)).codice },
      { valore_cents: 1000, codice_versamento: (await transaction(answer.id_transazione)).codice },
    ]);
    const retry = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { banca: await cardBank() });
    expect(retry.json().id_transazione).not.toBe(answer.id_transazione);
  });

  it('a storno after a refused card and a paid retry gives back the wallet share once', async () => {
    const { club, token, cartId, entryIds, answer } = await startCard([3000], 1000);
    await payOnSimulator(answer.checkout_url, 'KO');
    const retry = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { banca: await cardBank() });
    await payOnSimulator(retry.json().checkout_url, 'OK');
    expect(await walletCents(t().db, club)).toBe(0);
    const admin = await loginAs(t().app, 'admin@demo.it');
    const storno = await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[0]}/cancel`, { restoreAnagrafica: false });
    expect(storno.statusCode, storno.body).toBe(200);
    // The wallet paid 10 € of the entry (once) and the card 20 €: the storno gives back 30 €, not 40.
    expect(await walletCents(t().db, club)).toBe(3000);
  });

  it('a forged, stale or replayed notification changes nothing', async () => {
    const { answer } = await startCard([2000], 0);
    const tr = await transaction(answer.id_transazione);
    const n: Notification = { event_id: randomUUID(), codice: tr.codice, esito: 'OK', importo_cents: 2000, timestamp: Math.floor(Date.now() / 1000), pagato_con: 'VISA ****1111' };
    const url = '/api/pagamenti/notifica';
    const forged = await call(t().app, null, 'POST', url, { ...n, signature: signNotification('not-the-secret', n) });
    expect(forged.statusCode).toBe(403);
    const tampered = await call(t().app, null, 'POST', url, { ...n, importo_cents: 1, signature: signNotification(paymentProvider().secret, n) });
    expect(tampered.statusCode).toBe(403);
    const old = { ...n, event_id: randomUUID(), timestamp: n.timestamp - 3600 };
    expect((await call(t().app, null, 'POST', url, { ...old, signature: signNotification(paymentProvider().secret, old) })).statusCode).toBe(403);
    expect((await transaction(answer.id_transazione)).stato).toBe('in_attesa');
    const genuine = { ...n, signature: signNotification(paymentProvider().secret, n) };
    expect((await call(t().app, null, 'POST', url, genuine)).statusCode).toBe(200);
    expect((await transaction(answer.id_transazione)).stato).toBe('pagata');
    expect((await call(t().app, null, 'POST', url, genuine)).statusCode).toBe(409);
    const ko: Notification = { ...n, event_id: randomUUID(), esito: 'KO' };
    const late = await call(t().app, null, 'POST', url, { ...ko, signature: signNotification(paymentProvider().secret, ko) });
    expect(late.statusCode).toBe(200);
    expect((await transaction(answer.id_transazione)).stato).toBe('pagata');
  });

  it('the simulator page needs the signed address', async () => {
    const { answer } = await startCard([2000], 0);
    const bad = answer.checkout_url.replace(/t=[0-9a-f]+/, 't=deadbeef');
    expect((await t().app.inject({ method: 'GET', url: bad })).statusCode).toBe(403);
    const post = await t().app.inject({ method: 'POST', url: bad, payload: 'esito=OK', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(post.statusCode).toBe(403);
    expect((await transaction(answer.id_transazione)).stato).toBe('in_attesa');
    // Nothing hands the signed address to a caller other than the payer (a public route did, by code).
    const codice = (await transaction(answer.id_transazione)).codice;
    expect((await t().app.inject({ method: 'GET', url: `/api/pagamenti/checkout/${codice}` })).statusCode).toBe(404);
    expect((await t().app.inject({ method: 'GET', url: `/api/pagamenti/simulatore/${codice}` })).statusCode).toBe(400);
  });

  it("a payment under way is resumed from the cart at the gateway's address for its own amount", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { PAYMENT_PROVIDER: 'redirect', PAYMENT_GATEWAY_URL: 'https://gateway.example/pay', PAYMENT_SECRET: 'segreto-di-prova' });
    try {
      const { club, token, answer } = await startCard([3000, 2000], 1000);
      const cart = (await call(t().app, token, 'GET', `/api/societa/${club.id}/cart`)).json();
      const resumed = new URL(cart.pagamento_in_corso.checkout_url);
      expect(resumed.searchParams.get('importo_cents')).toBe('4000');
      expect(cart.pagamento_in_corso.checkout_url).toBe(answer.checkout_url);
    } finally {
      process.env = saved;
    }
  });

  it('while a card payment is open the cart answers the wallet share it holds and its card amount, not a new payment', async () => {
    // The audit's case: a 2.075 € cart and a 970 € wallet; the card pays 1.105 €.
    const { club, token, cartId, answer } = await startCard([150000, 57500], 97000);
    expect(answer).toMatchObject({ totale: 2075, wallet: 970, dovuto: 1105 });
    const paidLines = (await call(t().app, token, 'GET', '/api/cart')).json().data[0].items.map((i: { id: number }) => i.id);
    // A line added while the gateway has not answered is not part of that payment.
    await t().db.transaction((tx) => addCartItem(tx, { party: club, entryId: null, descrizione: 'Aggiunta dopo', amountCents: 1000 }));
    for (const url of ['/api/cart', `/api/societa/${club.id}/cart`]) {
      const res = await call(t().app, token, 'GET', url);
      expect(res.statusCode, res.body).toBe(200);
      const cart = url === '/api/cart' ? res.json().data[0] : res.json();
      expect(cart.carrello_id).toBe(cartId);
      expect(cart.portafoglio.totale).toBe(0);
      expect(cart.pagamento_in_corso).toEqual({ id_transazione: answer.id_transazione, checkout_url: answer.checkout_url, totale: 2075, wallet: 970, importo: 1105, item_ids: paidLines });
    }
    // With no payment provider configured now the payment is still reported, with nothing to resume it.
    const saved = { ...process.env };
    process.env.PAYMENT_PROVIDER = 'none';
    try {
      const cart = (await call(t().app, token, 'GET', '/api/cart')).json().data[0];
      expect(cart.pagamento_in_corso).toMatchObject({ id_transazione: answer.id_transazione, checkout_url: null, wallet: 970, importo: 1105 });
    } finally {
      process.env = saved;
    }
    // Once refused, the share is back in the wallet and nothing is under way.
    const { page } = await payOnSimulator(answer.checkout_url, 'KO');
    expect(page).toContain('1.105,00 €');
    const after = (await call(t().app, token, 'GET', '/api/cart')).json().data[0];
    expect(after).toMatchObject({ pagamento_in_corso: null, portafoglio: { totale: 970 } });
  });

  it('a transaction outcome is visible only to its party and administrators', async () => {
    const { answer } = await startCard([2000], 0);
    const person = await loginAs(t().app, 'tesserato@demo.it');
    expect((await call(t().app, person, 'GET', `/api/transazione/${answer.id_transazione}`)).statusCode).toBe(404);
    const admin = await loginAs(t().app, 'segreteria@demo.it');
    expect((await call(t().app, admin, 'GET', `/api/transazione/${answer.id_transazione}`)).json()).toMatchObject({ StatusMessage: 'In attesa di esito', Success: false });
  });

  it('a wallet top-up by card (ledger increment) is paid on the simulator and credits the wallet', async () => {
    const club = await userParty(t().db, CLUB);
    const token = await loginAs(t().app, CLUB);
    const before = await walletCents(t().db, club);
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM portafoglio WHERE societa_id = $1', [club.id]);
    const res = await call(t().app, token, 'POST', `/api/portafoglio/${rows[0].id}/increment`, { valore: 25.5, banca: await cardBank() });
    expect(res.statusCode, res.body).toBe(200);
    const { location } = await payOnSimulator(res.json().checkout_url, 'OK');
    expect(location).toMatch(/^\/paymentgateway\/OK\/\d+$/);
    expect(await walletCents(t().db, club)).toBe(before + 2550);
  });
});

describe('demo data', () => {
  it('has a paid and a failed card transaction', async () => {
    const { rows } = await t().db.query('SELECT stato, count(*)::int AS n FROM transazione_carta_credito GROUP BY stato');
    const by = Object.fromEntries(rows.map((r) => [r.stato, r.n]));
    expect(by.pagata + (by.approvata ?? 0)).toBeGreaterThan(0);
    expect(by.fallita).toBeGreaterThan(0);
  });
});
