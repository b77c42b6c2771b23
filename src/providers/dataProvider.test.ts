// The data provider speaks the federation conventions (page, paginate, search, sortby, colon flags,
// season, endpoint map) and turns failures into react-admin errors with the server's body.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { dataProvider } from './dataProvider';
import { registerResourceApi, resourceApi } from './resourceOptions';
import { session } from '../lib/session';

const calls: { method: string; url: URL; body: any; auth: string | null }[] = [];
const server = setupServer();
const record = async (request: Request) => {
  const text = await request.text();
  calls.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : null, auth: request.headers.get('authorization') });
};

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  calls.length = 0;
  session.clear();
  session.update({ token: '7|secret', season: { id: 42, nome: '2025/2026' } });
});
afterEach(() => {
  server.resetHandlers();
  for (const k of Object.keys(resourceApi)) delete resourceApi[k];
});

const page = (data: unknown[], current = 1, last = 1, total = data.length) => ({ data, current_page: current, last_page: last, per_page: 30, total });

describe('getList', () => {
  it('sends page, paginate, search, sortby and colon-joined flags with the token', async () => {
    server.use(http.get('*/api/comitato', async ({ request }) => (await record(request), HttpResponse.json(page([{ id: 1, nome: 'Lazio' }], 2, 3, 61)))));
    const res = await dataProvider.getList('comitato', {
      pagination: { page: 2, perPage: 30 },
      sort: { field: 'nome', order: 'DESC' },
      filter: { q: 'laz', flags: ['societa', 'arbitri'], attivo: true },
    });
    const q = calls[0].url.searchParams;
    expect(Object.fromEntries(q)).toEqual({ page: '2', paginate: '30', search: 'laz', sortby: 'nome:desc', flags: 'societa:arbitri', attivo: '1' });
    expect(calls[0].auth).toBe('Bearer 7|secret');
    expect(res).toEqual({ data: [{ id: 1, nome: 'Lazio' }], total: 61, pageInfo: { hasNextPage: true, hasPreviousPage: true } });
  });

  it('sends no sortby when the sort is removed, and ascending as asc', async () => {
    server.use(http.get('*/api/comitato', async ({ request }) => (await record(request), HttpResponse.json(page([])))));
    await dataProvider.getList('comitato', { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' }, filter: {} });
    await dataProvider.getList('comitato', { pagination: { page: 1, perPage: 30 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(calls[0].url.searchParams.has('sortby')).toBe(false);
    expect(calls[1].url.searchParams.get('sortby')).toBe('id:asc');
  });

  it('maps a resource to its endpoint and adds the selected season where declared', async () => {
    registerResourceApi('causali', { endpoint: 'tipologiatesseramento' });
    registerResourceApi('disciplinestagioni', { season: true });
    server.use(
      http.get('*/api/tipologiatesseramento', async ({ request }) => (await record(request), HttpResponse.json(page([])))),
      http.get('*/api/disciplinestagioni', async ({ request }) => (await record(request), HttpResponse.json(page([])))),
    );
    await dataProvider.getList('causali', { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' }, filter: {} });
    await dataProvider.getList('disciplinestagioni', { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(calls[0].url.pathname).toBe('/api/tipologiatesseramento');
    expect(calls[0].url.searchParams.has('season')).toBe(false);
    expect(calls[1].url.searchParams.get('season')).toBe('42');
  });

  it('accepts a bare array answer', async () => {
    server.use(http.get('*/api/disciplina', () => HttpResponse.json([{ id: 1, nome: 'Beach' }])));
    const res = await dataProvider.getList('disciplina', { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(res).toEqual({ data: [{ id: 1, nome: 'Beach' }], total: 1 });
  });
});

describe('reads and writes', () => {
  it('getOne, getMany and getManyReference', async () => {
    server.use(
      http.get('*/api/comitato/:id', ({ params }) => HttpResponse.json({ id: Number(params.id), nome: `C${params.id}` })),
      http.get('*/api/tesserato', async ({ request }) => (await record(request), HttpResponse.json(page([{ id: 9 }])))),
    );
    expect((await dataProvider.getOne('comitato', { id: 3 })).data).toEqual({ id: 3, nome: 'C3' });
    expect((await dataProvider.getMany('comitato', { ids: [1, 2] })).data.map((r) => r.nome)).toEqual(['C1', 'C2']);
    const ref = await dataProvider.getManyReference('tesserato', { target: 'societa_id', id: 5, pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' }, filter: {} });
    expect(calls[0].url.searchParams.get('societa_id')).toBe('5');
    expect(ref.data).toEqual([{ id: 9 }]);
  });

  it('create POSTs, update PUTs, delete DELETEs; the season goes in the body where declared', async () => {
    registerResourceApi('disciplinestagioni', { season: { query: 'season', body: 'stagione_affiliazione_id' } });
    server.use(
      http.post('*/api/disciplinestagioni', async ({ request }) => (await record(request), HttpResponse.json({ error: false, message: 'ok', id: 77 }))),
      http.put('*/api/disciplinestagioni/:id', async ({ request }) => (await record(request), HttpResponse.json({ error: false, message: 'ok', id: 77 }))),
      http.delete('*/api/disciplinestagioni/:id', async ({ request }) => (await record(request), HttpResponse.json({ error: false, message: 'ok' }))),
    );
    const created = await dataProvider.create('disciplinestagioni', { data: { disciplina_id: 1 } });
    expect(created.data).toEqual({ disciplina_id: 1, stagione_affiliazione_id: 42, id: 77 });
    const updated = await dataProvider.update('disciplinestagioni', { id: 77, data: { disciplina_id: 2 }, previousData: { id: 77, disciplina_id: 1 } });
    expect(updated.data).toMatchObject({ id: 77, disciplina_id: 2 });
    const deleted = await dataProvider.delete('disciplinestagioni', { id: 77, previousData: { id: 77 } });
    expect(deleted.data).toEqual({ id: 77 });
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/disciplinestagioni', 'PUT /api/disciplinestagioni/77', 'DELETE /api/disciplinestagioni/77']);
    expect(calls[1].body).toEqual({ disciplina_id: 2, stagione_affiliazione_id: 42 });
  });

  it('updateMany and deleteMany call once per id', async () => {
    server.use(
      http.put('*/api/comitato/:id', async ({ request }) => (await record(request), HttpResponse.json({ error: false }))),
      http.delete('*/api/comitato/:id', async ({ request }) => (await record(request), HttpResponse.json({ error: false }))),
    );
    expect((await dataProvider.updateMany('comitato', { ids: [1, 2], data: { nome: 'x' } })).data).toEqual([1, 2]);
    expect((await dataProvider.deleteMany('comitato', { ids: [3] })).data).toEqual([3]);
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['PUT /api/comitato/1', 'PUT /api/comitato/2', 'DELETE /api/comitato/3']);
  });
});

describe('errors', () => {
  it('a 422 becomes field errors (first message) that react-admin shows under the inputs', async () => {
    server.use(
      http.post('*/api/comitato', () =>
        HttpResponse.json(
          { error: true, message: 'Uno o più campi non sono stati compilati correttamente', errors: { nome: ['Il nome è obbligatorio', 'altro'], 'sede.cap': ['CAP non valido'] } },
          { status: 422 },
        ),
      ),
    );
    const err: any = await dataProvider.create('comitato', { data: {} }).catch((e) => e);
    expect(err.status).toBe(422);
    expect(err.message).toBe('Uno o più campi non sono stati compilati correttamente');
    expect(err.body.errors).toEqual({ nome: 'Il nome è obbligatorio', 'sede.cap': 'CAP non valido', root: { serverError: 'Uno o più campi non sono stati compilati correttamente' } });
  });

  it('a refused business rule carries errorMessage', async () => {
    server.use(http.put('*/api/comitato/:id', () => HttpResponse.json({ error: true, message: 'Finestra chiusa', errorMessage: 'Finestra chiusa' }, { status: 409 })));
    const err: any = await dataProvider.update('comitato', { id: 1, data: {}, previousData: { id: 1 } }).catch((e) => e);
    expect(err.status).toBe(409);
    expect(err.message).toBe('Finestra chiusa');
    expect(err.body.errorMessage).toBe('Finestra chiusa');
  });

  it('an {error: true} answer with status 200 is an error too', async () => {
    server.use(http.delete('*/api/comitato/:id', () => HttpResponse.json({ error: true, message: 'Comitato in uso' })));
    const err: any = await dataProvider.delete('comitato', { id: 1 }).catch((e) => e);
    expect(err.message).toBe('Comitato in uso');
  });

  it('401 keeps its status for checkError, a network failure gives the generic text', async () => {
    server.use(http.get('*/api/comitato', () => HttpResponse.json({ error: true, message: 'Sessione scaduta o non valida' }, { status: 401 })));
    const err: any = await dataProvider.getList('comitato', { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' }, filter: {} }).catch((e) => e);
    expect(err.status).toBe(401);
    server.use(http.get('*/api/comitato', () => HttpResponse.error()));
    const net: any = await dataProvider.getList('comitato', { pagination: { page: 1, perPage: 30 }, sort: { field: '', order: 'ASC' }, filter: {} }).catch((e) => e);
    expect(net.message).toBe('Si è verificato un errore');
  });
});
