// What a club reads of a person: a member's wallet is the member's and the administrators' (QA audit,
// 2026-11-26: a club read every member's bonus in the detail and in the members export).
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { readXlsx, runJobs } from '../helpers/exports.ts';

const t = useTestApp();
let admin: string, club: string, member: string;
let clubId: number, demoMemberId: number, clubMemberId: number, season: number;
const one = async (sql: string, params: unknown[] = []) => (await t().db.query(sql, params)).rows[0];

beforeAll(async () => {
  [admin, club, member] = await Promise.all(['admin@demo.it', 'societa@demo.it', 'tesserato@demo.it'].map((e) => loginAs(t().app, e)));
  ({ id: season } = await one('SELECT id FROM stagione WHERE aperta'));
  ({ societa_id: clubId } = await one("SELECT societa_id FROM users WHERE email = 'societa@demo.it'"));
  ({ anagrafica_id: demoMemberId } = await one("SELECT anagrafica_id FROM users WHERE email = 'tesserato@demo.it'"));
  ({ anagrafica_id: clubMemberId } = await one(
    `SELECT r.anagrafica_id FROM anagrafica_ruolo r JOIN anagrafica a ON a.id = r.anagrafica_id
      WHERE r.societa_id = $1 AND r.stagione_id = $2 AND r.approvato AND r.deleted_at IS NULL AND a.deleted_at IS NULL ORDER BY r.id LIMIT 1`,
    [clubId, season],
  ));
  // A wallet with money in it, so that a leak could not hide behind a zero.
  await t().db.query('INSERT INTO portafoglio (anagrafica_id) VALUES ($1) ON CONFLICT (anagrafica_id) DO NOTHING', [clubMemberId]);
  await t().db.query('UPDATE portafoglio SET totale_cents = 12540 WHERE anagrafica_id = $1', [clubMemberId]);
});
afterAll(() => rm(t().settings.dataDir, { recursive: true, force: true }));

async function exportSheet(token: string, url: string) {
  const started = await call(t().app, token, 'GET', `${url}&export=excel`);
  expect(started.statusCode, started.body).toBe(200);
  expect(await runJobs(t().app)).toContain('done');
  const file = await call(t().app, token, 'GET', `/api/userexports/download/${started.json().id}`);
  expect(file.statusCode).toBe(200);
  return readXlsx(file.rawPayload);
}

describe("a member's wallet", () => {
  it("is not in the detail a club reads of its own member; the administrator's detail has it", async () => {
    const byClub = await call(t().app, club, 'GET', `/api/anagrafica/${clubMemberId}?season=${season}`);
    expect(byClub.statusCode).toBe(200);
    expect(byClub.json()).toMatchObject({ permessi: { completo: true }, portafoglio: null });
    const byAdmin = (await call(t().app, admin, 'GET', `/api/anagrafica/${clubMemberId}?season=${season}`)).json();
    expect(byAdmin.portafoglio).toEqual({ id: expect.any(Number), totale: 125.4 });
  });

  it('is in the detail the person reads of itself', async () => {
    const self = (await call(t().app, member, 'GET', `/api/anagrafica/${demoMemberId}?season=${season}`)).json();
    expect(self.portafoglio).toEqual({ id: expect.any(Number), totale: expect.any(Number) });
  });

  it("a club's members export has no Bonus column; the administrator's and the person's own have it", async () => {
    const byClub = await exportSheet(club, `/api/anagrafica?season=${season}`);
    expect(byClub.rows.length).toBeGreaterThan(0);
    expect(byClub.headers).toContain('Matricola');
    expect(byClub.headers).not.toContain('Bonus');
    const byAdmin = await exportSheet(
      admin,
      `/api/anagrafica?season=${season}&flag=tesserati&search=${encodeURIComponent((await one('SELECT matricola FROM anagrafica WHERE id = $1', [clubMemberId])).matricola)}`,
    );
    expect(byAdmin.headers).toContain('Bonus');
    expect(byAdmin.rows.map((r) => r.Bonus)).toEqual([125.4]);
    const own = await exportSheet(member, `/api/anagrafica?season=${season}`);
    expect(own.headers).toContain('Bonus');
  });

  it('the members list rows carry no wallet for anyone', async () => {
    const rows = (await call(t().app, club, 'GET', `/api/anagrafica?season=${season}&paginate=5`)).json().data;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r).not.toHaveProperty('portafoglio');
  });
});

describe('a former member (history view)', () => {
  it('shows identity and the seasons with this club only: no certificate, education, committee, key, nor the other club', async () => {
    const previous = (await one('SELECT id FROM stagione WHERE data_fine < (SELECT data_inizio FROM stagione WHERE aperta) ORDER BY data_fine DESC LIMIT 1')).id;
    // With the club last season, with another club now.
    const former = await one(
      `SELECT r.anagrafica_id AS id, s.nome AS altra FROM anagrafica_ruolo r
         JOIN anagrafica_ruolo n ON n.anagrafica_id = r.anagrafica_id AND n.stagione_id = $3 AND n.approvato AND n.deleted_at IS NULL AND n.societa_id <> $1
         JOIN societa s ON s.id = n.societa_id JOIN anagrafica a ON a.id = r.anagrafica_id
        WHERE r.societa_id = $1 AND r.stagione_id = $2 AND r.approvato AND r.deleted_at IS NULL AND a.deleted_at IS NULL
          AND a.data_scadenza_certificato IS NOT NULL AND a.comitato_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo x WHERE x.anagrafica_id = r.anagrafica_id AND x.societa_id = $1 AND x.stagione_id = $3 AND x.deleted_at IS NULL)
        ORDER BY r.id LIMIT 1`,
      [clubId, previous, season],
    );
    expect(former).toBeDefined();
    const res = await call(t().app, club, 'GET', `/api/anagrafica/${former.id}?season=${season}`);
    expect(res.statusCode).toBe(200);
    const a = res.json();
    const saved = await one("SELECT cognome, nome, matricola, sesso, to_char(data_nascita, 'YYYY-MM-DD') AS data_nascita FROM anagrafica WHERE id = $1", [former.id]);
    expect(a).toMatchObject({ ...saved, permessi: { modifica: false, completo: false } });
    for (const f of ['data_scadenza_certificato', 'titolo_studio', 'comitato', 'comitato_id', 'key', 'email', 'iban', 'comune_nascita', 'cittadinanza', 'allenatore', 'agonista', 'portafoglio'])
      expect(a[f], f).toBeNull();
    expect(a.societa.length).toBeGreaterThan(0);
    expect(a.societa.every((s: { id: number }) => s.id === clubId)).toBe(true);
    expect(a.anagrafica_ruolo).toEqual([]);
    expect(res.body).not.toContain(former.altra);
    // Its forms are not the club's to read (the screen does not offer the tab).
    expect((await call(t().app, club, 'GET', `/api/anagrafica/${former.id}/modulo?season=${season}`)).statusCode).toBe(404);
  });
});
