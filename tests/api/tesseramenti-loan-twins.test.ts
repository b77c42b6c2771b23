// 'Dai in multiplo' when a twinning is approved for one sex only (spec 2 §7: a twinning is asked per
// sex): the twins and series the dialog is offered are exactly what the save accepts.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { athletesOf, demoClubId, openSeason } from './tesseramenti-fixtures.ts';

const t = useTestApp();
let demoUser: string;
let demo: number, twin: number;
const serie: Record<'M' | 'F', number> = { M: 0, F: 0 };
const athlete: Record<'M' | 'F', number> = { M: 0, F: 0 };

const twinsOf = async (anagrafica: number) =>
  (await call(t().app, demoUser, 'GET', `/api/societa/${demo}/prestitogemellaggio?anagrafica_id=${anagrafica}`)).json().data as { id: number; nome: string }[];
const serieOf = async (anagrafica: number) =>
  (await call(t().app, demoUser, 'GET', `/api/societa/campionati/serie/${demo}/${twin}/${anagrafica}`)).json().data as { id: number; nome: string; sesso: string }[];
const lend = (anagrafica: number, s: number) => call(t().app, demoUser, 'POST', `/api/societa/${demo}/prestitogemellaggio`, { serie: [s], anagrafica_id: anagrafica, societa_parent: twin });

beforeAll(async () => {
  const db = t().db;
  demoUser = await loginAs(t().app, 'societa@demo.it');
  demo = await demoClubId(db);
  const season = await openSeason(db);
  // The demo club's approved twinning is for men only; no link for women is approved.
  twin = (
    await db.query<{ id: number }>(
      `SELECT CASE WHEN societa_parent_id = $1 THEN societa_child_id ELSE societa_parent_id END AS id FROM gemellaggio
        WHERE approvato AND sesso = 'M' AND (societa_parent_id = $1 OR societa_child_id = $1) LIMIT 1`,
      [demo],
    )
  ).rows[0].id;
  await db.query(`UPDATE gemellaggio SET approvato = false WHERE sesso = 'F' AND (societa_parent_id = $1 OR societa_child_id = $1)`, [demo]);
  // The twin plays one men's and one women's series this season.
  for (const sesso of ['M', 'F'] as const) {
    serie[sesso] = (await db.query<{ id: number }>(`SELECT id FROM serie WHERE sesso = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1`, [sesso])).rows[0].id;
    await db.query(`INSERT INTO societa_serie (societa_id, serie_id, stagione_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [twin, serie[sesso], season.id]);
  }
  // Athletes of the demo club inside the loan birth-date window, one of each sex.
  await db.query(`UPDATE stagione SET gemellaggio_data_nascita_iniziale = NULL, gemellaggio_data_nascita_finale = NULL WHERE id = $1`, [season.id]);
  const list = await athletesOf(db, { club: demo, limit: 200 });
  for (const sesso of ['M', 'F'] as const) athlete[sesso] = list.find((a) => a.sesso === sesso)!.anagrafica_id;
});

describe('Dai in multiplo with a twinning approved for men only', () => {
  it('a male athlete is offered the twin and its men’s series, and the loan saves', async () => {
    expect((await twinsOf(athlete.M)).map((c) => c.id)).toEqual([twin]);
    const offered = await serieOf(athlete.M);
    expect(offered.map((s) => s.id)).toContain(serie.M);
    expect(offered.every((s) => s.sesso === 'M')).toBe(true);
    const res = await lend(athlete.M, serie.M);
    expect(res.statusCode, res.body).toBe(200);
    // Its entry names the series: a loan for two series makes two entries, told apart in the cart.
    const nome = offered.find((s) => s.id === serie.M)!.nome;
    const descrizioni = res.json().carrello_details.partite_contabili.map((p: { descrizione: string }) => p.descrizione) as string[];
    expect(descrizioni).toHaveLength(1);
    expect(descrizioni[0].endsWith(` (${nome})`), descrizioni[0]).toBe(true);
  });

  it('a female athlete is offered neither the twin nor its series, and the save still refuses her', async () => {
    expect(await twinsOf(athlete.F)).toEqual([]);
    expect(await serieOf(athlete.F)).toEqual([]);
    const res = await lend(athlete.F, serie.F);
    expect(res.statusCode).toBe(422);
    expect(res.json().errorMessage).toBe('Il prestito è possibile solo tra società gemellate');
  });

  it('once a link for women is approved, the female athlete is offered the twin and its women’s series', async () => {
    // 'Gemella Societa' for women, approved by the federation.
    const asked = await call(t().app, demoUser, 'POST', `/api/societa/${demo}/gemella`, { societa_id: twin, sesso: 'F' });
    expect(asked.statusCode, asked.body).toBe(200);
    const link = (await t().db.query<{ id: number }>(`SELECT id FROM gemellaggio WHERE societa_parent_id = $1 AND societa_child_id = $2 AND sesso = 'F'`, [demo, twin])).rows[0].id;
    const admin = await loginAs(t().app, 'admin@demo.it');
    expect((await call(t().app, admin, 'POST', `/api/societa/gemellaggi/${link}/approve`)).statusCode).toBe(200);
    expect((await twinsOf(athlete.F)).map((c) => c.id)).toEqual([twin]);
    const offered = await serieOf(athlete.F);
    expect(offered.map((s) => s.id)).toContain(serie.F);
    expect(offered.every((s) => s.sesso === 'F')).toBe(true);
    const res = await lend(athlete.F, serie.F);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('only the club (or an administrator) asks for its twins', async () => {
    const person = await loginAs(t().app, 'tesserato@demo.it');
    expect((await call(t().app, person, 'GET', `/api/societa/${demo}/prestitogemellaggio?anagrafica_id=${athlete.M}`)).statusCode).toBe(403);
  });

  it("a club asks only about a person it sees: another club's athlete is refused (403) for the twins and the series", async () => {
    const [other] = await athletesOf(t().db, { notClub: demo, limit: 200 }).then((list) => list.filter((a) => a.societa_id !== twin));
    expect((await call(t().app, demoUser, 'GET', `/api/societa/${demo}/prestitogemellaggio?anagrafica_id=${other.anagrafica_id}`)).statusCode).toBe(403);
    expect((await call(t().app, demoUser, 'GET', `/api/societa/campionati/serie/${demo}/${twin}/${other.anagrafica_id}`)).statusCode).toBe(403);
  });
});
