// Storno of a paid entry (2026-11-27 decision, docs/decisions/ledger.md): the payer gets back all it
// paid for the entry, the wallet share and the part paid by card or bank transfer/payment notice,
// credited to its wallet by movements tied to the Storno entry; nothing for an entry never paid.
import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { bankOfType, payOnSimulator, prepareCart, userParty, walletCents, type Party } from './cart-helpers.ts';
import { insertEntry } from './ledger-helpers.ts';

const t = useTestApp();
const CLUB = 'societa@demo.it';

async function storno(entryId: number) {
  const admin = await loginAs(t().app, 'admin@demo.it');
  const res = await call(t().app, admin, 'POST', `/api/partitacontabile/${entryId}/cancel`, { restoreAnagrafica: false });
  expect(res.statusCode, res.body).toBe(200);
  const { rows } = await t().db.query<{ id: number; importo_cents: number; bonus_cents: number }>('SELECT id, importo_cents, bonus_cents FROM partita_contabile WHERE partita_stornata_id = $1', [
    entryId,
  ]);
  return rows[0];
}

/** The wallet movements tied to an entry: amount, code, bank type. */
async function movementsOf(entryId: number) {
  const { rows } = await t().db.query<{ valore_cents: number; codice_versamento: string | null; tipo: string | null }>(
    `SELECT m.valore_cents, m.codice_versamento, b.tipo FROM movimento_portafoglio m LEFT JOIN banca b ON b.id = m.banca_id
      WHERE m.partita_contabile_id = $1 AND m.stato = 'approvata' ORDER BY m.id`,
    [entryId],
  );
  return rows;
}

/** The club's row of the club report (euros → cents), the columns this test moves. */
async function reportRow(club: Party) {
  const admin = await loginAs(t().app, 'admin@demo.it');
  const res = await call(t().app, admin, 'GET', `/api/adminreports?type=societa&societa_id=${club.id}`);
  expect(res.statusCode, res.body).toBe(200);
  const r = res.json().data[0] ?? {};
  const c = (v: unknown) => Math.round(Number(v ?? 0) * 100);
  return { portafoglio: c(r.Portafoglio), carta: c(r.CartaCredito), bonifico: c(r.Bonifico), affiliazione: c(r.c_affiliazione), storno: c(r.c_storno) };
}

