import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { onLedger, stornoEntry, actorOf } from '../../server/ledger/index.ts';
import { loadAuthUser } from '../../server/auth/user.ts';
import { callerFor, demoIds, entry, insertEntry, otherClubId } from './ledger-helpers.ts';

const t = useTestApp();

describe('entry decisions', () => {
  it('an admin approves an awaiting entry once; the second approval is a 409 with an Italian message', async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId });
    const admin = await callerFor(t(), 'admin@demo.it');
    const first = await admin('POST', `/api/partitacontabile/${id}/approve`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ error: false, id });
    const again = await admin('POST', `/api/partitacontabile/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MESSAGGI.giaDecisa);
    const rejectAfter = await admin('POST', `/api/partitacontabile/${id}/reject`);
    expect(rejectAfter.statusCode).toBe(409);
    const row = await entry(t(), id);
    expect(row).toMatchObject({ approvata: true, rifiutata: false, stato: 'approvata' });
    expect(row.data_approvazione).not.toBeNull();
    const { rows } = await t().db.query("SELECT action FROM audit_log WHERE entity = 'partita_contabile' AND entity_id = $1", [String(id)]);
    expect(rows.map((r: any) => r.action)).toContain('partita.approve');
  });

  it('an admin rejects an awaiting entry', async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId });
    const res = await (await callerFor(t(), 'segreteria@demo.it'))('POST', `/api/partitacontabile/${id}/reject`);
    expect(res.statusCode).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ rifiutata: true, stato: 'rifiutata' });
  });

  it("a club user cannot approve its own entry (403) and cannot see another club's (404); nothing changes", async () => {
    const { societaId } = await demoIds(t());
    const own = await insertEntry(t(), { societa_id: societaId });
    const foreign = await insertEntry(t(), { societa_id: await otherClubId(t(), societaId) });
    const club = await callerFor(t(), 'societa@demo.it');
    expect((await club('POST', `/api/partitacontabile/${own}/approve`)).statusCode).toBe(403);
    expect((await club('POST', `/api/partitacontabile/${foreign}/approve`)).statusCode).toBe(404);
    expect((await club('GET', `/api/partitacontabile/${foreign}`)).statusCode).toBe(404);
    expect(await entry(t(), own)).toMatchObject({ approvata: false, rifiutata: false });
    expect(await entry(t(), foreign)).toMatchObject({ approvata: false, rifiutata: false });
  });

  it('unknown ids are 404, bad ids 400', async () => {
    const admin = await callerFor(t(), 'admin@demo.it');
    expect((await admin('POST', '/api/partitacontabile/99999999/approve')).statusCode).toBe(404);
    expect((await admin('POST', '/api/partitacontabile/abc/approve')).statusCode).toBe(400);
    expect((await admin('POST', '/api/partitacontabile/99999999999/approve')).statusCode).toBe(400);
  });
});

describe('storno', () => {
  async function approvedRegistrationEntry() {
    const { societaId } = await demoIds(t());
    const { rows } = await t().db.query<{ id: number; anagrafica_id: number }>(
      'SELECT id, anagrafica_id FROM anagrafica_ruolo WHERE societa_id = $1 AND deleted_at IS NULL AND approvato ORDER BY id LIMIT 1',
      [societaId],
    );
    return insertEntry(t(), {
      societa_id: societaId,
      anagrafica_id: rows[0].anagrafica_id,
      anagrafica_ruolo_id: rows[0].id,
      approvata: true,
      data_approvazione: new Date().toISOString(),
      codice: 'Tesseramento Atleta',
      importo_cents: 3000,
    });
  }

  it('reverses an approved entry with a Storno entry and restores the registration when asked', async () => {
    const id = await approvedRegistrationEntry();
    const before = await entry(t(), id);
    const admin = await callerFor(t(), 'admin@demo.it');
    const res = await admin('POST', `/api/partitacontabile/${id}/cancel`, { restoreAnagrafica: true });
    expect(res.statusCode).toBe(200);
    const storno = await entry(t(), res.json().id);
    expect(storno).toMatchObject({ codice: 'Storno', importo_cents: -3000, approvata: true, partita_stornata_id: id });
    expect(await entry(t(), id)).toMatchObject({ stornata: true, stato: 'stornata' });
    const { rows } = await t().db.query('SELECT deleted_at FROM anagrafica_ruolo WHERE id = $1', [before.anagrafica_ruolo_id]);
    expect(rows[0].deleted_at).not.toBeNull();
    // Twice, or a Storno itself: refused.
    expect((await admin('POST', `/api/partitacontabile/${id}/cancel`, { restoreAnagrafica: false })).json().message).toBe(MESSAGGI.giaStornata);
    expect((await admin('POST', `/api/partitacontabile/${storno.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('without restore the registration stays', async () => {
    const id = await approvedRegistrationEntry();
    const before = await entry(t(), id);
    const res = await (await callerFor(t(), 'admin@demo.it'))('POST', `/api/partitacontabile/${id}/cancel`, { restoreAnagrafica: false });
    expect(res.statusCode).toBe(200);
    const { rows } = await t().db.query('SELECT deleted_at FROM anagrafica_ruolo WHERE id = $1', [before.anagrafica_ruolo_id]);
    expect(rows[0].deleted_at).toBeNull();
  });

  it('is all or nothing: a failure half-way leaves no Storno entry, no flag and the registration as it was', async () => {
    const id = await approvedRegistrationEntry();
    const before = await entry(t(), id);
    const { rows: count0 } = await t().db.query("SELECT count(*)::int AS n FROM partita_contabile WHERE codice = 'Storno'");
    const remove = onLedger('storno', async () => {
      throw new Error('interrotto dal test');
    });
    try {
      const admin = (await loadAuthUser(t().db, 1))!;
      await expect(t().db.transaction((tx) => stornoEntry(tx, id, actorOf(admin), { restoreAnagrafica: true }))).rejects.toThrow('interrotto dal test');
    } finally {
      remove();
    }
    expect(await entry(t(), id)).toMatchObject({ stornata: false, data_storno: null });
    const { rows: count1 } = await t().db.query("SELECT count(*)::int AS n FROM partita_contabile WHERE codice = 'Storno'");
    expect(count1[0].n).toBe(count0[0].n);
    const { rows } = await t().db.query('SELECT deleted_at FROM anagrafica_ruolo WHERE id = $1', [before.anagrafica_ruolo_id]);
    expect(rows[0].deleted_at).toBeNull();
  });

  it('an awaiting entry cannot be reversed; the club cancels its own member request instead', async () => {
    const { societaId } = await demoIds(t());
    const { rows } = await t().db.query<{ id: number }>('SELECT anagrafica_id AS id FROM anagrafica_ruolo WHERE societa_id = $1 LIMIT 1', [societaId]);
    const id = await insertEntry(t(), { societa_id: societaId, anagrafica_id: rows[0].id, codice: 'Tesseramento Atleta' });
    const club = await callerFor(t(), 'societa@demo.it');
    const res = await club('POST', `/api/partitacontabile/${id}/cancel`, {});
    expect(res.statusCode).toBe(200);
    expect(await entry(t(), id)).toMatchObject({ rifiutata: true, annullata: true });
  });
});

