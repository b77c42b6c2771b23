// The request log never holds the secrets some URLs carry in their query string: the reset call's new
// password and token (POST /api/reset-password?…, the spec's shape) and the e-mailed page link.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { cloneTestDb } from '../helpers/db-template.ts';

const TOKEN = 'TokenSegreto4821';
const PASSWORD = 'PasswordNuova!7319';
const EMAIL = 'admin@demo.it';
const resetUrl = `/api/reset-password?email=${encodeURIComponent(EMAIL)}&password=${encodeURIComponent(PASSWORD)}&password_confirmation=${encodeURIComponent(PASSWORD)}&token=${TOKEN}`;

/** An app on its own database copy whose log lines are kept (LOG_REQUESTS=1 when `requests`). */
async function appWithLog(requests: boolean) {
  const { db, drop } = await cloneTestDb();
  const settings = { ...loadConfig({ DATA_DIR: `.tmp/data-log-${process.pid}-${Date.now()}-${requests}` }), logLevel: 'info' };
  const lines: string[] = [];
  const app = await buildApp({ db, settings, logger: requests, logStream: { write: (line: string) => void lines.push(line) } });
  await app.ready();
  const close = async () => {
    await app.close();
    await drop();
    await rm(settings.dataDir, { recursive: true, force: true });
  };
  return { app, db, lines, close };
}

const leaks = (lines: string[]) => lines.filter((l) => l.includes(TOKEN) || l.includes(PASSWORD) || l.includes(encodeURIComponent(PASSWORD)) || l.includes(encodeURIComponent(EMAIL)));

describe('request log (LOG_REQUESTS=1)', () => {
  let t: { app: FastifyInstance; db: Db; lines: string[]; close: () => Promise<void> };
  beforeAll(async () => {
    t = await appWithLog(true);
  });
  afterAll(async () => t?.close());

  it('logs method and path of the reset call and of the reset link, the query values masked', async () => {
    const reset = await t.app.inject({ method: 'POST', url: resetUrl });
    expect(reset.statusCode).toBe(409); // an unknown token: refused, and logged like any request
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${TOKEN}&email=${encodeURIComponent(EMAIL)}` });
    const requests = t.lines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'incoming request');
    expect(requests.map((l) => l.req)).toEqual([
      { method: 'POST', url: '/api/reset-password?email=***&password=***&password_confirmation=***&token=***' },
      { method: 'GET', url: '/reset-password?token=***&email=***' },
    ]);
    expect(leaks(t.lines)).toEqual([]);
  });
});

describe('error log (request logging off)', () => {
  let t: { app: FastifyInstance; db: Db; lines: string[]; close: () => Promise<void> };
  beforeAll(async () => {
    t = await appWithLog(false);
  });
  afterAll(async () => t?.close());

  it('a 500 on the reset call is logged without the token or the password', async () => {
    await t.db.query('ALTER TABLE password_reset RENAME TO password_reset_gone');
    const res = await t.app.inject({ method: 'POST', url: resetUrl });
    expect(res.statusCode).toBe(500);
    expect(t.lines.some((l) => l.includes('unhandled error'))).toBe(true);
    expect(leaks(t.lines)).toEqual([]);
  });
});
