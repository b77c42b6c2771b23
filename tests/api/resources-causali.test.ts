// Gestione Causali: GET/POST/PUT tipologiatesseramento (spec 1 §7), generated from resources/reference/tipologiatesseramento.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { tipologiatesseramento } from '../../resources/reference/tipologiatesseramento.ts';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { auditOf, listContract } from './resources-shared.ts';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
});

describe('GET /api/tipologiatesseramento', () => {
  listContract({ app: () => t().app, token: () => admin, decl: tipologiatesseramento, url: () => '/api/tipologiatesseramento', term: 'allenatore' });

  it('reads one causale with id, nome, codice, famiglia, approvazione_automatica; unknown id → 404', async () => {
    const list = (await call(t().app, admin, 'GET', '/api/tipologiatesseramento?search=arbitro giovanile')).json();
    const res = await call(t().app, admin, 'GET', `/api/tipologiatesseramento/${list.data[0].id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ nome: 'Arbitro Giovanile', codice: 'ARG', famiglia: 5, famiglia_ruolo: 'Arbitro', approvazione_automatica: true });
    expect((await call(t().app, admin, 'GET', '/api/tipologiatesseramento/999999')).statusCode).toBe(404);
    // A malformed id is refused by the shared id schema before any lookup.
    expect((await call(t().app, admin, 'GET', '/api/tipologiatesseramento/abc')).statusCode).toBe(400);
  });

  it('filters the lookups other screens use (famiglia, mostra_in_anagrafica)', async () => {
    const res = (await call(t().app, admin, 'GET', '/api/tipologiatesseramento?famiglia=custom&paginate=1000')).json();
    expect(res.total).toBeGreaterThan(0);
    expect(res.data.every((r: any) => r.famiglia_ruolo === 'Custom')).toBe(true);
    const shown = (await call(t().app, admin, 'GET', '/api/tipologiatesseramento?mostra_in_anagrafica=1&paginate=1000')).json();
    expect(shown.data.every((r: any) => r.mostra_in_anagrafica === true)).toBe(true);
  });

  it('is readable by every logged-in user (registration dialogs look causali up)', async () => {
    const societa = await loginAs(t().app, 'societa@demo.it');
    expect((await call(t().app, societa, 'GET', '/api/tipologiatesseramento')).statusCode).toBe(200);
  });
});

describe('saving a causale', () => {
  it('creates with nome, codice, famiglia, approvazione_automatica, editMode and answers { error: false, message, id }', async () => {
    const res = await call(t().app, admin, 'POST', '/api/tipologiatesseramento', { nome: 'Tessera Onoraria', codice: 'ONO', famiglia: 0, approvazione_automatica: true, editMode: false });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ error: false, message: 'Le causali sono state salvate correttamente', id: expect.any(Number) });
    const read = (await call(t().app, admin, 'GET', `/api/tipologiatesseramento/${body.id}`)).json();
    expect(read).toMatchObject({ id: body.id, nome: 'Tessera Onoraria', codice: 'ONO', famiglia: 0, famiglia_ruolo: 'Custom', approvazione_automatica: true });
    const [entry] = await auditOf(t().app, 'tipologia_tesseramento', body.id);
    expect(entry).toMatchObject({ action: 'create', before: null, after: expect.objectContaining({ codice: 'ONO' }) });
  });

  it('updates with PUT and records before/after in the audit log', async () => {
    const { id } = (await call(t().app, admin, 'POST', '/api/tipologiatesseramento', { nome: 'Da cambiare', codice: 'DCA', famiglia: 0, approvazione_automatica: false })).json();
    const res = await call(t().app, admin, 'PUT', `/api/tipologiatesseramento/${id}`, { nome: 'Cambiata', codice: 'DCA', famiglia: 0, approvazione_automatica: true, editMode: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: 'Le causali sono state salvate correttamente', id });
    expect((await call(t().app, admin, 'GET', `/api/tipologiatesseramento/${id}`)).json()).toMatchObject({ nome: 'Cambiata', approvazione_automatica: true });
    const entries = await auditOf(t().app, 'tipologia_tesseramento', id);
    expect(entries.at(-1)).toMatchObject({ action: 'update', before: expect.objectContaining({ nome: 'Da cambiare' }), after: expect.objectContaining({ nome: 'Cambiata' }) });
    expect((await call(t().app, admin, 'PUT', '/api/tipologiatesseramento/999999', { nome: 'x', codice: 'y' })).statusCode).toBe(404);
  });

  it('answers 422 per field: nome and codice required, codice unique', async () => {
    const empty = await call(t().app, admin, 'POST', '/api/tipologiatesseramento', { nome: '', approvazione_automatica: 'forse' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      error: true,
      message: 'Uno o più campi non sono stati compilati correttamente',
      errors: { nome: ['Il campo è obbligatorio'], codice: ['Il campo è obbligatorio'], approvazione_automatica: ['Il valore non è valido'] },
    });
    const dup = await call(t().app, admin, 'POST', '/api/tipologiatesseramento', { nome: 'Doppione', codice: 'AS', famiglia: 0 });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({ codice: ['Il codice è già utilizzato da un’altra causale'] });
    // A code is one whatever its case: 'as' is the causale 'AS'.
    const lower = await call(t().app, admin, 'POST', '/api/tipologiatesseramento', { nome: 'Doppione', codice: 'as', famiglia: 0 });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors).toEqual({ codice: ['Il codice è già utilizzato da un’altra causale'] });
  });

  it('refuses a name another live causale has, whatever its case; the causale itself keeps its own', async () => {
    for (const nome of ['Affiliazione', 'affiliazione', ' AFFILIAZIONE ']) {
      const dup = await call(t().app, admin, 'POST', '/api/tipologiatesseramento', { nome, codice: 'AUD1', famiglia: 0 });
      expect(dup.statusCode).toBe(422);
      expect(dup.json().errors).toEqual({ nome: ['Il nome è già utilizzato da un’altra causale'] });
    }
    const { id } = (await call(t().app, admin, 'POST', '/api/tipologiatesseramento', { nome: 'Nome Unico', codice: 'NUN', famiglia: 0 })).json();
    // Saving a causale again under its own name is no duplicate; renaming it to another's is.
    expect((await call(t().app, admin, 'PUT', `/api/tipologiatesseramento/${id}`, { nome: 'nome unico', codice: 'NUN', famiglia: 0 })).statusCode).toBe(200);
    const renamed = await call(t().app, admin, 'PUT', `/api/tipologiatesseramento/${id}`, { nome: 'Atleta Senior', codice: 'NUN', famiglia: 0 });
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json().errors).toEqual({ nome: ['Il nome è già utilizzato da un’altra causale'] });
  });

  it('needs causali:write: a read-only administrator and a club user get 403', async () => {
    const segreteria = await loginAs(t().app, 'segreteria@demo.it');
    expect((await call(t().app, segreteria, 'GET', '/api/tipologiatesseramento')).statusCode).toBe(200);
    const body = { nome: 'No', codice: 'NO1', famiglia: 0 };
    expect((await call(t().app, segreteria, 'POST', '/api/tipologiatesseramento', body)).statusCode).toBe(403);
    const societa = await loginAs(t().app, 'societa@demo.it');
    const res = await call(t().app, societa, 'PUT', '/api/tipologiatesseramento/1', body);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: true });
  });

  it('has no delete (the screen offers Modifica only)', async () => {
    expect((await call(t().app, admin, 'DELETE', '/api/tipologiatesseramento/1')).statusCode).toBe(404);
  });
});
