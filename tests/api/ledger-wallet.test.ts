import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { settleEntries, systemActor } from '../../server/ledger/index.ts';
import { callerFor, demoIds, entry, insertEntry, otherClubId, walletOf } from './ledger-helpers.ts';

const t = useTestApp();

async function banks() {
  const { rows } = await t().db.query<{ id: number; automatica: boolean }>('SELECT id, automatica FROM banca WHERE deleted_at IS NULL ORDER BY id');
  return { transfer: rows.find((b) => !b.automatica)!.id, card: rows.find((b) => b.automatica)!.id };
}

const sumOfMovements = async (walletId: number) =>
  (await t().db.query<{ s: number }>("SELECT coalesce(sum(valore_cents), 0)::int AS s FROM movimento_portafoglio WHERE portafoglio_id = $1 AND stato = 'approvata'", [walletId])).rows[0].s;

describe('wallet increment and decrement', () => {
  it('an admin increments and decrements at once; the total equals the sum of the approved movements', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const admin = await callerFor(t(), 'admin@demo.it');
    const inc = await admin('POST', `/api/portafoglio/${w.id}/increment`, { valore: '100.50', codice_versamento: 'CRO1', data_versamento: '01/10/2025', banca: (await banks()).transfer });
    expect(inc.statusCode).toBe(200);
    expect(inc.json()).toMatchObject({ error: false, message: MESSAGGI.salvato, totale: (w.totale_cents + 10050) / 100 });
    const dec = await admin('POST', `/api/portafoglio/${w.id}/increment`, { valore: 0.5, action: 'decrement' });
    expect(dec.statusCode).toBe(200);
    const after = await walletOf(t(), 'societa_id', societaId);
    expect(after.totale_cents).toBe(w.totale_cents + 10000);
    expect(await sumOfMovements(w.id)).toBe(after.totale_cents);
    const e = await entry(t(), inc.json().id);
    expect(e).toMatchObject({ codice: 'Incremento Portafoglio', approvata: true, importo_cents: 10050, data_registrazione: '2025-10-01' });
  });

  it("an admin's increment sent twice with its bank transfer code credits once; the code with another amount is refused", async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const admin = await callerFor(t(), 'admin@demo.it');
    const body = { valore: 5, codice_versamento: 'CRO-RETRY-1', data_versamento: '01/10/2025', banca: (await banks()).transfer };
    const first = await admin('POST', `/api/portafoglio/${w.id}/increment`, body);
    const again = await admin('POST', `/api/portafoglio/${w.id}/increment`, body);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ error: false, id: first.json().id, totale: (w.totale_cents + 500) / 100 });
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(w.totale_cents + 500);
    const other = await admin('POST', `/api/portafoglio/${w.id}/increment`, { ...body, valore: 6 });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.codice_versamento).toEqual([MESSAGGI.codiceVersamentoRegistrato]);
    // A new code is a new transfer.
    const next = await admin('POST', `/api/portafoglio/${w.id}/increment`, { ...body, codice_versamento: 'CRO-RETRY-2' });
    expect(next.json().id).not.toBe(first.json().id);
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(w.totale_cents + 1000);
  });

  it('a decrement below zero is refused with its message and changes nothing', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const admin = await callerFor(t(), 'admin@demo.it');
    const { rows: n0 } = await t().db.query('SELECT count(*)::int AS n FROM partita_contabile');
    const res = await admin('POST', `/api/portafoglio/${w.id}/increment`, { valore: w.totale_cents / 100 + 1, action: 'decrement' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(MESSAGGI.creditoInsufficiente);
    expect(res.json().errors.valore).toEqual([MESSAGGI.creditoInsufficiente]);
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(w.totale_cents);
    const { rows: n1 } = await t().db.query('SELECT count(*)::int AS n FROM partita_contabile');
    expect(n1[0].n).toBe(n0[0].n);
  });

  it('bad amounts are 422 per field', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const admin = await callerFor(t(), 'admin@demo.it');
    for (const valore of ['dieci', -1, 0, '1.234', 5e9]) {
      const res = await admin('POST', `/api/portafoglio/${w.id}/increment`, { valore });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.valore).toBeDefined();
    }
  });

  it('a bank that does not exist is a field error beside Banca, as at checkout, for an admin and a club alike; nothing is written', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const { rows: n0 } = await t().db.query('SELECT count(*)::int AS n FROM partita_contabile');
    for (const email of ['admin@demo.it', 'societa@demo.it']) {
      const caller = await callerFor(t(), email);
      const res = await caller('POST', `/api/portafoglio/${w.id}/increment`, { valore: 10, codice_versamento: 'CRO-BANCA-999', banca: 999 });
      expect([email, res.statusCode, res.json().errors]).toEqual([email, 422, { banca: ['Banca non valida'] }]);
    }
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(w.totale_cents);
    expect((await t().db.query('SELECT count(*)::int AS n FROM partita_contabile')).rows[0].n).toBe(n0[0].n);
  });

  it('a club asks for a bank top-up: pending until an admin approves its entry, then the wallet is credited', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const club = await callerFor(t(), 'societa@demo.it');
    const body = { valore: 40, codice_versamento: 'CRO-TEST-1', banca: (await banks()).transfer, data_versamento: '01/01/2020' };
    const res = await club('POST', `/api/portafoglio/${w.id}/increment`, body);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(MESSAGGI.richiestaIncremento);
    // A retried request is the same request.
    const retry = await club('POST', `/api/portafoglio/${w.id}/increment`, body);
    expect(retry.json().id).toBe(res.json().id);
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(w.totale_cents);
    const pending = await entry(t(), res.json().id);
    expect(pending).toMatchObject({ stato: 'in_attesa', codice: 'Incremento Portafoglio' });
    // The club cannot set the date.
    expect(pending.data_registrazione).not.toBe('2020-01-01');
    const probable = await club('GET', `/api/portafogliosocieta/${societaId}`);
    expect(probable.json().portafoglioProbabile).toBe((w.totale_cents + 4000) / 100);
    expect((await (await callerFor(t(), 'admin@demo.it'))('POST', `/api/partitacontabile/${res.json().id}/approve`)).statusCode).toBe(200);
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(w.totale_cents + 4000);
    expect(await sumOfMovements(w.id)).toBe(w.totale_cents + 4000);
    // The same transfer asked again once credited is refused: approving it would credit it twice.
    const again = await club('POST', `/api/portafoglio/${w.id}/increment`, body);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.codice_versamento).toEqual([MESSAGGI.codiceVersamentoRegistrato]);
  });

  it('a club needs a bank and a transfer code for a top-up (422 per field)', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const club = await callerFor(t(), 'societa@demo.it');
    expect((await club('POST', `/api/portafoglio/${w.id}/increment`, { valore: 10 })).json().errors.banca).toBeDefined();
    expect((await club('POST', `/api/portafoglio/${w.id}/increment`, { valore: 10, banca: (await banks()).transfer })).json().errors.codice_versamento).toBeDefined();
  });

  it('a card top-up answers a checkout_url; the paid notification approves its entry and credits the wallet once', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const res = await (await callerFor(t(), 'societa@demo.it'))('POST', `/api/portafoglio/${w.id}/increment`, { valore: 25, banca: (await banks()).card });
    expect(res.statusCode).toBe(200);
    const url: string = res.json().checkout_url;
    expect(url).toContain('/pagamenti/simulatore/');
    const { rows } = await t().db.query('SELECT stato, importo_cents, type, scopo FROM transazione_carta_credito WHERE partita_contabile_id = $1', [res.json().id]);
    expect(rows[0]).toMatchObject({ stato: 'in_attesa', importo_cents: 2500, type: 'societa', scopo: 'wallet_topup' });
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(w.totale_cents);
    const pay = () => t().app.inject({ method: 'POST', url, payload: { esito: 'OK' } });
    expect((await pay()).statusCode).toBeLessThan(400);
    await pay();
    expect(await entry(t(), res.json().id)).toMatchObject({ approvata: true });
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(w.totale_cents + 2500);
    expect(await sumOfMovements(w.id)).toBe(w.totale_cents + 2500);
  });

  it('a card top-up is traced by its card transaction: entry and wallet movement carry its code', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const club = await callerFor(t(), 'societa@demo.it');
    // A code typed in the dialog for a card payment is not the payment's code.
    const res = await club('POST', `/api/portafoglio/${w.id}/increment`, { valore: 12, banca: (await banks()).card, codice_versamento: 'SCRITTO-A-MANO' });
    expect(res.statusCode).toBe(200);
    const { rows: trx } = await t().db.query<{ codice: string }>('SELECT codice FROM transazione_carta_credito WHERE partita_contabile_id = $1', [res.json().id]);
    expect(trx[0].codice).toMatch(/^TRX\d{9}$/);
    const { rows: moves } = await t().db.query('SELECT codice_versamento, stato, valore_cents FROM movimento_portafoglio WHERE partita_contabile_id = $1', [res.json().id]);
    expect(moves).toEqual([{ codice_versamento: trx[0].codice, stato: 'in_attesa', valore_cents: 1200 }]);
    expect((await entry(t(), res.json().id)).codice_versamento).toBe(trx[0].codice);
    // The wallet's movements list shows the code, so the movement is found by it.
    const list = await club('GET', `/api/portafoglio/${w.id}/movimenti?search=${trx[0].codice}`);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual([expect.objectContaining({ codice_versamento: trx[0].codice, partita_contabile_id: res.json().id })]);
  });

  it("another club's wallet is 404; with only_admin_can_increment a club gets 403", async () => {
    const { societaId } = await demoIds(t());
    const other = await otherClubId(t(), societaId);
    await t().db.query('INSERT INTO portafoglio (societa_id) VALUES ($1) ON CONFLICT DO NOTHING', [other]);
    const ow = await walletOf(t(), 'societa_id', other);
    const club = await callerFor(t(), 'societa@demo.it');
    expect((await club('POST', `/api/portafoglio/${ow.id}/increment`, { valore: 10, action: 'decrement' })).statusCode).toBe(404);
    expect((await club('GET', `/api/portafogliosocieta/${other}`)).statusCode).toBe(403);
    // Its own member's wallet is the member's: the club sees the member, not the member's bonus.
    const { rows: own } = await t().db.query<{ anagrafica_id: number }>(
      `SELECT r.anagrafica_id FROM anagrafica_ruolo r JOIN stagione s ON s.id = r.stagione_id AND s.aperta
        WHERE r.societa_id = $1 AND r.approvato AND r.deleted_at IS NULL LIMIT 1`,
      [societaId],
    );
    expect((await club('GET', `/api/portafoglioanagrafica/${own[0].anagrafica_id}`)).statusCode).toBe(403);
    await t().db.query('UPDATE configurazione_generale SET only_admin_can_increment = true');
    try {
      const w = await walletOf(t(), 'societa_id', societaId);
      const res = await club('POST', `/api/portafoglio/${w.id}/increment`, { valore: 10, banca: (await banks()).transfer, codice_versamento: 'X' });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGGI.soloAdminIncremento);
    } finally {
      await t().db.query('UPDATE configurazione_generale SET only_admin_can_increment = false');
    }
  });
});

