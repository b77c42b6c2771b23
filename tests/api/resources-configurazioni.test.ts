// Configurazioni Importi: fees per season and causale, GET configurazioni/stagioni/{seasonId},
// POST configurazioni, PUT configurazioni/{id} (spec 2 §3, §7), from resources/reference/configurazioni.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { configurazioni } from '../../resources/reference/configurazioni.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { auditOf, listContract } from './resources-shared.ts';

const t = useTestApp();
let admin: string;
let season: number;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  season = (await call(t().app, admin, 'GET', '/api/me')).json().stagione.id;
});

const fees = { importo: 12.5, importo_tesseramento: '1.234,50', importo_trasferimento_under: 0, importo_trasferimento_senior: 99.99 };

describe('GET /api/configurazioni/stagioni/{seasonId}', () => {
  listContract({ app: () => t().app, token: () => admin, decl: configurazioni, url: () => `/api/configurazioni/stagioni/${season}`, term: 'allenatore' });

  it('lists the fees of that season only, in euros, with the causale and its family', async () => {
    const res = (await call(t().app, admin, 'GET', `/api/configurazioni/stagioni/${season}?paginate=1000`)).json();
    expect(res.total).toBeGreaterThan(10);
    for (const row of res.data) {
      expect(row).toMatchObject({
        stagione_affiliazione_id: season,
        stagione: { id: season },
        tipologiatesseramento: { id: row.tipologia_tesseramento_id, nome: expect.any(String) },
        famiglia: row.tipologiatesseramento.famiglia_ruolo,
      });
      for (const f of ['importo', 'importo_tesseramento', 'importo_trasferimento_under', 'importo_trasferimento_senior']) expect(Number.isInteger(Math.round(row[f] * 100))).toBe(true);
    }
    const viaQuery = (await call(t().app, admin, 'GET', `/api/configurazioni?season=${season}&paginate=1000`)).json();
    expect(viaQuery.total).toBe(res.total);
  });

  it('is readable by any logged-in user (registration dialogs read the fees)', async () => {
    const societa = await loginAs(t().app, 'societa@demo.it');
    expect((await call(t().app, societa, 'GET', `/api/configurazioni/stagioni/${season}?paginate=1000`)).statusCode).toBe(200);
  });
});

