// Every environment variable the server reads, declared once.
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  demo: boolean;
  smtpUrl?: string;
  seedScale: number;
  tokenIdleMinutes: number;
  publicUrl: string;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    demo: env.DEMO ? env.DEMO === '1' : !env.DATABASE_URL,
    smtpUrl: env.SMTP_URL || undefined,
    seedScale: Number(env.SEED_SCALE ?? 1),
    tokenIdleMinutes: Number(env.TOKEN_IDLE_MINUTES ?? 120),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}

/** Environment variables, for README and `npm start --help`. */
export const ENV_DOC: Record<string, string> = {
  PORT: 'porta HTTP (default 8080)',
  DATABASE_URL: 'postgres://… per usare un server PostgreSQL reale (default: PGlite embedded in ./data/db)',
  DATA_DIR: 'cartella dei dati: database embedded, file caricati, export (default ./data)',
  DEMO: '1 mostra il banner AREA DEMO e /dev/outbox (default 1 con PGlite)',
  SMTP_URL: 'smtp://… per inviare le e-mail (default: tabella outbox)',
  SEED_SCALE: 'moltiplicatore dei dati demo (default 1 = ~300 società, ~10.000 tesserati)',
  TOKEN_IDLE_MINUTES: 'minuti di inattività dopo cui il token scade (default 120)',
  PUBLIC_URL: 'indirizzo pubblico usato nei link delle e-mail',
};
