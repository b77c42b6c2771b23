// 'Approva versamento': an administrator approves at once every entry a bank-transfer payment
// (a checkout by payment notice or bank transfer, AVV…/BON…) pays, through the single approval.
import { afterEach, describe, expect, it } from 'vitest';
import { conflict } from '../../server/http/errors.ts';
import { onLedger } from '../../server/ledger/index.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { bankOfType, entries, prepareCart, userParty, walletCents } from './cart-helpers.ts';
import { callerFor } from './ledger-helpers.ts';

const t = useTestApp();
const CLUB = 'societa@demo.it';
const removeHooks: (() => void)[] = [];
afterEach(() => removeHooks.splice(0).forEach((off) => off()));

/** A cart of the demo club paid with 'Stampa avviso di pagamento': its entries await approval. */
async function paidByNotice(amountsCents: number[], walletShareCents = 0) {
  const club = await userParty(t().db, CLUB);
  const { cartId, entryIds } = await prepareCart(t().db, club, amountsCents, walletShareCents);
  const due = (amountsCents.reduce((a, b) => a + b, 0) - walletShareCents) / 100;
  const res = await call(t().app, await loginAs(t().app, CLUB), 'POST', `/api/cart/${cartId}/checkout?type=printavviso`, { valore: due });
  expect(res.statusCode, res.body).toBe(200);
  return { club, cartId, entryIds, codice: res.json().codice_pagamento as string };
}

const auditCount = async (action: string, ids: number[]) => {
  const { rows } = await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND entity_id = ANY($2::text[])', [action, ids.map(String)]);
  return rows[0].n;
};

