// The club record follows its affiliation entries (spec 2 §2.1 header and affiliation dates, §3
// affiliata / data_affiliazione / data_prima_affiliazione, §4, 'Ricerca avanzata → Affiliate').
import { beforeAll, describe, expect, it } from 'vitest';
import { italianToday } from '../../server/time.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';

const t = useTestApp();
let admin: string;
let season: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  season = (await t().db.query<{ id: number }>('SELECT id FROM stagione WHERE aperta AND deleted_at IS NULL ORDER BY data_inizio DESC LIMIT 1')).rows[0].id;
});

async function newClub(body: Record<string, unknown>): Promise<number> {
  const res = await call(t().app, admin, 'POST', '/api/societa', { discipline: [1], ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id;
}

async function requestAffiliation(id: number): Promise<{ partitaId: number; codice: string; carrelloId: number }> {
  const res = await call(t().app, admin, 'POST', `/api/societa/${id}/richiestaaffiliazione`, { season });
  expect(res.statusCode, res.body).toBe(200);
  const details = res.json().carrello_details;
  return { partitaId: details.partite_contabili[0].id, codice: details.partite_contabili[0].codice, carrelloId: details.carrello_id };
}

const club = async (id: number) => (await call(t().app, admin, 'GET', `/api/societa/${id}`)).json();

/** Ids of the clubs named `search` under 'Ricerca avanzata → Affiliate'. */
async function affiliateIds(search: string): Promise<number[]> {
  const res = await call(t().app, admin, 'GET', `/api/societa?flag=affiliate&search=${encodeURIComponent(search)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.map((r: { id: number }) => r.id);
}

describe('approving an affiliation entry', () => {
  it('makes the club affiliated from today, sets its first affiliation and lists it under Affiliate; a storno undoes it', async () => {
    const id = await newClub({ nome: 'Pallamano Nuova Approvazione', codice_affiliazione: '169801' });
    expect(await club(id)).toMatchObject({ affiliata: false, data_affiliazione: null, data_prima_affiliazione: null });
    expect(await affiliateIds('Nuova Approvazione')).toEqual([]);

    const { partitaId, codice } = await requestAffiliation(id);
    expect(codice).toBe('Affiliazione');
    // Awaiting approval: nothing changes yet.
    expect(await club(id)).toMatchObject({ affiliata: false, data_affiliazione: null });

    const ok = await call(t().app, admin, 'POST', `/api/partitacontabile/${partitaId}/approve`);
    expect(ok.statusCode, ok.body).toBe(200);
    const today = italianToday();
    const approved = await club(id);
    expect(approved).toMatchObject({ affiliata: true, data_affiliazione: today, data_prima_affiliazione: today });
    expect(approved.stato_affiliazione).toMatchObject({ affiliata: true, richiesta_in_attesa: false });
    expect(await affiliateIds('Nuova Approvazione')).toEqual([id]);
    const { rows: audited } = await t().db.query("SELECT action FROM audit_log WHERE entity = 'societa' AND entity_id = $1 AND action LIKE 'societa.affiliazione.%'", [String(id)]);
    expect(audited.map((r) => r.action)).toEqual(['societa.affiliazione.approvata']);

    const storno = await call(t().app, admin, 'POST', `/api/partitacontabile/${partitaId}/cancel`, { restoreAnagrafica: false });
    expect(storno.statusCode, storno.body).toBe(200);
    // Not affiliated any more, the affiliation day is what it was; the first affiliation stays.
    expect(await club(id)).toMatchObject({ affiliata: false, data_affiliazione: null, data_prima_affiliazione: today });
    expect(await affiliateIds('Nuova Approvazione')).toEqual([]);
    // The screen's state agrees: not affiliated, nothing pending, the club may ask again.
    expect((await club(id)).stato_affiliazione).toMatchObject({ affiliata: false, richiesta_in_attesa: false });
  });

  it('a re-affiliation keeps the first affiliation day and a storno gives the previous affiliation day back', async () => {
    const id = await newClub({ nome: 'Pallamano Storica Riaffiliata', codice_affiliazione: '169802', data_prima_affiliazione: '01/09/2010', data_affiliazione: '01/09/2020' });
    expect(await club(id)).toMatchObject({ affiliata: false, data_affiliazione: '2020-09-01', data_prima_affiliazione: '2010-09-01' });
    const { partitaId, codice } = await requestAffiliation(id);
    expect(codice).toBe('Riaffiliazione');

    expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${partitaId}/approve`)).statusCode).toBe(200);
    expect(await club(id)).toMatchObject({ affiliata: true, data_affiliazione: italianToday(), data_prima_affiliazione: '2010-09-01' });
    expect(await affiliateIds('Storica Riaffiliata')).toEqual([id]);

    expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${partitaId}/cancel`, { restoreAnagrafica: false })).statusCode).toBe(200);
    expect(await club(id)).toMatchObject({ affiliata: false, data_affiliazione: '2020-09-01', data_prima_affiliazione: '2010-09-01' });
    expect(await affiliateIds('Storica Riaffiliata')).toEqual([]);
  });

  it('a rejected request leaves the club as it was', async () => {
    const id = await newClub({ nome: 'Pallamano Richiesta Rifiutata', codice_affiliazione: '169803' });
    const { partitaId } = await requestAffiliation(id);
    expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${partitaId}/reject`)).statusCode).toBe(200);
    expect(await club(id)).toMatchObject({ affiliata: false, data_affiliazione: null, data_prima_affiliazione: null });
  });

  it('paying the affiliation from the wallet at checkout approves it and affiliates the club', async () => {
    const id = await newClub({ nome: 'Pallamano Pagata Col Bonus', codice_affiliazione: '169804' });
    const { partitaId, carrelloId } = await requestAffiliation(id);
    await t().db.query('INSERT INTO portafoglio (societa_id, totale_cents) VALUES ($1, 50000) ON CONFLICT (societa_id) DO UPDATE SET totale_cents = 50000', [id]);
    const paid = await call(t().app, admin, 'POST', `/api/cart/${carrelloId}/checkout`, {});
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ metodo: 'wallet', dovuto: 0 });
    expect((await t().db.query('SELECT approvata FROM partita_contabile WHERE id = $1', [partitaId])).rows[0].approvata).toBe(true);
    expect(await club(id)).toMatchObject({ affiliata: true, data_affiliazione: italianToday(), data_prima_affiliazione: italianToday() });
    expect(await affiliateIds('Pagata Col Bonus')).toEqual([id]);
  });
});
