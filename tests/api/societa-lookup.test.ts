// GET /api/societa/lookup, the club pickers' search (spec 2 §2.10 twinning request, §6 a club user
// may use 'Gemella Societa'): any club not deleted, found by name or affiliation code, by name, at
// most 30, with id, nome and codice_affiliazione only; administrators and club users; a search of
// fewer than 3 characters is a 400.
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginDemoUsers, useTestApp } from '../helpers/app.ts';

const t = useTestApp();
let admin: string;
let segreteria: string;
let club: string;
let persona: string;
const DEMO = 1;
let alfa: number;
let beta: number;
let deleted: number;

const lookup = (token: string, search?: string) => call(t().app, token, 'GET', `/api/societa/lookup${search === undefined ? '' : `?search=${encodeURIComponent(search)}`}`);
const insertClub = async (nome: string, codice: string | null, deletedAt: string | null = null) =>
  (
    await t().db.query<{ id: number }>(`INSERT INTO societa (nome, codice_affiliazione, email, telefono, key, deleted_at) VALUES ($1, $2, 'club@example.it', '061234567', $3, $4) RETURNING id`, [
      nome,
      codice,
      `lookup-${nome}`,
      deletedAt,
    ])
  ).rows[0].id;

beforeAll(async () => {
  [admin, segreteria, club, persona] = await loginDemoUsers(t().app);
  // Inserted out of order: the answer is by name.
  beta = await insertClub('Quokka Lookup Beta', 'QLB01');
  alfa = await insertClub('Quokka Lookup Alfa', null);
  deleted = await insertClub('Quokka Lookup Cancellata', 'QLC01', '2025-01-01');
});

describe('GET /api/societa/lookup', () => {
  it('a club user finds other clubs by name, ordered by name, with only id, nome and codice_affiliazione', async () => {
    const res = await lookup(club, 'quokka');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: [
        { id: alfa, nome: 'Quokka Lookup Alfa', codice_affiliazione: null },
        { id: beta, nome: 'Quokka Lookup Beta', codice_affiliazione: 'QLB01' },
      ],
    });
  });

  it('finds a club by its affiliation code, and every word of the search must match', async () => {
    expect((await lookup(club, 'qlb01')).json().data.map((r: { id: number }) => r.id)).toEqual([beta]);
    expect((await lookup(club, 'quokka alfa')).json().data.map((r: { id: number }) => r.id)).toEqual([alfa]);
  });

  it('deleted clubs are not found', async () => {
    const ids = (await lookup(admin, 'Quokka Lookup')).json().data.map((r: { id: number }) => r.id);
    expect(ids).toEqual([alfa, beta]);
    expect(ids).not.toContain(deleted);
    expect((await lookup(admin, 'QLC01')).json().data).toEqual([]);
  });

  it('answers at most 30 clubs', async () => {
    for (let i = 0; i < 32; i++) await insertClub(`Wombat Lookup ${String(i).padStart(2, '0')}`, null);
    const data = (await lookup(club, 'wombat')).json().data as { nome: string }[];
    expect(data).toHaveLength(30);
    expect(data[0].nome).toBe('Wombat Lookup 00');
    expect(data[29].nome).toBe('Wombat Lookup 29');
  });

  it('administrators, limited ones included, use it as well (transfer dialog, accounting filters)', async () => {
    expect((await lookup(admin, 'quokka')).json().data).toHaveLength(2);
    expect((await lookup(segreteria, 'quokka')).json().data).toHaveLength(2);
  });

  it('a person user is refused; without a token 401', async () => {
    expect((await lookup(persona, 'quokka')).statusCode).toBe(403);
    expect((await call(t().app, null, 'GET', '/api/societa/lookup?search=quokka')).statusCode).toBe(401);
  });

  it('a search of fewer than 3 characters (spaces aside), or none, is a 400', async () => {
    for (const search of [undefined, '', 'qu', '  qu  ']) {
      const res = await lookup(club, search);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(true);
    }
    expect((await lookup(club, 'quo')).statusCode).toBe(200);
  });

  it('the club a club user finds can be asked for a twinning (not only its own club)', async () => {
    const found = (await lookup(club, 'Quokka Lookup Beta')).json().data[0];
    expect(found.id).not.toBe(DEMO);
    const res = await call(t().app, club, 'POST', `/api/societa/${DEMO}/gemella`, { societa_id: found.id, sesso: 'F' });
    expect(res.statusCode).toBe(200);
    expect(res.json().error).toBe(false);
  });
});
