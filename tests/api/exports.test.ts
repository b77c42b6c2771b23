// Exports (issue 7): `export=excel` on a list queues a job that writes exactly the list's rows into
// a real .xlsx, owned by the caller; userexports lists, renames, downloads and deletes it.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { readXlsx, runJobs } from '../helpers/exports.ts';
import { storageOf } from '../../server/storage/index.ts';
import { EURO_FORMAT, DATE_FORMAT } from '../../server/exports/xlsx.ts';
import { TRANSAZIONE_STATO_LABEL, type TransazioneStato } from '../../resources/contracts/contabilita.ts';

const t = useTestApp();
let admin: string, club: string, secretary: string, member: string, season: number;

beforeAll(async () => {
  [admin, club, secretary, member] = await Promise.all(['admin@demo.it', 'societa@demo.it', 'segreteria@demo.it', 'tesserato@demo.it'].map((e) => loginAs(t().app, e)));
  season = (await t().db.query<{ id: number }>('SELECT id FROM stagione WHERE aperta')).rows[0].id;
});
afterAll(() => rm(t().settings.dataDir, { recursive: true, force: true }));

/** Every row of a list call, all pages. */
async function allRows(token: string, url: string) {
  const rows: any[] = [];
  for (let page = 1; ; page++) {
    const res = await call(t().app, token, 'GET', `${url}&page=${page}&paginate=200`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    rows.push(...body.data);
    if (page >= body.last_page) return rows;
  }
}

async function exportAndDownload(token: string, url: string) {
  const started = await call(t().app, token, 'GET', `${url}&export=excel`);
  expect(started.statusCode).toBe(200);
  expect(started.json()).toMatchObject({ error: false, status: 'pending' });
  expect(await runJobs(t().app)).toContain('done');
  const id = started.json().id;
  const file = await call(t().app, token, 'GET', `/api/userexports/download/${id}`);
  expect(file.statusCode).toBe(200);
  return { id, file, sheet: await readXlsx(file.rawPayload) };
}

describe('export of the members list', () => {
  it('contains exactly the rows of the filtered list, all pages, in the same order', async () => {
    const url = `/api/anagrafica?season=${season}&flag=tesserati&search=a`;
    const listed = await allRows(admin, url);
    expect(listed.length).toBeGreaterThan(200); // more than one page of the list
    const { sheet, file, id } = await exportAndDownload(admin, url);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The season asked is in the name (two seasons' exports differ), its '/' made safe in the file name.
    const seasonName = (await t().db.query<{ nome: string }>('SELECT nome FROM stagione WHERE id = $1', [season])).rows[0].nome;
    expect(seasonName).toMatch(/^\d{4}\/\d{4}$/);
    const listedExport = (await call(t().app, admin, 'GET', '/api/userexports')).json().data.find((e: { id: number }) => e.id === id);
    expect(listedExport.descrizione).toMatch(new RegExp(`^Tesserati ${seasonName.replace('/', '\\/')} \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}$`));
    expect(file.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="Tesserati ${seasonName.replace('/', ' ')} \\d{2}-\\d{2}-\\d{4} \\d{2}\\.\\d{2}\\.xlsx"`));
    expect(sheet.rows.map((r) => r.Matricola)).toEqual(listed.map((r) => r.matricola));
    // Italian headings, dates as dates, money as numbers in euro.
    expect(sheet.headers).toEqual(expect.arrayContaining(['Matricola', 'Cognome', 'Nome', 'Codice fiscale', 'Data di nascita', 'Bonus']));
    const first = sheet.rows[0];
    expect(first['Data di nascita']).toBeInstanceOf(Date);
    expect((first['Data di nascita'] as Date).toISOString().slice(0, 10)).toBe(listed[0].data_nascita);
    expect(sheet.formats['Data di nascita']).toBe(DATE_FORMAT);
    expect(typeof first.Bonus).toBe('number');
    expect(sheet.formats.Bonus).toBe(EURO_FORMAT);
  });

  it('a narrower filter exports only its rows', async () => {
    const url = `/api/anagrafica?season=${season}&flag=arbitro:tesserati`;
    const listed = await allRows(admin, url);
    const { sheet } = await exportAndDownload(admin, url);
    expect(listed.length).toBeGreaterThan(0);
    expect(sheet.rows.map((r) => r.Matricola)).toEqual(listed.map((r) => r.matricola));
    expect(sheet.rows.every((r) => r.Arbitro === 'SI')).toBe(true);
  });

  it("is scoped like the club user's list: only the club's members", async () => {
    const url = `/api/anagrafica?season=${season}`;
    const listed = await allRows(club, url);
    const everyone = (await call(t().app, admin, 'GET', `${url}&paginate=1`)).json().total;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.length).toBeLessThan(everyone);
    const { sheet } = await exportAndDownload(club, url);
    expect(sheet.rows.map((r) => r.Matricola)).toEqual(listed.map((r) => r.matricola));
  });

  it('a member user exports only itself', async () => {
    const { sheet } = await exportAndDownload(member, `/api/anagrafica?season=${season}`);
    expect(sheet.rows).toHaveLength(1);
  });

  it('bad filters are refused at once and nothing is queued', async () => {
    const before = (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_export')).rows[0].n;
    expect((await call(t().app, admin, 'GET', `/api/anagrafica?season=${season}&flag=nonesiste&export=excel`)).statusCode).toBe(400);
    expect((await call(t().app, admin, 'GET', `/api/anagrafica?season=${season}&sortby=password:asc&export=excel`)).statusCode).toBe(400);
    expect((await call(t().app, admin, 'GET', `/api/anagrafica?season=${season}&export=pdf`)).statusCode).toBe(400);
    expect((await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_export')).rows[0].n).toBe(before);
  });
});

describe('exports of the clubs and cards lists', () => {
  it('clubs: the rows of the flagged list', async () => {
    const url = '/api/societa?flag=affiliate';
    const listed = await allRows(admin, url);
    const { sheet } = await exportAndDownload(admin, url);
    expect(sheet.rows.map((r) => r['Codice affiliazione'] ?? null)).toEqual(listed.map((r) => r.codice_affiliazione));
    expect(sheet.rows.every((r) => r.Affiliata === 'SI')).toBe(true);
  });

  it("a club user's clubs list and export hold only its own club", async () => {
    const listed = await allRows(club, '/api/societa?search=');
    expect(listed).toHaveLength(1);
    const { sheet } = await exportAndDownload(club, '/api/societa?search=');
    expect(sheet.rows.map((r) => r.Denominazione)).toEqual([listed[0].nome]);
  });

  it('cards: the season cards of the list, with dates as dates', async () => {
    const url = `/api/tessera?season=${season}`;
    const listed = await allRows(admin, url);
    expect(listed.length).toBeGreaterThan(0);
    const { sheet } = await exportAndDownload(admin, url);
    expect(sheet.rows.map((r) => r['Codice tessera'])).toEqual(listed.map((r) => r.codice));
    expect(sheet.rows[0]['Data scadenza']).toBeInstanceOf(Date);
  });

  it("cards: 'Esporta Tessere' is the administration's: refused to a club and to a member, and nothing queued", async () => {
    const url = `/api/tessera?season=${season}&export=excel`;
    const before = (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_export')).rows[0].n;
    const byClub = await call(t().app, club, 'GET', url);
    expect(byClub.statusCode).toBe(403);
    expect(byClub.json().message).toBe("L'esportazione delle tessere è riservata all'amministrazione");
    expect((await call(t().app, member, 'GET', url)).statusCode).toBe(403);
    expect((await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM user_export')).rows[0].n).toBe(before);
  });
});

describe('export of the card transactions', () => {
  it("writes each status as the grid's chip does ('PAGATA', 'FALLITA'…), not its code", async () => {
    const url = '/api/transazionicartacredito?sortby=id:asc';
    const listed = await allRows(admin, url);
    expect(new Set(listed.map((r) => r.stato)).size).toBeGreaterThan(1);
    const { sheet } = await exportAndDownload(admin, url);
    expect(sheet.rows.map((r) => r['Codice transazione'])).toEqual(listed.map((r) => r.codice));
    expect(sheet.rows.map((r) => r.Stato)).toEqual(listed.map((r) => TRANSAZIONE_STATO_LABEL[r.stato as TransazioneStato]));
  });
});

describe('userexports', () => {
  let id: number;
  beforeAll(async () => {
    id = (await exportAndDownload(admin, `/api/anagrafica?season=${season}&flag=allenatore`)).id;
  });

  it("lists only the caller's exports, and ?pending=true only the pending ones", async () => {
    const mine = (await call(t().app, admin, 'GET', '/api/userexports')).json();
    expect(mine.data.map((e: any) => e.id)).toContain(id);
    expect(mine.data.find((e: any) => e.id === id)).toMatchObject({ status: 'success', completed: true, righe: expect.any(Number) });
    expect(mine.data.find((e: any) => e.id === id).completed_at).toBeTruthy();
    for (const other of [secretary, club, member]) {
      const theirs = (await call(t().app, other, 'GET', '/api/userexports')).json();
      expect(theirs.data.map((e: any) => e.id)).not.toContain(id);
    }
    await call(t().app, admin, 'GET', `/api/anagrafica?season=${season}&export=excel`);
    const pending = (await call(t().app, admin, 'GET', '/api/userexports?pending=true')).json();
    expect(pending.data.length).toBe(1);
    expect(pending.data.every((e: any) => e.status === 'pending')).toBe(true);
    await runJobs(t().app);
    expect((await call(t().app, admin, 'GET', '/api/userexports?pending=true')).json().data).toEqual([]);
  });

  it('another user cannot download, rename or delete it', async () => {
    for (const other of [secretary, club]) {
      const res = await call(t().app, other, 'GET', `/api/userexports/download/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('File non trovato!!!');
      expect((await call(t().app, other, 'PUT', `/api/userexports/${id}`, { descrizione: 'mia' })).statusCode).toBe(404);
      expect((await call(t().app, other, 'DELETE', `/api/userexports/${id}`)).statusCode).toBe(404);
    }
    expect((await call(t().app, null, 'GET', `/api/userexports/download/${id}`)).statusCode).toBe(401);
  });

  it('renaming changes the description and the downloaded file name', async () => {
    const res = await call(t().app, admin, 'PUT', `/api/userexports/${id}`, { descrizione: 'Allenatori: elenco è completo' });
    expect(res.json()).toMatchObject({ error: false, id });
    expect((await call(t().app, admin, 'PUT', `/api/userexports/${id}`, { descrizione: '  ' })).statusCode).toBe(422);
    const file = await call(t().app, admin, 'GET', `/api/userexports/download/${id}`);
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Allenatori. elenco è completo.xlsx')}`);
  });

  it("deleting removes the row and the file; then 'File non trovato!!!'", async () => {
    const key = (await t().db.query<{ file_key: string }>('SELECT file_key FROM user_export WHERE id = $1', [id])).rows[0].file_key;
    expect(await storageOf(t().app).exists(key)).toBe(true);
    expect((await call(t().app, admin, 'DELETE', `/api/userexports/${id}`)).json()).toMatchObject({ error: false });
    expect(await storageOf(t().app).exists(key)).toBe(false);
    const res = await call(t().app, admin, 'GET', `/api/userexports/download/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('File non trovato!!!');
  });

  it('an export deleted while pending is dropped by its job and leaves no file', async () => {
    const started = (await call(t().app, admin, 'GET', `/api/anagrafica?season=${season}&export=excel`)).json();
    await call(t().app, admin, 'DELETE', `/api/userexports/${started.id}`);
    expect(await runJobs(t().app)).toEqual(['done']);
    const orphans = await t().db.query('SELECT 1 FROM user_export WHERE id = $1', [started.id]);
    expect(orphans.rows).toEqual([]);
  });
});
