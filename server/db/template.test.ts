// @vitest-environment node
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTemplate } from './build-template.ts';
import { createPgliteDb } from './client.ts';
import { copyTemplateInto } from './template.ts';

const root = await mkdtemp(path.join(tmpdir(), 'fbo-template-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('the data-directory template of first starts', () => {
  it('a new folder starts as the migrated template; a folder holding a database is left as it is', async () => {
    const template = path.join(root, 'template');
    await buildTemplate(template);
    const migrations = (await readdir('server/db/migrations')).filter((f) => f.endsWith('.sql')).sort();

    const dataDir = path.join(root, 'first');
    expect(await copyTemplateInto(dataDir, template)).toBe(true);
    const db = await createPgliteDb(dataDir);
    try {
      expect((await db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name)).toEqual(migrations);
      await db.query("INSERT INTO disciplina (nome, codice) VALUES ('Pallamano', 'PM')");
    } finally {
      await db.close();
    }
    // Started again: its data stay.
    expect(await copyTemplateInto(dataDir, template)).toBe(false);
    const again = await createPgliteDb(dataDir);
    try {
      expect((await again.query<{ nome: string }>('SELECT nome FROM disciplina')).rows).toEqual([{ nome: 'Pallamano' }]);
    } finally {
      await again.close();
    }
  }, 180_000);

  it('without a built template nothing is copied (the database is created from scratch)', async () => {
    expect(await copyTemplateInto(path.join(root, 'other'), path.join(root, 'missing'))).toBe(false);
  });
});
