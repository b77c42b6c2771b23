// Starts the product: configuration, database (PGlite or PostgreSQL), migrations, demo data, listen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users.ts';
import { startBackground } from './background.ts';
import { hasSystemAdmin, prepareDatabase } from './auth/first-admin.ts';
import { ConfigError, describeStorage } from './storage/storage-url.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const t0 = performance.now();
  const settings = loadConfig();
  if (!settings.databaseUrl) await mkdir(settings.dataDir, { recursive: true });
  const db = await createDb({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
  await migrate(db);
  await prepareDatabase(db, settings);
  const app = await buildApp({ db, settings, staticDir: path.join(root, 'dist'), logger: process.env.LOG_REQUESTS === '1' });
  const stopBackground = startBackground(app);
  await app.listen({ port: settings.port, host: settings.host });
  const ms = Math.round(performance.now() - t0);
  console.log(`\nBack-office della federazione pronto in ${ms} ms su ${settings.publicUrl}  (database: ${db.kind})`);
  console.log(`File caricati ed export: ${describeStorage(settings.storage, path.join(settings.dataDir, 'files'))}`);
  if (settings.demo) {
    const line = '!'.repeat(78);
    console.log(`\n${line}\n  MODALITÀ DEMO: dati di prova e account con password nota (${DEMO_PASSWORD}).`);
    console.log('  Non usare questa installazione per dati reali: impostare DATABASE_URL senza DEMO=1.');
    console.log(`${line}\nAccount demo:`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.who}`);
  } else if (!(await hasSystemAdmin(db))) {
    console.log('\nNessun amministratore di sistema: crealo una volta con');
    console.log('  npx tsx scripts/create-admin.ts --email <indirizzo> [--name "<nome>"]');
  }
  const shutdown = async () => {
    await stopBackground();
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((e) => {
  // A configuration mistake is the operator's to fix: its message, without a stack trace.
  console.error(e instanceof ConfigError ? `\nConfigurazione non valida. ${e.message}` : e);
  process.exit(1);
});
