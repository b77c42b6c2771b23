// Starts the product: configuration, database (PGlite or PostgreSQL), migrations, demo data, listen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { buildApp } from './app.ts';
import { ROOT } from './paths.ts';
import { loadConfig, type Config } from './config.ts';
import { createDb, type Db } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users.ts';
import { demoDataState } from './seed/state.ts';
import { startBackground } from './background.ts';
import { hasSystemAdmin, prepareDatabase } from './auth/first-admin.ts';
import { testHashCost } from './auth/passwords.ts';
import { ConfigError, describeStorage } from './storage/storage-url.ts';
import { markRunningBuild } from './bundle-build.ts';
import { settleAfterStart, seedChildExecArgv } from './v8-tuning.ts';

// From the sources (tsx) the child is server/seed/child.ts; from the bundle (npm start), its own bundle.
const fromBundle = !import.meta.url.endsWith('.ts');
const SEED_CHILD = fromBundle ? fileURLToPath(new URL('./seed-child.mjs', import.meta.url)) : path.join(ROOT, 'server', 'seed', 'child.ts');
// PGlite on a thread of its own (db/pglite-thread.ts) from the bundle; from the sources, on this one.
const PGLITE_THREAD = fromBundle ? new URL('./pglite-thread.mjs', import.meta.url) : undefined;

/** Runs server/seed/child.ts (migrations and demo data) in a child process and waits for it to exit. */
function seedInChild(): Promise<void> {
  const child = spawn(process.execPath, [...seedChildExecArgv(), SEED_CHILD], { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`Caricamento dei dati demo non riuscito (codice ${code})`))));
  });
}

/**
 * Opens and migrates the database. The demo data of a first start are loaded by a child process
 * (server/seed/child.ts), so that this long-running process never holds the seed's memory; with
 * PGlite the server opens its files only once the child has closed them. SEED_IN_PROCESS=1 seeds
 * here instead (the benchmark's comparison).
 */
async function openDatabase(settings: Config): Promise<Db> {
  const dataDir = path.join(settings.dataDir, 'db');
  const thread = settings.pgliteThread ? PGLITE_THREAD : undefined;
  // The database's thread ended (PostgreSQL aborted): nothing can be served any more; the process ends, for its supervisor to start it again.
  const onThreadStop = (e: Error) => {
    console.error(`Il database incorporato si è fermato: ${e.message}`);
    process.exit(1);
  };
  const open = () => createDb({ databaseUrl: settings.databaseUrl, dataDir, lean: settings.pgliteLean, template: settings.pgdataTemplate, thread, onThreadStop, shareWrites: true });
  const viaChild = settings.demo && !settings.seedInProcess;
  if (viaChild && !settings.databaseUrl && !existsSync(path.join(dataDir, 'PG_VERSION'))) await seedInChild();
  let db = await open();
  await migrate(db);
  if (viaChild && (await demoDataState(db)) === 'empty') {
    if (db.kind === 'pglite') await db.close();
    await seedInChild();
    if (db.kind === 'pglite') db = await open();
  }
  return db;
}

async function main() {
  const t0 = performance.now();
  markRunningBuild();
  const settings = loadConfig();
  if (!settings.databaseUrl) await mkdir(settings.dataDir, { recursive: true });
  const db = await openDatabase(settings);
  await prepareDatabase(db, settings);
  const app = await buildApp({ db, settings, staticDir: path.join(ROOT, 'dist'), logger: process.env.LOG_REQUESTS === '1' });
  const stopBackground = startBackground(app, settings);
  await app.listen({ port: settings.port, host: settings.host });
  settleAfterStart();
  const ms = Math.round(performance.now() - t0);
  console.log(`\nBack-office della federazione pronto in ${ms} ms su ${settings.publicUrl}  (database: ${db.kind})`);
  console.log(`File caricati ed export: ${describeStorage(settings.storage, path.join(settings.dataDir, 'files'))}`);
  if (testHashCost()) console.log('ATTENZIONE: PASSWORD_HASH_COST=test, password cifrate con un costo minimo: solo per i test.');
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
