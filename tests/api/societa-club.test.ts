// The club and its nested data, the club form's validation and scoping (spec 2 §3, §5, §6, §7 Clubs).
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginDemoUsers, useTestApp } from '../helpers/app.ts';
import { italianToday } from '../../server/time.ts';

const t = useTestApp();
let admin: string;
let segreteria: string;
let club: string;
let persona: string;
const DEMO = 1;
const OTHER = 2;

beforeAll(async () => {
  [admin, segreteria, club, persona] = await loginDemoUsers(t().app);
});

/** A valid partita IVA (check digit) from 10 digits. */
function piva(body: string): string {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

const newClub = (over: Record<string, unknown> = {}) => ({
  nome: 'A.S.D. Pallamano Binetto',
  codice_affiliazione: '169901',
  codice_fiscale: '93000000011',
  partita_iva: piva('0712345678'),
  email: 'info@binetto.example.org',
  pec: 'binetto@pec.example.org',
  telefono: '080 1234567',
  cap: undefined,
  sede_legale_indirizzo: 'Via Roma 1',
  sede_legale_cap: '70020',
  sede_legale_comune_istat: '072010',
  rappresentante_cognome: 'Rossi',
  rappresentante_nome: 'Mario',
  rappresentante_sesso: 'M',
  rappresentante_codice_fiscale: 'RSSMRA80A01H501U',
  rappresentante_data_nascita: '01/01/1980',
  data_costituzione: '15/03/2020',
  gruppo_sportivo: 'NGS',
  natura_giuridica: 'ANR',
  polisportiva: 'N',
  onlynotagonist: false,
  aggregazione: false,
  paralimpica: false,
  impianto_disponibile: true,
  impianto_disponibile_other: 'Palestra comunale',
  discipline: [1, 2],
  ...over,
});

describe('GET /api/societa/{id}', () => {
  it('answers the club with its nested data (seats with ISTAT towns, representative, board-free parts, wallet, twinnings, sync)', async () => {
    const res = await call(t().app, admin, 'GET', `/api/societa/${DEMO}`);
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s).toMatchObject({ id: DEMO, nome: 'U.S. Conversano Pallamano', codice_affiliazione: '160001', gruppo_sportivo: 'NGS' });
    expect(s.sede_legale.comune).toMatchObject({ denominazione: 'Conversano', codice_istat: '072019', provincia: 'BA' });
    expect(s.rappresentante_legale).toEqual(expect.objectContaining({ cognome: expect.any(String), codice_fiscale: expect.any(String) }));
    expect(s.discipline).toEqual(expect.arrayContaining([{ label: 'Pallamano', value: 1 }]));
    expect(s.portafoglio).toEqual({ id: expect.any(Number), totale: expect.any(Number) });
    expect(s.tesserati).toBeGreaterThan(0);
    expect(s.partitacontabile.length).toBeGreaterThan(0);
    expect(s.gemellaggio_parent.concat(s.gemellaggio_child).length).toBeGreaterThanOrEqual(2);
    expect(s.gemellata).toBe(true);
    expect(s.synch.length).toBeGreaterThan(0);
    expect(s.stato_affiliazione).toMatchObject({ affiliata: true, azione: 'rinnova' });
  });

  it('the demo club has its documents and one sync attempt not aligned (demo data of the screen)', async () => {
    const s = (await call(t().app, admin, 'GET', `/api/societa/${DEMO}`)).json();
    expect(s.documenti).toBe(2);
    expect(s.allineata_sport_health).toBe(false);
    expect(s.synch).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'sport-health', allineato: false, errore: 'Rappresentante legale non corrispondente' })]));
    const docs = await call(t().app, club, 'GET', `/api/documento/societa/${DEMO}`);
    expect(JSON.stringify(docs.json())).toContain('statuto.pdf');
  });

  it('lets a club user read its own club, and no other (404)', async () => {
    expect((await call(t().app, club, 'GET', `/api/societa/${DEMO}`)).statusCode).toBe(200);
    expect((await call(t().app, club, 'GET', `/api/societa/${OTHER}`)).statusCode).toBe(404);
  });

  it('gives a member user no club (403 for lacking the ability, never the data)', async () => {
    const res = await call(t().app, persona, 'GET', `/api/societa/${DEMO}`);
    expect([403, 404]).toContain(res.statusCode);
    expect(res.json().nome).toBeUndefined();
  });

  it('answers 404 for an unknown club and 400 for a malformed id', async () => {
    expect((await call(t().app, admin, 'GET', '/api/societa/999999')).statusCode).toBe(404);
    expect((await call(t().app, admin, 'GET', '/api/societa/abc')).statusCode).toBe(400);
  });
});

