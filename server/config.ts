// Every environment variable the server reads, declared once.
import path from 'node:path';
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { ConfigError, parseStorageUrl, type StorageSettings } from './storage/storage-url.ts';

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  /** STORAGE_URL: the local folder `{dataDir}/files` (default) or an S3-compatible bucket. */
  storage: StorageSettings;
  demo: boolean;
  smtpUrl?: string;
  seedScale: number;
  tokenIdleMinutes: number;
  /** ANSWER_REUSE_MS: how long a verified token and a list page are reused while nothing is written (server/http/answer-memo.ts); 0 = never. */
  answerReuseMs: number;
  publicUrl: string;
  logLevel: string;
  /** Which proxies' X-Forwarded-For is believed: false (default: the socket address counts), a hop count or addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** PGlite with small buffers for one in-process connection (PGLITE_LEAN=0: PostgreSQL's defaults). */
  pgliteLean: boolean;
  /** PGlite on a thread of its own when the server runs from its bundle (PGLITE_THREAD=0: on the server's thread). */
  pgliteThread: boolean;
  /** PGDATA_TEMPLATE=0: a new PGlite database is created from scratch rather than copied from the built template. */
  pgdataTemplate: boolean;
  /** SEED_IN_PROCESS=1: the server process loads the demo data itself instead of a child process. */
  seedInProcess: boolean;
  /** BENCH_NAIVE_ROUTES=1: the benchmark's straightforward list handlers under /api/bench/naive/ (server/dev/naive-lists.ts). */
  benchNaiveRoutes: boolean;
  /** JOB_WORKER=0: this process takes no jobs (exports) from the queue; other processes do (server/background.ts). */
  jobWorker: boolean;
  /** A card gateway is configured (PAYMENT_PROVIDER simulator or redirect): the 'Carta di Credito' channel is offered (server/reference/payment-channels.ts). */
  cardPayments: boolean;
  /** PAYMENT_IBAN (electronic form): the federation's account for bank transfers, printed on the payment notice. */
  paymentIban?: string;
  /** PAYMENT_BANK: the name of that account's bank ('Bonifico Bancario - {name}'). */
  paymentBank?: string;
}

/** TRUST_PROXY: unset/0/false = off; a number = that many proxy hops; otherwise comma-separated addresses or CIDRs (or true). */
export function parseTrustProxy(value: string | undefined): boolean | number | string {
  const v = (value ?? '').trim();
  if (v === '' || v === '0' || v.toLowerCase() === 'false') return false;
  if (v.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  return v;
}

/** Demo data and accounts: DEMO=1, or by default with the embedded database (PGlite). */
export const isDemo = (env: NodeJS.ProcessEnv): boolean => (env.DEMO ? env.DEMO === '1' : !env.DATABASE_URL);

/** PAYMENT_PROVIDER, by default the simulator in demo mode only (server/pagamenti/providers.ts). */
export const paymentProviderKind = (env: NodeJS.ProcessEnv): string => env.PAYMENT_PROVIDER ?? (isDemo(env) ? 'simulator' : 'none');

/** PAYMENT_IBAN in electronic form; a value that is not a valid IBAN stops the start. */
export function parsePaymentIban(value: string | undefined): string | undefined {
  if (!value?.trim()) return undefined;
  const iban = electronicFormatIBAN(value) ?? '';
  if (!isValidIBAN(iban)) throw new ConfigError(`PAYMENT_IBAN non valido: ${value.trim()} non è un IBAN (controllare lettere e cifre di controllo).`);
  return iban;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 8080);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    storage: parseStorageUrl(env.STORAGE_URL, env),
    demo: isDemo(env),
    smtpUrl: env.SMTP_URL || undefined,
    seedScale: Number(env.SEED_SCALE ?? 1),
    tokenIdleMinutes: Number(env.TOKEN_IDLE_MINUTES ?? 120),
    answerReuseMs: Math.min(10_000, Math.max(0, Number(env.ANSWER_REUSE_MS ?? 1000) || 0)),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    pgliteLean: env.PGLITE_LEAN !== '0',
    pgliteThread: env.PGLITE_THREAD !== '0',
    seedInProcess: env.SEED_IN_PROCESS === '1',
    pgdataTemplate: env.PGDATA_TEMPLATE !== '0',
    benchNaiveRoutes: env.BENCH_NAIVE_ROUTES === '1',
    jobWorker: env.JOB_WORKER !== '0',
    cardPayments: paymentProviderKind(env) !== 'none',
    paymentIban: parsePaymentIban(env.PAYMENT_IBAN),
    paymentBank: env.PAYMENT_BANK?.trim() || undefined,
  };
}