describe('settling entries', () => {
  it('the wallet pays first; a fully covered entry is approved, the rest waits for the bank transfer; a retry changes nothing', async () => {
    const { societaId } = await demoIds(t());
    const w = await walletOf(t(), 'societa_id', societaId);
    const small = await insertEntry(t(), { societa_id: societaId, importo_cents: Math.min(100, w.totale_cents) });
    const big = await insertEntry(t(), { societa_id: societaId, importo_cents: w.totale_cents + 5000 });
    const input = { party: { type: 'societa' as const, id: societaId }, entryIds: [small, big], method: 'bonifico' as const, codiceVersamento: 'CRO-SETTLE' };
    const out = await t().db.transaction((tx) => settleEntries(tx, input, systemActor()));
    expect(out.walletCents).toBe(w.totale_cents);
    expect(out.dueCents).toBe(Math.min(100, w.totale_cents) + 5000);
    expect((await walletOf(t(), 'societa_id', societaId)).totale_cents).toBe(0);
    expect(await entry(t(), small)).toMatchObject({ metodo_pagamento: 'portafoglio', approvata: true });
    expect(await entry(t(), big)).toMatchObject({ metodo_pagamento: 'bonifico', approvata: false, bonus_cents: w.totale_cents - Math.min(100, w.totale_cents) });
    const again = await t().db.transaction((tx) => settleEntries(tx, input, systemActor()));
    expect(again.walletCents).toBe(0);
    expect(await sumOfMovements(w.id)).toBe(0);
  });

  it('a storno of an entry paid with the wallet gives the money back', async () => {
    const { anagraficaId } = await demoIds(t());
    await t().db.query('INSERT INTO portafoglio (anagrafica_id) VALUES ($1) ON CONFLICT DO NOTHING', [anagraficaId]);
    const w = await walletOf(t(), 'anagrafica_id', anagraficaId);
    const admin = await callerFor(t(), 'admin@demo.it');
    await admin('POST', `/api/portafoglio/${w.id}/increment`, { valore: 30 });
    const id = await insertEntry(t(), { anagrafica_id: anagraficaId, importo_cents: 2000, codice: 'Licenza Allenatore' });
    await t().db.transaction((tx) => settleEntries(tx, { party: { type: 'anagrafica', id: anagraficaId }, entryIds: [id], method: 'carta' }, systemActor()));
    const mid = (await walletOf(t(), 'anagrafica_id', anagraficaId)).totale_cents;
    expect(mid).toBe(w.totale_cents + 3000 - 2000);
    expect((await admin('POST', `/api/partitacontabile/${id}/cancel`, { restoreAnagrafica: false })).statusCode).toBe(200);
    expect((await walletOf(t(), 'anagrafica_id', anagraficaId)).totale_cents).toBe(w.totale_cents + 3000);
    expect(await sumOfMovements(w.id)).toBe(w.totale_cents + 3000);
  });
});
