// Gestione Comitati: GET/POST/PUT/DELETE comitato (spec 1 §7), generated from resources/reference/comitato.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { comitato } from '../../resources/reference/comitato.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { auditOf, listContract } from './resources-shared.ts';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
});

describe('GET /api/comitato', () => {
  listContract({ app: () => t().app, token: () => admin, decl: comitato, url: () => '/api/comitato', term: 'lombardia' });

  it('reads one committee with id, nome, email, telefono, fax', async () => {
    const res = await call(t().app, admin, 'GET', '/api/comitato/1');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(expect.arrayContaining(['id', 'nome', 'email', 'telefono', 'fax']));
  });
});

describe('saving and deleting a committee', () => {
  it('creates, updates and deletes through the API, auditing each write', async () => {
    const created = await call(t().app, admin, 'POST', '/api/comitato', { nome: 'Delegazione Isole Minori', email: 'isole@figh.it', telefono: '+39 090 123456', fax: '' });
    expect(created.statusCode).toBe(201);
    const { id, message } = created.json();
    expect(message).toBe('Il comitato è stato salvato correttamente');
    expect((await call(t().app, admin, 'GET', `/api/comitato/${id}`)).json()).toMatchObject({ nome: 'Delegazione Isole Minori', email: 'isole@figh.it', fax: null });

    const updated = await call(t().app, admin, 'PUT', `/api/comitato/${id}`, { nome: 'Delegazione Isole', email: 'isole@figh.it', telefono: null, fax: '090 654321' });
    expect(updated.json()).toEqual({ error: false, message: 'Il comitato è stato salvato correttamente', id });

    const deleted = await call(t().app, admin, 'DELETE', `/api/comitato/${id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({ error: false, message: expect.any(String) });
    expect((await call(t().app, admin, 'GET', `/api/comitato/${id}`)).statusCode).toBe(404);
    const list = (await call(t().app, admin, 'GET', '/api/comitato?search=Delegazione Isole')).json();
    expect(list.total).toBe(0);
    expect((await auditOf(t().app, 'comitato', id)).map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect((await call(t().app, admin, 'DELETE', `/api/comitato/${id}`)).statusCode).toBe(404);
  });

  it('answers 422 per field: nome required, e-mail and phone numbers checked', async () => {
    const res = await call(t().app, admin, 'POST', '/api/comitato', { nome: ' ', email: 'non-una-mail', telefono: 'abc', fax: '12' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      nome: ['Il campo è obbligatorio'],
      email: ["L'indirizzo e-mail non è valido"],
      telefono: ['Il numero di telefono non è valido'],
      fax: ['Il numero di telefono non è valido'],
    });
  });

  it('refuses a second committee with the name of a live one, whatever its case', async () => {
    const { rows } = await t().db.query<{ id: number; nome: string }>('SELECT id, nome FROM comitato WHERE deleted_at IS NULL ORDER BY id LIMIT 2');
    const twin = await call(t().app, admin, 'POST', '/api/comitato', { nome: rows[0].nome.toUpperCase() });
    expect(twin.statusCode).toBe(422);
    expect(twin.json().errors).toEqual({ nome: ['Esiste già un comitato con questo nome'] });
    const renamed = await call(t().app, admin, 'PUT', `/api/comitato/${rows[1].id}`, { nome: rows[0].nome });
    expect(renamed.statusCode).toBe(422);
    expect((await call(t().app, admin, 'PUT', `/api/comitato/${rows[0].id}`, { nome: rows[0].nome })).statusCode).toBe(200);
  });

  it('refuses to delete a committee that clubs or members still belong to', async () => {
    const { rows } = await t().db.query<{ id: number }>('SELECT comitato_id AS id FROM societa WHERE comitato_id IS NOT NULL LIMIT 1');
    const res = await call(t().app, admin, 'DELETE', `/api/comitato/${rows[0].id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: true, errorMessage: expect.stringMatching(/^Il record non può essere eliminato perché è utilizzato da altri dati \(.*società.*\)$/) });
    expect((await call(t().app, admin, 'GET', `/api/comitato/${rows[0].id}`)).statusCode).toBe(200);
  });

  it('needs comitati:write: a club user gets 403, but may read the list (club and member forms)', async () => {
    const societa = await loginAs(t().app, 'societa@demo.it');
    expect((await call(t().app, societa, 'GET', '/api/comitato')).statusCode).toBe(200);
    expect((await call(t().app, societa, 'POST', '/api/comitato', { nome: 'X' })).statusCode).toBe(403);
    expect((await call(t().app, societa, 'DELETE', '/api/comitato/1')).statusCode).toBe(403);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two saves of one name at once (PostgreSQL)', () => {
  it('keeps one committee: the other save is refused with the name message', async () => {
    const answers = await Promise.all([1, 2, 3, 4].map(() => call(t().app, admin, 'POST', '/api/comitato', { nome: 'Delegazione Contesa' })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422, 422, 422]);
    for (const refused of answers.filter((a) => a.statusCode === 422)) expect(refused.json().errors).toEqual({ nome: ['Esiste già un comitato con questo nome'] });
    const { rows } = await t().db.query("SELECT count(*)::int AS n FROM comitato WHERE nome = 'Delegazione Contesa' AND deleted_at IS NULL");
    expect(rows[0].n).toBe(1);
  });
});
