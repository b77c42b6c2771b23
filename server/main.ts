// Starts the product: configuration, then serve.ts (database, migrations, demo data, listen).
// From the bundle, an existing embedded database starts opening on its own thread first, while this
// thread loads the server's modules: the two take about the same time, and each has a core
// (docs/decisions/perf.md, "The database opens while the server loads").
import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ROOT } from './paths.ts';
import { loadConfig, type Config } from './config.ts';
import { ConfigError } from './storage/storage-url.ts';
import { markRunningBuild } from './bundle-build.ts';
import type { Db } from './db/client.ts';
import { embeddedDataDir, openConfiguredDb } from './db/open-configured.ts';
import { dataDirBusyMessage, markDataDirInUse } from './db/in-use.ts';

/** The files a start runs besides this one: the seed child, and PGlite's thread (bundle only). */
export interface StartFiles {
  seedChild: string;
  pgliteThread?: URL;
}

// From the sources (tsx) the child is server/seed/child.ts; from the bundle (npm start), its own bundle.
// PGlite runs on a thread of its own (db/pglite-thread.ts) from the bundle; from the sources, on this one.
const fromBundle = !import.meta.url.endsWith('.ts');
const FILES: StartFiles = fromBundle
  ? { seedChild: fileURLToPath(new URL('./seed-child.mjs', import.meta.url)), pgliteThread: new URL('./pglite-thread.mjs', import.meta.url) }
  : { seedChild: path.join(ROOT, 'server', 'seed', 'child.ts') };

/**
 * The embedded database, opening now, when serve.ts would open it first as it is: PGlite on its own
 * thread, on a folder that exists (a first start seeds it in a child process before opening it).
 */
function openEarly(settings: Config): Promise<Db> | undefined {
  if (settings.databaseUrl || !settings.pgliteThread || !FILES.pgliteThread) return undefined;
  if (!existsSync(path.join(embeddedDataDir(settings), 'PG_VERSION'))) return undefined;
  const opening = openConfiguredDb(settings, FILES.pgliteThread);
  opening.catch(() => {}); // its failure is serve's, when it takes the database
  return opening;
}

async function main() {
  const t0 = performance.now();
  markRunningBuild();
  const settings = loadConfig();
  // `npm run reset-demo` and create-admin refuse to touch the embedded database while this runs, and so
  // does a second server: two processes on one PGlite folder corrupt it.
  if (!settings.databaseUrl) {
    markDataDirInUse(settings.dataDir, 'server');
    const busy = dataDirBusyMessage(settings.dataDir, 'avviare di nuovo');
    if (busy) {
      console.error(busy);
      process.exit(1);
    }
  }
  const opening = openEarly(settings);
  const { serve } = await import('./serve.ts');
  await serve(settings, FILES, t0, opening);
}

main().catch((e) => {
  // A configuration mistake is the operator's to fix: its message, without a stack trace.
  console.error(e instanceof ConfigError ? `\nConfigurazione non valida. ${e.message}` : e);
  process.exit(1);
});
