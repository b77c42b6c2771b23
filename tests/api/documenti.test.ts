// Per-entity documents (issue 7): uploads checked by content, size, type and name, refused uploads
// leave nothing behind, files stored under their content hash, access by what the user may see/change.
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, call, loginAs, useTestApp } from '../helpers/app.ts';
import { PDF, PNG, multipart } from '../helpers/exports.ts';
import { sha256 } from '../../server/storage/index.ts';

const t = useTestApp();
let admin: string, club: string, member: string, secretary: string;
let clubId: number, otherClubId: number, memberId: number, otherMemberId: number, clubMemberId: number;
let tipoAnagrafica: number, tipoSocieta: number;

beforeAll(async () => {
  [admin, club, member, secretary] = await Promise.all(['admin@demo.it', 'societa@demo.it', 'tesserato@demo.it', 'segreteria@demo.it'].map((e) => loginAs(t().app, e)));
  const q = async (sql: string, params: unknown[] = []) => (await t().db.query<any>(sql, params)).rows[0];
  ({ societa_id: clubId } = await q("SELECT societa_id FROM users WHERE email = 'societa@demo.it'"));
  ({ anagrafica_id: memberId } = await q("SELECT anagrafica_id FROM users WHERE email = 'tesserato@demo.it'"));
  ({ id: otherClubId } = await q('SELECT id FROM societa WHERE id <> $1 ORDER BY id LIMIT 1', [clubId]));
  ({ anagrafica_id: clubMemberId } = await q(
    'SELECT anagrafica_id FROM anagrafica_ruolo WHERE societa_id = $1 AND approvato AND deleted_at IS NULL AND anagrafica_id <> $2 AND stagione_id = (SELECT id FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC LIMIT 1) ORDER BY id LIMIT 1',
    [clubId, memberId],
  ));
  ({ id: otherMemberId } = await q(
    'SELECT id FROM anagrafica a WHERE id <> $2 AND NOT EXISTS (SELECT 1 FROM anagrafica_ruolo r WHERE r.anagrafica_id = a.id AND r.societa_id = $1) ORDER BY id LIMIT 1',
    [clubId, memberId],
  ));
  ({ id: tipoAnagrafica } = await q("SELECT id FROM tipo_documento WHERE type = 'anagrafica' ORDER BY ordine LIMIT 1"));
  ({ id: tipoSocieta } = await q("SELECT id FROM tipo_documento WHERE type = 'societa' ORDER BY ordine LIMIT 1"));
});
afterAll(() => rm(t().settings.dataDir, { recursive: true, force: true }));

async function upload(token: string, fields: Record<string, string | number>, file?: { name: string; data: Buffer }) {
  const { payload, headers } = await multipart(fields, file);
  return t().app.inject({ method: 'POST', url: '/api/documento', payload, headers: { ...headers, ...bearer(token) } });
}
const forMember = (id = memberId, tipo: number | string = tipoAnagrafica) => ({ entityType: 'anagrafica', entityId: id, tipologia_documento_id: tipo });

/** Every file under the store (scratch files included). */
async function storedFiles(): Promise<string[]> {
  const root = path.join(t().settings.dataDir, 'files');
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true })).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
  } catch {
    return [];
  }
}
const documentCount = async () => (await t().db.query<{ n: number }>('SELECT count(*)::int AS n FROM documento')).rows[0].n;

describe('document types', () => {
  it('getTipoDocumento answers the types of the entity kind', async () => {
    const res = await call(t().app, club, 'GET', '/api/getTipoDocumento?type=societa');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.map((d: any) => d.descrizione)).toContain('Statuto');
    expect((await call(t().app, club, 'GET', '/api/getTipoDocumento?type=utenti')).statusCode).toBe(400);
  });
});

