// Issue 10 §3: what a club sees of a person. One scope (server/auth/scope.ts) for lists, exports,
// documents: a club sees in full the people with an approved or pending, not deleted role with it in
// the season; people who moved away (last season, or this one by an approved transfer that ended the
// club's role) keep only their history; rejected and removed roles give nothing.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, loginAs, useTestApp } from '../helpers/app.ts';
import { PDF, multipart } from '../helpers/exports.ts';
import { anagraficaAccess } from '../../server/auth/scope.ts';
import { loadAuthUser } from '../../server/auth/user.ts';

const t = useTestApp();
let admin: string, club: string;
let clubId: number, otherClubId: number, season: number, previousSeason: number, ruoloId: number, tipoDoc: number;
const KINDS = ['approved', 'pending', 'rejected', 'removed', 'moved', 'stranger', 'requested', 'transferred', 'annual'] as const;
const people: Record<(typeof KINDS)[number], { id: number; cf: string; doc?: number }> = {} as any;

const one = async (text: string, params: unknown[] = []) => (await t().db.query<any>(text, params)).rows[0];
const addRole = (anagraficaId: number, societaId: number, stagioneId: number, extra: { approvato?: boolean; rifiutato?: boolean; deleted?: boolean; dataFine?: string } = {}) =>
  t().db.query(
    `INSERT INTO anagrafica_ruolo (anagrafica_id, societa_id, stagione_id, ruolo_id, approvato, rifiutato, data_inizio, deleted_at, data_fine)
     VALUES ($1, $2, $3, $4, $5, $6, '2020-01-01', $7, $8)`,
    [anagraficaId, societaId, stagioneId, ruoloId, extra.approvato ?? false, extra.rifiutato ?? false, extra.deleted ? new Date() : null, extra.dataFine ?? null],
  );

async function upload(token: string, anagraficaId: number) {
  const { payload, headers } = await multipart({ entityType: 'anagrafica', entityId: anagraficaId, tipologia_documento_id: tipoDoc }, { name: 'certificato.pdf', data: PDF });
  return t().app.inject({ method: 'POST', url: '/api/documento', payload, headers: { ...headers, ...bearer(token) } });
}

beforeAll(async () => {
  [admin, club] = await Promise.all(['admin@demo.it', 'societa@demo.it'].map((e) => loginAs(t().app, e)));
  ({ societa_id: clubId } = await one("SELECT societa_id FROM users WHERE email = 'societa@demo.it'"));
  ({ id: otherClubId } = await one('SELECT id FROM societa WHERE id <> $1 AND deleted_at IS NULL ORDER BY id LIMIT 1', [clubId]));
  ({ id: season } = await one('SELECT id FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC LIMIT 1'));
  ({ id: previousSeason } = await one('SELECT id FROM stagione WHERE id <> $1 AND deleted_at IS NULL ORDER BY data_inizio DESC LIMIT 1', [season]));
  ({ id: ruoloId } = await one('SELECT id FROM ruolo ORDER BY id LIMIT 1'));
  ({ id: tipoDoc } = await one("SELECT id FROM tipo_documento WHERE type = 'anagrafica' ORDER BY ordine LIMIT 1"));
  // Nine people who never had anything to do with the club, and no role this season.
  const { rows } = await t().db.query<{ id: number; codice_fiscale: string }>(
    `SELECT id, codice_fiscale FROM anagrafica a WHERE deleted_at IS NULL AND codice_fiscale IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo r WHERE r.anagrafica_id = a.id AND (r.societa_id = $1 OR r.stagione_id = $2))
       AND NOT EXISTS (SELECT 1 FROM users u WHERE u.anagrafica_id = a.id) ORDER BY id LIMIT 9`,
    [clubId, season],
  );
  KINDS.forEach((k, i) => (people[k] = { id: rows[i].id, cf: rows[i].codice_fiscale }));
  await addRole(people.approved.id, clubId, season, { approvato: true });
  await addRole(people.pending.id, clubId, season);
  await addRole(people.rejected.id, clubId, season, { rifiutato: true });
  await addRole(people.removed.id, clubId, season, { approvato: true, deleted: true });
  // Moved: approved with the club last season, now with another club.
  await addRole(people.moved.id, clubId, previousSeason, { approvato: true });
  await addRole(people.moved.id, otherClubId, season, { approvato: true });
  // Requested: another club's member this season, with a request of the club pending (any club may file one).
  await addRole(people.requested.id, otherClubId, season, { approvato: true });
  await addRole(people.requested.id, clubId, season);
  // Transferred: the club's member this season until an approved transfer ended its role (the day
  // before the season's start: ended, whatever today is), now the other club's.
  const { data_inizio } = await one("SELECT to_char(data_inizio - 1, 'YYYY-MM-DD') AS data_inizio FROM stagione WHERE id = $1", [season]);
  await addRole(people.transferred.id, clubId, season, { approvato: true, dataFine: data_inizio });
  await addRole(people.transferred.id, otherClubId, season, { approvato: true });
  // Annual: its end copied from the season's, which an administrator then moved later: still to come,
  // so still the club's member (tomorrow stands for it, before the season's end).
  const { tomorrow, before_end } = await one("SELECT to_char(CURRENT_DATE + 1, 'YYYY-MM-DD') AS tomorrow, CURRENT_DATE + 1 < data_fine AS before_end FROM stagione WHERE id = $1", [season]);
  expect(before_end).toBe(true);
  await addRole(people.annual.id, clubId, season, { approvato: true, dataFine: tomorrow });
  for (const p of Object.values(people)) p.doc = (await upload(admin, p.id)).json().id;
});
afterAll(() => rm(t().settings.dataDir, { recursive: true, force: true }));