describe('POST /api/societa and PUT /api/societa/{id}', () => {
  let createdId: number;

  it('creates a club with towns by ISTAT code and disciplines, auditing it', async () => {
    const res = await call(t().app, admin, 'POST', '/api/societa', newClub());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: false, message: 'I dati sono stati salvati correttamente', id: expect.any(Number) });
    createdId = res.json().id;
    const s = (await call(t().app, admin, 'GET', `/api/societa/${createdId}`)).json();
    expect(s).toMatchObject({ nome: 'A.S.D. Pallamano Binetto', polisportiva: false, data_costituzione: '2020-03-15', natura_giuridica: 'ANR' });
    expect(s.sede_legale.comune).toMatchObject({ denominazione: 'Bitetto', codice_istat: '072010' });
    expect(s.discipline.map((d: { value: number }) => d.value)).toEqual([1, 2]);
    expect(s.stato_affiliazione).toMatchObject({ affiliata: false, azione: 'nuova' });
    const { rows } = await t().db.query("SELECT action FROM audit_log WHERE entity = 'societa' AND entity_id = $1", [String(createdId)]);
    expect(rows.map((r) => r.action)).toEqual(['societa.create']);
  });

  it('refuses a duplicate affiliation code or tax code with 409 and a message, also under the field (spec 1 §5)', async () => {
    const dupCode = await call(t().app, admin, 'POST', '/api/societa', newClub({ codice_fiscale: '93000000029' }));
    expect(dupCode.statusCode).toBe(409);
    expect(dupCode.json().message).toBe('Esiste già una società con questo codice di affiliazione');
    expect(dupCode.json().errors).toEqual({ codice_affiliazione: ['Esiste già una società con questo codice di affiliazione'] });
    const dupCf = await call(t().app, admin, 'POST', '/api/societa', newClub({ codice_affiliazione: '169902' }));
    expect(dupCf.statusCode).toBe(409);
    expect(dupCf.json().message).toBe('Esiste già una società con questo codice fiscale');
    expect(dupCf.json().errors).toEqual({ codice_fiscale: ['Esiste già una società con questo codice fiscale'] });
  });

  it('answers Italian errors per field (422): tax codes, VAT check digit, e-mail, PEC, phone, CAP, dates, town', async () => {
    const res = await call(
      t().app,
      admin,
      'POST',
      '/api/societa',
      newClub({
        codice_affiliazione: '169903',
        codice_fiscale: '1234',
        partita_iva: '12345678901',
        email: 'non-una-mail',
        pec: 'pec@',
        telefono: 'abc',
        sede_legale_cap: '7002',
        data_costituzione: '31/02/2020',
        rappresentante_codice_fiscale: 'RSSMRA80A01H501A',
        nome: ' ',
        sede_fiscale_comune_istat: '999999',
      }),
    );
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(errors.codice_fiscale[0]).toMatch(/11 cifre/);
    expect(errors.partita_iva[0]).toBe('La partita IVA non è valida');
    expect(errors.email[0]).toBe("L'indirizzo e-mail non è valido");
    expect(errors.pec[0]).toBe("L'indirizzo PEC non è valido");
    expect(errors.telefono[0]).toBe('Il numero di telefono non è valido');
    expect(errors.sede_legale_cap[0]).toBe('Il CAP deve essere di 5 cifre');
    expect(errors.data_costituzione[0]).toMatch(/data non è valida/);
    expect(errors.rappresentante_codice_fiscale[0]).toBe('Il codice fiscale non è valido');
    expect(errors.nome[0]).toBe('Il campo è obbligatorio');
  });

  it('stores the e-mail, the PEC and the representative’s e-mail trimmed and lower-cased, as a member’s (audit: kept as typed)', async () => {
    const res = await call(
      t().app,
      admin,
      'POST',
      '/api/societa',
      newClub({ codice_affiliazione: '169906', codice_fiscale: '93000000060', email: '  AUD1@X.IT ', pec: ' Binetto@PEC.Example.org', rappresentante_email: 'Mario.Rossi@Example.ORG ' }),
    );
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const stored = async () => (await t().db.query('SELECT email, pec, rappresentante_email FROM societa WHERE id = $1', [id])).rows[0];
    expect(await stored()).toEqual({ email: 'aud1@x.it', pec: 'binetto@pec.example.org', rappresentante_email: 'mario.rossi@example.org' });
    const versione = (await call(t().app, admin, 'GET', `/api/societa/${id}`)).json().versione;
    expect((await call(t().app, admin, 'PUT', `/api/societa/${id}`, { email: ' Segreteria@X.IT', versione })).statusCode).toBe(200);
    expect((await stored()).email).toBe('segreteria@x.it');
  });

  it("refuses a deed, constitution, first affiliation or representative's birth dated after today, beside the field; today and a future affiliation validity pass", async () => {
    const tomorrow = new Date(Date.parse(`${italianToday()}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const future = await call(
      t().app,
      admin,
      'POST',
      '/api/societa',
      newClub({
        codice_affiliazione: '169907',
        codice_fiscale: '93000000078',
        data_costituzione: '01/01/2999',
        data_atto: tomorrow,
        data_prima_affiliazione: '31/12/2999',
        rappresentante_data_nascita: tomorrow,
      }),
    );
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual({
      data_costituzione: ['La data di costituzione non può essere nel futuro'],
      data_atto: ["La data dell'atto non può essere nel futuro"],
      data_prima_affiliazione: ['La data di prima affiliazione non può essere nel futuro'],
      rappresentante_data_nascita: ['La data di nascita non può essere nel futuro'],
    });
    const today = italianToday();
    const ok = await call(
      t().app,
      admin,
      'POST',
      '/api/societa',
      newClub({ codice_affiliazione: '169907', codice_fiscale: '93000000078', data_costituzione: today, data_atto: today, data_prima_affiliazione: today, data_affiliazione: '01/01/2999' }),
    );
    expect(ok.statusCode).toBe(200);
    const versione = (await call(t().app, admin, 'GET', `/api/societa/${ok.json().id}`)).json().versione;
    const edit = await call(t().app, admin, 'PUT', `/api/societa/${ok.json().id}`, { data_costituzione: '01/01/2999', versione });
    expect(edit.json().errors).toEqual({ data_costituzione: ['La data di costituzione non può essere nel futuro'] });
  });

  it('reports an unknown town as a field error', async () => {
    const res = await call(t().app, admin, 'POST', '/api/societa', newClub({ codice_affiliazione: '169904', codice_fiscale: '93000000037', sede_fiscale_comune_istat: '999999' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ sede_fiscale_comune_istat: ['Comune non trovato'] });
  });

  it('accepts a natural-person club with a personal tax code', async () => {
    const res = await call(
      t().app,
      admin,
      'POST',
      '/api/societa',
      newClub({ codice_affiliazione: null, codice_fiscale: 'RSSMRA80A01H501U', partita_iva: null, persona_fisica: true, nome: 'Rossi Mario' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('updates a club; a club user cannot create clubs', async () => {
    const res = await call(t().app, segreteria, 'PUT', `/api/societa/${createdId}`, newClub({ nome: 'A.S.D. Pallamano Binetto 2020', sito_web: 'https://binetto.example.org' }));
    expect(res.json()).toEqual({ error: false, message: 'I dati sono stati salvati correttamente', id: createdId });
    expect((await call(t().app, admin, 'GET', `/api/societa/${createdId}`)).json()).toMatchObject({ nome: 'A.S.D. Pallamano Binetto 2020', sito_web: 'https://binetto.example.org' });
    expect((await call(t().app, club, 'POST', '/api/societa', newClub({ codice_affiliazione: '169905', codice_fiscale: '93000000045' }))).statusCode).toBe(403);
  });

  it('a club user edits its own club but keeps the federation fields (name, tax code, VAT, dates) as they were', async () => {
    const before = (await call(t().app, club, 'GET', `/api/societa/${DEMO}`)).json();
    const res = await call(
      t().app,
      club,
      'PUT',
      `/api/societa/${DEMO}`,
      newClub({
        codice_affiliazione: before.codice_affiliazione,
        nome: 'Nome cambiato',
        codice_fiscale: '93000000052',
        partita_iva: piva('0799999999'),
        email: 'segreteria@conversano.example.org',
        data_costituzione: '01/01/2001',
      }),
    );
    expect(res.statusCode).toBe(200);
    const after = (await call(t().app, club, 'GET', `/api/societa/${DEMO}`)).json();
    expect(after).toMatchObject({
      nome: before.nome,
      codice_fiscale: before.codice_fiscale,
      partita_iva: before.partita_iva,
      data_costituzione: before.data_costituzione,
      email: 'segreteria@conversano.example.org',
    });
  });

  it('a PUT with some fields changes those and keeps the others (security audit: it cleared every field left out)', async () => {
    const before = (await call(t().app, admin, 'GET', `/api/societa/${createdId}`)).json();
    expect(before).toMatchObject({ codice_fiscale: expect.any(String), email: expect.any(String), rappresentante_legale: expect.objectContaining({ cognome: 'Rossi' }) });
    const res = await call(t().app, admin, 'PUT', `/api/societa/${createdId}`, { nome: 'Nuovo nome', pec: '', sede_postale_cap: null });
    expect(res.statusCode).toBe(200);
    const after = (await call(t().app, admin, 'GET', `/api/societa/${createdId}`)).json();
    // Sent: changed, and '' or null clears.
    expect(after).toMatchObject({ nome: 'Nuovo nome', pec: null });
    // Left out: as stored.
    const { nome: _n, pec: _p, updated_at: _u, versione, ...kept } = before;
    const { nome: _n2, pec: _p2, updated_at: _u2, versione: versioneAfter, ...keptAfter } = after;
    expect(keptAfter).toEqual(kept);
    expect(versioneAfter).toBe(versione + 1);
    // The documented body says so: no field of PUT is required.
    const spec = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(spec.paths['/api/societa/{id}'].put.requestBody.content['application/json'].schema.required ?? []).toEqual([]);
  });

  it('a club user cannot change another club (404, nothing changed)', async () => {
    const before = (await call(t().app, admin, 'GET', `/api/societa/${OTHER}`)).json();
    const res = await call(t().app, club, 'PUT', `/api/societa/${OTHER}`, newClub({ codice_affiliazione: before.codice_affiliazione }));
    expect(res.statusCode).toBe(404);
    expect((await call(t().app, admin, 'GET', `/api/societa/${OTHER}`)).json().email).toBe(before.email);
  });
});

describe('GET /api/societa (list)', () => {
  it('lists clubs alphabetically with the list item fields and a total', async () => {
    const res = await call(t().app, admin, 'GET', '/api/societa?paginate=30');
    const { data, total } = res.json();
    expect(total).toBeGreaterThan(10);
    expect(Object.keys(data[0])).toEqual(expect.arrayContaining(['nome', 'codice_affiliazione', 'persona_fisica', 'email', 'codice_fiscale', 'partita_iva', 'azienda', 'key', 'affiliata']));
    const names = data.map((d: { nome: string }) => d.nome);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('a club user lists only its own club', async () => {
    const { data } = (await call(t().app, club, 'GET', '/api/societa')).json();
    expect(data.map((d: { id: number }) => d.id)).toEqual([DEMO]);
  });
});
