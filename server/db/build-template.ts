// Builds the data-directory template of first starts (template.ts): a new PGlite cluster with every
// migration applied, written beside and then renamed into place, so that a template is whole or absent.
// Run by the server bundle build in its own process: `node dist-server/pg-template.mjs`.
import { rename, rm } from 'node:fs/promises';
import { createPgliteDb } from './client.ts';
import { migrate } from './migrate.ts';
import { PGDATA_TEMPLATE_DIR } from './template.ts';

export async function buildTemplate(dir = PGDATA_TEMPLATE_DIR) {
  const building = `${dir}.building`;
  await rm(building, { recursive: true, force: true });
  const db = await createPgliteDb(building);
  try {
    await migrate(db);
  } finally {
    await db.close();
  }
  await rm(dir, { recursive: true, force: true });
  await rename(building, dir);
}

if (process.argv[1] && /pg-template\.mjs$|build-template\.ts$/.test(process.argv[1])) await buildTemplate();
