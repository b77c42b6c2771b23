// Issue 10 §6: security headers on every answer, absolute links from PUBLIC_URL only, and the
// half-written file of a crashed export removed when its job is retried or failed.
import { existsSync } from 'node:fs';
import { mkdir, writeFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/app.ts';
import { exportJob, exportScratchPath } from '../../server/exports/job.ts';

const t = useTestApp({ publicUrl: 'https://federazione.example.it' });
afterAll(() => rm(t().settings.dataDir, { recursive: true, force: true }));

describe('headers', () => {
  it('CSP without inline script, no framing, nosniff, referrer policy; HSTS over https', async () => {
    for (const url of ['/api/info', '/risultati/api_v2/gironi_area/ARA01', '/api/non-esiste']) {
      const res = await t().app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp, url).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    }
  });

  it('no HSTS when the product is served over plain http', async () => {
    const saved = t().settings.publicUrl;
    t().settings.publicUrl = 'http://localhost:8080';
    try {
      expect((await t().app.inject({ method: 'GET', url: '/api/info' })).headers['strict-transport-security']).toBeUndefined();
    } finally {
      t().settings.publicUrl = saved;
    }
  });
});

describe('absolute links', () => {
  it('the iCal feed links to PUBLIC_URL whatever Host or X-Forwarded-Host the request claims', async () => {
    const { rows } = await t().db.query<{ id: number }>('SELECT id FROM girone ORDER BY id LIMIT 1');
    const res = await t().app.inject({
      method: 'GET',
      url: `/risultati/gironi/calendario_ics/${rows[0].id}.ics`,
      headers: { host: 'attaccante.example', 'x-forwarded-host': 'attaccante.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(200);
    const feed = res.body.replace(/\r\n /g, '');
    expect(feed).toContain('URL:https://federazione.example.it/');
    expect(feed).not.toContain('attaccante');
  });

  it('reset mails link to PUBLIC_URL', async () => {
    await t().app.inject({ method: 'POST', url: '/api/forgot-password?email=tesserato%40demo.it', headers: { host: 'attaccante.example' } });
    const { rows } = await t().db.query<{ body: string }>("SELECT body FROM mail_outbox WHERE recipient = 'tesserato@demo.it' ORDER BY id DESC LIMIT 1");
    expect(rows[0].body).toContain('https://federazione.example.it/reset-password?');
    expect(rows[0].body).not.toContain('attaccante');
  });
});

describe('half-written export files', () => {
  const job = (id: number) => ({ id: 1, kind: 'export', payload: { userExportId: id }, attempts: 1 }) as any;
  const leftover = async (id: number) => {
    const file = await exportScratchPath(t().app, id);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, 'PK half an xlsx');
    return file;
  };

  it('are removed when the job fails', async () => {
    const file = await leftover(987654);
    await exportJob.failed!(t().app, job(987654), 'prova');
    expect(existsSync(file)).toBe(false);
  });

  it('are removed when the job is retried', async () => {
    const file = await leftover(987655);
    await exportJob.run({ app: t().app, job: job(987655), signal: new AbortController().signal } as any);
    expect(existsSync(file)).toBe(false);
  });
});
