// Serves the product (started by main.ts): database (PGlite or PostgreSQL), migrations, demo data, listen.
import path from 'node:path';
import { mkdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { buildApp } from './app.ts';
import { ROOT } from './paths.ts';
import { type Config } from './config.ts';
import { type Db } from './db/client.ts';
import { embeddedDataDir, openConfiguredDb } from './db/open-configured.ts';
import { dbWhenOpen } from './db/db-when-open.ts';
import { migrate } from './db/migrate.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users.ts';
import { demoDataState } from './seed/state.ts';
import { startBackground } from './background.ts';
import { createAdminHint, hasSystemAdmin, prepareDatabase } from './auth/first-admin.ts';
import { PAYMENT_IBAN_HINT, transferChannelIban } from './reference/payment-channels.ts';
import { testHashCost } from './auth/passwords.ts';
import { describeStorage } from './storage/storage-url.ts';
import { settleAfterStart, seedChildExecArgv } from './v8-tuning.ts';
import type { StartFiles } from './main.ts';

/** Runs server/seed/child.ts (migrations and demo data) in a child process and waits for it to exit. */
function seedInChild(seedChild: string): Promise<void> {
  const child = spawn(process.execPath, [...seedChildExecArgv(), seedChild], { stdio: 'inherit' });
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
async function openDatabase(settings: Config, files: StartFiles, opening?: Promise<Db>): Promise<Db> {
  const dataDir = embeddedDataDir(settings);
  const open = () => openConfiguredDb(settings, files.pgliteThread);
  const viaChild = settings.demo && !settings.seedInProcess;
  if (viaChild && !settings.databaseUrl && !existsSync(path.join(dataDir, 'PG_VERSION'))) await seedInChild(files.seedChild);
  let db = await (opening ?? open());
  await migrate(db);
  if (viaChild && (await demoDataState(db)) === 'empty') {
    if (db.kind === 'pglite') await db.close();
    await seedInChild(files.seedChild);
    if (db.kind === 'pglite') db = await open();
  }
  return db;
}

/**
 * Serves the product with `settings`. `opening`: the embedded database main.ts started to open while
 * this module loaded (the same database openConfiguredDb opens), used as the first opening.
 */
export async function serve(settings: Config, files: StartFiles, t0: number, opening?: Promise<Db>) {
  if (!settings.databaseUrl) await mkdir(settings.dataDir, { recursive: true });
  // The routes are built while the database opens (about the same time on a warm start; the opening
  // waits on PGlite's thread, the seed child or PostgreSQL); a query made meanwhile waits for it.
  const ready = openDatabase(settings, files, opening).then(async (db) => {
    await prepareDatabase(db, settings);
    return db;
  });
  ready.catch(() => {}); // its failure is reported below, whether or not the routes are built
  const kind = settings.databaseUrl ? 'postgres' : 'pglite';
  const app = await buildApp({ db: dbWhenOpen(kind, ready), settings, staticDir: path.join(ROOT, 'dist'), logger: process.env.LOG_REQUESTS === '1' });
  const db = await ready;
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
  } else {
    if (!(await hasSystemAdmin(db))) console.log(`\n${createAdminHint(settings)}`);
    if (!(await transferChannelIban(db))) console.log(PAYMENT_IBAN_HINT);
  }
  // One shutdown, whatever number of signals arrive: a service manager's stop may signal every
  // process of the group (the start script forwards one too), and a second signal ending the server
  // with its default action left the database unclosed and the data folder marked in use.
  let closing: Promise<void> | undefined;
  const shutdown = () => {
    closing ??= (async () => {
      await stopBackground();
      await app.close();
      await db.close();
      process.exit(0);
    })();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
