// Gestione Discipline Stagioni: disciplinestagioni?season= and GET disciplina (spec 1 §3, §7),
// generated from resources/reference/disciplinestagioni.ts and resources/reference/disciplina.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { disciplinestagioni } from '../../resources/reference/disciplinestagioni.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { auditOf, listContract } from './resources-shared.ts';

const t = useTestApp();
let admin: string;
let season: number;
let nextSeason: { id: number; data_inizio: string; data_fine: string };
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  season = (await call(t().app, admin, 'GET', '/api/me')).json().stagione.id;
  const seasons = (await call(t().app, admin, 'GET', '/api/stagione?sortby=data_inizio:desc')).json().data;
  nextSeason = seasons[0];
});

const newSeason = async (nome: string) => (await call(t().app, admin, 'POST', '/api/stagione', { nome, data_inizio: '01/07/2040', data_fine: '30/06/2041' })).json().id as number;

describe('GET /api/disciplina', () => {
  it('answers a data list of id and nome to any logged-in user', async () => {
    const societa = await loginAs(t().app, 'societa@demo.it');
    const res = await call(t().app, societa, 'GET', '/api/disciplina?paginate=1000');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: any) => d.nome)).toEqual(['Beach Handball', 'Pallamano', 'Pallamano in Carrozzina']);
    expect((await call(t().app, admin, 'POST', '/api/disciplina', { nome: 'x' })).statusCode).toBe(404);
  });
});

describe('GET /api/disciplinestagioni', () => {
  listContract({ app: () => t().app, token: () => admin, decl: disciplinestagioni, url: () => '/api/disciplinestagioni', term: 'beach' });

  it('lists the disciplines of the season given by ?season= with stagione and disciplina objects', async () => {
    const res = (await call(t().app, admin, 'GET', `/api/disciplinestagioni?season=${season}`)).json();
    expect(res.total).toBe(3);
    for (const row of res.data) {
      expect(row).toMatchObject({ stagione_affiliazione_id: season, stagione: { id: season, nome: expect.any(String) }, disciplina: { id: row.disciplina_id, nome: expect.any(String) } });
      expect(row.data_inizio).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    expect((await call(t().app, admin, 'GET', '/api/disciplinestagioni?season=abc')).statusCode).toBe(400);
  });

  it('needs disciplinestagioni:read: a club user gets 403', async () => {
    const societa = await loginAs(t().app, 'societa@demo.it');
    expect((await call(t().app, societa, 'GET', `/api/disciplinestagioni?season=${season}`)).statusCode).toBe(403);
    expect((await call(t().app, societa, 'POST', '/api/disciplinestagioni', {})).statusCode).toBe(403);
  });
});

describe('saving a discipline of a season', () => {
  it('creates with DD/MM/YYYY dates, reads them back as YYYY-MM-DD, updates and deletes', async () => {
    const stagione = await newSeason('2040/2041');
    const body = { stagione_affiliazione_id: stagione, disciplina_id: 1, data_inizio: '01/09/2040', data_fine: '31/05/2041' };
    const created = await call(t().app, admin, 'POST', '/api/disciplinestagioni', body);
    expect(created.statusCode).toBe(201);
    const { id, error, message } = created.json();
    expect({ error, message }).toEqual({ error: false, message: 'La stagione è stata salvate correttamente' });
    expect((await call(t().app, admin, 'GET', `/api/disciplinestagioni/${id}`)).json()).toMatchObject({ data_inizio: '2040-09-01', data_fine: '2041-05-31', disciplina: { id: 1 } });

    const updated = await call(t().app, admin, 'PUT', `/api/disciplinestagioni/${id}`, { ...body, data_inizio: '2040-10-01' });
    expect(updated.statusCode).toBe(200);
    expect((await call(t().app, admin, 'GET', `/api/disciplinestagioni/${id}`)).json().data_inizio).toBe('2040-10-01');

    expect((await call(t().app, admin, 'DELETE', `/api/disciplinestagioni/${id}`)).json()).toMatchObject({ error: false });
    expect((await call(t().app, admin, 'GET', `/api/disciplinestagioni?season=${stagione}`)).json().total).toBe(0);
    expect((await auditOf(t().app, 'disciplina_stagione', id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
  });

  it('puts date errors under data_inizio and data_fine (422)', async () => {
    const base = { stagione_affiliazione_id: season, disciplina_id: 2 };
    const missing = await call(t().app, admin, 'POST', '/api/disciplinestagioni', { ...base, data_inizio: '32/01/2030' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ data_inizio: ['La data non è valida (gg/mm/aaaa)'], data_fine: ['Il campo è obbligatorio'] });
    const reversed = await call(t().app, admin, 'POST', '/api/disciplinestagioni', { ...base, data_inizio: '02/09/2030', data_fine: '01/09/2030' });
    expect(reversed.json().errors).toEqual({ data_fine: ['La data di fine non può precedere la data di inizio'] });
    const noDiscipline = await call(t().app, admin, 'POST', '/api/disciplinestagioni', { stagione_affiliazione_id: season, disciplina_id: 999, data_inizio: '01/09/2030', data_fine: '02/09/2030' });
    expect(noDiscipline.json().errors).toEqual({ disciplina_id: ['Il valore selezionato non esiste'] });
  });

  it('configures a discipline once per season (409 with the reason)', async () => {
    const res = await call(t().app, admin, 'POST', '/api/disciplinestagioni', {
      stagione_affiliazione_id: nextSeason.id,
      disciplina_id: 1,
      data_inizio: nextSeason.data_inizio,
      data_fine: nextSeason.data_fine,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: true,
      message: 'La disciplina selezionata è già configurata per questa stagione',
      errorMessage: 'La disciplina selezionata è già configurata per questa stagione',
    });
    // Moving another row onto an existing pair is refused the same way.
    const rows = (await call(t().app, admin, 'GET', `/api/disciplinestagioni?season=${nextSeason.id}&sortby=disciplina.nome:asc`)).json().data;
    const move = await call(t().app, admin, 'PUT', `/api/disciplinestagioni/${rows[0].id}`, {
      stagione_affiliazione_id: nextSeason.id,
      disciplina_id: rows[1].disciplina_id,
      data_inizio: rows[0].data_inizio,
      data_fine: rows[0].data_fine,
    });
    expect(move.statusCode).toBe(409);
  });
});
