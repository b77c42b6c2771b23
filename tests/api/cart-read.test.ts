// Cart reading, scoping and item removal (spec 1 §4, §6, §7 cart calls; §8 'Errore Generico').
import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { prepareCart, userParty } from './cart-helpers.ts';
import { addCartItem } from '../../server/carrello/index.ts';

const t = useTestApp();

describe('cart', () => {
  it('the demo club and the demo person each have an open cart with lines stored negative', async () => {
    for (const email of ['societa@demo.it', 'tesserato@demo.it']) {
      const token = await loginAs(t().app, email);
      const res = await call(t().app, token, 'GET', '/api/cart');
      expect(res.statusCode).toBe(200);
      const [cart] = res.json().data;
      expect(cart.carrello_id).toBeGreaterThan(0);
      expect(cart.items.length).toBeGreaterThan(0);
      for (const i of cart.items) expect(i.importo).toBeLessThan(0);
      expect(cart.totale).toBeCloseTo(
        cart.items.reduce((s: number, i: any) => s - i.importo, 0),
        2,
      );
      expect(cart.portafoglio).toHaveProperty('totale');
      const count = await call(t().app, token, 'GET', '/api/cart/count');
      expect(count.json()).toEqual({ count: cart.items.length });
    }
  });

  it('an administrator has no own cart but reads any party cart', async () => {
    const admin = await loginAs(t().app, 'segreteria@demo.it');
    expect((await call(t().app, admin, 'GET', '/api/cart')).json()).toEqual({ data: [] });
    expect((await call(t().app, admin, 'GET', '/api/cart/count')).json()).toEqual({ count: 0 });
    const club = await userParty(t().db, 'societa@demo.it');
    const res = await call(t().app, admin, 'GET', `/api/societa/${club.id}/cart`);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.length).toBeGreaterThan(0);
  });

  it('the cart of a club is reachable only by that club and administrators', async () => {
    const club = await userParty(t().db, 'societa@demo.it');
    const person = await userParty(t().db, 'tesserato@demo.it');
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM societa WHERE id <> $1 ORDER BY id LIMIT 1', [club.id]);
    const clubToken = await loginAs(t().app, 'societa@demo.it');
    const personToken = await loginAs(t().app, 'tesserato@demo.it');
    expect((await call(t().app, clubToken, 'GET', `/api/societa/${club.id}/cart`)).statusCode).toBe(200);
    expect((await call(t().app, clubToken, 'GET', `/api/societa/${rows[0].id}/cart`)).statusCode).toBe(403);
    expect((await call(t().app, personToken, 'GET', `/api/societa/${club.id}/cart`)).statusCode).toBe(403);
    expect((await call(t().app, clubToken, 'GET', `/api/anagrafica/${person.id}/cart`)).statusCode).toBe(403);
    expect((await call(t().app, null, 'GET', '/api/cart')).statusCode).toBe(401);
  });

  it('nobody removes a line of someone else cart; the owner can', async () => {
    const clubToken = await loginAs(t().app, 'societa@demo.it');
    const personToken = await loginAs(t().app, 'tesserato@demo.it');
    const [cart] = (await call(t().app, clubToken, 'GET', '/api/cart')).json().data;
    // A registration's line (the first is the federation's secretary fee, which only an administrator withdraws).
    const item = cart.items.at(-1);
    const refused = await call(t().app, personToken, 'DELETE', `/api/cart/${cart.carrello_id}/item/${item.id}`);
    expect([403, 404]).toContain(refused.statusCode);
    const [personCart] = (await call(t().app, personToken, 'GET', '/api/cart')).json().data;
    const crossed = await call(t().app, clubToken, 'DELETE', `/api/cart/${cart.carrello_id}/item/${personCart.items[0].id}`);
    expect(crossed.statusCode).toBe(404);
    expect((await call(t().app, clubToken, 'GET', '/api/cart')).json().data[0].items).toHaveLength(cart.items.length);
    const ok = await call(t().app, clubToken, 'DELETE', `/api/cart/${cart.carrello_id}/item/${item.id}`);
    expect(ok.statusCode).toBe(200);
    const after = (await call(t().app, clubToken, 'GET', '/api/cart')).json().data[0];
    expect(after.items.map((i: any) => i.id)).not.toContain(item.id);
    if (item.partita_contabile_id) {
      const { rows } = await t().db.query('SELECT carrello_id FROM partita_contabile WHERE id = $1', [item.partita_contabile_id]);
      expect(rows[0].carrello_id).toBeNull();
    }
  });

  it('lists the banks, the automatic ones being the card gateways', async () => {
    const token = await loginAs(t().app, 'societa@demo.it');
    const res = await call(t().app, token, 'GET', '/api/banca?automatica=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThan(0);
    for (const b of res.json().data) expect(b.automatica).toBe(true);
  });

  it("each line carries the season of its entry (id, name, start date): last season's unpaid line beside this season's (season audit)", async () => {
    const club = await userParty(t().db, 'societa@demo.it');
    const { entryIds } = await prepareCart(t().db, club, [2500], 0);
    const { rows: cur } = await t().db.query<{ id: number; nome: string; data_inizio: string }>(
      'SELECT s.id, s.nome, s.data_inizio FROM stagione s JOIN partita_contabile p ON p.stagione_id = s.id WHERE p.id = $1',
      [entryIds[0]],
    );
    const { rows: prev } = await t().db.query<{ id: number; nome: string; data_inizio: string }>(
      'SELECT id, nome, data_inizio FROM stagione WHERE data_inizio < (SELECT data_inizio FROM stagione WHERE id = $1) ORDER BY data_inizio DESC LIMIT 1',
      [cur[0].id],
    );
    expect(prev[0]).toBeDefined();
    // Last season's athlete, still unpaid, and a line with no entry.
    await t().db.transaction(async (tx) => {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO partita_contabile (codice, importo_cents, descrizione, data_registrazione, societa_id, stagione_id)
         VALUES ('Affiliazione', 2500, 'Atleta Senior - Montanari Debora', current_date, $1, $2) RETURNING id`,
        [club.id, prev[0].id],
      );
      await addCartItem(tx, { party: club, entryId: rows[0].id, descrizione: 'Atleta Senior - Montanari Debora', amountCents: 2500, seasonId: prev[0].id });
      await addCartItem(tx, { party: club, entryId: null, descrizione: 'Riga senza partita', amountCents: 100 });
    });
    const token = await loginAs(t().app, 'societa@demo.it');
    const [cart] = (await call(t().app, token, 'GET', '/api/cart')).json().data;
    expect(cart.items.map((i: any) => [i.descrizione, i.stagione])).toEqual([
      ['Voce di prova 1', cur[0]],
      ['Atleta Senior - Montanari Debora', prev[0]],
      ['Riga senza partita', null],
    ]);
    // The same for an administrator reading the club's cart.
    const admin = await loginAs(t().app, 'admin@demo.it');
    const party = (await call(t().app, admin, 'GET', `/api/societa/${club.id}/cart`)).json();
    expect(party.items.map((i: any) => i.stagione?.nome ?? null)).toEqual([cur[0].nome, prev[0].nome, null]);
  });
});
