// GET /api/gemellaggi, the Gemellaggi tab of the club accounting screen (spec 2 §2.3): the standard
// page, sortable and searchable by the clubs' names, scoped (a club sees only its own links), and
// approve/reject from the tab for system administrators only.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadAuthUser } from '../../server/auth/user.ts';
import { runList } from '../../server/http/list.ts';
import { gemellaggiList } from '../../server/societa/twinnings.ts';
import { call, loginDemoUsers, useTestApp } from '../helpers/app.ts';

const t = useTestApp();
let admin: string;
let segreteria: string;
let club: string;
let persona: string;
const DEMO = 1;
/** A link of the demo club awaiting a decision, and one between two other clubs. */
let own: number;
let foreign: number;
let foreignParentName: string;

const one = async <T = any>(sqlText: string, params: unknown[] = []) => (await t().db.query(sqlText, params)).rows[0] as T;
const list = (token: string, query = '') => call(t().app, token, 'GET', `/api/gemellaggi${query ? `?${query}` : ''}`);

beforeAll(async () => {
  [admin, segreteria, club, persona] = await loginDemoUsers(t().app);
  const others = (await t().db.query<{ id: number; nome: string }>('SELECT id, nome FROM societa WHERE id <> $1 AND deleted_at IS NULL ORDER BY id LIMIT 3', [DEMO])).rows;
  own = (await one<{ id: number }>("INSERT INTO gemellaggio (societa_parent_id, societa_child_id, sesso) VALUES ($1, $2, 'F') RETURNING id", [DEMO, others[0].id])).id;
  foreign = (await one<{ id: number }>("INSERT INTO gemellaggio (societa_parent_id, societa_child_id, sesso) VALUES ($1, $2, 'M') RETURNING id", [others[1].id, others[2].id])).id;
  foreignParentName = others[1].nome;
});

describe('GET /api/gemellaggi', () => {
  it('answers the standard page with the twinning rows (clubs as id and name, Approvato, Rifiutato)', async () => {
    const res = await list(admin, 'paginate=30');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(Object.keys(page).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    const live = await one<{ n: number }>('SELECT count(*)::int AS n FROM gemellaggio WHERE deleted_at IS NULL');
    expect(page.total).toBe(live.n);
    expect(page.per_page).toBe(30);
    const row = page.data.find((r: { id: number }) => r.id === own);
    expect(row).toEqual({ id: own, societa_parent: { id: DEMO, nome: expect.any(String) }, societa_child: { id: expect.any(Number), nome: expect.any(String) }, approvato: false, rifiutato: false });
    expect(page.data.map((r: { id: number }) => r.id)).toContain(foreign);
  });

  it('a club user sees only the links its club is parent or child of', async () => {
    const res = await list(club, 'paginate=1000');
    expect(res.statusCode).toBe(200);
    const page = res.json();
    const mine = await one<{ n: number }>('SELECT count(*)::int AS n FROM gemellaggio WHERE deleted_at IS NULL AND $1 IN (societa_parent_id, societa_child_id)', [DEMO]);
    expect(page.total).toBe(mine.n);
    expect(page.data.length).toBe(mine.n);
    expect(page.data.map((r: { id: number }) => r.id)).toContain(own);
    expect(page.data.map((r: { id: number }) => r.id)).not.toContain(foreign);
    for (const r of page.data) expect([r.societa_parent.id, r.societa_child.id]).toContain(DEMO);
    // Searching for another pair's club does not reach past the scope either.
    expect((await list(club, `search=${encodeURIComponent(foreignParentName)}`)).json().data.map((r: { id: number }) => r.id)).not.toContain(foreign);
  });

  it('a member user (no accounting screen) is refused; without a token 401', async () => {
    expect((await list(persona)).statusCode).toBe(403);
    expect((await call(t().app, null, 'GET', '/api/gemellaggi')).statusCode).toBe(401);
  });

  it('sorts by either club name both ways and refuses a sort field it does not offer', async () => {
    for (const field of ['societa_parent', 'societa_child'] as const) {
      const asc = (await list(admin, `paginate=1000&sortby=${field}:asc`)).json().data.map((r: any) => r[field].nome as string);
      const desc = (await list(admin, `paginate=1000&sortby=${field}:desc`)).json().data.map((r: any) => r[field].nome as string);
      expect(asc.length).toBeGreaterThan(1);
      expect(new Set(asc).size).toBeGreaterThan(1);
      // The names one way are the names the other way reversed (ties share their name).
      expect(desc).toEqual([...asc].reverse());
    }
    expect((await list(admin, 'sortby=sesso:asc')).statusCode).toBe(400);
    expect((await list(admin, 'unknown=1')).statusCode).toBe(400);
  });

  it('searches by parent or child club name', async () => {
    const res = (await list(admin, `search=${encodeURIComponent(foreignParentName)}`)).json();
    expect(res.data.map((r: { id: number }) => r.id)).toContain(foreign);
    for (const r of res.data) expect(`${r.societa_parent.nome} ${r.societa_child.nome}`.toLowerCase()).toContain(foreignParentName.toLowerCase());
    expect((await list(admin, 'search=nessuna-societa-con-questo-nome')).json().total).toBe(0);
  });

  it('only a system administrator approves or rejects; the list then shows the outcome', async () => {
    expect((await call(t().app, club, 'POST', `/api/societa/gemellaggi/${own}/approve`)).statusCode).toBe(403);
    expect((await call(t().app, club, 'POST', `/api/societa/gemellaggi/${own}/reject`)).statusCode).toBe(403);
    expect((await call(t().app, segreteria, 'POST', `/api/societa/gemellaggi/${own}/approve`)).statusCode).toBe(403);
    expect((await one('SELECT approvato, rifiutato FROM gemellaggio WHERE id = $1', [own])) as object).toEqual({ approvato: false, rifiutato: false });

    expect((await call(t().app, admin, 'POST', `/api/societa/gemellaggi/${own}/approve`)).json()).toEqual({ error: false, message: 'Gemellaggio approvato' });
    expect((await call(t().app, admin, 'POST', `/api/societa/gemellaggi/${foreign}/reject`)).json()).toEqual({ error: false, message: 'Gemellaggio rifiutato' });
    const rows = (await list(admin, 'paginate=1000&sortby=id:desc')).json().data as { id: number; approvato: boolean; rifiutato: boolean }[];
    expect(rows.find((r) => r.id === own)).toMatchObject({ approvato: true, rifiutato: false });
    expect(rows.find((r) => r.id === foreign)).toMatchObject({ approvato: false, rifiutato: true });
    expect((await list(club, 'paginate=1000&sortby=id:desc')).json().data.find((r: { id: number }) => r.id === own)).toMatchObject({ approvato: true });
  });

  it('exports the same rows (export=excel) for those who may read the list', async () => {
    const res = await list(admin, 'export=excel');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, id: expect.any(Number) });
    // The export's rows: flat names for its columns, the club user's scope kept.
    const clubUser = (await loadAuthUser(t().db, (await one<{ id: number }>("SELECT id FROM users WHERE email = 'societa@demo.it'")).id))!;
    const { source, spec, params } = await gemellaggiList.prepare({ db: t().db, user: clubUser, query: { paginate: '1000' }, exporting: true });
    const page = await runList<Record<string, unknown>>(t().db, source, spec, params);
    expect(page.data.length).toBeGreaterThan(0);
    for (const row of page.data) for (const c of gemellaggiList.columns) expect(row).toHaveProperty(c.key);
    expect(page.data.map((r) => r.id)).not.toContain(foreign);
  });
});
