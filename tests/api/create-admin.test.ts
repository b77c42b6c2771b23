// `npm run create-admin`: the command a server prints is the one that works for its database, and the
// command run without DATABASE_URL no longer creates, silently, an administrator in an embedded
// database that a federation on PostgreSQL never reads. The embedded database takes --embedded, and
// only while no server has it open.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminHint } from '../../server/auth/first-admin.ts';
import { createPgliteDb, createPostgresDb } from '../../server/db/client.ts';
import { withDatabase } from '../helpers/db-template.ts';

const createAdmin = (env: Record<string, string>, ...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/create-admin.ts', '--email', 'capo@federazione.it', '--name', 'Mario Rossi', ...args], {
    env: { ...process.env, DATABASE_URL: '', PASSWORD_HASH_COST: 'test', ...env },
    encoding: 'utf8',
  });

describe('the hint a start without demo data prints', () => {
  it('on PostgreSQL names DATABASE_URL, as the README does', () => {
    expect(createAdminHint({ databaseUrl: 'postgres://u:p@db/fed', dataDir: '/srv/data' })).toContain('DATABASE_URL=… npm run create-admin -- --email <indirizzo> --name "<nome e cognome>"');
  });
  it('on the embedded database names --embedded and the data folder', () => {
    const hint = createAdminHint({ dataDir: '/srv/fed-data' });
    expect(hint).toContain('DATA_DIR=/srv/fed-data npm run create-admin -- --embedded --email <indirizzo>');
    expect(hint).toContain('fermato il server');
  });
});

describe('create-admin without DATABASE_URL', () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'fed-create-admin-'));
  });
  afterAll(async () => {
    if (scratch) await rm(scratch, { recursive: true, force: true });
  });

  it('refuses, creating nothing, and shows the PostgreSQL form', () => {
    const r = createAdmin({ DATA_DIR: scratch });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('DATABASE_URL non è impostato');
    expect(r.stderr).toContain('DATABASE_URL=postgres://… npm run create-admin -- --email <indirizzo> --name "<nome e cognome>"');
    expect(r.stdout).not.toContain('Password provvisoria');
    expect(existsSync(path.join(scratch, 'db'))).toBe(false);
  });

  it('with --embedded refuses while a server uses the folder', async () => {
    const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await mkdir(path.join(scratch, 'in-use'), { recursive: true });
      await writeFile(path.join(scratch, 'in-use', String(server.pid)), 'server');
      const r = createAdmin({ DATA_DIR: scratch }, '--embedded');
      expect(r.status).toBe(1);
      expect(r.stderr).toContain('fermare prima il server');
      expect(existsSync(path.join(scratch, 'db'))).toBe(false);
    } finally {
      await new Promise<void>((resolve) => (server.once('exit', () => resolve()), server.kill()));
    }
  });

  it('with --embedded and no server creates the administrator there, with the reference data', async () => {
    const r = createAdmin({ DATA_DIR: scratch }, '--embedded');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Password provvisoria');
    const db = await createPgliteDb(path.join(scratch, 'db'));
    try {
      expect((await db.query('SELECT email, tipo_utente FROM users')).rows).toEqual([{ email: 'capo@federazione.it', tipo_utente: 'sysadmin' }]);
      expect((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM tipologia_tesseramento WHERE codice IN ('AFF', 'RIAFF')")).rows[0].n).toBe(2);
    } finally {
      await db.close();
    }
  }, 120_000);
});

describe.runIf(process.env.TEST_DATABASE_URL)('create-admin with DATABASE_URL', () => {
  it('creates the first system administrator in that database', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const name = `fed_test_admin_${process.pid}`;
    const admin = await createPostgresDb(url, 1);
    await admin.query(`DROP DATABASE IF EXISTS ${name}`);
    await admin.query(`CREATE DATABASE ${name}`);
    try {
      const r = createAdmin({ DATABASE_URL: withDatabase(url, name), DATA_DIR: path.join(tmpdir(), 'fed-create-admin-unused') });
      expect(r.status, r.stderr).toBe(0);
      const db = await createPostgresDb(withDatabase(url, name), 1);
      try {
        expect((await db.query('SELECT email, tipo_utente, must_edit_password FROM users')).rows).toEqual([{ email: 'capo@federazione.it', tipo_utente: 'sysadmin', must_edit_password: true }]);
      } finally {
        await db.close();
      }
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      await admin.close();
    }
  }, 120_000);
});
