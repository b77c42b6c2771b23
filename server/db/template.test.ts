// @vitest-environment node
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTemplate, templateKey } from './build-template.ts';
import { createPgliteDb } from './client.ts';
import { copyTemplateInto } from './template.ts';

const root = await mkdtemp(path.join(tmpdir(), 'fbo-template-'));
afterAll(() => rm(root, { recursive: true, force: true }));

// A template build migrates a fresh PGlite: ~7 s alone, over 3 minutes on a CI machine running every
// suite at once on 2 cores. The bound only ends a hang.
const TEMPLATE_BUILDS_MS = 600_000;

describe('the data-directory template of first starts', () => {
  it(
    'a new folder starts as the migrated template; a folder holding a database is left as it is',
    async () => {
      const template = path.join(root, 'template');
      expect(await buildTemplate(template)).toBe(true);
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
    },
    TEMPLATE_BUILDS_MS,
  );

  it(
    'is built again only when the migrations or PGlite changed',
    async () => {
      const template = path.join(root, 'kept');
      expect(await buildTemplate(template)).toBe(true);
      // A rebuild of the server with the same migrations keeps it (no 7 s in every development rebuild).
      expect(await buildTemplate(template)).toBe(false);
      // Another key (a migration added or edited, another PGlite) builds it again.
      await writeFile(`${template}.key`, 'older');
      expect(await buildTemplate(template)).toBe(true);
      expect(await buildTemplate(template)).toBe(false);
    },
    TEMPLATE_BUILDS_MS,
  );

  it("the key follows each migration's name and text", async () => {
    const dir = path.join(root, 'migrations');
    await cp('server/db/migrations', dir, { recursive: true });
    const before = await templateKey(dir);
    expect(await templateKey(dir)).toBe(before);
    const [first] = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
    await writeFile(path.join(dir, first), '-- edited\n', { flag: 'a' });
    const edited = await templateKey(dir);
    expect(edited).not.toBe(before);
    await writeFile(path.join(dir, '9999_new.sql'), 'SELECT 1;');
    expect(await templateKey(dir)).not.toBe(edited);
  });

  it('without a built template nothing is copied (the database is created from scratch)', async () => {
    expect(await copyTemplateInto(path.join(root, 'other'), path.join(root, 'missing'))).toBe(false);
  });
});
