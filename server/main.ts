// Starts the product: configuration, database (PGlite or PostgreSQL), migrations, demo data, listen.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdir } from 'node:fs/promises';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { isSeeded, seedDemo } from './seed/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/users.ts';
import { startBackground } from './background.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function main() {
  const t0 = performance.now();
  const settings = loadConfig();
  if (!settings.databaseUrl) await mkdir(settings.dataDir, { recursive: true });
  const db = await createDb({ databaseUrl: settings.databaseUrl, dataDir: path.join(settings.dataDir, 'db') });
  await migrate(db);
  if (!(await isSeeded(db))) {
    console.log(`Caricamento dei dati demo (scala ${settings.seedScale})…`);
    await seedDemo(db, { scale: settings.seedScale });
  }
  const app = await buildApp({ db, settings, staticDir: path.join(root, 'dist'), logger: process.env.LOG_REQUESTS === '1' });
  const stopBackground = startBackground(app);
  await app.listen({ port: settings.port, host: settings.host });
  const ms = Math.round(performance.now() - t0);
  console.log(`\nBack-office della federazione pronto in ${ms} ms su ${settings.publicUrl}  (database: ${db.kind})`);
  if (settings.demo) {
    console.log(`Account demo (password ${DEMO_PASSWORD}):`);
    for (const a of DEMO_ACCOUNTS) console.log(`  ${a.email.padEnd(22)} ${a.who}`);
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
  console.error(e);
  process.exit(1);
});