describe('POST partitacontabile/approveversamento', () => {
  it('approves every entry of the payment through the single approval: registrations approved, hooks run, the wallet share untouched', async () => {
    const { club, cartId, entryIds, codice } = await paidByNotice([3000, 2000, 1500], 1250);
    expect(codice).toMatch(/^AVV\d{9}-\d{2}$/);
    // One entry pays a registration still to approve (the single approval approves it).
    const { rows: reg } = await t().db.query<{ id: number }>(
      'UPDATE anagrafica_ruolo SET approvato = false WHERE id = (SELECT id FROM anagrafica_ruolo WHERE societa_id = $1 AND deleted_at IS NULL AND approvato ORDER BY id LIMIT 1) RETURNING id',
      [club.id],
    );
    await t().db.query('UPDATE partita_contabile SET anagrafica_ruolo_id = $2 WHERE id = $1', [entryIds[1], reg[0].id]);
    const hooked: number[] = [];
    removeHooks.push(onLedger('approved', async (_tx, e) => void hooked.push(e.id)));
    const walletBefore = await walletCents(t().db, club);
    const admin = await callerFor(t(), 'admin@demo.it');

    const preview = await admin('GET', `/api/partitacontabile/versamento?codice_versamento=${encodeURIComponent(codice)}`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ codice_versamento: codice, importo_versamento: 52.5, partite: 3, totale: 65, portafoglio: 12.5, decise: 0 });
    expect(preview.json().intestatario).toBeTruthy();

    // Pasted from a bank statement: lower case, spaces.
    const res = await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: ` ${codice.toLowerCase()} ` });
    expect(res.statusCode, res.body).toBe(200);
    // The amount the bank statement shows: the entries' total less the wallet share.
    expect(res.json()).toMatchObject({ error: false, message: 'Versamento approvato: 3 partite contabili, 52,50 € versati', importo_versamento: 52.5, partite: 3, totale: 65 });
    expect((await entries(t().db, entryIds)).map((e) => [e.stato, e.bonus_cents, e.codice_versamento])).toEqual([
      ['approvata', 1250, codice],
      ['approvata', 0, codice],
      ['approvata', 0, codice],
    ]);
    const { rows: approver } = await t().db.query('SELECT DISTINCT approvatore_id FROM partita_contabile WHERE id = ANY($1::int[])', [entryIds]);
    const { rows: adminId } = await t().db.query("SELECT id FROM users WHERE email = 'admin@demo.it'");
    expect(approver).toEqual([{ approvatore_id: adminId[0].id }]);
    expect((await t().db.query('SELECT approvato FROM anagrafica_ruolo WHERE id = $1', [reg[0].id])).rows[0].approvato).toBe(true);
    expect(hooked.sort((a, b) => a - b)).toEqual(entryIds);
    expect(await walletCents(t().db, club)).toBe(walletBefore);
    expect(await auditCount('partita.approve', entryIds)).toBe(3);
    expect(await auditCount('versamento.approve', [cartId])).toBe(1);
  });

  it('a second call approves nothing and says so (422), with nothing changed', async () => {
    const { entryIds, codice } = await paidByNotice([1000, 1000]);
    const admin = await callerFor(t(), 'admin@demo.it');
    expect((await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice })).statusCode).toBe(200);
    const again = await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      message: 'Nessuna partita contabile di questo versamento è in attesa di approvazione: sono già state approvate o rifiutate',
      errors: { codice_versamento: [expect.any(String)] },
    });
    expect(await auditCount('partita.approve', entryIds)).toBe(2);
    expect((await admin('GET', `/api/partitacontabile/versamento?codice_versamento=${codice}`)).json()).toMatchObject({ partite: 0, totale: 0, decise: 2 });
  });

  it('leaves entries already approved or refused one by one as they are and approves the rest', async () => {
    const { club, entryIds, codice } = await paidByNotice([1000, 2000, 4000]);
    const admin = await callerFor(t(), 'admin@demo.it');
    expect((await admin('POST', `/api/partitacontabile/${entryIds[0]}/approve`)).statusCode).toBe(200);
    expect((await admin('POST', `/api/partitacontabile/${entryIds[1]}/reject`)).statusCode).toBe(200);
    const wallet = await walletCents(t().db, club);
    // The figures add up to the transfer: 40 to approve + 10 approved one by one + 20 of the refused entry.
    expect((await admin('GET', `/api/partitacontabile/versamento?codice_versamento=${codice}`)).json()).toMatchObject({
      importo_versamento: 70,
      partite: 1,
      totale: 40,
      decise: 2,
      gia_approvato: 10,
      al_portafoglio: 20,
    });
    const res = await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Versamento approvato: 1 partita contabile, 70,00 € versati; 20,00 € nel portafoglio per le partite rifiutate o annullate');
    expect((await entries(t().db, entryIds)).map((e) => e.stato)).toEqual(['approvata', 'rifiutata', 'approvata']);
    expect(await auditCount('partita.approve', entryIds)).toBe(2);
    // The refused entry's part of the transfer came with it: it is the club's, in its wallet.
    expect(await walletCents(t().db, club)).toBe(wallet + 2000);
  });

  // Audit: a request refused or cancelled after its payment notice was issued; the notice's money came
  // whole and its part went nowhere (the wallet share alone was given back at the refusal).
  it("puts the transfer's part of entries refused meanwhile in the payer's wallet, once, traced to the payment", async () => {
    const { club, entryIds, codice } = await paidByNotice([1500, 1600], 100);
    const admin = await callerFor(t(), 'admin@demo.it');
    for (const id of entryIds) expect((await admin('POST', `/api/partitacontabile/${id}/reject`)).statusCode).toBe(200);
    const wallet = await walletCents(t().db, club);
    // Nothing to approve, 30 € to give back: the first entry's 15 € less its 1 € wallet share (given back at its refusal), and 16 €.
    const preview = (await admin('GET', `/api/partitacontabile/versamento?codice_versamento=${codice}`)).json();
    expect(preview).toMatchObject({ importo_versamento: 30, partite: 0, totale: 0, decise: 2, gia_approvato: 0, al_portafoglio: 30 });
    const res = await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Versamento approvato: 30,00 € versati; 30,00 € nel portafoglio per le partite rifiutate o annullate');
    expect(await walletCents(t().db, club)).toBe(wallet + 3000);
    const { rows } = await t().db.query('SELECT partita_contabile_id, valore_cents FROM movimento_portafoglio WHERE codice_versamento = $1 AND valore_cents > 0 ORDER BY partita_contabile_id', [
      codice,
    ]);
    expect(rows).toEqual([
      { partita_contabile_id: entryIds[0], valore_cents: 1400 },
      { partita_contabile_id: entryIds[1], valore_cents: 1600 },
    ]);
    // Given once: a second call has nothing left to do.
    expect((await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice })).statusCode).toBe(422);
    expect((await admin('GET', `/api/partitacontabile/versamento?codice_versamento=${codice}`)).json()).toMatchObject({ al_portafoglio: 0 });
    expect(await walletCents(t().db, club)).toBe(wallet + 3000);
  });

  it('approves the entries of a bank-transfer checkout (BON…) too', async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [2500], 0);
    const pay = await call(t().app, await loginAs(t().app, CLUB), 'POST', `/api/cart/${cartId}/checkout`, { valore: 25, banca: await bankOfType(t().db, 'Bonifico') });
    const codice = pay.json().codice_pagamento;
    expect(codice).toMatch(/^BON/);
    const res = await (await callerFor(t(), 'admin@demo.it'))('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice });
    expect(res.statusCode, res.body).toBe(200);
    expect((await entries(t().db, entryIds))[0].stato).toBe('approvata');
  });

  it('an unknown code is a 404 in Italian; an empty one a 422', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    for (const res of [
      await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: 'AVV999999999-99' }),
      await admin('GET', '/api/partitacontabile/versamento?codice_versamento=AVV999999999-99'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Versamento non trovato: nessun pagamento con questo codice');
    }
    expect((await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: '  ' })).statusCode).toBe(422);
  });

  it("a club user sees its own payment's summary but may not approve it (403); another club's code is unknown to it (404)", async () => {
    const { entryIds, codice } = await paidByNotice([1000]);
    const club = await callerFor(t(), CLUB);
    expect((await club('GET', `/api/partitacontabile/versamento?codice_versamento=${codice}`)).json()).toMatchObject({ partite: 1 });
    const res = await club('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice });
    expect(res.statusCode).toBe(403);
    expect((await entries(t().db, entryIds))[0].stato).toBe('in_attesa');
    const member = await callerFor(t(), 'tesserato@demo.it');
    expect((await member('GET', `/api/partitacontabile/versamento?codice_versamento=${codice}`)).statusCode).toBe(404);
  });

  it("a card checkout's code is no bank transfer's: unknown (404), nothing approved, though its single approval would answer", async () => {
    const club = await userParty(t().db, CLUB);
    const { cartId, entryIds } = await prepareCart(t().db, club, [1800, 700], 0);
    const pay = await call(t().app, await loginAs(t().app, CLUB), 'POST', `/api/cart/${cartId}/checkout`, { valore: 25, banca: await bankOfType(t().db, 'CartaCredito') });
    expect(pay.statusCode, pay.body).toBe(200);
    const codice = pay.json().codice_pagamento as string;
    expect(codice).toMatch(/^CRT/);
    const admin = await callerFor(t(), 'admin@demo.it');
    for (const res of [
      await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice }),
      await admin('GET', `/api/partitacontabile/versamento?codice_versamento=${codice}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Versamento non trovato: nessun pagamento con questo codice');
    }
    expect((await entries(t().db, entryIds)).map((e) => e.stato)).toEqual(['in_attesa', 'in_attesa']);
  });

  it('an entry its single approval refuses refuses the whole call with its status, the entry named first; nothing approved', async () => {
    const { club, cartId, entryIds, codice } = await paidByNotice([1000, 2000, 3000]);
    // The second entry is a member's registration: the refusal names its code and the member.
    const { rows: person } = await t().db.query<{ id: number; cognome: string; nome: string }>(
      'SELECT a.id, a.cognome, a.nome FROM anagrafica a JOIN anagrafica_ruolo r ON r.anagrafica_id = a.id WHERE r.societa_id = $1 AND a.deleted_at IS NULL ORDER BY a.id LIMIT 1',
      [club.id],
    );
    await t().db.query("UPDATE partita_contabile SET codice = 'Tesseramento Atleta', anagrafica_id = $2 WHERE id = $1", [entryIds[1], person[0].id]);
    removeHooks.push(
      onLedger('approved', async (_tx, e) => {
        if (e.id === entryIds[1]) throw conflict('Certificato medico scaduto');
      }),
    );
    const admin = await callerFor(t(), 'admin@demo.it');
    const res = await admin('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice });
    expect(res.statusCode, res.body).toBe(409);
    const message = `Tesseramento Atleta - ${person[0].cognome} ${person[0].nome}: Certificato medico scaduto`;
    expect(res.json()).toMatchObject({ message, errorMessage: message });
    // The first entry, approved before the refusal, is rolled back with the rest.
    expect((await entries(t().db, entryIds)).map((e) => e.stato)).toEqual(['in_attesa', 'in_attesa', 'in_attesa']);
    expect(await auditCount('partita.approve', entryIds)).toBe(0);
    expect(await auditCount('versamento.approve', [cartId])).toBe(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('approving a payment concurrently (PostgreSQL)', () => {
  it('two batch approvals of one payment: each entry approved once, the other call says nothing is left', async () => {
    const { entryIds, codice } = await paidByNotice([1000, 2000, 3000, 4000]);
    const [a, b] = await Promise.all([callerFor(t(), 'admin@demo.it'), callerFor(t(), 'segreteria@demo.it')]);
    const res = await Promise.all([a, b].map((c) => c('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice })));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect((await entries(t().db, entryIds)).every((e) => e.stato === 'approvata')).toBe(true);
    expect(await auditCount('partita.approve', entryIds)).toBe(4);
  });

  it('two batch approvals of a payment with a refused entry: its part of the transfer reaches the wallet once', async () => {
    const { club, entryIds, codice } = await paidByNotice([1000, 2000]);
    const [a, b] = await Promise.all([callerFor(t(), 'admin@demo.it'), callerFor(t(), 'segreteria@demo.it')]);
    expect((await a('POST', `/api/partitacontabile/${entryIds[0]}/reject`)).statusCode).toBe(200);
    const wallet = await walletCents(t().db, club);
    const res = await Promise.all([a, b].map((c) => c('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice })));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await walletCents(t().db, club)).toBe(wallet + 1000);
  });

  it('a batch approval and single approvals of its entries at once: no deadlock, each entry approved exactly once', async () => {
    const { entryIds, codice } = await paidByNotice([1000, 2000, 3000, 4000, 5000]);
    const [a, b] = await Promise.all([callerFor(t(), 'admin@demo.it'), callerFor(t(), 'segreteria@demo.it')]);
    // The single approvals go from the last entry back, against the batch's id order.
    const singles = [...entryIds].reverse().map((id) => b('POST', `/api/partitacontabile/${id}/approve`));
    const [batch, ...one] = await Promise.all([a('POST', '/api/partitacontabile/approveversamento', { codice_versamento: codice }), ...singles]);
    expect([200, 422]).toContain(batch.statusCode);
    for (const r of one) expect([200, 409]).toContain(r.statusCode);
    const approvedBySingles = one.filter((r) => r.statusCode === 200).length;
    expect(batch.statusCode === 200 ? batch.json().partite : 0).toBe(entryIds.length - approvedBySingles);
    expect((await entries(t().db, entryIds)).every((e) => e.stato === 'approvata')).toBe(true);
    expect(await auditCount('partita.approve', entryIds)).toBe(entryIds.length);
  });
});
