// Builds the data-directory template of first starts (template.ts): a new PGlite cluster with every
// migration applied and the national reference data (server/reference/: the towns alone take ~1.5 s
// to load), written beside and then renamed into place, so that a template is whole or absent.
// Run by the server bundle build in its own process: `node dist-server/pg-template.mjs`. A template
// is built again only when what it is made of changed: the migrations, the national catalog and the
// packages it reads, or the PGlite version (its key).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createPgliteDb } from './client.ts';
import { migrate } from './migrate.ts';
import { PGDATA_TEMPLATE_DIR } from './template.ts';
import { applyNationalReference, REFERENCE_SOURCES } from '../reference/index.ts';
import { MIGRATIONS_DIR, ROOT } from '../paths.ts';

/** An installed package's version (packages do not export their package.json; it is read where npm put it). */
const versionOf = (name: string) => (JSON.parse(readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

/** What a template depends on: the PGlite version, each migration's name and text, the national catalog's sources and packages. */
export async function templateKey(migrationsDir = MIGRATIONS_DIR): Promise<string> {
  const hash = createHash('sha256');
  hash.update(`pglite ${versionOf(path.join('@electric-sql', 'pglite'))}\n`);
  for (const file of (await readdir(migrationsDir)).filter((f) => f.endsWith('.sql')).sort()) {
    hash.update(`${file}\n`);
    hash.update(await readFile(path.join(migrationsDir, file)));
  }
  for (const source of REFERENCE_SOURCES.files) {
    hash.update(`${source}\n`);
    hash.update(await readFile(path.join(ROOT, source)));
  }
  for (const name of REFERENCE_SOURCES.packages) hash.update(`${name} ${versionOf(name)}\n`);
  return hash.digest('hex');
}

const keyFile = (dir: string) => `${dir}.key`;

/** Builds the template in `dir` unless one built from the same key is there; tells whether it built. */
export async function buildTemplate(dir = PGDATA_TEMPLATE_DIR): Promise<boolean> {
  const key = await templateKey();
  if (existsSync(path.join(dir, 'PG_VERSION')) && existsSync(keyFile(dir)) && readFileSync(keyFile(dir), 'utf8') === key) return false;
  const building = `${dir}.building`;
  await rm(building, { recursive: true, force: true });
  await rm(keyFile(dir), { force: true });
  const db = await createPgliteDb(building);
  try {
    await migrate(db);
    // The catalogs only: the payment channels follow each start's configuration.
    await db.transaction((tx) => applyNationalReference(tx, null));
  } finally {
    await db.close();
  }
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
  await writeFile(keyFile(dir), key);
  return true;
}

if (process.argv[1] && /pg-template\.mjs$|build-template\.ts$/.test(process.argv[1])) await buildTemplate();
