// Races on money: only meaningful on PostgreSQL (PGlite serves one connection at a time), so this
// file runs in the PostgreSQL pass (TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { callerFor, demoIds, insertEntry, otherClubId } from './ledger-helpers.ts';

const t = useTestApp();

describe.runIf(process.env.TEST_DATABASE_URL)('concurrent money operations (PostgreSQL)', () => {
  async function emptyWallet() {
    const { societaId } = await demoIds(t());
    const club = await otherClubId(t(), societaId);
    await t().db.query('DELETE FROM movimento_portafoglio WHERE portafoglio_id IN (SELECT id FROM portafoglio WHERE societa_id = $1)', [club]);
    await t().db.query('INSERT INTO portafoglio (societa_id) VALUES ($1) ON CONFLICT (societa_id) DO UPDATE SET totale_cents = 0', [club]);
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM portafoglio WHERE societa_id = $1', [club]);
    return rows[0].id;
  }
  const state = async (walletId: number) => {
    const { rows } = await t().db.query<{ totale: number; moves: number }>(
      `SELECT pf.totale_cents AS totale, coalesce((SELECT sum(valore_cents) FROM movimento_portafoglio m WHERE m.portafoglio_id = pf.id AND m.stato = 'approvata'), 0)::int AS moves
       FROM portafoglio pf WHERE pf.id = $1`,
      [walletId],
    );
    return rows[0];
  };

  it('100 concurrent increments end with the exact total', async () => {
    const walletId = await emptyWallet();
    const admin = await callerFor(t(), 'admin@demo.it');
    const res = await Promise.all(Array.from({ length: 100 }, () => admin('POST', `/api/portafoglio/${walletId}/increment`, { valore: 0.01 })));
    expect(res.every((r) => r.statusCode === 200)).toBe(true);
    expect(await state(walletId)).toEqual({ totale: 100, moves: 100 });
  });

  it('100 concurrent increments and decrements never go below zero and end exact', async () => {
    const walletId = await emptyWallet();
    const admin = await callerFor(t(), 'admin@demo.it');
    const ops = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? { valore: 10 } : { valore: 10, action: 'decrement' }));
    const res = await Promise.all(ops.map((body) => admin('POST', `/api/portafoglio/${walletId}/increment`, body)));
    const decOk = res.filter((r, i) => ops[i].action && r.statusCode === 200).length;
    const decRefused = res.filter((r, i) => ops[i].action && r.statusCode === 422).length;
    expect(decOk + decRefused).toBe(50);
    expect(res.filter((r, i) => !ops[i].action).every((r) => r.statusCode === 200)).toBe(true);
    const s = await state(walletId);
    expect(s.totale).toBe((50 - decOk) * 1000);
    expect(s.totale).toBeGreaterThanOrEqual(0);
    expect(s.moves).toBe(s.totale);
  });

  it('two concurrent approvals of one entry: one success, one 409', async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId });
    const [a, b] = await Promise.all([callerFor(t(), 'admin@demo.it'), callerFor(t(), 'segreteria@demo.it')]);
    const res = await Promise.all([a('POST', `/api/partitacontabile/${id}/approve`), b('POST', `/api/partitacontabile/${id}/approve`)]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await t().db.query("SELECT count(*)::int AS n FROM audit_log WHERE action = 'partita.approve' AND entity_id = $1", [String(id)]);
    expect(rows[0].n).toBe(1);
  });

  it('two concurrent storni of one entry: one Storno entry', async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId, approvata: true, data_approvazione: new Date().toISOString() });
    const admin = await callerFor(t(), 'admin@demo.it');
    const res = await Promise.all([1, 2].map(() => admin('POST', `/api/partitacontabile/${id}/cancel`, { restoreAnagrafica: false })));
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await t().db.query('SELECT count(*)::int AS n FROM partita_contabile WHERE partita_stornata_id = $1', [id]);
    expect(rows[0].n).toBe(1);
  });
});
