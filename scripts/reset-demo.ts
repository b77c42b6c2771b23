// `npm run reset-demo`: removes every table (PostgreSQL) or the embedded database folder, so that the
// next start migrates and seeds the demo data again.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../server/config.ts';
import { createPostgresDb } from '../server/db/client.ts';

const settings = loadConfig();
if (settings.databaseUrl) {
  const db = await createPostgresDb(settings.databaseUrl, 1);
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
  await db.close();
  console.log('Database PostgreSQL svuotato: al prossimo avvio verranno ricaricati i dati demo.');
} else {
  await rm(path.join(settings.dataDir, 'db'), { recursive: true, force: true });
  console.log(`Cartella ${path.join(settings.dataDir, 'db')} rimossa: al prossimo avvio verranno ricaricati i dati demo.`);
}
await rm(path.join(settings.dataDir, 'files'), { recursive: true, force: true });
