// The real Fastify app on its own copy of the seeded database, for API tests (app.inject).
import { rm } from 'node:fs/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import type { Db } from '../../server/db/client.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';
import { cloneTestDb } from './db-template.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  settings: Config;
  close: () => Promise<void>;
}

export async function createTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const { db, drop } = await cloneTestDb();
  const settings = { ...loadConfig({ DATA_DIR: `.tmp/data-${process.pid}-${Date.now()}` }), ...overrides };
  const app = await buildApp({ db, settings });
  await app.ready();
  return {
    app,
    db,
    settings,
    close: async () => {
      await app.close();
      await drop();
      // The uploads and exports the file wrote go with it.
      await rm(settings.dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers beforeAll/afterAll for a test file and returns a getter of its app. */
export function useTestApp(overrides: Partial<Config> = {}): () => TestApp {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(overrides);
  });
  afterAll(async () => t?.close());
  return () => t;
}

export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json().access_token;
}

/** Tokens of the four demo users the scoping tests compare: administrator, limited administrator, club, member. */
export function loginDemoUsers(app: FastifyInstance): Promise<[admin: string, segreteria: string, club: string, persona: string]> {
  return Promise.all(['admin@demo.it', 'segreteria@demo.it', 'societa@demo.it', 'tesserato@demo.it'].map((e) => loginAs(app, e))) as Promise<[string, string, string, string]>;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** app.inject with a token: `call(app, token, 'GET', '/api/me')`. */
export function call(app: FastifyInstance, token: string | null, method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({ method: method as any, url, payload: payload as any, headers: token ? bearer(token) : {} });
}
