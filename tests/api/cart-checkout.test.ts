// Checkout (spec 1 §4): wallet first, then bank transfer, card gateway or payment notice; idempotent.
import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { cartState, entries, prepareCart, userParty, walletCents } from './cart-helpers.ts';
import { addCartItem } from '../../server/carrello/index.ts';
import { onlyEmbeddedFonts, pdfText } from '../helpers/pdf-text.ts';

const t = useTestApp();
const CLUB = 'societa@demo.it';

async function bank(tipo: string): Promise<number> {
  const { rows } = await t().db.query<{ id: number }>('SELECT id FROM banca WHERE tipo = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [tipo]);
  return rows[0].id;
}

describe('wallet first', () => {
  it('a wallet larger than the total pays everything: total 0, the rest stays in the wallet', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [3000, 2000], 8000);
    const token = await loginAs(t().app, CLUB);
    const res = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 0 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ metodo: 'wallet', totale: 50, wallet: 50, dovuto: 0, checkout_url: null });
    expect(await walletCents(t().db, club)).toBe(3000);
    expect((await entries(t().db, entryIds)).map((e) => [e.stato, e.bonus_cents])).toEqual([
      ['approvata', 3000],
      ['approvata', 2000],
    ]);
    expect(await cartState(t().db, cartId)).toBe('paid');
    expect((await call(t().app, token, 'GET', '/api/cart/count')).json()).toEqual({ count: 0 });
  });

  it('entries the wallet settles name no approver: nobody approved them, the payment did', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [1500, 500], 5000);
    const token = await loginAs(t().app, CLUB);
    expect((await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 0 })).statusCode).toBe(200);
    const admin = await loginAs(t().app, 'admin@demo.it');
    for (const id of entryIds) {
      const detail = await call(t().app, admin, 'GET', `/api/partitacontabile/${id}`);
      expect(detail.statusCode, detail.body).toBe(200);
      expect(detail.json()).toMatchObject({ approvata: 1, approvatore: null });
    }
    const { rows } = await t().db.query('SELECT approvatore_id FROM partita_contabile WHERE id = ANY($1::int[])', [entryIds]);
    expect(rows).toEqual([{ approvatore_id: null }, { approvatore_id: null }]);
    // The club's own wallet decrement is not an approval either; an administrator's decision names the administrator.
    const { rows: w } = await t().db.query<{ id: number }>('SELECT id FROM portafoglio WHERE societa_id = $1', [club.id]);
    const dec = await call(t().app, token, 'POST', `/api/portafoglio/${w[0].id}/increment`, { valore: 1, action: 'decrement' });
    expect(dec.statusCode, dec.body).toBe(200);
    expect((await call(t().app, admin, 'GET', `/api/partitacontabile/${dec.json().id}`)).json().approvatore).toBeNull();
    const { entryIds: awaiting } = await prepareCart(t().db, club, [700], 0);
    expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${awaiting[0]}/approve`)).statusCode).toBe(200);
    const { rows: adminName } = await t().db.query<{ name: string }>("SELECT name FROM users WHERE email = 'admin@demo.it'");
    expect((await call(t().app, admin, 'GET', `/api/partitacontabile/${awaiting[0]}`)).json().approvatore).toBe(adminName[0].name);
  });

  it('a wallet equal to the total pays everything and is emptied', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId } = await prepareCart(t().db, club, [2500], 2500);
    const token = await loginAs(t().app, CLUB);
    const res = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, {});
    expect(res.json()).toMatchObject({ metodo: 'wallet', dovuto: 0 });
    expect(await walletCents(t().db, club)).toBe(0);
  });

  it('a smaller wallet reduces the total; the rest goes by bank transfer and waits for approval; refused, the wallet share comes back', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [3000, 2000], 1250);
    const token = await loginAs(t().app, CLUB);
    const checks = await call(t().app, token, 'POST', '/api/cart/checks', { banca: await bank('Bonifico') });
    expect(checks.json()).toMatchObject({ totale: 50, wallet: 12.5, dovuto: 37.5, metodo: 'bonifico' });
    const res = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 37.5, banca: await bank('Bonifico') });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ metodo: 'bonifico', totale: 50, wallet: 12.5, dovuto: 37.5, checkout_url: null });
    expect(await walletCents(t().db, club)).toBe(0);
    const after = await entries(t().db, entryIds);
    expect(after.map((e) => [e.stato, e.bonus_cents])).toEqual([
      ['in_attesa', 1250],
      ['in_attesa', 0],
    ]);
    expect(after[0].codice_versamento).toBe(res.json().codice_pagamento);
    expect(await cartState(t().db, cartId)).toBe('paid');
    // The bank transfer never comes: the administrator refuses the entries, and the wallet share comes back once.
    const admin = await loginAs(t().app, 'admin@demo.it');
    for (const id of entryIds) expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${id}/reject`)).statusCode).toBe(200);
    expect(await walletCents(t().db, club)).toBe(1250);
    const { rows } = await t().db.query<{ sum: number }>('SELECT sum(valore_cents)::int AS sum FROM movimento_portafoglio WHERE partita_contabile_id = ANY($1::int[])', [entryIds]);
    expect(rows[0].sum).toBe(0);
  });

  it('a request paid partly from the wallet, cancelled while its bank transfer is awaited: the wallet share comes back', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [3000], 1000);
    // A member's request (only those can be cancelled: 'Annulla').
    await t().db.query('UPDATE partita_contabile SET anagrafica_id = (SELECT min(id) FROM anagrafica) WHERE id = $1', [entryIds[0]]);
    const token = await loginAs(t().app, CLUB);
    expect((await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 20, banca: await bank('Bonifico') })).statusCode).toBe(200);
    expect(await walletCents(t().db, club)).toBe(0);
    const admin = await loginAs(t().app, 'admin@demo.it');
    const res = await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[0]}/cancel`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletCents(t().db, club)).toBe(1000);
  });

  it('an entry the wallet covers entirely is approved at once whether a notice or a bank transfer pays the rest (ledger.md)', async () => {
    const club = await userParty(t().db, CLUB);
    const token = await loginAs(t().app, CLUB);
    for (const [query, body] of [
      ['?type=printavviso', { valore: 30 }],
      ['', { valore: 30, banca: await bank('Bonifico') }],
    ] as const) {
      const { cartId, entryIds } = await prepareCart(t().db, club, [1000, 3000], 1000);
      const res = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout${query}`, body);
      expect(res.statusCode, res.body).toBe(200);
      const { rows } = await t().db.query('SELECT stato, bonus_cents, metodo_pagamento FROM partita_contabile WHERE id = ANY($1::int[]) ORDER BY id', [entryIds]);
      expect(rows).toEqual([
        { stato: 'approvata', bonus_cents: 1000, metodo_pagamento: 'portafoglio' },
        { stato: 'in_attesa', bonus_cents: 0, metodo_pagamento: 'bonifico' },
      ]);
    }
  });

  it('an empty wallet leaves the total unchanged', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId } = await prepareCart(t().db, club, [4000], 0);
    const token = await loginAs(t().app, CLUB);
    const res = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 40, banca: await bank('Bonifico') });
    expect(res.json()).toMatchObject({ totale: 40, wallet: 0, dovuto: 40 });
  });
});