describe('storno of a paid entry gives back all that was paid', () => {
  it('card + wallet checkout, then storno: 20 € wallet + 10 € card come back to the wallet, the report row adds up', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [3000], 2000);
    const before = await reportRow(club);
    const token = await loginAs(t().app, CLUB);
    const checkout = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { banca: await bankOfType(t().db, 'CartaCredito') });
    expect(checkout.json(), checkout.body).toMatchObject({ metodo: 'carta', totale: 30, wallet: 20, dovuto: 10 });
    await payOnSimulator(t().app, checkout.json().checkout_url, 'OK');
    expect(await walletCents(t().db, club)).toBe(0);
    const { rows: tx } = await t().db.query<{ codice: string }>('SELECT codice FROM transazione_carta_credito WHERE id = $1', [checkout.json().id_transazione]);

    const s = await storno(entryIds[0]);
    expect(s).toMatchObject({ importo_cents: -3000, bonus_cents: -3000 });
    expect(await walletCents(t().db, club)).toBe(3000);
    // The wallet share comes back as it went (no bank: it was wallet money); the card share carries its TRX code.
    expect(await movementsOf(s.id)).toEqual([
      { valore_cents: 2000, codice_versamento: null, tipo: null },
      { valore_cents: 1000, codice_versamento: tx[0].codice, tipo: 'CartaCredito' },
    ]);

    // The club's Bonus tab (wallet movements): the checkout's wallet debit names no bank ('-'), nor does
    // the wallet share given back; the card share given back names the card it came from.
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { rows: w } = await t().db.query<{ id: number }>('SELECT id FROM portafoglio WHERE societa_id = $1', [club.id]);
    const list = await call(t().app, admin, 'GET', `/api/portafoglio/${w[0].id}/movimenti?paginate=100`);
    expect(list.statusCode, list.body).toBe(200);
    const { rows: card } = await t().db.query<{ intestazione: string }>("SELECT intestazione FROM banca WHERE tipo = 'CartaCredito' AND automatica AND deleted_at IS NULL ORDER BY id LIMIT 1");
    const shown = list.json().data.filter((m: { partita_contabile_id: number }) => [entryIds[0], s.id].includes(m.partita_contabile_id));
    expect(shown.map((m: { valore: number; banca: string | null }) => [m.valore, m.banca]).sort()).toEqual(
      [
        [-20, null],
        [20, null],
        [10, card[0].intestazione],
      ].sort(),
    );

    // Report: 10 € came in by card, 30 € of Affiliazione reversed by a Storno of −30 €, the wallet 20 → 30.
    const after = await reportRow(club);
    const delta = Object.fromEntries(Object.entries(after).map(([k, v]) => [k, v - before[k as keyof typeof before]]));
    expect(delta).toMatchObject({ portafoglio: 1000, carta: 1000, affiliazione: 3000, storno: -3000 });
    expect(delta.portafoglio).toBe(delta.carta + delta.bonifico - delta.affiliazione - delta.storno);
  });

  it('payment notice + wallet, approved (money received), then storno: 15 € wallet + 35 € notice come back, with the AVV code', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [5000], 1500);
    const token = await loginAs(t().app, CLUB);
    const notice = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout?type=printavviso`, {});
    expect(notice.json(), notice.body).toMatchObject({ metodo: 'avviso', wallet: 15, dovuto: 35 });
    const admin = await loginAs(t().app, 'admin@demo.it');
    expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[0]}/approve`)).statusCode).toBe(200);
    expect(await walletCents(t().db, club)).toBe(0);

    const s = await storno(entryIds[0]);
    expect(s).toMatchObject({ importo_cents: -5000, bonus_cents: -5000 });
    expect(await walletCents(t().db, club)).toBe(5000);
    const moves = await movementsOf(s.id);
    expect(moves.map((m) => m.valore_cents)).toEqual([1500, 3500]);
    expect(moves[1].codice_versamento).toBe(notice.json().codice_pagamento);
    expect(moves[1].codice_versamento).toMatch(/^AVV\d{9}-\d{2}$/);
  });

  it('an entry approved without any payment: the storno credits nothing', async () => {
    const club = await userParty(t().db, CLUB);
    await prepareCart(t().db, club, [], 700);
    const id = await insertEntry(t(), { societa_id: club.id, importo_cents: 4000 });
    const admin = await loginAs(t().app, 'admin@demo.it');
    expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${id}/approve`)).statusCode).toBe(200);
    const s = await storno(id);
    expect(s).toMatchObject({ importo_cents: -4000, bonus_cents: 0 });
    expect(await movementsOf(s.id)).toEqual([]);
    expect(await walletCents(t().db, club)).toBe(700);
  });

  it('a paid entry keeps its amount (Modifica refused), so a storno gives back what was paid', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [2500], 0);
    const token = await loginAs(t().app, CLUB);
    const checkout = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { banca: await bankOfType(t().db, 'CartaCredito') });
    await payOnSimulator(t().app, checkout.json().checkout_url, 'OK');
    const admin = await loginAs(t().app, 'admin@demo.it');
    const row = (await call(t().app, admin, 'GET', `/api/partitacontabile/${entryIds[0]}`)).json();
    expect(row.azioni).toMatchObject({ storno: true, change: false });
    const change = await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[0]}/change`, { newimporto: 40 });
    expect(change.statusCode).toBe(409);
    await storno(entryIds[0]);
    expect(await walletCents(t().db, club)).toBe(2500);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('storno refund under concurrency (PostgreSQL)', () => {
  it('two concurrent storni of a bank-paid entry credit the wallet once', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [3000], 1000);
    const token = await loginAs(t().app, CLUB);
    const paid = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { banca: await bankOfType(t().db, 'Bonifico') });
    expect(paid.json(), paid.body).toMatchObject({ metodo: 'bonifico', dovuto: 20 });
    const [a, b] = await Promise.all(['admin@demo.it', 'segreteria@demo.it'].map((e) => loginAs(t().app, e)));
    expect((await call(t().app, a, 'POST', `/api/partitacontabile/${entryIds[0]}/approve`)).statusCode).toBe(200);
    const res = await Promise.all([a, b].map((tok) => call(t().app, tok, 'POST', `/api/partitacontabile/${entryIds[0]}/cancel`, { restoreAnagrafica: false })));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await walletCents(t().db, club)).toBe(3000);
    const { rows } = await t().db.query(
      `SELECT count(*)::int AS n, sum(m.valore_cents)::int AS cents FROM movimento_portafoglio m JOIN partita_contabile s ON s.id = m.partita_contabile_id
        WHERE s.partita_stornata_id = $1`,
      [entryIds[0]],
    );
    expect(rows[0]).toEqual({ n: 2, cents: 3000 });
  });
});
