// Members reads: the detail, forms, cards, PDFs, lookups, the certificate radar and the list
// extensions, with the scoping of spec 2 §6 for the three kinds of user.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { pdfFonts, pdfRuns, pdfText } from '../helpers/pdf-text.ts';

const t = useTestApp();
let admin: string, club: string, member: string;
let clubId: number, demoMemberId: number, clubMemberId: number, foreignId: number, historyId: number | undefined, season: number, previous: number;
const one = async (sql: string, params: unknown[] = []) => (await t().db.query(sql, params)).rows[0];

beforeAll(async () => {
  [admin, club, member] = await Promise.all(['admin@demo.it', 'societa@demo.it', 'tesserato@demo.it'].map((e) => loginAs(t().app, e)));
  ({ id: season } = await one('SELECT id FROM stagione WHERE aperta'));
  ({ id: previous } = await one('SELECT id FROM stagione WHERE data_fine < (SELECT data_inizio FROM stagione WHERE aperta) ORDER BY data_fine DESC LIMIT 1'));
  ({ societa_id: clubId } = await one("SELECT societa_id FROM users WHERE email = 'societa@demo.it'"));
  ({ anagrafica_id: demoMemberId } = await one("SELECT anagrafica_id FROM users WHERE email = 'tesserato@demo.it'"));
  ({ anagrafica_id: clubMemberId } = await one(
    `SELECT r.anagrafica_id FROM anagrafica_ruolo r JOIN anagrafica a ON a.id = r.anagrafica_id WHERE r.societa_id = $1 AND r.stagione_id = $2 AND r.approvato
       AND r.deleted_at IS NULL AND a.deleted_at IS NULL AND r.anagrafica_id <> $3 AND a.email IS NOT NULL ORDER BY r.id LIMIT 1`,
    [clubId, season, demoMemberId],
  ));
  ({ id: foreignId } = await one(
    'SELECT a.id FROM anagrafica a WHERE a.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo r WHERE r.anagrafica_id = a.id AND r.societa_id = $1) ORDER BY id LIMIT 1',
    [clubId],
  ));
  // Had an approved role with the club last season, none this season.
  historyId = (
    await one(
      `SELECT r.anagrafica_id AS id FROM anagrafica_ruolo r JOIN anagrafica a ON a.id = r.anagrafica_id
    WHERE r.societa_id = $1 AND r.stagione_id = $2 AND r.approvato AND a.deleted_at IS NULL AND a.email IS NOT NULL
      AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo x WHERE x.anagrafica_id = r.anagrafica_id AND x.societa_id = $1 AND x.stagione_id = $3 AND x.deleted_at IS NULL)
    ORDER BY r.id LIMIT 1`,
      [clubId, previous, season],
    )
  )?.id;
});

