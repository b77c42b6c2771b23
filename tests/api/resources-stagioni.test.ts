// Gestione Stagioni: stagione CRUD and POST /stagione/{id}/open (spec 2 §3, §4, §7), generated from
// resources/reference/stagione.ts with the bespoke open action of server/resources/reference/stagione.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { stagione } from '../../resources/reference/stagione.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { auditOf, listContract } from './resources-shared.ts';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
});

const season = (nome: string, extra: Record<string, unknown> = {}) => ({ nome, data_inizio: '01/07/2050', data_fine: '30/06/2051', ...extra });
const openSeasons = async () => (await t().db.query<{ id: number }>('SELECT id FROM stagione WHERE aperta AND deleted_at IS NULL')).rows.map((r) => r.id);

describe('GET /api/stagione', () => {
  it('is the season picker list: any logged-in user, paginate=1000, all season fields', async () => {
    const member = await loginAs(t().app, 'tesserato@demo.it');
    const res = await call(t().app, member, 'GET', '/api/stagione?paginate=1000');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 1, per_page: 1000, last_page: 1 });
    expect(Object.keys(body.data[0])).toEqual(
      expect.arrayContaining([
        'id',
        'nome',
        'aperta',
        'data_inizio',
        'data_fine',
        'data_inizio_rinnovi',
        'data_fine_rinnovi',
        'data_ultima_rinnovo_affiliazione',
        'data_ultima_revoca_prestiti',
        'anno_under',
        'anno_over',
        'max_numero_trasferimenti',
        'gemellaggio_data_nascita_iniziale',
        'gemellaggio_data_nascita_finale',
      ]),
    );
  });

  describe('list contract', () => {
    beforeAll(async () => {
      // A few more seasons, so that paging and search have something to chew on.
      for (const y of [2060, 2061, 2062]) await call(t().app, admin, 'POST', '/api/stagione', { nome: `${y}/${y + 1}`, data_inizio: `01/07/${y}`, data_fine: `30/06/${y + 1}` });
    });
    listContract({ app: () => t().app, token: () => admin, decl: stagione, url: () => '/api/stagione', term: '206' });
  });
});

describe('saving a season', () => {
  it('creates with the default anno_under 2010, anno_over 2011, max_numero_trasferimenti 0 and the spec message', async () => {
    const res = await call(t().app, admin, 'POST', '/api/stagione', season('2050/2051'));
    expect(res.statusCode).toBe(201);
    const { id, message } = res.json();
    expect(message).toBe('La stagione e stata salvate correttamente');
    expect((await call(t().app, admin, 'GET', `/api/stagione/${id}`)).json()).toMatchObject({
      nome: '2050/2051',
      aperta: false,
      data_inizio: '2050-07-01',
      data_fine: '2051-06-30',
      anno_under: 2010,
      anno_over: 2011,
      max_numero_trasferimenti: 0,
    });
    const upd = await call(
      t().app,
      admin,
      'PUT',
      `/api/stagione/${id}`,
      season('2050/2051', { anno_under: 2012, anno_over: 2013, max_numero_trasferimenti: 3, data_inizio_rinnovi: '01/07/2050', data_fine_rinnovi: '31/12/2050' }),
    );
    expect(upd.json()).toEqual({ error: false, message: 'La stagione e stata salvate correttamente', id });
    expect((await call(t().app, admin, 'GET', `/api/stagione/${id}`)).json()).toMatchObject({ anno_under: 2012, max_numero_trasferimenti: 3, data_fine_rinnovi: '2050-12-31' });
    expect((await auditOf(t().app, 'stagione', id)).map((e) => e.action)).toEqual(['create', 'update']);
  });

  it('keeps the dates in order: start before end, the renewal window inside the season (422 per field)', async () => {
    const reversed = await call(t().app, admin, 'POST', '/api/stagione', season('2052/2053', { data_fine: '30/06/2050' }));
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ data_fine: ['La data di fine deve essere successiva alla data di inizio'] });
    const outside = await call(t().app, admin, 'POST', '/api/stagione', season('2052/2053', { data_inizio_rinnovi: '01/01/2050', data_fine_rinnovi: '01/08/2051' }));
    expect(outside.json().errors).toEqual({
      data_inizio_rinnovi: ['Il periodo dei rinnovi deve essere compreso nella stagione'],
      data_fine_rinnovi: ['Il periodo dei rinnovi deve essere compreso nella stagione'],
    });
    const backwards = await call(t().app, admin, 'POST', '/api/stagione', season('2052/2053', { data_inizio_rinnovi: '01/10/2050', data_fine_rinnovi: '01/09/2050' }));
    expect(backwards.json().errors).toEqual({ data_fine_rinnovi: ['La fine dei rinnovi non può precedere il loro inizio'] });
  });

  it('answers 422 per field for missing name, bad years and transfers, and a duplicate name', async () => {
    const res = await call(t().app, admin, 'POST', '/api/stagione', { data_inizio: 'ieri', data_fine: '30/06/2051', anno_under: 99, anno_over: '20x1', max_numero_trasferimenti: 10 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      nome: ['Il campo è obbligatorio'],
      data_inizio: ['La data non è valida (gg/mm/aaaa)'],
      anno_under: ['Inserire un anno tra 1900 e 2999'],
      anno_over: ['Inserire un numero intero'],
      max_numero_trasferimenti: ['Il valore deve essere compreso tra 0 e 9'],
    });
    const current = (await call(t().app, admin, 'GET', '/api/me')).json().stagione;
    const dup = await call(t().app, admin, 'POST', '/api/stagione', season(current.nome));
    expect(dup.json().errors).toEqual({ nome: ['Esiste già una stagione con questo nome'] });
  });

  it('needs stagioni:write: a club user may read but not write', async () => {
    const societa = await loginAs(t().app, 'societa@demo.it');
    expect((await call(t().app, societa, 'POST', '/api/stagione', season('2070/2071'))).statusCode).toBe(403);
    expect((await call(t().app, societa, 'POST', '/api/stagione/1/open')).statusCode).toBe(403);
    expect((await call(t().app, societa, 'DELETE', '/api/stagione/1')).statusCode).toBe(403);
  });
});