describe('saving fees', () => {
  it('creates, reads (GET /configurazioni/{id}), updates and deletes a fee, storing cents', async () => {
    const causale = (await call(t().app, admin, 'POST', '/api/tipologiatesseramento', { nome: 'Quota Test', codice: 'QTST', famiglia: 0 })).json().id;
    const res = await call(t().app, admin, 'POST', '/api/configurazioni', { stagione_affiliazione_id: season, tipologia_tesseramento_id: causale, ...fees });
    expect(res.statusCode).toBe(201);
    const { id, message } = res.json();
    expect(message).toBe('Le configurazioni sono state salvate correttamente');
    expect((await call(t().app, admin, 'GET', `/api/configurazioni/${id}`)).json()).toMatchObject({
      importo: 12.5,
      importo_tesseramento: 1234.5,
      importo_trasferimento_under: 0,
      importo_trasferimento_senior: 99.99,
      tipologiatesseramento: { id: causale, nome: 'Quota Test' },
      stagione: { id: season },
    });
    const { rows } = await t().db.query('SELECT importo_cents, importo_tesseramento_cents FROM configurazione WHERE id = $1', [id]);
    expect(rows[0]).toEqual({ importo_cents: 1250, importo_tesseramento_cents: 123450 });

    const upd = await call(t().app, admin, 'PUT', `/api/configurazioni/${id}`, { stagione_affiliazione_id: season, tipologia_tesseramento_id: causale, ...fees, importo: '20,00' });
    expect(upd.json()).toEqual({ error: false, message: 'Le configurazioni sono state salvate correttamente', id });
    expect((await call(t().app, admin, 'GET', `/api/configurazioni/${id}`)).json().importo).toBe(20);
    const entries = await auditOf(t().app, 'configurazione', id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', before: expect.objectContaining({ importo: 12.5 }), after: expect.objectContaining({ importo: 20 }) });

    expect((await call(t().app, admin, 'DELETE', `/api/configurazioni/${id}`)).statusCode).toBe(200);
    expect((await call(t().app, admin, 'GET', `/api/configurazioni/${id}`)).statusCode).toBe(404);
    // With the fee gone, the same causale can be configured again.
    expect((await call(t().app, admin, 'POST', '/api/configurazioni', { stagione_affiliazione_id: season, tipologia_tesseramento_id: causale, ...fees })).statusCode).toBe(201);
  });

  it('refuses negative amounts and more than ####.## (422 per field)', async () => {
    const res = await call(t().app, admin, 'POST', '/api/configurazioni', {
      stagione_affiliazione_id: season,
      tipologia_tesseramento_id: 1,
      importo: -5,
      importo_tesseramento: 10000,
      importo_trasferimento_under: 'tanto',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      importo: ["L'importo non può essere negativo"],
      importo_tesseramento: ["L'importo può essere al massimo 9999,99"],
      importo_trasferimento_under: ["L'importo non è valido"],
    });
    const noType = await call(t().app, admin, 'POST', '/api/configurazioni', { stagione_affiliazione_id: season, ...fees });
    expect(noType.json().errors).toEqual({ tipologia_tesseramento_id: ['Selezionare la causale'] });
  });

  it('configures a causale once per season (409)', async () => {
    const existing = (await call(t().app, admin, 'GET', `/api/configurazioni/stagioni/${season}`)).json().data[0];
    const res = await call(t().app, admin, 'POST', '/api/configurazioni', { stagione_affiliazione_id: season, tipologia_tesseramento_id: existing.tipologia_tesseramento_id, ...fees });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('La causale selezionata è già configurata per questa stagione');
  });

  it('needs configurazioni:write (403 for a club user)', async () => {
    const societa = await loginAs(t().app, 'societa@demo.it');
    expect((await call(t().app, societa, 'POST', '/api/configurazioni', { stagione_affiliazione_id: season, tipologia_tesseramento_id: 1, ...fees })).statusCode).toBe(403);
    expect((await call(t().app, societa, 'PUT', '/api/configurazioni/1', {})).statusCode).toBe(403);
  });
});

describe('POST /api/configurazioni/copia-stagione-precedente/{seasonId}', () => {
  const cents = 'importo_cents, importo_tesseramento_cents, importo_trasferimento_under_cents, importo_trasferimento_senior_cents';
  const feesOf = async (seasonId: number) =>
    (
      await t().db.query<{ tipologia_tesseramento_id: number; importo_cents: number }>(
        `SELECT tipologia_tesseramento_id, ${cents} FROM configurazione WHERE stagione_affiliazione_id = $1 AND deleted_at IS NULL ORDER BY tipologia_tesseramento_id`,
        [seasonId],
      )
    ).rows;
  const url = (id: number) => `/api/configurazioni/copia-stagione-precedente/${id}`;

  it('copies into a new season every fee of the season before it, in cents, keeps the causali it already has, audits once, and a second call copies nothing', async () => {
    const target = (await call(t().app, admin, 'POST', '/api/stagione', { nome: '2070/2071', data_inizio: '01/07/2070', data_fine: '30/06/2071' })).json().id;
    const before = (await t().db.query<{ id: number; nome: string }>('SELECT id, nome FROM stagione WHERE deleted_at IS NULL AND data_inizio < $1 ORDER BY data_inizio DESC LIMIT 1', ['2070-07-01']))
      .rows[0];
    const previous = await feesOf(before.id);
    expect(previous.length).toBeGreaterThan(2);
    // One causale is already configured in the new season, at other amounts: it stays as it is.
    const kept = previous[0].tipologia_tesseramento_id;
    await call(t().app, admin, 'POST', '/api/configurazioni', {
      stagione_affiliazione_id: target,
      tipologia_tesseramento_id: kept,
      importo: 1,
      importo_tesseramento: 2,
      importo_trasferimento_under: 3,
      importo_trasferimento_senior: 4,
    });

    const question = await call(t().app, admin, 'GET', url(target));
    expect(question.json()).toEqual({ values: { from: before.nome, to: '2070/2071' } });

    const res = await call(t().app, admin, 'POST', url(target));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: `Copiati ${previous.length - 1} importi`, count: previous.length - 1 });
    const copied = await feesOf(target);
    expect(copied).toEqual([
      { tipologia_tesseramento_id: kept, importo_cents: 100, importo_tesseramento_cents: 200, importo_trasferimento_under_cents: 300, importo_trasferimento_senior_cents: 400 },
      ...previous.slice(1),
    ]);
    // The previous season is untouched.
    expect(await feesOf(before.id)).toEqual(previous);

    const entries = await auditOf(t().app, 'stagione', target);
    const copies = entries.filter((e) => e.action === 'copy_fees');
    expect(copies).toHaveLength(1);
    expect(copies[0].after).toMatchObject({ da_stagione_id: before.id });
    expect(copies[0].after.configurazioni).toHaveLength(previous.length - 1);

    const again = await call(t().app, admin, 'POST', url(target));
    expect(again.json()).toEqual({ error: false, message: 'Nessun importo da copiare', count: 0 });
    expect(await feesOf(target)).toEqual(copied);
    expect((await auditOf(t().app, 'stagione', target)).filter((e) => e.action === 'copy_fees')).toHaveLength(1);
  });

  it('says so when the season has no season before it (409) or does not exist (404)', async () => {
    const first = (await call(t().app, admin, 'POST', '/api/stagione', { nome: '1900/1901', data_inizio: '01/07/1900', data_fine: '30/06/1901' })).json().id;
    for (const method of ['GET', 'POST']) {
      const res = await call(t().app, admin, method, url(first));
      expect(res.statusCode).toBe(409);
      expect(res.json().errorMessage).toBe('Nessuna stagione precedente alla stagione 1900/1901');
    }
    expect((await call(t().app, admin, 'POST', url(999999))).statusCode).toBe(404);
    expect(await feesOf(first)).toEqual([]);
  });

  it('needs configurazioni:write (403 for a club user, nothing copied)', async () => {
    const target = (await call(t().app, admin, 'POST', '/api/stagione', { nome: '2080/2081', data_inizio: '01/07/2080', data_fine: '30/06/2081' })).json().id;
    const societa = await loginAs(t().app, 'societa@demo.it');
    expect((await call(t().app, societa, 'GET', url(target))).statusCode).toBe(403);
    expect((await call(t().app, societa, 'POST', url(target))).statusCode).toBe(403);
    expect(await feesOf(target)).toEqual([]);
  });
});