describe('GET anagrafica/{id}', () => {
  it('the admin sees the whole record with club history, season roles, alignment rows and wallet', async () => {
    const res = await call(t().app, admin, 'GET', `/api/anagrafica/${demoMemberId}?season=${season}`);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({ id: demoMemberId, cognome: 'Bianchi', nome: 'Luca', allenatore: true, arbitro: true, permessi: { modifica: true, completo: true } });
    expect(a.iban).toMatch(/^IT/);
    expect(a.societa.length).toBeGreaterThanOrEqual(2);
    expect(a.societa[0]).toEqual(expect.objectContaining({ desc_stagione: expect.any(String), nome: expect.any(String), codice_affiliazione: expect.anything() }));
    expect(a.anagrafica_ruolo.map((r: { ruolo: string }) => r.ruolo).sort()).toEqual(['Allenatore', 'Arbitro']);
    expect(a.synch.length).toBeGreaterThan(0);
    expect(a.portafoglio).toEqual({ id: expect.any(Number), totale: expect.any(Number) });
  });

  it('the person sees itself (no alignment rows) and nobody else (404)', async () => {
    const self = (await call(t().app, member, 'GET', `/api/anagrafica/${demoMemberId}`)).json();
    expect(self).toMatchObject({ id: demoMemberId, synch: null, permessi: { modifica: true } });
    expect((await call(t().app, member, 'GET', `/api/anagrafica/${clubMemberId}`)).statusCode).toBe(404);
  });

  it('a club sees and may edit its member of the season, marked as its own', async () => {
    const a = (await call(t().app, club, 'GET', `/api/anagrafica/${clubMemberId}?season=${season}`)).json();
    expect(a.permessi).toEqual({ modifica: true, completo: true, mio: true });
    expect(a.email).not.toBeNull();
  });

  it('a club sees its former member as history, without contact data', async () => {
    expect(historyId).toBeDefined();
    const res = await call(t().app, club, 'GET', `/api/anagrafica/${historyId}?season=${season}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ email: null, telefono: null, indirizzo_residenza: null, iban: null, permessi: { modifica: false, completo: false } });
    expect((await call(t().app, club, 'GET', `/api/tessera/anagarfica/${historyId}?season=${season}`)).statusCode).toBe(404);
  });

  it('a member the club never had is 404; unknown ids 404; bad ids and seasons 400', async () => {
    expect((await call(t().app, club, 'GET', `/api/anagrafica/${foreignId}`)).statusCode).toBe(404);
    expect((await call(t().app, admin, 'GET', '/api/anagrafica/99999999')).statusCode).toBe(404);
    expect((await call(t().app, admin, 'GET', '/api/anagrafica/0')).statusCode).toBe(400);
    expect((await call(t().app, admin, 'GET', `/api/anagrafica/${demoMemberId}?season=x`)).statusCode).toBe(400);
  });
});

describe('forms, cards and PDFs', () => {
  it('lists the forms of the member, and per season', async () => {
    const all = (await call(t().app, member, 'GET', `/api/anagrafica/${demoMemberId}/modulo`)).json().data;
    expect(all.length).toBeGreaterThanOrEqual(2);
    expect(all[0]).toEqual(
      expect.objectContaining({
        modulo: expect.objectContaining({ codice: expect.any(String), nome: expect.any(String) }),
        stagione: expect.objectContaining({ nome: expect.any(String) }),
        accetta_privacy: expect.any(Boolean),
      }),
    );
    const now = (await call(t().app, member, 'GET', `/api/anagraficamodulo?anagrafica_id=${demoMemberId}&season=${season}`)).json().data;
    expect(now.length).toBeGreaterThan(0);
    expect(now.length).toBeLessThan(all.length);
    expect((await call(t().app, member, 'GET', `/api/anagraficamodulo?anagrafica_id=${clubMemberId}`)).statusCode).toBe(404);
  });

  it('lists the cards with an expired flag (the demo person has current and expired ones)', async () => {
    const cards = (await call(t().app, member, 'GET', `/api/tessera/anagarfica/${demoMemberId}`)).json().data;
    expect(cards.some((c: { scaduta: boolean }) => c.scaduta)).toBe(true);
    expect(cards.some((c: { scaduta: boolean }) => !c.scaduta)).toBe(true);
    const fams = new Set(cards.map((c: { tipologia_tessera: { famiglia: string } }) => c.tipologia_tessera.famiglia));
    expect(fams).toEqual(new Set(['Tecnico', 'Arbitro']));
    expect((await call(t().app, club, 'GET', `/api/tessera/anagarfica/${foreignId}`)).statusCode).toBe(404);
  });

  it("downloads a real PDF of a filled form, only the member's own form", async () => {
    const [form] = (await call(t().app, member, 'GET', `/api/anagrafica/${demoMemberId}/modulo`)).json().data;
    const res = await call(t().app, member, 'GET', `/api/anagrafica/${demoMemberId}/downloadmodulo/${form.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().file_name).toMatch(/^modulo_.*\.pdf$/);
    expect(Buffer.from(res.json().file_content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const [other] = (await call(t().app, admin, 'GET', `/api/anagrafica/${clubMemberId}/modulo`)).json().data;
    expect((await call(t().app, member, 'GET', `/api/anagrafica/${demoMemberId}/downloadmodulo/${other.id}`)).statusCode).toBe(404);
  });

  it('downloads the coach certificate for coaches, for the coach itself and admins', async () => {
    const res = await call(t().app, member, 'GET', `/api/anagrafica/${demoMemberId}/downloadattestato`);
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().file_content, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    const notCoach = await one('SELECT id FROM anagrafica WHERE NOT allenatore AND deleted_at IS NULL ORDER BY id LIMIT 1');
    const refused = await call(t().app, admin, 'GET', `/api/anagrafica/${notCoach.id}/downloadattestato`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('non è settata come allenatore');
  });

  it('only admins edit or change a member form', async () => {
    const [form] = (await call(t().app, admin, 'GET', `/api/anagrafica/${clubMemberId}/modulo`)).json().data;
    expect((await call(t().app, club, 'PUT', `/api/anagraficamodulo/${form.id}`, { accetta_privacy: false })).statusCode).toBe(403);
    const put = await call(t().app, admin, 'PUT', `/api/anagraficamodulo/${form.id}`, { ...form, accetta_privacy: !form.accetta_privacy });
    expect(put.statusCode).toBe(200);
    const { data: moduli } = (await call(t().app, admin, 'GET', '/api/modulo')).json();
    const target = moduli.find((m: { id: number }) => m.id !== form.modulo.id);
    expect((await call(t().app, club, 'POST', `/api/anagraficamodulo/${form.id}/change`, { modulo: target.id })).statusCode).toBe(403);
    expect((await call(t().app, admin, 'POST', `/api/anagraficamodulo/${form.id}/change`, { modulo: target.id })).statusCode).toBe(200);
    const after = (await call(t().app, admin, 'GET', `/api/anagrafica/${clubMemberId}/modulo`)).json().data.find((f: { id: number }) => f.id === form.id);
    expect(after).toMatchObject({ accetta_privacy: !form.accetta_privacy, modulo: { id: target.id } });
    expect((await call(t().app, admin, 'POST', '/api/anagraficamodulo/99999999/change', { modulo: target.id })).statusCode).toBe(404);
  });
});

describe('the PDFs of a member named outside Latin-1', () => {
  // A coach named as many members of the demo data are (Kovačević, Petrović…), with letters that
  // pdfkit's standard Helvetica (WinAnsi, not embedded) cannot draw; one form of theirs is a T1.1 with
  // every eligibility answer, whose long labels wrap onto two lines.
  const cognome = 'Kovačević';
  const nome = 'Agnieszka Łucja Şahin Őry';
  let coachId: number, form: { id: number };
  const download = async (path: string) => {
    const res = await call(t().app, admin, 'GET', `/api/anagrafica/${coachId}/${path}`);
    expect(res.statusCode, res.body).toBe(200);
    return Buffer.from(res.json().file_content, 'base64');
  };

  beforeAll(async () => {
    ({ id: coachId } = await one(
      `SELECT a.id FROM anagrafica a WHERE a.allenatore AND a.deleted_at IS NULL AND a.id <> $1
        AND EXISTS (SELECT 1 FROM anagrafica_modulo am WHERE am.anagrafica_id = a.id) ORDER BY a.id LIMIT 1`,
      [demoMemberId],
    ));
    await t().db.query('UPDATE anagrafica SET cognome = $2, nome = $3 WHERE id = $1', [coachId, cognome, nome]);
    [form] = (await call(t().app, admin, 'GET', `/api/anagrafica/${coachId}/modulo`)).json().data;
    const extra = {
      nato_in_italia: false,
      residenza_sempre_italiana: false,
      tesserato_4_con_t6: true,
      minore_residente_italia: false,
      genitori_nati_italia: true,
      italia_more_time: true,
      convocabile_italia: false,
      seconda_nazionalita_nome: 'Croata',
      provenienza_fed_straniera: false,
    };
    await t().db.query("UPDATE anagrafica_modulo SET modulo_id = (SELECT id FROM modulo WHERE codice = 'T1.1'), extra = $2 WHERE id = $1", [form.id, JSON.stringify(extra)]);
  });

  it('the form and the coach certificate print the exact name, in the embedded font', async () => {
    for (const pdf of [await download(`downloadmodulo/${form.id}`), await download('downloadattestato')]) {
      expect(pdfText(pdf)).toContain(`${cognome} ${nome}`);
      expect(pdfFonts(pdf)).toEqual([expect.stringMatching(/^[A-Z]{6}\+LiberationSans$/), expect.stringMatching(/^[A-Z]{6}\+LiberationSans-Bold$/)]);
    }
  });

  it("the form's heading names the module once, as the catalogue does", async () => {
    const text = pdfText(await download(`downloadmodulo/${form.id}`));
    expect(text).toContain('Modulo T1.1 - Dichiarazione di eleggibilità sportiva');
    expect(text.match(/Modulo T1\.1/g)).toHaveLength(1);
  });

  it("the form's rows never overlap: a label on two lines pushes the next row down", async () => {
    const runs = pdfRuns(await download(`downloadmodulo/${form.id}`));
    const labels = runs.filter((r) => r.page === 1 && r.size === 10 && r.x === 40);
    expect(labels.map((r) => r.text.trim())).toEqual(expect.arrayContaining(['Tesserato da almeno 4 anni con', 'modulo T6', 'Minore residente in Italia', 'Seconda nazionalità']));
    // Each line of the label column starts at least a line (the font size) below the one before.
    for (let i = 1; i < labels.length; i++) expect(labels[i - 1].y - labels[i].y, `${labels[i - 1].text} / ${labels[i].text}`).toBeGreaterThanOrEqual(10);
  });
});

describe('lookups, radar and list', () => {
  it('ruolo answers its three variants and modulo the form codes', async () => {
    const all = (await call(t().app, club, 'GET', '/api/ruolo')).json().data;
    expect(all.map((r: { nome: string }) => r.nome)).toContain('Atleta');
    const gen = (await call(t().app, club, 'GET', `/api/ruolo?tipofamiglia=GEN&type=&anagraficaId=${clubMemberId}`)).json().data;
    expect(gen.every((r: { tipo_famiglia: string }) => r.tipo_famiglia === 'GEN')).toBe(true);
    expect(gen.some((r: { posseduto: boolean }) => r.posseduto)).toBe(true);
    const foreign = (await call(t().app, club, 'GET', `/api/ruolo?tipofamiglia=GEN&anagraficaId=${foreignId}`)).json().data;
    expect(foreign.some((r: { posseduto: boolean }) => r.posseduto)).toBe(false);
    expect((await call(t().app, club, 'GET', '/api/ruolo?type=tesseramento')).json().data.length).toBeGreaterThan(0);
    expect((await call(t().app, club, 'GET', '/api/ruolo?tipofamiglia=XYZ')).statusCode).toBe(400);
    // search matches the name's text; LIKE wildcards are taken literally
    const names = async (search: string) => (await call(t().app, club, 'GET', `/api/ruolo?search=${encodeURIComponent(search)}`)).json().data.map((r: { nome: string }) => r.nome);
    expect(await names('atlet')).toContain('Atleta');
    expect(await names('%')).toEqual([]);
    expect(await names('_')).toEqual([]);
    const codes = (await call(t().app, member, 'GET', '/api/modulo')).json().data.map((m: { codice: string }) => m.codice);
    expect(codes).toEqual(expect.arrayContaining(['T1', 'T1.1']));
  });

  it('the certificate radar counts expired and expiring certificates, per club', async () => {
    const mine = (await call(t().app, club, 'GET', `/api/anagrafica/certificati?season=${season}`)).json();
    expect(mine.giorni).toBe(30);
    expect(mine.in_scadenza).toBeGreaterThanOrEqual(3);
    expect(mine.scaduti).toBeGreaterThanOrEqual(1);
    // The club user cannot peek at another club's numbers.
    expect((await call(t().app, club, 'GET', `/api/anagrafica/certificati?societa_id=${clubId + 1}`)).json()).toEqual(mine);
    const adminForClub = (await call(t().app, admin, 'GET', `/api/anagrafica/certificati?societa_id=${clubId}&season=${season}`)).json();
    expect(adminForClub).toEqual(mine);
    const everyone = (await call(t().app, admin, 'GET', '/api/anagrafica/certificati')).json();
    expect(everyone.in_scadenza + everyone.scaduti).toBeGreaterThan(mine.in_scadenza + mine.scaduti);
  });

  it('the list filter certificato keeps the radar members; the club sees its own marked mio', async () => {
    const list = (await call(t().app, club, 'GET', `/api/anagrafica?season=${season}&flag=certificato&paginate=100`)).json();
    const radar = (await call(t().app, club, 'GET', `/api/anagrafica/certificati?season=${season}`)).json();
    expect(list.total).toBe(radar.in_scadenza + radar.scaduti);
    const all = (await call(t().app, club, 'GET', `/api/anagrafica?season=${season}&paginate=1000`)).json();
    expect(all.data.some((r: { id: number; mio: boolean }) => r.id === clubMemberId && r.mio)).toBe(true);
    expect(all.data.some((r: { id: number }) => r.id === foreignId)).toBe(false);
  });

  it('the person lists only itself', async () => {
    const list = (await call(t().app, member, 'GET', `/api/anagrafica?season=${season}`)).json();
    expect(list.data.map((r: { id: number }) => r.id)).toEqual([demoMemberId]);
  });

  it('the demo person has its medical certificate among its documents, and it downloads', async () => {
    const docs = (await call(t().app, member, 'GET', `/api/documento/anagrafica/${demoMemberId}`)).json().data;
    const cert = docs.find((d: { tipo_documento?: { descrizione: string }; nome: string }) => d.nome === 'certificato_medico.pdf');
    expect(cert).toBeDefined();
    const file = await call(t().app, member, 'GET', `/api/documento/download/${cert.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