describe('change amount', () => {
  it("an admin changes an approved entry's amount; euros with more than two decimals are a 422 per field", async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId, approvata: true, data_approvazione: new Date().toISOString() });
    const admin = await callerFor(t(), 'admin@demo.it');
    const bad = await admin('POST', `/api/partitacontabile/${id}/change`, { newimporto: '12.345' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.newimporto[0]).toMatch(/due decimali/);
    for (const v of ['abc', -5, 1e12]) expect((await admin('POST', `/api/partitacontabile/${id}/change`, { newimporto: v })).statusCode).toBe(422);
    const ok = await admin('POST', `/api/partitacontabile/${id}/change`, { newimporto: '75.50' });
    expect(ok.statusCode).toBe(200);
    expect((await entry(t(), id)).importo_cents).toBe(7550);
  });

  it('an awaiting entry cannot be changed (409) and a club user may not change (403)', async () => {
    const { societaId } = await demoIds(t());
    const id = await insertEntry(t(), { societa_id: societaId });
    expect((await (await callerFor(t(), 'admin@demo.it'))('POST', `/api/partitacontabile/${id}/change`, { newimporto: 10 })).statusCode).toBe(409);
    expect((await (await callerFor(t(), 'societa@demo.it'))('POST', `/api/partitacontabile/${id}/change`, { newimporto: 10 })).statusCode).toBe(403);
  });
});
