// `DATABASE_URL=postgres://… npm run create-admin -- --email admin@federazione.it [--name "Mario Rossi"]`:
// creates the first system administrator of a federation started without demo data (the same
// DATABASE_URL as the server). Prints a random one-time password, to be changed at the first login.
// Refuses when a system administrator already exists.
// Without DATABASE_URL it would write to the embedded database (DATA_DIR/db), which a federation on
// PostgreSQL never reads: the command pasted without DATABASE_URL used to create an administrator
// nobody could use. So the embedded database takes `--embedded` (a federation started with DEMO=0 and
// no DATABASE_URL), and only while no server has it open (PGlite is one process's).
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../server/config.ts';
import { createDb } from '../server/db/client.ts';
import { migrate } from '../server/db/migrate.ts';
import { dataDirBusyMessage, markDataDirInUse } from '../server/db/in-use.ts';
import { AdminExistsError, createFirstAdmin, ensureReferenceData } from '../server/auth/first-admin.ts';
import { ConfigError } from '../server/storage/storage-url.ts';

const USAGE = 'Uso: DATABASE_URL=postgres://… npm run create-admin -- --email <indirizzo> --name "<nome e cognome>"';

const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string', default: 'Amministratore di Sistema' }, embedded: { type: 'boolean', default: false } } });
const email = z.string().trim().email().max(200).safeParse(values.email);
if (!email.success) {
  console.error(`${USAGE}\n   oppure, per il database incorporato (DATA_DIR/db) a server fermo: npm run create-admin -- --embedded --email <indirizzo> --name "<nome e cognome>"`);
  process.exit(2);
}
let settings;
try {
  settings = loadConfig();
} catch (e) {
  if (!(e instanceof ConfigError)) throw e;
  console.error(`Configurazione non valida. ${e.message}`);
  process.exit(2);
}
if (!settings.databaseUrl) {
  const dbDir = path.join(settings.dataDir, 'db');
  if (!values.embedded) {
    console.error(
      `DATABASE_URL non è impostato: l'amministratore verrebbe creato nel database incorporato in ${dbDir}, non in PostgreSQL. Nessun utente creato.\n` +
        `Per una federazione su PostgreSQL, con lo stesso DATABASE_URL del server:\n  ${USAGE.replace('Uso: ', '')}\n` +
        `Per il database incorporato (federazione avviata con DEMO=0 senza DATABASE_URL), a server fermo: aggiungere --embedded.`,
    );
    process.exit(2);
  }
  const busy = dataDirBusyMessage(settings.dataDir, 'npm run create-admin');
  if (busy) {
    console.error(busy);
    process.exit(1);
  }
  await mkdir(settings.dataDir, { recursive: true });
  markDataDirInUse(settings.dataDir, 'create-admin');
}
const db = await createDb({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db'), template: settings.pgdataTemplate });
try {
  await migrate(db);
  await ensureReferenceData(db, settings);
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
