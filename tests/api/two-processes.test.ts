// Two processes, one database (issue 19): two real server processes on one fresh PostgreSQL
// database and one S3 bucket (a local s3rver), behind a round-robin proxy, behave as one server.
// PostgreSQL pass only (TEST_DATABASE_URL): PGlite lives inside one process.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../bench/lib/server.ts';
import { createPostgresDb, type Db } from '../../server/db/client.ts';
import { EXPORT_JOB } from '../../server/exports/start.ts';
import { createStorage, sha256 } from '../../server/storage/index.ts';
import { parseStorageUrl } from '../../server/storage/storage-url.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { withDatabase } from '../helpers/db-template.ts';
import { PDF, multipart } from '../helpers/exports.ts';
import { startRoundRobinProxy, type Backend, type RoundRobinProxy } from '../helpers/round-robin-proxy.ts';
import { startLocalS3, type LocalS3 } from '../helpers/s3-server.ts';
import { waitFor } from '../helpers/wait-for.ts';

const PORTS = { s3: 8342, a: 8343, b: 8344, proxy: 8345 };
const REUSE_MS = 10_000;
const pgUrl = process.env.TEST_DATABASE_URL;

describe.runIf(pgUrl)('two server processes on one PostgreSQL and one S3 bucket', () => {
  const name = `fed_two_${randomBytes(5).toString('hex')}`;
  let admin: Db, db: Db, s3: LocalS3, proxy: RoundRobinProxy, scratch: string;
  const servers: RunningServer[] = [];
  const backends: Backend[] = [];

  beforeAll(async () => {
    admin = await createPostgresDb(pgUrl!, 1);
    await admin.query(`CREATE DATABASE ${name}`);
    s3 = await startLocalS3(PORTS.s3);
    scratch = await mkdtemp(path.join(tmpdir(), 'fed-two-'));
    const env = (port: number, id: string) => ({
      PORT: String(port),
      DATABASE_URL: withDatabase(pgUrl!, name),
      STORAGE_URL: s3.storageUrl('federazione'),
      DEMO: '1',
      SEED_SCALE: '0.1',
      // Each process its own scratch folder: the files live in the bucket.
      DATA_DIR: path.join(scratch, id),
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'warn',
      // Verified tokens and list pages reused for the longest allowed: what one process changes must
      // show through the other because it is announced, not because that time ran out.
      ANSWER_REUSE_MS: String(REUSE_MS),
    });
    // The first process migrates the empty database and loads the demo data; the second starts on it.
    for (const [id, port] of [
      ['A', PORTS.a],
      ['B', PORTS.b],
    ] as const) {
      const server = await startServer(env(port, id), 110_000);
      servers.push(server);
      backends.push({ name: id, url: server.url });
    }
    proxy = await startRoundRobinProxy(backends, PORTS.proxy);
    db = await createPostgresDb(withDatabase(pgUrl!, name), 2);
  }, 240_000);

  afterAll(async () => {
    await proxy?.close();
    await Promise.all(servers.map((s) => s.stop()));
    await db?.close();
    await admin?.query(`DROP DATABASE IF EXISTS ${name}`).catch(() => {});
    await admin?.close();
    await s3?.close();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  /** A request through the proxy (or straight to `base`); answers the response and which process served it. */
  async function request(pathname: string, init: RequestInit & { token?: string; from?: string } = {}, base = proxy.url) {
    const headers = new Headers(init.headers);
    if (init.token) headers.set('authorization', `Bearer ${init.token}`);
    if (init.from) headers.set('x-forwarded-for', init.from);
    const res = await fetch(`${base}${pathname}`, { ...init, headers });
    return { res, backend: res.headers.get('x-backend') ?? base };
  }
  const login = (email: string, password: string, extra: { from?: string; base?: string } = {}) =>
    request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }), from: extra.from }, extra.base);
  /** A JSON answer (fetch types it unknown: the API's schemas are checked by its own tests). */
  const json = async (res: Response): Promise<any> => res.json();
  const adminToken = async () => (await json((await login('admin@demo.it', DEMO_PASSWORD)).res)).access_token as string;
  const other = (backend: string) => backends.find((b) => b.name !== backend)!;

  it('the proxy alternates between the two processes', async () => {
    const served = [];
    for (let i = 0; i < 4; i++) served.push((await request('/api/info')).backend);
    expect(new Set(served)).toEqual(new Set(['A', 'B']));
  });

  it('a login made through one process is valid on the other', async () => {
    const { res, backend } = await login('admin@demo.it', DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const token = (await json(res)).access_token as string;
    const me = await request('/api/me', { token }, other(backend).url);
    expect(me.res.status).toBe(200);
    expect(await json(me.res)).toMatchObject({ me: { email: 'admin@demo.it' } });

    const logout = await request('/api/logout', { method: 'POST', token }, other(backend).url);
    expect(logout.res.status).toBe(200);
    expect((await request('/api/me', { token }, backends.find((b) => b.name === backend)!.url)).res.status).toBe(401);
  });

  it('a token ended through one process can no longer write through the other, at once', async () => {
    const { res, backend } = await login('admin@demo.it', DEMO_PASSWORD);
    const token = (await json(res)).access_token as string;
    const otherUrl = other(backend).url;
    // The other process has just verified the token for a read, and may reuse that for reads a moment.
    expect((await request('/api/me', { token }, otherUrl)).res.status).toBe(200);
    const logout = await request('/api/logout', { method: 'POST', token }, backends.find((b) => b.name === backend)!.url);
    expect(logout.res.status).toBe(200);
    // A request that may write checks its token afresh there.
    expect((await request('/api/logout', { method: 'POST', token }, otherUrl)).res.status).toBe(401);
  });

  it('a logout through one process ends the token for reads through the other, before reuse could end it', async () => {
    const { res, backend } = await login('admin@demo.it', DEMO_PASSWORD);
    const token = (await json(res)).access_token as string;
    const otherUrl = other(backend).url;
    expect((await request('/api/me', { token }, otherUrl)).res.status).toBe(200);
    await request('/api/logout', { method: 'POST', token }, backends.find((b) => b.name === backend)!.url);
    const loggedOutAt = Date.now();
    await waitFor('the other process refuses the token', async () => (await request('/api/me', { token }, otherUrl)).res.status === 401);
    // Announced writes reach the other process at once; without them it would have answered 200 for REUSE_MS.
    expect(Date.now() - loggedOutAt).toBeLessThan(REUSE_MS);
  });

  it('failed logins are counted across both processes', async () => {
    // Each attempt from a new address: only the account's count grows (5 free failures, then a 5 s
    // wait that doubles), so the first five are plain refusals whatever the timing.
    const email = 'segreteria@demo.it';
    const served = new Set<string>();
    for (let i = 1; i <= 5; i++) {
      const { res, backend } = await login(email, 'sbagliata', { from: `198.51.100.${i}` });
      expect(res.status).toBe(401);
      served.add(backend);
    }
    expect(served).toEqual(new Set(['A', 'B']));
    const { rows } = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_failure WHERE kind = 'login' AND email = $1", [email]);
    expect(rows[0].n).toBe(5);
    // Both processes now make the sixth attempt wait, even with the right password.
    const sixth = await Promise.all(backends.map((b) => login(email, DEMO_PASSWORD, { from: '198.51.100.99', base: b.url })));
    for (const { res } of sixth) {
      expect(res.status).toBe(429);
      expect((await json(res)).message).toMatch(/^Troppi tentativi falliti\. Riprova tra \d+ second[oi]\.$/);
    }
  });

  it('an export started through one process is finished exactly once, by one of them', async () => {
    const token = await adminToken();
    const season = (await db.query<{ id: number }>('SELECT id FROM stagione WHERE aperta')).rows[0].id;
    // Several at once, so that both workers poll the queue while there is work to take.
    const ids: number[] = [];
    for (let i = 0; i < 4; i++) {
      const { res } = await request(`/api/anagrafica?season=${season}&flag=tesserati&export=excel`, { token });
      expect(res.status).toBe(200);
      ids.push((await json(res)).id);
    }
    const done = await waitFor('the four exports are finished', async () => {
      const { res } = await request('/api/userexports', { token });
      const mine = ((await json(res)).data as { id: number; status: string }[]).filter((e) => ids.includes(e.id));
      return mine.length === ids.length && mine.every((e) => e.status !== 'pending') && mine;
    });
    expect(done.map((e) => e.status)).toEqual(ids.map(() => 'success'));
    // One job per export, claimed once (a claim counts an attempt) and done.
    const { rows: jobs } = await db.query<{ status: string; attempts: number }>(`SELECT status, attempts FROM job WHERE kind = $1 AND (payload->>'userExportId')::int = ANY($2::int[])`, [
      EXPORT_JOB,
      ids,
    ]);
    expect(jobs).toEqual(ids.map(() => ({ status: 'done', attempts: 1 })));
    // The file is downloadable through either process.
    for (const b of backends) {
      const { res } = await request(`/api/userexports/download/${ids[0]}`, { token }, b.url);
      expect(res.status).toBe(200);
      expect(
        Buffer.from(await res.arrayBuffer())
          .subarray(0, 2)
          .toString(),
      ).toBe('PK');
    }
  });

  it('a document uploaded through one process is downloadable through the other, from the bucket', async () => {
    const token = await adminToken();
    const memberId = (await db.query<{ id: number }>('SELECT id FROM anagrafica ORDER BY id LIMIT 1')).rows[0].id;
    const tipo = (await db.query<{ id: number }>("SELECT id FROM tipo_documento WHERE type = 'anagrafica' ORDER BY ordine LIMIT 1")).rows[0].id;
    const pdf = Buffer.concat([PDF, Buffer.from(`% ${randomBytes(8).toString('hex')}\n`)]);
    const form = await multipart({ entityType: 'anagrafica', entityId: memberId, tipologia_documento_id: tipo }, { name: 'certificato.pdf', data: pdf });
    const uploaded = await request('/api/documento', { method: 'POST', token, headers: form.headers, body: new Uint8Array(form.payload) });
    expect(uploaded.res.status).toBe(200);
    const { id } = await json(uploaded.res);

    const download = await request(`/api/documento/download/${id}`, { token }, other(uploaded.backend).url);
    expect(download.res.status).toBe(200);
    expect(Buffer.from(await download.res.arrayBuffer()).equals(pdf)).toBe(true);

    // Stored in the bucket under its hash, not in either process's folder.
    const bucket = createStorage({ dataDir: scratch, storage: parseStorageUrl(s3.storageUrl('federazione')) });
    expect(await bucket.exists(sha256(pdf))).toBe(true);
    (bucket as { close?: () => void }).close?.();
    for (const b of backends) expect(await readdir(path.join(scratch, b.name, 'files')).catch(() => [])).toEqual([]);
  });
});
