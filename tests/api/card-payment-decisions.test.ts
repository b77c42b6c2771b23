// Who decides what a card payment pays (QA defects of 2026-11-26): while the gateway has not answered,
// nobody approves, rejects or cancels the entries it pays (the entry follows the payment), an
// administrator may decide the transaction itself (what it pays follows as for the gateway's answer),
// and a transaction with an outcome is final. The amount of an entry that moved wallet money is not
// changed. Money checked in the wallet, entries and cart after every step.
import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { cartState, entries, prepareCart, userParty, walletCents } from './cart-helpers.ts';

const t = useTestApp();
const CLUB = 'societa@demo.it';

async function cardBank(): Promise<number> {
  const { rows } = await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'CartaCredito' AND automatica AND deleted_at IS NULL ORDER BY id LIMIT 1");
  return rows[0].id;
}

/** The simulator's button (OK or KO) on a checkout address. */
async function pressOnSimulator(checkoutUrl: string, esito: 'OK' | 'KO') {
  const res = await t().app.inject({ method: 'POST', url: checkoutUrl, payload: `esito=${esito}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(res.statusCode).toBe(303);
}

const transactionState = async (id: number) => (await t().db.query<{ stato: string }>('SELECT stato FROM transazione_carta_credito WHERE id = $1', [id])).rows[0].stato;

/** A club's card top-up of `euros`, awaiting the gateway: its entry, transaction and checkout address. */
async function cardTopUp(euros: number) {
  const club = await userParty(t().db, CLUB);
  const token = await loginAs(t().app, CLUB);
  const { rows } = await t().db.query<{ id: number }>('SELECT id FROM portafoglio WHERE societa_id = $1', [club.id]);
  const res = await call(t().app, token, 'POST', `/api/portafoglio/${rows[0].id}/increment`, { valore: euros, banca: await cardBank() });
  expect(res.statusCode, res.body).toBe(200);
  const { rows: trx } = await t().db.query<{ id: number }>('SELECT id FROM transazione_carta_credito WHERE partita_contabile_id = $1', [res.json().id]);
  return { club, entryId: res.json().id as number, transactionId: trx[0].id, checkoutUrl: res.json().checkout_url as string };
}

/** A club's cart paid by card, awaiting the gateway. */
async function cardCheckout(amounts: number[], wallet: number) {
  const club = await userParty(t().db, CLUB);
  const prepared = await prepareCart(t().db, club, amounts, wallet);
  const token = await loginAs(t().app, CLUB);
  const res = await call(t().app, token, 'POST', `/api/cart/${prepared.cartId}/checkout`, { banca: await cardBank() });
  expect(res.statusCode, res.body).toBe(200);
  return { club, ...prepared, transactionId: res.json().id_transazione as number, checkoutUrl: res.json().checkout_url as string };
}

describe('a card top-up awaiting the gateway', () => {
  it('its entry cannot be approved or rejected (the list offers neither); the paid answer credits the wallet once', async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { club, entryId, checkoutUrl } = await cardTopUp(100);
    const before = await walletCents(t().db, club);
    for (const verb of ['approve', 'reject']) {
      const res = await call(t().app, admin, 'POST', `/api/partitacontabile/${entryId}/${verb}`, {});
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe(MESSAGGI.pagamentoCartaInCorso);
    }
    const detail = (await call(t().app, admin, 'GET', `/api/partitacontabile/${entryId}`)).json();
    expect(detail).toMatchObject({ pagamento_carta_in_corso: true, azioni: { approve: false, reject: false } });
    const row = (await call(t().app, admin, 'GET', '/api/partitacontabile?status=progress&paginate=1000')).json().data.find((r: any) => r.id === entryId);
    expect(row).toMatchObject({ pagamento_carta_in_corso: true, azioni: { approve: false, reject: false } });

    await pressOnSimulator(checkoutUrl, 'OK');
    expect(await walletCents(t().db, club)).toBe(before + 10000);
    expect((await entries(t().db, [entryId]))[0].stato).toBe('approvata');
  });

  it("an administrator's 'Rifiuta' on the transaction refuses the top-up; the gateway's later answer changes nothing", async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { club, entryId, transactionId, checkoutUrl } = await cardTopUp(40);
    const before = await walletCents(t().db, club);
    expect((await call(t().app, admin, 'POST', `/api/transazione/${transactionId}/reject`, {})).statusCode).toBe(200);
    expect((await entries(t().db, [entryId]))[0].stato).toBe('rifiutata');
    await pressOnSimulator(checkoutUrl, 'OK');
    expect(await transactionState(transactionId)).toBe('rifiutata');
    expect(await walletCents(t().db, club)).toBe(before);
  });

  it("an administrator's 'Approva' on the transaction credits the wallet once; a failed answer afterwards changes nothing", async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { club, entryId, transactionId, checkoutUrl } = await cardTopUp(12.5);
    const before = await walletCents(t().db, club);
    expect((await call(t().app, admin, 'POST', `/api/transazione/${transactionId}/approve`, {})).statusCode).toBe(200);
    expect((await entries(t().db, [entryId]))[0].stato).toBe('approvata');
    expect(await walletCents(t().db, club)).toBe(before + 1250);
    await pressOnSimulator(checkoutUrl, 'KO');
    expect(await transactionState(transactionId)).toBe('approvata');
    expect(await walletCents(t().db, club)).toBe(before + 1250);
  });
});

describe('a card transaction with an outcome', () => {
  it('is final: neither a paid nor a failed one can be approved or rejected', async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const paid = await cardTopUp(10);
    await pressOnSimulator(paid.checkoutUrl, 'OK');
    const failed = await cardTopUp(10);
    await pressOnSimulator(failed.checkoutUrl, 'KO');
    const walletAfter = await walletCents(t().db, paid.club);
    for (const [trx, stato] of [
      [paid.transactionId, 'pagata'],
      [failed.transactionId, 'fallita'],
    ] as const) {
      for (const verb of ['approve', 'reject']) {
        const res = await call(t().app, admin, 'POST', `/api/transazione/${trx}/${verb}`, {});
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(MESSAGGI.transazioneGiaDecisa);
      }
      expect(await transactionState(trx)).toBe(stato);
    }
    expect((await entries(t().db, [paid.entryId, failed.entryId])).map((e) => e.stato)).toEqual(['approvata', 'rifiutata']);
    expect(await walletCents(t().db, paid.club)).toBe(walletAfter);
  });
});

describe('a cart paid by card awaiting the gateway', () => {
  it('its entries cannot be decided; the administrator approving the transaction approves them and closes the cart', async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { cartId, entryIds, transactionId } = await cardCheckout([3000, 2000], 1000);
    const res = await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[1]}/reject`, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(MESSAGGI.pagamentoCartaInCorso);
    expect((await call(t().app, admin, 'POST', `/api/transazione/${transactionId}/approve`, {})).statusCode).toBe(200);
    expect((await entries(t().db, entryIds)).map((e) => e.stato)).toEqual(['approvata', 'approvata']);
    expect(await cartState(t().db, cartId)).toBe('paid');
  });

  it('the administrator rejecting the transaction gives the wallet share back and leaves the cart payable', async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { club, cartId, entryIds, transactionId } = await cardCheckout([2500], 500);
    expect(await walletCents(t().db, club)).toBe(0);
    expect((await call(t().app, admin, 'POST', `/api/transazione/${transactionId}/reject`, {})).statusCode).toBe(200);
    expect(await walletCents(t().db, club)).toBe(500);
    expect(await cartState(t().db, cartId)).toBe('open');
    expect((await entries(t().db, entryIds)).map((e) => e.stato)).toEqual(['in_attesa']);
    // The entry is decidable again: no card payment is pending for it.
    const detail = (await call(t().app, admin, 'GET', `/api/partitacontabile/${entryIds[0]}`)).json();
    expect(detail).toMatchObject({ pagamento_carta_in_corso: false, azioni: { approve: true, reject: true } });
  });
});

