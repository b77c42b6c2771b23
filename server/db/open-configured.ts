// The database the settings name, opened one way by main.ts (early, while the server's modules load)
// and by serve.ts.
import path from 'node:path';
import type { Config } from '../config.ts';
import { createDb, type Db } from './client.ts';

/** PGlite's folder inside DATA_DIR. */
export const embeddedDataDir = (settings: Config): string => path.join(settings.dataDir, 'db');

/** The database's thread ended (PostgreSQL aborted): nothing can be served any more; the process ends, for its supervisor to start it again. */
function onThreadStop(e: Error) {
  console.error(`Il database incorporato si è fermato: ${e.message}`);
  process.exit(1);
}

/** `pgliteThread`: pglite-thread.ts's bundle, where PGlite runs on a thread of its own (unless PGLITE_THREAD=0). */
export function openConfiguredDb(settings: Config, pgliteThread?: URL): Promise<Db> {
  return createDb({
    databaseUrl: settings.databaseUrl,
    dataDir: embeddedDataDir(settings),
    lean: settings.pgliteLean,
    template: settings.pgdataTemplate,
    thread: settings.pgliteThread ? pgliteThread : undefined,
    onThreadStop,
    shareWrites: true,
  });
}
