// Reports: every euro that reached the federation shows once in a payment-method column (Bonifico,
// Carta di Credito, Conto Transitorio) by its bank's type, so that a party's row balances: its wallet
// changed by what came in less what its approved entries charged (no top-ups or decrements here).
// Audit: the transfer's part of an entry refused before 'Approva versamento' went to the wallet and
// in no column.
import { describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { readXlsx, runJobs } from '../helpers/exports.ts';
import { bankOfType, payOnSimulator, prepareCart, userParty, walletCents, type Party } from './cart-helpers.ts';
import { callerFor, seasonId } from './ledger-helpers.ts';

const t = useTestApp();
const cents = (euros: number) => Math.round(euros * 100);
const METHODS = ['Bonifico', 'CartaCredito', 'ContoTransitorio'] as const;
const SPECIAL = ['Incremento Portafoglio', 'Decremento Portafoglio'];

interface Figures {
  wallet: number;
  received: Record<(typeof METHODS)[number], number>;
  /** What the party's approved entries charged (every code column but the wallet's own). */
  charged: number;
  chart: Record<(typeof METHODS)[number], number>;
}

/** The party's row of the report (every season, or one), its chart's sums, in cents. */
async function figures(admin: string, p: Party, filter = ''): Promise<Figures> {
  const query = `type=${p.type}&${p.type}_id=${p.id}${filter}`;
  const answer = (await call(t().app, admin, 'GET', `/api/adminreports?${query}`)).json();
  const row = answer.data.find((r: { id: number }) => r.id === p.id);
  const chart: Record<string, number>[] = (await call(t().app, admin, 'GET', `/api/adminreports/chart?${query}`)).json().data;
  const codes = answer.columns.filter((c: { codice: string }) => !SPECIAL.includes(c.codice));
  return {
    wallet: cents(row.Portafoglio) - cents(row.PortafoglioIniziale),
    received: Object.fromEntries(METHODS.map((m) => [m, cents(row[m])])) as Figures['received'],
    charged: codes.reduce((s: number, c: { slug: string }) => s + cents(row[c.slug]), 0),
    chart: Object.fromEntries(METHODS.map((m) => [m, chart.reduce((s, d) => s + cents(d[m]), 0)])) as Figures['chart'],
  };
}

/** What changed between two readings; `balance` is the wallet's change less (what came in − what was charged): 0 when the row adds up. */
function change(before: Figures, after: Figures) {
  const received = Object.fromEntries(METHODS.map((m) => [m, after.received[m] - before.received[m]])) as Figures['received'];
  const chart = Object.fromEntries(METHODS.map((m) => [m, after.chart[m] - before.chart[m]])) as Figures['chart'];
  const inflow = METHODS.reduce((s, m) => s + received[m], 0);
  const charged = after.charged - before.charged;
  return { wallet: after.wallet - before.wallet, received, chart, charged, balance: after.wallet - before.wallet - (inflow - charged) };
}

const none = { Bonifico: 0, CartaCredito: 0, ContoTransitorio: 0 };

describe('payment-method columns and the balance of a row', () => {
  it("count the transfer's part of an entry refused before 'Approva versamento' (it went to the wallet) in Bonifico: row, chart, export", async () => {
    const club = await userParty(t().db, 'societa@demo.it');
    const admin = await loginAs(t().app, 'admin@demo.it');
    const asAdmin = await callerFor(t(), 'admin@demo.it');
    // The audit's sequence: 10,01 + 20,02 + 30,03 €, wallet 15,55 €: the first paid by the wallet, the
    // second 5,54 € by the wallet and 14,48 € by the notice, the third by the notice (44,51 €).
    const { cartId, entryIds } = await prepareCart(t().db, club, [1001, 2002, 3003], 1555);
    const before = await figures(admin, club);
    // The amount filter reads each payment's entry: the refused entry's (20,02 €) for its part.
    const refusedOnly = '&euro_min=20&euro_max=21';
    const beforeRefusedOnly = await figures(admin, club, refusedOnly);
    const notice = await call(t().app, await loginAs(t().app, 'societa@demo.it'), 'POST', `/api/cart/${cartId}/checkout?type=printavviso`, {});
    expect(notice.json(), notice.body).toMatchObject({ metodo: 'avviso', wallet: 15.55, dovuto: 44.51 });
    const codice = notice.json().codice_pagamento as string;
    expect((await asAdmin('POST', `/api/partitacontabile/${entryIds[1]}/reject`)).statusCode).toBe(200);
    const preview = (await asAdmin('GET', `/api/partitacontabile/versamento?codice_versamento=${codice}`)).json();
    expect(preview).toMatchObject({ importo_versamento: 44.51, totale: 30.03, al_portafoglio: 14.48 });
    expect((await asAdmin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice })).statusCode).toBe(200);
    expect(await walletCents(t().db, club)).toBe(2002);

    // 44,51 € came in by the notice: 30,03 € paid an entry, 14,48 € went to the wallet.
    const after = change(before, await figures(admin, club));
    expect(after).toEqual({ wallet: 2002 - 1555, received: { ...none, Bonifico: 4451 }, chart: { ...none, Bonifico: 4451 }, charged: 1001 + 3003, balance: 0 });
    // The season of the entries, as the screen asks.
    const season = `&stagione=${await seasonId(t())}`;
    const row = (await call(t().app, admin, 'GET', `/api/adminreports?type=societa&societa_id=${club.id}${season}`)).json().data[0];
    // The export reads the same rows.
    const started = await call(t().app, admin, 'GET', `/api/adminreports?type=societa&societa_id=${club.id}${season}&export=excel`);
    expect(started.statusCode).toBe(200);
    expect(await runJobs(t().app)).toContain('done');
    const sheet = await readXlsx((await call(t().app, admin, 'GET', `/api/userexports/download/${started.json().id}`)).rawPayload);
    expect(cents(Number(sheet.rows.find((r) => r.Nome === row.nome)?.Bonifico))).toBe(cents(row.Bonifico));
    expect(change(beforeRefusedOnly, await figures(admin, club, refusedOnly)).received).toEqual({ ...none, Bonifico: 1448 });
  });

  it("count a bank transfer's part of a refused entry by its bank's type (Conto Transitorio)", async () => {
    const club = await userParty(t().db, 'societa@demo.it');
    const admin = await loginAs(t().app, 'admin@demo.it');
    const asAdmin = await callerFor(t(), 'admin@demo.it');
    const { rows: bank } = await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'ContoTransitorio' AND deleted_at IS NULL ORDER BY id LIMIT 1");
    expect(bank.length).toBe(1);
    const { cartId, entryIds } = await prepareCart(t().db, club, [4000, 1500], 0);
    const before = await figures(admin, club);
    const paid = await call(t().app, await loginAs(t().app, 'societa@demo.it'), 'POST', `/api/cart/${cartId}/checkout`, { banca: bank[0].id });
    expect(paid.json(), paid.body).toMatchObject({ metodo: 'bonifico', dovuto: 55 });
    expect((await asAdmin('POST', `/api/partitacontabile/${entryIds[0]}/reject`)).statusCode).toBe(200);
    expect((await asAdmin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: paid.json().codice_pagamento })).statusCode).toBe(200);
    expect(change(before, await figures(admin, club))).toEqual({
      wallet: 4000,
      received: { ...none, ContoTransitorio: 5500 },
      chart: { ...none, ContoTransitorio: 5500 },
      charged: 1500,
      balance: 0,
    });
  });

  it('count a card payment once: refused by the gateway, nothing came in (its wallet share given back is no income); paid and reversed, what it took', async () => {
    const person = await userParty(t().db, 'tesserato@demo.it');
    const admin = await loginAs(t().app, 'admin@demo.it');
    const asAdmin = await callerFor(t(), 'admin@demo.it');
    const member = await loginAs(t().app, 'tesserato@demo.it');
    const card = await bankOfType(t().db, 'CartaCredito');
    const { cartId, entryIds } = await prepareCart(t().db, person, [3000, 2000], 1000);
    const start = await figures(admin, person);

    // Refused by the gateway: the wallet share (10 €) comes back, nothing came in.
    const refused = await call(t().app, member, 'POST', `/api/cart/${cartId}/checkout`, { banca: card });
    expect(refused.statusCode, refused.body).toBe(200);
    await payOnSimulator(t().app, refused.json().checkout_url, 'KO');
    expect(await walletCents(t().db, person)).toBe(1000);
    expect(change(start, await figures(admin, person))).toEqual({ wallet: 0, received: none, chart: none, charged: 0, balance: 0 });
    // One entry refused afterwards (it asks for no money): still nothing came in.
    expect((await asAdmin('POST', `/api/partitacontabile/${entryIds[1]}/reject`)).statusCode).toBe(200);
    expect(change(start, await figures(admin, person))).toEqual({ wallet: 0, received: none, chart: none, charged: 0, balance: 0 });

    // Paid again by card: 20 € by card, 10 € from the wallet.
    const again = await call(t().app, member, 'POST', `/api/cart/${cartId}/checkout`, { banca: card });
    expect(again.statusCode, again.body).toBe(200);
    await payOnSimulator(t().app, again.json().checkout_url, 'OK');
    expect(change(start, await figures(admin, person))).toEqual({ wallet: -1000, received: { ...none, CartaCredito: 2000 }, chart: { ...none, CartaCredito: 2000 }, charged: 3000, balance: 0 });
    // Reversed: the 30 € go to the wallet (no card refund); the card's 20 € came in all the same, once.
    expect((await asAdmin('POST', `/api/partitacontabile/${entryIds[0]}/cancel`, {})).statusCode).toBe(200);
    expect(change(start, await figures(admin, person))).toEqual({ wallet: 2000, received: { ...none, CartaCredito: 2000 }, chart: { ...none, CartaCredito: 2000 }, charged: 0, balance: 0 });
  });
});
