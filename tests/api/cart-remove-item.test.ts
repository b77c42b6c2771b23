// DELETE cart/{id}/item/{itemId}: what a removal refuses and what money it gives back. A line a card
// payment under way pays stays; a cost the federation charged stays for the party; a wallet share the
// entry holds comes back in the same transaction; two requests at once keep cart, entry and wallet in step.
import { describe, expect, it } from 'vitest';
import { addCartItem } from '../../server/carrello/index.ts';
import { debitWallet, systemActor } from '../../server/ledger/index.ts';
import { CARRELLO_MESSAGGI as M } from '../../resources/contracts/carrello.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { bankOfType, cartState, entries, prepareCart, userParty, walletCents } from './cart-helpers.ts';
import { entry } from './ledger-helpers.ts';

const t = useTestApp();
const CLUB = 'societa@demo.it';

async function lineOf(cartId: number, entryId: number): Promise<number> {
  const { rows } = await t().db.query<{ id: number }>('SELECT id FROM carrello_item WHERE carrello_id = $1 AND partita_contabile_id = $2', [cartId, entryId]);
  return rows[0]?.id;
}

async function remove(token: string, cartId: number, entryId: number) {
  return call(t().app, token, 'DELETE', `/api/cart/${cartId}/item/${await lineOf(cartId, entryId)}`);
}

describe('a line a card payment under way pays', () => {
  it('cannot be removed until the outcome; a line added since can', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [3000], 1000);
    const token = await loginAs(t().app, CLUB);
    const card = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { banca: await bankOfType(t().db, 'CartaCredito') });
    expect(card.statusCode, card.body).toBe(200);

    const refused = await remove(token, cartId, entryIds[0]);
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.inPagamentoCarta]);
    expect(await lineOf(cartId, entryIds[0])).toBeDefined();
    expect(await entry(t(), entryIds[0])).toMatchObject({ stato: 'in_attesa', annullata: false, bonus_cents: 1000 });

    const { rows } = await t().db.query<{ id: number }>(
      "INSERT INTO partita_contabile (codice, importo_cents, data_registrazione, societa_id, stagione_id) SELECT 'Affiliazione', 500, current_date, $1, stagione_id FROM carrello WHERE id = $2 RETURNING id",
      [club.id, cartId],
    );
    await t().db.transaction((tx) => addCartItem(tx, { party: club, entryId: rows[0].id, descrizione: 'Aggiunta dopo', amountCents: 500 }));
    const added = await remove(token, cartId, rows[0].id);
    expect(added.statusCode, added.body).toBe(200);
    expect(await entry(t(), rows[0].id)).toMatchObject({ stato: 'rifiutata', annullata: true, carrello_id: null });
    expect(await cartState(t().db, cartId)).toBe('open');
  });

  it('a paid cart keeps its lines', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [2000], 2000);
    const token = await loginAs(t().app, CLUB);
    expect((await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, {})).statusCode).toBe(200);
    const res = await remove(token, cartId, entryIds[0]);
    expect([res.statusCode, res.json().message]).toEqual([409, M.carrelloPagato]);
    expect((await entries(t().db, entryIds))[0].stato).toBe('approvata');
  });
});

describe('money a removed line holds', () => {
  it('the wallet share its entry took comes back, tied to the entry, with its audit row', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [3000], 5000);
    // A share taken for the entry and still held (e.g. written before a rule gave it back).
    await t().db.transaction((tx) => debitWallet(tx, club, { cents: 1200, partitaId: entryIds[0] }, systemActor()));
    await t().db.query('UPDATE partita_contabile SET bonus_cents = 1200 WHERE id = $1', [entryIds[0]]);
    expect(await walletCents(t().db, club)).toBe(3800);

    const token = await loginAs(t().app, CLUB);
    const res = await remove(token, cartId, entryIds[0]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletCents(t().db, club)).toBe(5000);
    const { rows } = await t().db.query<{ net: number; n: number }>('SELECT sum(valore_cents)::int AS net, count(*)::int AS n FROM movimento_portafoglio WHERE partita_contabile_id = $1', [
      entryIds[0],
    ]);
    expect(rows[0]).toEqual({ net: 0, n: 2 });
    const { rows: audited } = await t().db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE (entity = 'partita_contabile' AND entity_id = $1) OR (entity = 'carrello' AND entity_id = $2 AND action = 'cart.item.remove') ORDER BY id",
      [String(entryIds[0]), String(cartId)],
    );
    expect(audited.map((a) => a.action)).toEqual(expect.arrayContaining(['partita.cancel', 'cart.item.remove']));
  });
});

describe('a cost the federation charged (Ricavi custom)', () => {
  it('stays in the club cart; an administrator may withdraw it', async () => {
    const club = await userParty(t().db, CLUB);
    const admin = await loginAs(t().app, 'admin@demo.it');
    const custom = (await t().db.query<{ id: number }>("SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = 'Custom' AND deleted_at IS NULL ORDER BY id LIMIT 1")).rows[0].id;
    const charged = await call(t().app, admin, 'POST', '/api/partitacontabile', {
      tipologia_tesseramento_id: custom,
      societa_id: club.id,
      modifica_importo: true,
      costo: 15,
      descrizione: 'Multa di prova',
    });
    expect(charged.statusCode, charged.body).toBe(200);
    const token = await loginAs(t().app, CLUB);
    const cart = (await call(t().app, token, 'GET', '/api/cart')).json().data[0];
    const fee = cart.items.find((i: { descrizione: string }) => i.descrizione === 'Multa di prova');
    // The cart says which lines are the federation's, so the dialog offers no removal of them.
    expect(fee.costo_federazione).toBe(true);
    const refused = await call(t().app, token, 'DELETE', `/api/cart/${cart.carrello_id}/item/${fee.id}`);
    expect([refused.statusCode, refused.json().message]).toEqual([409, M.costoFederazione]);
    expect(await entry(t(), fee.partita_contabile_id)).toMatchObject({ stato: 'in_attesa', carrello_id: cart.carrello_id });

    const ok = await call(t().app, admin, 'DELETE', `/api/cart/${cart.carrello_id}/item/${fee.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(await entry(t(), fee.partita_contabile_id)).toMatchObject({ stato: 'rifiutata', annullata: true });
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('removal racing a checkout (PostgreSQL)', () => {
  it('either the line goes and its entry is cancelled unpaid, or the cart is paid with it: never both, the wallet charged once', async () => {
    const club = await userParty(t().db, CLUB);
    const token = await loginAs(t().app, CLUB);
    for (let round = 0; round < 5; round++) {
      const { cartId, entryIds } = await prepareCart(t().db, club, [3000, 2000], 10000);
      const line = await lineOf(cartId, entryIds[0]);
      const [removed, paid] = await Promise.all([call(t().app, token, 'DELETE', `/api/cart/${cartId}/item/${line}`), call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, {})]);
      expect(paid.statusCode, paid.body).toBe(200);
      const [first, second] = await entries(t().db, entryIds);
      expect(second.stato).toBe('approvata');
      if (removed.statusCode === 200) {
        expect(first).toMatchObject({ stato: 'rifiutata', bonus_cents: 0 });
        expect(paid.json()).toMatchObject({ totale: 20, wallet: 20 });
        expect(await walletCents(t().db, club)).toBe(8000);
      } else {
        expect([removed.statusCode, removed.json().message]).toEqual([409, M.carrelloPagato]);
        expect(first).toMatchObject({ stato: 'approvata', bonus_cents: 3000 });
        expect(await walletCents(t().db, club)).toBe(5000);
      }
    }
  });
});
