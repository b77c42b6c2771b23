// The first start's demo data, loaded by a short-lived child process of the server (server/serve.ts):
// seeding 10,000 members grows the embedded database's WebAssembly memory and the JavaScript heap to
// several hundred MB that a process never gives back, so the server process itself never seeds.
// Opens the database named by the environment (as the server would), migrates, seeds, exits.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { prepareDatabase } from '../auth/first-admin.ts';

const settings = loadConfig();
if (!settings.databaseUrl) await mkdir(settings.dataDir, { recursive: true });
// PostgreSQL's default buffers: the bulk load is faster with them, and this process exits.
const db = await createDb({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db'), lean: false, template: settings.pgdataTemplate });
try {
  await migrate(db);
  await prepareDatabase(db, settings);
} finally {
  await db.close();
}
