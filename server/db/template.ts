// The first start on PGlite copies an empty, migrated data directory built with the server bundle
// (scripts/server-command.mjs, server/db/build-template.ts) instead of creating the cluster inside
// WebAssembly (initdb: 7.2 s of the first start here) and running every migration (0.7 s). The copy
// is a plain folder copy (a few tenths of a second). PGDATA_TEMPLATE=0 does without it.
import { existsSync } from 'node:fs';
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { ROOT } from '../paths.ts';

export const PGDATA_TEMPLATE_DIR = path.join(ROOT, 'dist-server', 'pgdata-template');

/** Copies the template into `dataDir` when that holds no database yet and a template was built; tells whether it did. */
export async function copyTemplateInto(dataDir: string, templateDir = PGDATA_TEMPLATE_DIR): Promise<boolean> {
  if (existsSync(path.join(dataDir, 'PG_VERSION')) || !existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  await cp(templateDir, dataDir, { recursive: true });
  return true;
}
