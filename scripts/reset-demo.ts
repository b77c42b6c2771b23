// `npm run reset-demo`: removes every table (PostgreSQL) or the embedded database folder, so that the
// next start migrates and seeds the demo data again. Refuses while a server uses that database: the
// embedded folder deleted under a running server (or the schema dropped under its connections) left
// a server answering errors, or corrupted the files it still wrote. On PostgreSQL it also refuses a
// real federation's database (accounts other than the demo's) unless `-- --force`.
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { createPostgresDb } from '../server/db/client.ts';
import { dataDirBusyMessage } from '../server/db/in-use.ts';
import { demoDataState } from '../server/seed/state.ts';

const settings = loadConfig();
if (settings.databaseUrl) {
  const db = await createPostgresDb(settings.databaseUrl, 1);
  try {
    const { rows } = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'",
    );
    // A real federation's database (accounts that are not the demo's) is wiped only when asked twice.
    const state = await demoDataState(db).catch(() => 'empty' as const);
    if (state === 'real' && !process.argv.includes('--force')) {
      console.error(
        'Questo database contiene una federazione reale (utenti che non sono quelli demo): npm run reset-demo cancellerebbe tutti i suoi dati. Se è davvero ciò che si vuole: npm run reset-demo -- --force',
      );
      process.exitCode = 1;
    } else if (rows[0].n > 0) {
      console.error(
        `Il database è in uso da altre ${rows[0].n} connessioni (un server avviato?): fermare prima il server (Ctrl-C nel suo terminale) e chiudere le altre connessioni, poi npm run reset-demo.`,
      );
      process.exitCode = 1;
    } else {
      await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
      console.log('Database PostgreSQL svuotato: al prossimo avvio verranno ricaricati i dati demo.');
    }
  } finally {
    await db.close();
  }
} else {
  const busy = dataDirBusyMessage(settings.dataDir, 'npm run reset-demo');
  if (busy) {
    console.error(busy);
    process.exitCode = 1;
  } else {
    const dbDir = path.join(settings.dataDir, 'db');
    if (existsSync(dbDir)) {
      await rm(dbDir, { recursive: true, force: true });
      console.log(`Cartella ${dbDir} rimossa: al prossimo avvio verranno ricaricati i dati demo.`);
    } else {
      // A server started with another DATA_DIR: claiming a removal here left its data in place unsaid.
      console.log(`Nessun database in ${dbDir}: niente da rimuovere. Se il server è stato avviato con DATA_DIR, indicare la stessa cartella: DATA_DIR=… npm run reset-demo`);
    }
  }
}
if (!process.exitCode) await rm(path.join(settings.dataDir, 'files'), { recursive: true, force: true });