describe('upload, list, download, describe, delete', () => {
  it('stores a PDF under its content hash and gives it back byte for byte', async () => {
    const res = await upload(admin, forMember(), { name: 'Carta identità.pdf', data: PDF });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ error: false, message: 'File caricato correttamente' });
    const files = await storedFiles();
    expect(files.map((f) => path.basename(f))).toContain(sha256(PDF));
    expect(files.some((f) => f.includes('Carta'))).toBe(false);

    const list = (await call(t().app, member, 'GET', `/api/documento/anagrafica/${memberId}`)).json();
    const doc = list.data.find((d: any) => d.id === res.json().id);
    expect(doc).toMatchObject({ nome: 'Carta identità.pdf', tipo_documento: { id: tipoAnagrafica } });

    const file = await call(t().app, member, 'GET', `/api/documento/download/${doc.id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent('Carta identità.pdf')}`);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const put = await call(t().app, member, 'PUT', `/api/documento/${doc.id}`, { descrizione: 'Scade nel 2030' });
    expect(put.json()).toMatchObject({ error: false });
    expect((await call(t().app, member, 'GET', `/api/documento/anagrafica/${memberId}`)).json().data[0].descrizione).toBe('Scade nel 2030');
  });

  it('the same content uploaded twice is stored once, and kept until its last document goes', async () => {
    const a = (await upload(admin, forMember(), { name: 'foto.png', data: PNG })).json().id;
    const b = (await upload(admin, { entityType: 'societa', entityId: clubId, tipologia_documento_id: tipoSocieta }, { name: 'logo.png', data: PNG })).json().id;
    const key = sha256(PNG);
    const has = async () => (await storedFiles()).some((f) => path.basename(f) === key);
    expect((await storedFiles()).filter((f) => path.basename(f) === key)).toHaveLength(1);
    expect((await call(t().app, admin, 'DELETE', `/api/documento/${a}`)).json()).toMatchObject({ error: false });
    expect(await has()).toBe(true);
    expect((await call(t().app, admin, 'GET', `/api/documento/download/${b}`)).rawPayload.equals(PNG)).toBe(true);
    expect((await call(t().app, club, 'DELETE', `/api/documento/${b}`)).json()).toMatchObject({ error: false });
    expect(await has()).toBe(false);
    expect((await call(t().app, admin, 'GET', `/api/documento/download/${b}`)).statusCode).toBe(404);
  });
});

describe('refused uploads leave nothing behind', () => {
  const cases: [string, () => Promise<{ fields: Record<string, string | number>; file?: { name: string; data: Buffer } }>, number, string][] = [
    [
      'a fake PDF (wrong magic bytes)',
      async () => ({ fields: forMember(), file: { name: 'fattura.pdf', data: Buffer.from('MZ\x90\x00 not really a pdf') } }),
      422,
      'Il contenuto del file non corrisponde a un file PDF, JPEG o PNG valido',
    ],
    ['a PNG named .pdf', async () => ({ fields: forMember(), file: { name: 'scan.pdf', data: PNG } }), 422, 'Il contenuto del file non corrisponde a un file PDF, JPEG o PNG valido'],
    [
      'an oversized file',
      async () => ({ fields: forMember(), file: { name: 'grande.pdf', data: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) } }),
      413,
      'Il file supera la dimensione massima consentita di 10 MB',
    ],
    ['a missing document type', async () => ({ fields: { entityType: 'anagrafica', entityId: memberId }, file: { name: 'a.pdf', data: PDF } }), 422, 'Tipologia Documento non selezionata!!!'],
    ["another kind's document type", async () => ({ fields: forMember(memberId, tipoSocieta), file: { name: 'a.pdf', data: PDF } }), 422, 'Tipologia Documento non valida'],
    ['a path-traversal file name', async () => ({ fields: forMember(), file: { name: '../../etc/passwd.pdf', data: PDF } }), 422, 'Il nome del file non è valido'],
    ['a Windows path file name', async () => ({ fields: forMember(), file: { name: '..\\..\\boot.pdf', data: PDF } }), 422, 'Il nome del file non è valido'],
    ['an executable', async () => ({ fields: forMember(), file: { name: 'virus.exe', data: PDF } }), 422, 'Formato non consentito: sono ammessi solo file PDF, JPEG e PNG'],
    ['no file', async () => ({ fields: forMember() }), 422, 'Nessun file selezionato'],
    ['an empty file', async () => ({ fields: forMember(), file: { name: 'vuoto.pdf', data: Buffer.alloc(0) } }), 422, 'Il file è vuoto'],
  ];

  for (const [what, make, status, message] of cases) {
    it(`refuses ${what} with '${message}'`, async () => {
      const [docs, files] = [await documentCount(), await storedFiles()];
      const { fields, file } = await make();
      const res = await upload(admin, fields, file);
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ error: true, message });
      expect(await documentCount()).toBe(docs);
      expect(await storedFiles()).toEqual(files);
    });
  }
});

