// `npm run create-admin -- --email admin@federazione.it [--name "Mario Rossi"]`: creates the first
// system administrator of a federation started without demo data (same DATABASE_URL / DATA_DIR as the
// server). Prints a random one-time password, to be changed at the first login. Refuses when a system
// administrator already exists.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { AdminExistsError, createFirstAdmin, ensureReferenceData } from '../server/auth/first-admin.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string', default: 'Amministratore di Sistema' } } });
const email = z.string().trim().email().max(200).safeParse(values.email);
if (!email.success) {
  console.error('Uso: npm run create-admin -- --email <indirizzo> [--name "<nome>"]');
  process.exit(2);
}
const settings = loadConfig();
if (!settings.databaseUrl) await mkdir(settings.dataDir, { recursive: true });
const db = await createDb({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
try {
  await migrate(db);
  await ensureReferenceData(db);
  const { password } = await createFirstAdmin(db, { email: email.data, name: values.name! });
  console.log(`Amministratore di sistema ${email.data} creato.`);
  console.log(`Password provvisoria (da cambiare al primo accesso): ${password}`);
} catch (e) {
  if (!(e instanceof AdminExistsError)) throw e;
  console.error(`${e.message}: nessun utente creato.`);
  process.exitCode = 1;
} finally {
  await db.close();
}