describe('opening a season', () => {
  it('opens one season and closes the previously open one in the same transaction', async () => {
    const before = await openSeasons();
    expect(before).toHaveLength(1);
    const { id } = (await call(t().app, admin, 'POST', '/api/stagione', season('2080/2081', { data_inizio: '01/07/2080', data_fine: '30/06/2081' }))).json();
    const res = await call(t().app, admin, 'POST', `/api/stagione/${id}/open`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, id });
    expect(await openSeasons()).toEqual([id]);
    const [entry] = (await auditOf(t().app, 'stagione', id)).filter((e) => e.action === 'open');
    expect(entry).toMatchObject({ before: { aperte: before }, after: { aperte: [id] } });
    // The login's season follows the open one.
    expect((await call(t().app, admin, 'GET', '/api/me')).json().stagione.id).toBe(id);
    // Back to how it was, for the other tests.
    await call(t().app, admin, 'POST', `/api/stagione/${before[0]}/open`);
    expect(await openSeasons()).toEqual(before);
  });

  it('keeps one open season when two openings race', async () => {
    const ids = [];
    for (const y of [2090, 2092]) ids.push((await call(t().app, admin, 'POST', '/api/stagione', season(`${y}/${y + 1}`, { data_inizio: `01/07/${y}`, data_fine: `30/06/${y + 1}` }))).json().id);
    const before = await openSeasons();
    const answers = await Promise.all(ids.map((id) => call(t().app, admin, 'POST', `/api/stagione/${id}/open`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(await openSeasons()).toHaveLength(1);
    await call(t().app, admin, 'POST', `/api/stagione/${before[0]}/open`);
  });

  it('answers 404 for an unknown season', async () => {
    expect((await call(t().app, admin, 'POST', '/api/stagione/999999/open')).statusCode).toBe(404);
  });
});

describe('deleting a season', () => {
  it('deletes an unused season', async () => {
    const { id } = (await call(t().app, admin, 'POST', '/api/stagione', season('2055/2056', { data_inizio: '01/07/2055', data_fine: '30/06/2056' }))).json();
    expect((await call(t().app, admin, 'DELETE', `/api/stagione/${id}`)).statusCode).toBe(200);
    expect((await call(t().app, admin, 'GET', `/api/stagione/${id}`)).statusCode).toBe(404);
  });

  it('refuses the open season and a season that fees, clubs or members use', async () => {
    const open = (await openSeasons())[0];
    const res = await call(t().app, admin, 'DELETE', `/api/stagione/${open}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Non è possibile eliminare la stagione aperta');
    const previous = (await call(t().app, admin, 'GET', '/api/stagione?sortby=data_inizio:asc')).json().data[0];
    const used = await call(t().app, admin, 'DELETE', `/api/stagione/${previous.id}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().errorMessage).toMatch(/^Il record non può essere eliminato perché è utilizzato da altri dati \(.*configurazioni importi.*\)$/);
    // Words, not table names ('movimento_portafoglio', 'societa_serie', 'synch').
    expect(used.json().errorMessage).not.toMatch(/[a-z]_[a-z]|\bsynch\b/);
  });
});