describe('who may see and change documents', () => {
  let clubDoc: number, memberDoc: number;
  /** Another entity's document downloads, changes and deletes as a missing one (audit: 403 against 404 told which ids exist). */
  async function expectSameAsMissing(token: string, docId: number) {
    const calls = [
      ['GET', 'download/', undefined, 'File non trovato!!!'],
      ['PUT', '', { descrizione: 'x' }, 'Documento non trovato'],
      ['DELETE', '', undefined, 'Documento non trovato'],
    ] as const;
    for (const [method, prefix, body, message] of calls) {
      const other = await call(t().app, token, method, `/api/documento/${prefix}${docId}`, body);
      const missing = await call(t().app, token, method, `/api/documento/${prefix}99999999`, body);
      expect([other.statusCode, other.json()], method).toEqual([404, { error: true, message }]);
      expect([missing.statusCode, missing.json()], method).toEqual([other.statusCode, other.json()]);
    }
  }
  beforeAll(async () => {
    clubDoc = (await upload(admin, { entityType: 'societa', entityId: otherClubId, tipologia_documento_id: tipoSocieta }, { name: 'statuto.pdf', data: PDF })).json().id;
    memberDoc = (await upload(admin, forMember(otherMemberId), { name: 'certificato.pdf', data: PDF })).json().id;
  });

  it("a club user cannot see, download or change another club's documents", async () => {
    expect((await call(t().app, club, 'GET', `/api/documento/societa/${otherClubId}`)).statusCode).toBe(403);
    await expectSameAsMissing(club, clubDoc);
    const res = await upload(club, { entityType: 'societa', entityId: otherClubId, tipologia_documento_id: tipoSocieta }, { name: 'x.pdf', data: PDF });
    expect(res.statusCode).toBe(403);
  });

  it('a club user manages the documents of its own club and of its members', async () => {
    expect((await upload(club, { entityType: 'societa', entityId: clubId, tipologia_documento_id: tipoSocieta }, { name: 'verbale.pdf', data: PDF })).statusCode).toBe(200);
    expect((await upload(club, forMember(clubMemberId), { name: 'visita.pdf', data: PDF })).statusCode).toBe(200);
    expect((await call(t().app, club, 'GET', `/api/documento/anagrafica/${otherMemberId}`)).statusCode).toBe(403);
  });

  it("a member user sees only its own documents and no club's", async () => {
    expect((await call(t().app, member, 'GET', `/api/documento/anagrafica/${otherMemberId}`)).statusCode).toBe(403);
    await expectSameAsMissing(member, memberDoc);
    await expectSameAsMissing(member, clubDoc);
    expect((await call(t().app, member, 'GET', `/api/documento/societa/${clubId}`)).statusCode).toBe(403);
    expect((await upload(member, forMember(otherMemberId), { name: 'x.pdf', data: PDF })).statusCode).toBe(403);
  });

  it('an administrator with the abilities sees every entity; unknown ones are 404', async () => {
    expect((await call(t().app, secretary, 'GET', `/api/documento/societa/${otherClubId}`)).json().data.map((d: any) => d.id)).toContain(clubDoc);
    expect((await call(t().app, secretary, 'GET', '/api/documento/anagrafica/99999999')).statusCode).toBe(404);
    expect((await call(t().app, secretary, 'GET', '/api/documento/utenti/1')).statusCode).toBe(400);
    expect((await call(t().app, null, 'GET', `/api/documento/download/${memberDoc}`)).statusCode).toBe(401);
  });
});