describe("changing an entry's amount", () => {
  it('is refused for an entry that moved wallet money (the wallet would no longer match); allowed for one that did not', async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const club = await userParty(t().db, CLUB);
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM portafoglio WHERE societa_id = $1', [club.id]);
    const topUp = await call(t().app, admin, 'POST', `/api/portafoglio/${rows[0].id}/increment`, { valore: 12.5, codice_versamento: 'CRO-CHANGE-1' });
    expect(topUp.statusCode, topUp.body).toBe(200);
    const before = await walletCents(t().db, club);
    const refused = await call(t().app, admin, 'POST', `/api/partitacontabile/${topUp.json().id}/change`, { newimporto: 5 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGGI.importoConPortafoglio);
    expect((await call(t().app, admin, 'GET', `/api/partitacontabile/${topUp.json().id}`)).json()).toMatchObject({ importo: 12.5, azioni: { change: false, storno: true } });
    expect(await walletCents(t().db, club)).toBe(before);

    const { entryIds } = await prepareCart(t().db, club, [4000], 0);
    expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[0]}/approve`, {})).statusCode).toBe(200);
    const changed = await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[0]}/change`, { newimporto: 35 });
    expect(changed.statusCode, changed.body).toBe(200);
  });
});

describe("a transfer's entry paid by card awaiting the gateway", () => {
  it('its old-club layer cannot be refused until the outcome, so a failed payment gives the wallet share back once', async () => {
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { club, entryIds, checkoutUrl } = await cardCheckout([3000], 1000);
    const oldClub = (await t().db.query<{ id: number }>('SELECT id FROM societa WHERE id <> $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [club.id])).rows[0].id;
    await t().db.query("UPDATE partita_contabile SET codice = 'Trasferimento', old_societa_id = $2 WHERE id = $1", [entryIds[0], oldClub]);
    const held = await walletCents(t().db, club);
    const refused = await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[0]}/rejecttrasferimento`, {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MESSAGGI.pagamentoCartaInCorso);
    const { rows } = await t().db.query('SELECT stato, rifiutata_societa FROM partita_contabile WHERE id = $1', [entryIds[0]]);
    expect(rows[0]).toEqual({ stato: 'in_attesa', rifiutata_societa: false });
    await pressOnSimulator(checkoutUrl, 'KO');
    // The share the payment held comes back once (a refusal meanwhile gave it back a second time).
    expect(await walletCents(t().db, club)).toBe(held + 1000);
  });
});
