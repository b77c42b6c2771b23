// Club actions: twinning, board, affiliation request, sync, certificate and member tables (spec 2 §4, §7 Clubs).
import { beforeAll, describe, expect, it } from 'vitest';
import { setSyncConnector, demoConnector } from '../../server/societa/sync.ts';
import { call, loginDemoUsers, useTestApp } from '../helpers/app.ts';
import { onlyEmbeddedFonts, pdfText } from '../helpers/pdf-text.ts';

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

const one = async (sqlText: string, params: unknown[] = []) => (await t().db.query(sqlText, params)).rows[0];

describe('twinning', () => {
  it('refuses to twin a club with itself: 409 with errorMessage (ARCHITECTURE §4), the text under the field too', async () => {
    const res = await call(t().app, club, 'POST', `/api/societa/${DEMO}/gemella`, { societa_id: DEMO, sesso: 'M' });
    expect(res.statusCode).toBe(409);
    expect(res.json().errorMessage).toBe('Non è possibile gemellare una societa con se stessa');
    expect(res.json().errors.societa_id).toEqual(['Non è possibile gemellare una societa con se stessa']);
  });

  it('a club user requests a twinning, the system administrator approves it, then it counts', async () => {
    // A club with no twinning with the demo club yet.
    const target = (
      await one(
        `SELECT id FROM societa s WHERE id <> $1 AND deleted_at IS NULL
            AND NOT EXISTS (SELECT 1 FROM gemellaggio g WHERE $1 IN (g.societa_parent_id, g.societa_child_id) AND s.id IN (g.societa_parent_id, g.societa_child_id))
          ORDER BY id LIMIT 1`,
        [DEMO],
      )
    ).id;
    const res = await call(t().app, club, 'POST', `/api/societa/${DEMO}/gemella`, { societa_id: target, sesso: 'F' });
    expect(res.statusCode).toBe(200);
    const id = res.json().id;
    const twice = await call(t().app, club, 'POST', `/api/societa/${DEMO}/gemella`, { societa_id: target, sesso: 'F' });
    expect(twice.statusCode).toBe(409);

    // Only system administrators decide (a limited admin and the club are refused, nothing changes).
    expect((await call(t().app, segreteria, 'POST', `/api/societa/gemellaggi/${id}/approve`)).statusCode).toBe(403);
    expect((await call(t().app, club, 'POST', `/api/societa/gemellaggi/${id}/approve`)).statusCode).toBe(403);
    const ok = await call(t().app, admin, 'POST', `/api/societa/gemellaggi/${id}/approve`);
    expect(ok.json()).toEqual({ error: false, message: 'Gemellaggio approvato' });
    expect((await call(t().app, admin, 'POST', `/api/societa/gemellaggi/${id}/reject`)).statusCode).toBe(409);
    const other = (await call(t().app, admin, 'GET', `/api/societa/${target}`)).json();
    expect(other.gemellata).toBe(true);
    expect(other.gemellaggio_child).toEqual([expect.objectContaining({ id, approvato: true, societa_parent: expect.objectContaining({ id: DEMO }) })]);
  });

  it('rejects a pending twinning; a club with only rejected or pending links is not twinned', async () => {
    const a = (
      await one('SELECT id FROM societa s WHERE deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM gemellaggio g WHERE s.id IN (g.societa_parent_id, g.societa_child_id)) ORDER BY id DESC LIMIT 1')
    ).id;
    const res = await call(t().app, admin, 'POST', `/api/societa/${a}/gemella`, { societa_id: DEMO, sesso: 'M' });
    const id = res.json().id;
    expect((await call(t().app, admin, 'GET', `/api/societa/${a}`)).json().gemellata).toBe(false);
    expect((await call(t().app, admin, 'POST', `/api/societa/gemellaggi/${id}/reject`)).json().message).toBe('Gemellaggio rifiutato');
    expect((await call(t().app, admin, 'GET', `/api/societa/${a}`)).json()).toMatchObject({ gemellata: false, gemellaggio_parent: [expect.objectContaining({ rifiutato: true })] });
  });

  it('a club user cannot request for another club, and unknown twinnings are 404', async () => {
    expect((await call(t().app, club, 'POST', `/api/societa/${OTHER}/gemella`, { societa_id: DEMO, sesso: 'M' })).statusCode).toBe(404);
    expect((await call(t().app, admin, 'POST', '/api/societa/gemellaggi/999999/approve')).statusCode).toBe(404);
    expect((await call(t().app, club, 'POST', `/api/societa/${DEMO}/gemella`, { societa_id: OTHER, sesso: 'X' })).statusCode).toBe(422);
  });
});

