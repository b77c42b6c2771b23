// Reports (issue 17): club and member ledger reports with the columns of spec 2 §3, the accounting
// filters, scoping, totals, export, and consistency with the wallets and the ledger.
import { rm } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { readXlsx, runJobs } from '../helpers/exports.ts';
import { prepareCart, userParty } from './cart-helpers.ts';
import { loadAuthUser } from '../../server/auth/user.ts';
import { forEachKeysetBatch } from '../../server/exports/rows.ts';
import { buildListSql } from '../../server/http/list.ts';
import { reportExport } from '../../server/reports/export.ts';

const t = useTestApp();
let admin: string, club: string, member: string, season: number, previous: number;

beforeAll(async () => {
  [admin, club, member] = await Promise.all(['admin@demo.it', 'societa@demo.it', 'tesserato@demo.it'].map((e) => loginAs(t().app, e)));
  const seasons = (await t().db.query<{ id: number; aperta: boolean }>('SELECT id, aperta FROM stagione ORDER BY data_inizio')).rows;
  season = seasons.find((s) => s.aperta)!.id;
  previous = seasons[seasons.findIndex((s) => s.aperta) - 1].id;
});
afterAll(() => rm(t().settings.dataDir, { recursive: true, force: true }));

async function report(token: string, query: string) {
  const res = await call(t().app, token, 'GET', `/api/adminreports?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function allRows(query: string) {
  const rows: any[] = [];
  let answer: any;
  for (let page = 1; ; page++) {
    answer = await report(admin, `${query}&page=${page}&paginate=1000`);
    rows.push(...answer.data);
    if (page >= answer.last_page) return { rows, answer };
  }
}

const cents = (euros: number) => Math.round(euros * 100);

describe('club report', () => {
  it('has the fixed columns and one column per ledger code in use, in euros', async () => {
    const body = await report(admin, `type=societa&stagione=${season}`);
    expect(body.total).toBeGreaterThan(0);
    expect(Object.keys(body.data[0])).toEqual(expect.arrayContaining(['id', 'nome', 'PortafoglioIniziale', 'Portafoglio', 'Bonifico', 'CartaCredito', 'ContoTransitorio']));
    const codici = body.columns.map((c: any) => c.codice);
    expect(codici).toEqual(expect.arrayContaining(['Tesseramento Atleta', 'Incremento Portafoglio']));
    for (const c of body.columns) expect(c.slug).toMatch(/^c_[a-z0-9_]+$/);
    for (const c of body.columns) expect(body.data[0]).toHaveProperty(c.slug);
  });

  it("shows for every club today's wallet, the one the club's wallet call answers", async () => {
    const { rows } = await allRows('type=societa');
    const wallets = new Map(
      (await t().db.query<{ societa_id: number; totale_cents: number }>('SELECT societa_id, totale_cents FROM portafoglio WHERE societa_id IS NOT NULL')).rows.map((w) => [
        w.societa_id,
        w.totale_cents,
      ]),
    );
    expect(rows.length).toBeGreaterThan(10);
    for (const r of rows) expect(cents(r.Portafoglio)).toBe(wallets.get(r.id) ?? 0);
  });

  it('sums per ledger code equal the sums of the approved entries for the same filters', async () => {
    const { rows, answer } = await allRows(`type=societa&stagione=${season}`);
    const { rows: ledger } = await t().db.query<{ codice: string; cents: number }>(
      `SELECT codice, sum(importo_cents)::int AS cents FROM partita_contabile
        WHERE approvata AND societa_id IS NOT NULL AND stagione_id = $1 GROUP BY codice`,
      [season],
    );
    expect(answer.columns.map((c: any) => c.codice).sort()).toEqual(ledger.map((l) => l.codice).sort());
    for (const { codice, cents: expected } of ledger) {
      const slug = answer.columns.find((c: any) => c.codice === codice).slug;
      const summed = rows.reduce((s, r) => s + cents(r[slug]), 0);
      expect(summed, codice).toBe(expected);
      expect(cents(answer.totals[slug]), codice).toBe(expected);
    }
  });

  it('the wallet at the start of the season plus the movements since equals the wallet today', async () => {
    const { rows } = await allRows(`type=societa&stagione=${season}`);
    const { rows: since } = await t().db.query<{ societa_id: number; cents: number }>(
      `SELECT p.societa_id, sum(m.valore_cents)::int AS cents FROM movimento_portafoglio m JOIN portafoglio p ON p.id = m.portafoglio_id
        WHERE m.stato = 'approvata' AND p.societa_id IS NOT NULL AND m.data_versamento >= (SELECT data_inizio FROM stagione WHERE id = $1)
        GROUP BY 1`,
      [season],
    );
    const sinceBy = new Map(since.map((s) => [s.societa_id, s.cents]));
    for (const r of rows) expect(cents(r.PortafoglioIniziale) + (sinceBy.get(r.id) ?? 0)).toBe(cents(r.Portafoglio));
  });

  it('filters by season, ledger code, dates and amount (only when both bounds are above zero)', async () => {
    const current = await report(admin, `type=societa&stagione=${season}`);
    const older = await report(admin, `type=societa&stagione=${previous}`);
    expect(current.totals).not.toEqual(older.totals);

    const atleti = await report(admin, `type=societa&stagione=${season}&codice=Tesseramento%20Atleta`);
    expect(atleti.columns.map((c: any) => c.codice)).toEqual(['Tesseramento Atleta']);
    expect(atleti.totals.c_tesseramento_atleta).toBe(current.totals.c_tesseramento_atleta);

    const unbounded = await report(admin, `type=societa&stagione=${season}&euro_min=0&euro_max=10`);
    expect(unbounded.totals).toEqual(current.totals);
    const bounded = await report(admin, `type=societa&stagione=${season}&euro_min=1&euro_max=10`);
    expect(bounded.totals).not.toEqual(current.totals);

    const none = await report(admin, `type=societa&dataDa=01/01/1990&dataA=31/12/1990`);
    expect(none.columns).toEqual([]);
  });

  it('filters one club and sorts by a money column', async () => {
    const {
      rows: [demo],
    } = await t().db.query<{ societa_id: number }>("SELECT societa_id FROM users WHERE email = 'societa@demo.it'");
    const one = await report(admin, `type=societa&societa_id=${demo.societa_id}`);
    expect(one.data.map((r: any) => r.id)).toEqual([demo.societa_id]);
    const sorted = await report(admin, `type=societa&sortby=Portafoglio:desc`);
    const values = sorted.data.map((r: any) => r.Portafoglio);
    expect(values).toEqual([...values].sort((a: number, b: number) => b - a));
  });

  it('refuses unknown sort fields, types and hostile filters without touching SQL', async () => {
    expect((await call(t().app, admin, 'GET', '/api/adminreports?type=societa&sortby=nome;drop:asc')).statusCode).toBe(400);
    expect((await call(t().app, admin, 'GET', '/api/adminreports?type=club')).statusCode).toBe(400);
    expect((await call(t().app, admin, 'GET', "/api/adminreports?type=societa&codice=x'%20OR%201=1--")).statusCode).toBe(200);
  });
});

describe('sorting, search and paging', () => {
  const query = () => `type=societa&stagione=${season}`;
  /** `rows` sorted by `key` (stable: the default order, name then id, among equal keys). */
  const by = (rows: any[], key: (r: any) => number, desc: boolean) => [...rows].sort((a, b) => (desc ? key(b) - key(a) : key(a) - key(b)));

  it('sorts by a code column, a money column or the name, equal values in name order', async () => {
    const { rows, answer } = await allRows(query());
    const slug = answer.columns.find((c: any) => c.codice === 'Tesseramento Atleta').slug;
    expect(new Set(rows.map((r) => r[slug])).size).toBeGreaterThan(1);
    expect((await allRows(`${query()}&sortby=${slug}:desc`)).rows.map((r) => r.id)).toEqual(by(rows, (r) => r[slug], true).map((r) => r.id));
    expect((await allRows(`${query()}&sortby=${slug}:asc`)).rows.map((r) => r.id)).toEqual(by(rows, (r) => r[slug], false).map((r) => r.id));
    expect((await allRows(`${query()}&sortby=Bonifico:asc`)).rows.map((r) => r.id)).toEqual(by(rows, (r) => r.Bonifico, false).map((r) => r.id));
    // Descending names, people of the same name still by id.
    const nameRank = new Map<string, number>();
    for (const r of rows) if (!nameRank.has(r.nome)) nameRank.set(r.nome, nameRank.size);
    expect((await allRows(`${query()}&sortby=nome:desc`)).rows.map((r) => r.id)).toEqual(by(rows, (r) => nameRank.get(r.nome)!, true).map((r) => r.id));
    // A page is that slice of the order.
    const page = await report(admin, `${query()}&sortby=${slug}:desc&page=2&paginate=7`);
    expect(page.data.map((r: any) => r.id)).toEqual(
      by(rows, (r) => r[slug], true)
        .slice(7, 14)
        .map((r) => r.id),
    );
    expect(page).toMatchObject({ current_page: 2, per_page: 7, total: rows.length, last_page: Math.ceil(rows.length / 7) });
  });

  it('a search counts and sums only the rows it matches; the columns stay those of the filters', async () => {
    const { rows, answer } = await allRows(query());
    // A word of some names but not all.
    const words = [...new Set(rows.flatMap((r) => r.nome.split(/\s+/)))].filter((w) => /^[A-Za-z]{3,}$/.test(w));
    const matching = (w: string) => rows.filter((r) => r.nome.toLowerCase().includes(w.toLowerCase()));
    const word = words.find((w) => matching(w).length > 1 && matching(w).length < rows.length)!;
    const matches = matching(word);
    const found = await allRows(`${query()}&search=${encodeURIComponent(word.toLowerCase())}`);
    expect(found.rows.map((r) => r.id)).toEqual(matches.map((r) => r.id));
    expect(found.answer.total).toBe(matches.length);
    expect(found.answer.columns).toEqual(answer.columns);
    for (const column of ['PortafoglioIniziale', 'Portafoglio', 'Bonifico', ...answer.columns.map((c: any) => c.slug)])
      expect(cents(found.answer.totals[column]), column).toBe(matches.reduce((s, r) => s + cents(r[column]), 0));
    const none = await report(admin, `${query()}&search=zzqqxxnomatch`);
    expect(none).toMatchObject({ data: [], total: 0, last_page: 1, columns: answer.columns });
    expect(Object.values(none.totals).every((v) => v === 0)).toBe(true);
  });

  it('reads the ledger once per request: rows, order, page, total, sums and columns from one statement', async () => {
    const spy = vi.spyOn(t().db, 'query');
    try {
      await report(admin, `${query()}&sortby=Portafoglio:desc&page=2&search=a`);
      const ledgerReads = spy.mock.calls.filter(([text]) => String(text).includes('partita_contabile'));
      expect(ledgerReads).toHaveLength(1);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('member report', () => {
  it('lists people with what they paid themselves', async () => {
    const body = await report(admin, `type=anagrafica&stagione=${season}`);
    expect(body.total).toBeGreaterThan(0);
    // People removed from the registry are not listed (nor counted), whatever they paid.
    const { rows: ledger } = await t().db.query<{ codice: string; cents: number }>(
      `SELECT e.codice, sum(e.importo_cents)::int AS cents FROM partita_contabile e JOIN anagrafica a ON a.id = e.anagrafica_id AND a.deleted_at IS NULL
        WHERE e.approvata AND e.societa_id IS NULL AND e.stagione_id = $1 GROUP BY e.codice`,
      [season],
    );
    for (const { codice, cents: expected } of ledger) {
      const slug = body.columns.find((c: any) => c.codice === codice).slug;
      expect(cents(body.totals[slug]), codice).toBe(expected);
    }
  });
});

describe('payment-method columns', () => {
  it('count the money that came in: a cart paid partly from the wallet, the rest by card, adds the card part only', async () => {
    const person = await userParty(t().db, 'tesserato@demo.it');
    const cardColumn = async () => {
      const row = (await allRows(`type=anagrafica&stagione=${season}`)).rows.find((r) => r.id === person.id);
      const chart = (await call(t().app, admin, 'GET', `/api/adminreports/chart?type=anagrafica&stagione=${season}`)).json().data;
      return { row: cents(row?.CartaCredito ?? 0), chart: cents(chart.reduce((n: number, d: { CartaCredito: number }) => n + d.CartaCredito, 0)) };
    };
    const before = await cardColumn();
    const { cartId } = await prepareCart(t().db, person, [3000], 1000);
    const { rows } = await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'CartaCredito' AND automatica AND deleted_at IS NULL ORDER BY id LIMIT 1");
    const checkout = await call(t().app, member, 'POST', `/api/cart/${cartId}/checkout`, { banca: rows[0].id });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const paid = await t().app.inject({ method: 'POST', url: checkout.json().checkout_url, payload: 'esito=OK', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(paid.statusCode).toBe(303);
    // 20 € came in by card; the 10 € from the wallet came in earlier (its top-up), not now.
    expect(await cardColumn()).toEqual({ row: before.row + 2000, chart: before.chart + 2000 });
  });

  it('count a payment notice (no bank chosen) in Bonifico once its entry is approved: row, chart and export', async () => {
    const person = await userParty(t().db, 'tesserato@demo.it');
    const query = `type=anagrafica&stagione=${season}`;
    const bonifico = async () => {
      const row = (await allRows(query)).rows.find((r) => r.id === person.id);
      const chart = (await call(t().app, admin, 'GET', `/api/adminreports/chart?${query}`)).json().data;
      return { row: cents(row?.Bonifico ?? 0), chart: cents(chart.reduce((n: number, d: { Bonifico: number }) => n + d.Bonifico, 0)) };
    };
    const before = await bonifico();
    const { cartId, entryIds } = await prepareCart(t().db, person, [4000], 1000);
    const notice = await call(t().app, member, 'POST', `/api/cart/${cartId}/checkout?type=printavviso`, {});
    expect(notice.json(), notice.body).toMatchObject({ metodo: 'avviso', wallet: 10, dovuto: 30 });
    // Awaiting its money: nothing came in yet.
    expect(await bonifico()).toEqual(before);
    expect((await call(t().app, admin, 'POST', `/api/partitacontabile/${entryIds[0]}/approve`)).statusCode).toBe(200);
    // 30 € came in by the notice; the 10 € from the wallet came in earlier (its top-up).
    const after = await bonifico();
    expect(after).toEqual({ row: before.row + 3000, chart: before.chart + 3000 });
    const started = await call(t().app, admin, 'GET', `/api/adminreports?${query}&export=excel`);
    expect(started.statusCode).toBe(200);
    expect(await runJobs(t().app)).toContain('done');
    const sheet = await readXlsx((await call(t().app, admin, 'GET', `/api/userexports/download/${started.json().id}`)).rawPayload);
    const nome = (await allRows(query)).rows.find((r) => r.id === person.id).nome;
    expect(cents(Number(sheet.rows.find((r) => r.Nome === nome)?.Bonifico))).toBe(after.row);
  });

  it('count a wallet top-up by its bank, and no more once it is reversed (storno)', async () => {
    const person = await userParty(t().db, 'tesserato@demo.it');
    const bonifico = async (q = '') => cents((await allRows(`type=anagrafica&stagione=${season}${q}`)).rows.find((r) => r.id === person.id)?.Bonifico ?? 0);
    const before = await bonifico();
    // The amount filter reads the top-up's entry, as the code columns do.
    const [inRange, outOfRange] = ['&euro_min=1&euro_max=5', '&euro_min=6&euro_max=100'];
    const beforeIn = await bonifico(inRange);
    const beforeOut = await bonifico(outOfRange);
    const { rows: bank } = await t().db.query<{ id: number }>("SELECT id FROM banca WHERE tipo = 'Bonifico' AND deleted_at IS NULL ORDER BY id LIMIT 1");
    const { rows: wallet } = await t().db.query<{ id: number }>('SELECT id FROM portafoglio WHERE anagrafica_id = $1', [person.id]);
    const topUp = await call(t().app, admin, 'POST', `/api/portafoglio/${wallet[0].id}/increment`, { valore: 5, banca: bank[0].id, codice_versamento: 'CRO-REPORT', season });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(await bonifico()).toBe(before + 500);
    expect(await bonifico(inRange)).toBe(beforeIn + 500);
    expect(await bonifico(outOfRange)).toBe(beforeOut);
    const storno = await call(t().app, admin, 'POST', `/api/partitacontabile/${topUp.json().id}/cancel`, {});
    expect(storno.statusCode, storno.body).toBe(200);
    expect(await bonifico()).toBe(before);
  });
});

describe('who may read the reports', () => {
  it('needs reports:read: a club user and a member get 403', async () => {
    expect((await call(t().app, club, 'GET', '/api/adminreports?type=societa')).statusCode).toBe(403);
    expect((await call(t().app, member, 'GET', '/api/adminreports?type=anagrafica')).statusCode).toBe(403);
    expect((await call(t().app, null, 'GET', '/api/adminreports?type=societa')).statusCode).toBe(401);
  });
});

describe('export', () => {
  it('exports the same rows as the screen, with the code columns', async () => {
    const query = `type=societa&stagione=${season}`;
    const { rows } = await allRows(query);
    const started = await call(t().app, admin, 'GET', `/api/adminreports?${query}&export=excel`);
    expect(started.statusCode).toBe(200);
    expect(await runJobs(t().app)).toContain('done');
    const file = await call(t().app, admin, 'GET', `/api/userexports/download/${started.json().id}`);
    expect(file.statusCode).toBe(200);
    const sheet = await readXlsx(file.rawPayload);
    expect(started.json().descrizione).toMatch(/^Report Società \d{4}\/\d{4} \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
    // The headers as the screen writes them.
    expect(sheet.headers.slice(0, 6)).toEqual(['Nome', 'Portafoglio Iniziale', 'Portafoglio', 'Bonifico', 'Carta di Credito', 'Conto Transitorio']);
    expect(sheet.headers).toContain('Tesseramento Atleta');
    // The rows, then the totals over the whole filter, as the screen's grid ends with.
    expect(sheet.rows.map((r) => r.Nome)).toEqual([...rows.map((r) => r.nome), 'Totale']);
    expect(sheet.rows.slice(0, -1).map((r) => r.Portafoglio)).toEqual(rows.map((r) => r.Portafoglio));
  });

  it('ends with the totals row of the screen: the sums over the whole filter, whatever the sort, in the money format', async () => {
    const query = `type=societa&stagione=${season}`;
    const { answer } = await allRows(query);
    const exported = async (q: string) => {
      const started = await call(t().app, admin, 'GET', `/api/adminreports?${q}&export=excel`);
      expect(started.statusCode).toBe(200);
      expect(await runJobs(t().app)).toContain('done');
      const data = (await call(t().app, admin, 'GET', `/api/userexports/download/${started.json().id}`)).rawPayload;
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(data as any);
      return { sheet: await readXlsx(data), ws: wb.worksheets[0] };
    };
    const columns = [
      ['Portafoglio Iniziale', 'PortafoglioIniziale'],
      ['Portafoglio', 'Portafoglio'],
      ['Bonifico', 'Bonifico'],
      ['Carta di Credito', 'CartaCredito'],
      ['Conto Transitorio', 'ContoTransitorio'],
      ...answer.columns.map((c: any) => [c.codice, c.slug]),
    ];
    for (const sortby of ['', '&sortby=Portafoglio:desc', '&sortby=nome:asc']) {
      const { sheet, ws } = await exported(`${query}${sortby}`);
      expect(sheet.rows).toHaveLength(answer.total + 1);
      const last = sheet.rows.at(-1)!;
      expect(last.Nome, sortby).toBe('Totale');
      for (const [header, field] of columns) expect(cents(Number(last[header])), `${sortby} ${header}`).toBe(cents(answer.totals[field]));
      // Same number format as the rows above it; in bold, as the screen sets it apart, and only it.
      const lastRow = ws.getRow(ws.rowCount);
      for (const [i, header] of sheet.headers.entries()) if (header !== 'Nome') expect(lastRow.getCell(i + 1).numFmt, header).toBe(sheet.formats[header]);
      for (const i of sheet.headers.keys()) expect(lastRow.getCell(i + 1).font?.bold, `${sortby} ${sheet.headers[i]}`).toBe(true);
      expect(ws.getRow(ws.rowCount - 1).getCell(1).font?.bold, sortby).toBeFalsy();
    }
    // A search's totals are those of its rows; no rows, no totals (as the screen).
    const word = answer.data[0].nome.split(/\s+/)[0];
    const found = await allRows(`${query}&search=${encodeURIComponent(word)}`);
    const { sheet } = await exported(`${query}&search=${encodeURIComponent(word)}`);
    expect(sheet.rows.map((r) => r.Nome)).toEqual([...found.rows.map((r) => r.nome), 'Totale']);
    expect(cents(Number(sheet.rows.at(-1)!.Portafoglio))).toBe(cents(found.answer.totals.Portafoglio));
    expect((await exported(`${query}&search=zzqqxxnomatch`)).sheet.rows).toEqual([]);
    // Read in short keyset pages (PGlite's exports), the totals still come once, last.
    const user = (await loadAuthUser(t().db, (await t().db.query<{ id: number }>("SELECT id FROM users WHERE email = 'admin@demo.it'")).rows[0].id))!;
    for (const sortby of [undefined, 'Bonifico:desc', 'nome:asc']) {
      const prepared = await reportExport.prepare({ db: t().db, user, query: { type: 'societa', stagione: String(season), ...(sortby ? { sortby } : {}) }, exporting: true });
      const { sql, values } = buildListSql(prepared.source, prepared.spec, prepared.params);
      const whole = (await t().db.query(sql, values)).rows;
      const paged: unknown[] = [];
      await forEachKeysetBatch(t().db, prepared, 7, async (batch) => void paged.push(...batch));
      expect(paged, sortby).toEqual(whole);
      expect(whole.map((r: any) => r.nome).indexOf('Totale'), sortby).toBe(whole.length - 1);
    }
  });

  it("names each report's export after its screen, so the two are told apart in the exports list", async () => {
    const started = await call(t().app, admin, 'GET', `/api/adminreports?type=anagrafica&stagione=${season}&export=excel`);
    expect(started.json().descrizione).toMatch(/^Report Tesserati /);
  });
});

describe('chart', () => {
  it('answers per season what reached the federation by payment method', async () => {
    const res = await call(t().app, admin, 'GET', '/api/adminreports/chart?type=societa');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.length).toBeGreaterThan(0);
    expect(data[0]).toEqual({ stagione: expect.any(String), Bonifico: expect.any(Number), CartaCredito: expect.any(Number), ContoTransitorio: expect.any(Number) });
  });
});