/** Environment variables, for README and `npm start --help`. */
export const ENV_DOC: Record<string, string> = {
  PORT: 'porta HTTP (default 8080)',
  DATABASE_URL: 'postgres://… per usare un server PostgreSQL reale (default: PGlite embedded in ./data/db)',
  DATA_DIR: 'cartella dei dati: database embedded, file caricati, export (default ./data)',
  STORAGE_URL:
    "s3://[ACCESS_KEY:SECRET@]bucket[/prefisso][?endpoint=…&region=…&path_style=0|1] per tenere file caricati ed export in uno storage S3-compatibile; senza credenziali, endpoint e regione nell'indirizzo valgono AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, AWS_ENDPOINT_URL_S3, AWS_REGION (default: cartella DATA_DIR/files)",
  DEMO: "1 carica dati e account demo (password nota), banner AREA DEMO e /api/dev/outbox per l'amministratore di sistema (default 1 con PGlite, 0 con DATABASE_URL)",
  SMTP_URL: 'smtp://… per inviare le e-mail (default: tabella outbox)',
  SEED_SCALE: 'moltiplicatore dei dati demo (default 1 = ~300 società, ~10.000 tesserati)',
  TOKEN_IDLE_MINUTES: 'minuti di inattività dopo cui il token scade (default 120)',
  ANSWER_REUSE_MS:
    'millisecondi per cui un token verificato e una pagina di elenco già calcolata si riusano per richieste uguali, finché questo processo non scrive nulla (default 1000, massimo 10000; 0 = mai). Con più processi su un PostgreSQL una modifica fatta tramite un altro processo appare al più dopo il doppio di questo tempo',
  PUBLIC_URL: 'indirizzo pubblico (https://…) usato nei link assoluti: e-mail, calendari iCal (mai ricavato dagli header della richiesta)',
  PGLITE_THREAD: '0 esegue il database embedded nel thread del server (default 1: in un thread proprio, dal bundle di npm start)',
  PGLITE_LEAN: '0 avvia il database embedded con i buffer di default di PostgreSQL (default 1: buffer ridotti, meno memoria)',
  PGDATA_TEMPLATE: '0 crea da zero un nuovo database embedded (default 1: copia il modello già migrato preparato con il server)',
  SEED_IN_PROCESS: '1 carica i dati demo nel processo del server invece che in un processo figlio (solo per confronto nei benchmark)',
  BENCH_NAIVE_ROUTES: '1 aggiunge gli elenchi "ingenui" di confronto usati da npm run bench (mai in produzione)',
  JOB_WORKER:
    '0 non esegue in questo processo le elaborazioni in coda (export), lasciate ad altri processi sullo stesso PostgreSQL: per le repliche web accanto a processi dedicati alle elaborazioni (default 1)',
  PAYMENT_IBAN: "IBAN del conto della federazione per i bonifici: il canale 'Bonifico Bancario' e l'avviso di pagamento lo riportano (default: nessuno)",
  PAYMENT_BANK: "nome della banca di quel conto, mostrato come 'Bonifico Bancario - {nome}'",
  TRUST_PROXY: "proxy di cui credere X-Forwarded-For: indirizzi o CIDR separati da virgola, oppure il numero di salti (default: nessuno, conta l'indirizzo della connessione)",
};