describe('board (consiglio direttivo)', () => {
  it('reads the board data and members of the season', async () => {
    const data = (await call(t().app, club, 'GET', `/api/societa/${DEMO}/dettagliconsigliodirettivo`)).json();
    expect(data).toMatchObject({ data_elezione: expect.any(String), scadenza_elezione: expect.any(String), componenti_min: expect.any(Number), componenti_max: expect.any(Number) });
    const members = (await call(t().app, club, 'GET', `/api/anagrafica/societa/${DEMO}/consigliodirettivo`)).json();
    expect(members.total).toBeGreaterThan(0);
    expect(members.data[0]).toMatchObject({ carica: 'Presidente', nome_completo: expect.any(String), matricola: expect.any(String) });
  });

  it('only the system administrator saves board data; dates and min/max are checked', async () => {
    const body = { data_elezione: '01/08/2026', scadenza_elezione: '31/07/2030', componenti_min: '3.00', componenti_max: '9.00' };
    expect((await call(t().app, club, 'POST', `/api/societa/${DEMO}/dettagliconsigliodirettivo`, body)).statusCode).toBe(403);
    expect((await call(t().app, segreteria, 'POST', `/api/societa/${DEMO}/dettagliconsigliodirettivo`, body)).statusCode).toBe(403);
    const res = await call(t().app, admin, 'POST', `/api/societa/${DEMO}/dettagliconsigliodirettivo`, body);
    expect(res.json()).toMatchObject({ error: false, message: 'Dati salvati con successo' });
    expect((await call(t().app, admin, 'GET', `/api/societa/${DEMO}/dettagliconsigliodirettivo`)).json()).toMatchObject({
      data_elezione: '2026-08-01',
      scadenza_elezione: '2030-07-31',
      durata: 4,
      componenti_min: 3,
      componenti_max: 9,
    });
    const bad = await call(t().app, admin, 'POST', `/api/societa/${DEMO}/dettagliconsigliodirettivo`, { ...body, componenti_min: '10', scadenza_elezione: '01/01/2020' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['componenti_max', 'scadenza_elezione']);
    // Members are counted in whole numbers: 12,50 is refused, not saved as 13.
    const half = await call(t().app, admin, 'POST', `/api/societa/${DEMO}/dettagliconsigliodirettivo`, { ...body, componenti_max: '12.5' });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors).toEqual({ componenti_max: ['Inserire un numero intero'] });
  });

  it("prints the board certificate as a PDF named in Content-Disposition (system administrator and the club; not another club's)", async () => {
    const res = await call(t().app, club, 'GET', `/api/societa/${DEMO}/daf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="Certificato_Tesseramento_160001_\d{4}-\d{4}\.pdf"/);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('U.S. Conversano Pallamano');
    expect(text).toContain('Consiglio Direttivo');
    expect(onlyEmbeddedFonts(res.rawPayload)).toBe(true);
    expect((await call(t().app, club, 'GET', `/api/societa/${OTHER}/daf`)).statusCode).toBe(404);
    expect((await call(t().app, admin, 'GET', `/api/societa/${OTHER}/daf`)).statusCode).toBe(200);
    expect((await call(t().app, segreteria, 'GET', `/api/societa/${OTHER}/daf`)).statusCode).toBe(403);
  });

  it('refuses the certificate of a club not affiliated for the season: it would certify what is not', async () => {
    let notAffiliated = 0;
    for (let id = 3; !notAffiliated && id < 300; id++) {
      const res = await call(t().app, admin, 'GET', `/api/societa/${id}`);
      if (res.statusCode === 200 && !res.json().stato_affiliazione.affiliata) notAffiliated = id;
    }
    expect(notAffiliated).toBeGreaterThan(0);
    const res = await call(t().app, admin, 'GET', `/api/societa/${notAffiliated}/daf`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^La società non risulta affiliata per la stagione \d{4}\/\d{4}: il certificato non può essere emesso$/);
  });
});

describe('affiliation', () => {
  let target: number;
  beforeAll(async () => {
    // A club affiliated in the past, with no entry this season.
    const res = await call(t().app, admin, 'POST', '/api/societa', { nome: 'Pallamano Storica', codice_affiliazione: '169990', data_prima_affiliazione: '01/09/2010', discipline: [1] });
    target = res.json().id;
  });

  it('tells the cost of the season (Riaffiliazione for a club affiliated before)', async () => {
    const res = await call(t().app, admin, 'GET', `/api/societa/${target}/getcostoaffiliazione`);
    expect(res.json()).toEqual({ error: false, message: 'Riaffiliazione', importo: 200 });
    const club = (await call(t().app, admin, 'GET', `/api/societa/${target}`)).json();
    // No entries yet: the button reads 'Nuova Affiliazione' (spec 2 §4).
    expect(club.stato_affiliazione).toMatchObject({ affiliata: false, azione: 'nuova' });
  });

  it('the request creates an entry awaiting approval and its cart item, once per season', async () => {
    const season = (await one('SELECT id FROM stagione WHERE aperta')).id;
    const res = await call(t().app, admin, 'POST', `/api/societa/${target}/richiestaaffiliazione`, { season });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ error: false, message: 'Richiesta inserita correttamente', carrello_details: { partite_contabili: [{ codice: 'Riaffiliazione', importo: 200 }] } });
    const entry = await one('SELECT stato, importo_cents, carrello_id FROM partita_contabile WHERE id = $1', [body.carrello_details.partite_contabili[0].id]);
    expect(entry).toMatchObject({ stato: 'in_attesa', importo_cents: 20000 });
    const item = await one('SELECT importo_cents FROM carrello_item WHERE partita_contabile_id = $1', [body.carrello_details.partite_contabili[0].id]);
    expect(item.importo_cents).toBe(-20000);
    const again = await call(t().app, admin, 'POST', `/api/societa/${target}/richiestaaffiliazione`, { season });
    expect(again.statusCode).toBe(409);
    expect((await call(t().app, admin, 'GET', `/api/societa/${target}`)).json().stato_affiliazione).toMatchObject({ affiliata: false, richiesta_in_attesa: true });
  });

  it('outside the renewal window of the season the request is refused and nothing is written', async () => {
    const closed = (await one('SELECT id FROM stagione WHERE data_ultima_rinnovo_affiliazione < CURRENT_DATE AND data_fine_rinnovi < CURRENT_DATE ORDER BY data_inizio DESC LIMIT 1')).id;
    const before = (await one('SELECT count(*)::int AS n FROM partita_contabile WHERE societa_id = $1', [target])).n;
    const res = await call(t().app, admin, 'POST', `/api/societa/${target}/richiestaaffiliazione`, { season: closed });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Non è possibile eseguire rinnovi in questo momento');
    expect((await one('SELECT count(*)::int AS n FROM partita_contabile WHERE societa_id = $1', [target])).n).toBe(before);
  });

  it('a club user asks only for its own club; a bad season is refused', async () => {
    expect((await call(t().app, club, 'POST', `/api/societa/${target}/richiestaaffiliazione`, { season: 2 })).statusCode).toBe(404);
    expect((await call(t().app, club, 'GET', `/api/societa/${target}/getcostoaffiliazione`)).statusCode).toBe(404);
    expect((await call(t().app, admin, 'POST', `/api/societa/${target}/richiestaaffiliazione`, {})).statusCode).toBe(422);
    expect((await call(t().app, admin, 'POST', `/api/societa/${target}/richiestaaffiliazione`, { season: 9999 })).statusCode).toBe(400);
  });
});

describe('sync with the Olympic committee', () => {
  it('records an aligned attempt through the connector and answers the spec message', async () => {
    const res = await call(t().app, club, 'POST', `/api/societa/${DEMO}/sendDataToConi`);
    expect(res.json()).toEqual({ error: false, message: 'Richiesta avvenuta con successo' });
    const rows = (await call(t().app, club, 'GET', `/api/synch?type=coni&societa_id=${DEMO}`)).json();
    expect(rows.data[0]).toMatchObject({ type: 'coni', allineato_coni: true, errore: null });
  });

  it('records a refused attempt with the remote error (409) and the club stops being aligned', async () => {
    setSyncConnector({ name: 'test', sendSocieta: async () => ({ ok: false, errore: 'Timeout del servizio remoto' }) });
    try {
      const res = await call(t().app, admin, 'POST', `/api/societa/${DEMO}/sendDataToConi`);
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Timeout del servizio remoto');
      const rows = (await call(t().app, admin, 'GET', `/api/synch?type=coni&societa_id=${DEMO}`)).json();
      expect(rows.allineato).toBe(false);
      expect(rows.data[0]).toMatchObject({ allineato_coni: false, errore: 'Timeout del servizio remoto' });
      expect((await call(t().app, admin, 'GET', `/api/societa/${DEMO}`)).json().allineata_coni).toBe(false);
    } finally {
      setSyncConnector(demoConnector);
    }
  });

  it('the sync table is scoped: a club sees its own rows only, a member only its own', async () => {
    expect((await call(t().app, club, 'GET', `/api/synch?societa_id=${OTHER}`)).statusCode).toBe(404);
    expect((await call(t().app, persona, 'GET', `/api/synch?societa_id=${DEMO}`)).statusCode).toBe(404);
    expect((await call(t().app, persona, 'GET', '/api/synch?anagrafica_id=1')).statusCode).toBe(200);
    expect((await call(t().app, admin, 'GET', '/api/synch')).statusCode).toBe(400);
    expect((await call(t().app, persona, 'POST', `/api/societa/${DEMO}/sendDataToConi`)).statusCode).toBe(403);
  });
});

describe('member tables (anagrafica/societa/{id} and variants)', () => {
  it('lists athletes, managers, coaches, physios, doctors, TAP and TAP-S of the season', async () => {
    const get = async (path: string) => (await call(t().app, club, 'GET', `/api/anagrafica/societa/${DEMO}${path}`)).json();
    const atleti = await get('');
    expect(atleti.total).toBeGreaterThan(0);
    expect(atleti.data[0]).toEqual(
      expect.objectContaining({ matricola: expect.any(String), nome_completo: expect.any(String), roles: expect.any(Array), codice_tessera: expect.toBeOneOf([null, expect.any(String)]) }),
    );
    expect(atleti.data.every((r: { tipologia_tesseramento_nome: string }) => !/Promozionale/.test(r.tipologia_tesseramento_nome ?? ''))).toBe(true);
    expect((await get('/dirigenti')).data.every((r: { roles: string[] }) => r.roles.includes('Dirigente'))).toBe(true);
    expect((await get('/allenatori')).total).toBeGreaterThan(0);
    expect((await get('/tesserati?famiglia=Fisioterapista')).data.every((r: { roles: string[] }) => r.roles.includes('Fisioterapista'))).toBe(true);
    expect((await get('/tesserati?famiglia=Medico')).total).toBeGreaterThan(0);
    const tap = await get('?tipologiatesseramento=PRO');
    expect(tap.data.every((r: { tipologia_tesseramento_nome: string }) => r.tipologia_tesseramento_nome === 'Attività Promozionale (TAP)')).toBe(true);
    expect((await get('/gemellaggi')).data.every((r: { prestito: boolean }) => r.prestito)).toBe(true);
  });

  it("says which rows the user may change: the club its approved members of the current season, never a past season's", async () => {
    const { id: current } = await one('SELECT id FROM stagione WHERE aperta');
    const { id: past } = await one('SELECT id FROM stagione WHERE data_fine < (SELECT data_inizio FROM stagione WHERE aperta) ORDER BY data_fine DESC LIMIT 1');
    type Row = { approvato: boolean; modificabile: boolean };
    const rows = async (user: string, season: number): Promise<Row[]> => (await call(t().app, user, 'GET', `/api/anagrafica/societa/${DEMO}?season=${season}`)).json().data;
    const now = await rows(club, current);
    expect(now.length).toBeGreaterThan(0);
    expect(now.every((r) => r.modificabile === r.approvato)).toBe(true);
    const then = await rows(club, past);
    expect(then.length).toBeGreaterThan(0);
    expect(then.some((r) => r.modificabile)).toBe(false);
    expect((await rows(admin, past)).every((r) => r.modificabile)).toBe(true);
  });

  it("refuses another club's members (404) and a bad family (400)", async () => {
    expect((await call(t().app, club, 'GET', `/api/anagrafica/societa/${OTHER}`)).statusCode).toBe(404);
    expect((await call(t().app, club, 'GET', `/api/anagrafica/societa/${OTHER}/dirigenti`)).statusCode).toBe(404);
    expect((await call(t().app, club, 'GET', `/api/anagrafica/societa/${DEMO}/tesserati?famiglia=Arbitro`)).statusCode).toBe(400);
  });
});