const listed = async (token: string, cf: string, query = '') => {
  const res = await call(t().app, token, 'GET', `/api/anagrafica?search=${encodeURIComponent(cf)}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.length > 0;
};

describe('a club sees in full only its approved and pending people of the season', () => {
  it('members list and cards list', async () => {
    expect(await listed(club, people.approved.cf)).toBe(true);
    expect(await listed(club, people.pending.cf)).toBe(true);
    expect(await listed(club, people.annual.cf)).toBe(true);
    for (const k of ['rejected', 'removed', 'moved', 'stranger', 'requested', 'transferred'] as const) expect(await listed(club, people[k].cf), k).toBe(false);
    // The moved person is the club's in the season it was there.
    expect(await listed(club, people.moved.cf, `&season=${previousSeason}`)).toBe(true);
    // Administrators see everybody.
    for (const p of Object.values(people)) expect(await listed(admin, p.cf)).toBe(true);
  });

  it('documents: list, download, upload, describe and delete', async () => {
    for (const k of ['approved', 'pending'] as const) {
      expect((await call(t().app, club, 'GET', `/api/documento/anagrafica/${people[k].id}`)).statusCode, k).toBe(200);
      expect((await call(t().app, club, 'GET', `/api/documento/download/${people[k].doc}`)).statusCode, k).toBe(200);
    }
    for (const k of ['rejected', 'removed', 'moved', 'stranger', 'requested', 'transferred'] as const) {
      const p = people[k];
      expect((await call(t().app, club, 'GET', `/api/documento/anagrafica/${p.id}`)).statusCode, k).toBe(403);
      // By id, another person's document is a missing one, downloaded, changed or deleted (no probing of ids).
      expect((await call(t().app, club, 'GET', `/api/documento/download/${p.doc}`)).statusCode, k).toBe(404);
      expect((await call(t().app, club, 'PUT', `/api/documento/${p.doc}`, { descrizione: 'x' })).statusCode, k).toBe(404);
      expect((await call(t().app, club, 'DELETE', `/api/documento/${p.doc}`)).statusCode, k).toBe(404);
      expect((await upload(club, p.id)).statusCode, k).toBe(403);
    }
    // A pending person (a registration or transfer request of the club) is seen, not changed: its documents neither.
    expect((await call(t().app, club, 'PUT', `/api/documento/${people.pending.doc}`, { descrizione: 'x' })).statusCode).toBe(403);
    expect((await call(t().app, club, 'DELETE', `/api/documento/${people.pending.doc}`)).statusCode).toBe(403);
    expect((await upload(club, people.pending.id)).statusCode).toBe(403);
    const left = await one('SELECT count(*)::int AS n FROM documento WHERE id = ANY($1) AND descrizione IS NULL', [Object.values(people).map((p) => p.doc)]);
    expect(left.n).toBe(KINDS.length);
    // An approved member's documents are the club's to change.
    expect((await call(t().app, club, 'PUT', `/api/documento/${people.approved.doc}`, { descrizione: 'Certificato aggiornato' })).statusCode).toBe(200);
    expect((await upload(club, people.approved.id)).statusCode).toBe(200);
  });

  it('the history of people who moved stays readable, without contact data', async () => {
    const user = (await loadAuthUser(t().db, (await one("SELECT id FROM users WHERE email = 'societa@demo.it'")).id))!;
    expect(await anagraficaAccess(t().db, user, people.approved.id)).toBe('full');
    expect(await anagraficaAccess(t().db, user, people.pending.id)).toBe('full');
    expect(await anagraficaAccess(t().db, user, people.moved.id)).toBe('history');
    expect(await anagraficaAccess(t().db, user, people.moved.id, previousSeason)).toBe('full');
    expect(await anagraficaAccess(t().db, user, people.transferred.id)).toBe('history');
    expect(await anagraficaAccess(t().db, user, people.annual.id)).toBe('full');
    const detail = await call(t().app, club, 'GET', `/api/anagrafica/${people.transferred.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toMatchObject({ email: null, telefono: null, indirizzo_residenza: null, permessi: { completo: false, mio: false } });
    for (const k of ['rejected', 'removed', 'stranger', 'requested'] as const) expect(await anagraficaAccess(t().db, user, people[k].id), k).toBe('none');
  });

  it("another club's member is seen in full only once the club's request is approved, not while it is pending", async () => {
    const user = (await loadAuthUser(t().db, (await one("SELECT id FROM users WHERE email = 'societa@demo.it'")).id))!;
    expect((await call(t().app, club, 'GET', `/api/anagrafica/${people.requested.id}`)).statusCode).toBe(404);
    await t().db.query('UPDATE anagrafica_ruolo SET approvato = true WHERE anagrafica_id = $1 AND societa_id = $2', [people.requested.id, clubId]);
    expect(await anagraficaAccess(t().db, user, people.requested.id)).toBe('full');
    expect((await call(t().app, club, 'GET', `/api/anagrafica/${people.requested.id}`)).statusCode).toBe(200);
  });
});