describe('checkout rules', () => {
  it('a total above 0 needs a bank; a stale amount or an unknown season is refused; nothing is charged', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId } = await prepareCart(t().db, club, [4000], 1000);
    const token = await loginAs(t().app, CLUB);
    const noBank = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 30 });
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().errors.banca).toBeDefined();
    const stale = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 40, banca: await bank('Bonifico') });
    expect(stale.statusCode).toBe(409);
    const noSeason = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 30, banca: await bank('Bonifico'), season: 2147483647 });
    expect([noSeason.statusCode, noSeason.json().errors]).toEqual([422, { season: ['Stagione non valida'] }]);
    expect(await walletCents(t().db, club)).toBe(1000);
    expect(await cartState(t().db, cartId)).toBe('open');
  });

  // Race audit: tab A showed 177 € all covered by the wallet; tab B added two registrations; A's
  // 'Paga' (amount due 0 before and after) took 217 € from the wallet.
  it('a wallet covering the cart pays only the lines the payer saw: a total that changed meanwhile is refused', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId } = await prepareCart(t().db, club, [3000, 2000], 10000);
    const token = await loginAs(t().app, CLUB);
    const shown = (await call(t().app, token, 'GET', '/api/cart')).json().data.find((c: { carrello_id: number }) => c.carrello_id === cartId);
    expect(shown.totale).toBe(50);
    // Another tab adds a line.
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC LIMIT 1');
    await t().db.transaction(async (tx) => {
      const entry = await tx.query<{ id: number }>(
        `INSERT INTO partita_contabile (codice, importo_cents, descrizione, data_registrazione, societa_id, stagione_id) VALUES ('Affiliazione', 4000, 'Aggiunta', current_date, $1, $2) RETURNING id`,
        [club.id, rows[0].id],
      );
      await addCartItem(tx, { party: club, entryId: entry.rows[0].id, descrizione: 'Aggiunta', amountCents: 4000, seasonId: rows[0].id });
    });
    const stale = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 0, totale: shown.totale });
    expect([stale.statusCode, stale.json().message]).toEqual([409, "L'importo da pagare è cambiato: riapri il carrello"]);
    expect(await walletCents(t().db, club)).toBe(10000);
    const paid = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, { valore: 0, totale: 90 });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await walletCents(t().db, club)).toBe(1000);
  });

  it('an administrator pays for a party only when the wallet covers it', async () => {
    const club = await userParty(t().db, CLUB);
    const admin = await loginAs(t().app, 'segreteria@demo.it');
    const first = await prepareCart(t().db, club, [4000], 1000);
    const refused = await call(t().app, admin, 'POST', `/api/cart/${first.cartId}/checkout`, { banca: await bank('CartaCredito') });
    expect(refused.statusCode).toBe(409);
    const second = await prepareCart(t().db, club, [4000], 5000);
    const ok = await call(t().app, admin, 'POST', `/api/cart/${second.cartId}/checkout`, {});
    expect(ok.json()).toMatchObject({ metodo: 'wallet', dovuto: 0 });
    expect(await walletCents(t().db, club)).toBe(1000);
  });

  it('a club cannot pay another party cart', async () => {
    const person = await userParty(t().db, 'tesserato@demo.it');
    const { cartId } = await prepareCart(t().db, person, [1000], 5000);
    const token = await loginAs(t().app, CLUB);
    expect((await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, {})).statusCode).toBe(404);
    expect(await walletCents(t().db, person)).toBe(5000);
    expect(await cartState(t().db, cartId)).toBe('open');
  });

  it('paying twice (double click, retry, second tab) charges once and answers the same', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId } = await prepareCart(t().db, club, [3000], 1000);
    const token = await loginAs(t().app, CLUB);
    const body = { valore: 20, banca: await bank('Bonifico') };
    const a = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, body);
    const b = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, body);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(b.json().codice_pagamento).toBe(a.json().codice_pagamento);
    // The second tab is told the transfer is awaited, not that the cart is paid; once approved, it is.
    expect(b.json().message).toBe('Pagamento registrato: le partite restano in attesa della conferma del bonifico');
    const admin = await loginAs(t().app, 'admin@demo.it');
    const { rows: awaited } = await t().db.query<{ id: number }>("SELECT id FROM partita_contabile WHERE carrello_id = $1 AND stato = 'in_attesa'", [cartId]);
    expect(awaited.length).toBeGreaterThan(0);
    for (const { id } of awaited) expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${id}/approve`)).statusCode).toBe(200);
    expect((await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, body)).json().message).toBe('Il carrello è già stato pagato');
    expect(await walletCents(t().db, club)).toBe(0);
    const { rows } = await t().db.query('SELECT count(*)::int AS n FROM movimento_portafoglio WHERE codice_versamento = $1', [a.json().codice_pagamento]);
    expect(rows[0].n).toBe(1);
  });

  it('prints a payment notice with the amount, the payee and the payment code', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [12345], 345);
    const token = await loginAs(t().app, CLUB);
    const res = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout?type=printavviso`, { valore: 120 });
    expect(res.statusCode, res.body).toBe(200);
    const { pdfData, codice_pagamento } = res.json();
    expect(pdfData.file_name).toMatch(/\.pdf$/);
    const pdf = Buffer.from(pdfData.pdfFile, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('120,00 €');
    expect(text).toContain(codice_pagamento);
    expect(text).toContain('Federazione Italiana Giuoco Handball');
    expect(onlyEmbeddedFonts(pdf)).toBe(true);
    expect((await entries(t().db, entryIds))[0]).toMatchObject({ stato: 'in_attesa', bonus_cents: 345, codice_versamento: codice_pagamento });
    const again = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout?type=printavviso`, { valore: 120 });
    expect(again.json().codice_pagamento).toBe(codice_pagamento);
    expect(again.json().pdfData.pdfFile).toBeTruthy();
  });

  it("names the federation's own account (PAYMENT_IBAN, codice BONIFICO) on the notice, before any other transfer account", async () => {
    const db = t().db;
    // Another transfer account with an IBAN, listed before the federation's.
    const own = (await db.query<{ id: number }>("UPDATE banca SET codice = NULL WHERE codice = 'BONIFICO' RETURNING id")).rows[0]?.id;
    await db.query(`INSERT INTO banca (intestazione, iban, tipo, automatica) VALUES ('Conto di un comitato', 'IT02L1234512345123456789012', 'Bonifico', false)`);
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO banca (intestazione, iban, tipo, automatica, codice) VALUES ('Bonifico Bancario - Conto federale', 'IT60X0542811101000000123456', 'Bonifico', false, 'BONIFICO') RETURNING id`,
    );
    try {
      const club = await userParty(db, CLUB);
      const { cartId } = await prepareCart(db, club, [2000], 0);
      const res = await call(t().app, await loginAs(t().app, CLUB), 'POST', `/api/cart/${cartId}/checkout?type=printavviso`, { valore: 20 });
      expect(res.statusCode, res.body).toBe(200);
      const text = pdfText(Buffer.from(res.json().pdfData.pdfFile, 'base64'));
      expect(text).toContain('IT60X0542811101000000123456');
      expect(text).not.toContain('IT02L1234512345123456789012');
    } finally {
      await db.query("UPDATE banca SET deleted_at = now(), codice = NULL WHERE id = $1 OR intestazione = 'Conto di un comitato'", [rows[0].id]);
      if (own) await db.query("UPDATE banca SET codice = 'BONIFICO' WHERE id = $1", [own]);
    }
  });

  it('writes amounts of four digits on the notice with the thousands dot', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId } = await prepareCart(t().db, club, [150000, 57500], 97000);
    const token = await loginAs(t().app, CLUB);
    const res = await call(t().app, token, 'POST', `/api/cart/${cartId}/checkout?type=printavviso`, { valore: 1105 });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(Buffer.from(res.json().pdfData.pdfFile, 'base64'));
    for (const amount of ['1.105,00 €', '1.500,00 €', '2.075,00 €', '970,00 €']) expect(text).toContain(amount);
    expect(text).not.toContain('1105,00');
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('concurrent checkouts (PostgreSQL)', () => {
  it('two tabs paying the same cart at once charge the wallet once', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId } = await prepareCart(t().db, club, [3000], 1000);
    const token = await loginAs(t().app, CLUB);
    const body = { valore: 20, banca: await bank('Bonifico') };
    const answers = await Promise.all([1, 2, 3].map(() => call(t().app, token, 'POST', `/api/cart/${cartId}/checkout`, body)));
    for (const a of answers) expect(a.statusCode).toBe(200);
    expect(new Set(answers.map((a) => a.json().codice_pagamento)).size).toBe(1);
    expect(await walletCents(t().db, club)).toBe(0);
    const { rows } = await t().db.query('SELECT count(*)::int AS n FROM movimento_portafoglio WHERE codice_versamento = $1', [answers[0].json().codice_pagamento]);
    expect(rows[0].n).toBe(1);
  });
});
