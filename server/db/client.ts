// The database, injected everywhere: PGlite (embedded) by default, `pg` when DATABASE_URL is set.
import { randomBytes } from 'node:crypto';
import { copyTemplateInto } from './template.ts';
import { pgliteAnswerBytes, pgliteQuery } from './pglite-query.ts';
import { statementName } from './statement-names.ts';
import type { PGlite } from '@electric-sql/pglite';
import { ITALY_TIME_ZONE } from '../time.ts';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface QueryOptions {
  /**
   * PostgreSQL: keep the statement prepared on each pooled connection, so that it is parsed once per
   * connection and PostgreSQL may keep its plan (after five runs, when the generic plan is no costlier
   * than the custom ones). For statements of a fixed text run on every request (the token check, list
   * pages): each distinct text stays prepared as long as its connection lives, so never for texts that
   * carry values. PGlite (one backend for the process) parses it once (pglite-query.ts).
   */
  prepared?: boolean;
}

export interface Queryable {
  query<T = Record<string, any>>(sql: string, params?: unknown[], opts?: QueryOptions): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * How many writes the pool has seen (statements that changed rows, transactions that did, scripts):
   * the list totals kept for reuse are counted again once it moves (server/http/list.ts). Absent on a
   * transaction's handle.
   */
  writeCount?: () => number;
  /**
   * Every write to the database passes through this pool: the embedded PGlite, which one process
   * opens. Its list totals, kept until the pool writes (server/http/list.ts), are then exact whatever
   * their size; on PostgreSQL another process may write. Absent on a transaction's handle.
   */
  soleWriter?: boolean;
}

/**
 * A statement that may change rows; the session bookkeeping (tokens issued and used, login throttling,
 * job leases) is not counted, no list reads it. Revoking tokens is: verified tokens are kept for a
 * moment while the count stands still (server/auth/access.ts).
 */
const WRITE_SQL = /^\s*(insert|update|delete|merge|truncate|copy|call|do)\b/i;
const BOOKKEEPING_TABLES = new Set(['access_token', 'login_failure', 'login_known_address', 'job']);
const BOOKKEEPING_SQL = new RegExp(`^\\s*(insert\\s+into|update|delete\\s+from)\\s+(${[...BOOKKEEPING_TABLES].join('|')})\\b`, 'i');
const REVOCATION_SQL = /^\s*update\s+access_token\s+set\s+revoked_at\b/i;
/** The tables a statement's parts insert into, update, delete from (`FOR [NO KEY] UPDATE` only locks). */
const MODIFIED_TABLE = /\b(?:insert\s+into|delete\s+from|merge\s+into|(?<!\bfor\s+(?:no\s+key\s+)?)update)\s+"?([a-z_]+)/gi;

/**
 * Whether a statement counts as a write. A `WITH` statement writes if one of its parts changes a table
 * other than the bookkeeping ones, whatever its final statement and row count: a list page (`WITH page
 * AS (SELECT …) SELECT …`) only reads, and on PostgreSQL its row count is the rows it read, which must
 * not end the answers kept for reuse.
 */
export function isWrite(sql: string, affectedRows: number) {
  if (/^\s*with\b/i.test(sql)) return [...sql.matchAll(MODIFIED_TABLE)].some((m) => !BOOKKEEPING_TABLES.has(m[1]!.toLowerCase()));
  return WRITE_SQL.test(sql) && (!BOOKKEEPING_SQL.test(sql) || REVOCATION_SQL.test(sql)) && (affectedRows > 0 || /^\s*truncate\b/i.test(sql));
}

/** The write count of one pool (or of the embedded database, pglite-remote.ts). */
export function writeCounter() {
  let n = 0;
  const note = () => {
    n++;
  };
  return { count: () => n, note };
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to clone it cheaply (tests, benchmarks). */
  dump?: () => Promise<Blob>;
  /**
   * PGlite on the calling thread only: a statement's answer (outside transactions) as PostgreSQL's
   * protocol bytes, for pglite-thread.ts to hand to the server's thread, which reads them (readAnswer).
   */
  answerBytes?: (sql: string, params: unknown[], prepared?: boolean) => Promise<Uint8Array>;
  kind: 'pglite' | 'postgres';
}

/**
 * Settings of the embedded server process (decisions/perf.md). PGlite runs PostgreSQL's defaults for a
 * machine of its own: 128 MB of shared buffers, 100 connections' worth of shared memory, which the
 * WebAssembly memory touches at start-up and never gives back. One in-process connection reading a
 * data set of a few hundred MB (the operating system caches the files) needs far less.
 */
export const PGLITE_LEAN_SETTINGS = [
  'shared_buffers=16MB',
  'work_mem=4MB',
  'maintenance_work_mem=16MB',
  'temp_buffers=1MB',
  'wal_buffers=256kB',
  'max_connections=4',
  'superuser_reserved_connections=0',
  'max_wal_senders=0',
  'max_replication_slots=0',
];

/**
 * Every session runs on the federation's clock (server/time.ts): CURRENT_DATE, a timestamp's ::date and
 * a date's midnight are Italian, whatever the database server's zone. Instants (timestamptz, now()) are
 * unchanged, and the API writes them in UTC (isoTimeSql).
 */
const FEDERATION_CLOCK = `TimeZone=${ITALY_TIME_ZONE}`;

export interface PgliteOptions {
  /** Start with PGLITE_LEAN_SETTINGS (the server, scripts, the API tests' copies); the seed child and the template builds keep the defaults. */
  lean?: boolean;
}

/** Same value shapes as the pg driver: dates as 'YYYY-MM-DD', bigint and numeric as numbers. */
export const PGLITE_PARSERS = { 1082: (v: string) => v, 20: (v: string) => Number(v), 1700: (v: string) => Number(v) };

export async function createPgliteDb(dataDir?: string, loadDataDir?: Blob, opts: PgliteOptions = {}): Promise<Db> {
  const { PGlite, protocol, parse } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const settings = [FEDERATION_CLOCK, ...(opts.lean ? PGLITE_LEAN_SETTINGS : [])];
  const startParams = [...PGlite.defaultStartParams, ...settings.flatMap((s) => ['-c', s])];
  const pg: PGlite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    startParams,
    extensions: { pg_trgm },
    parsers: PGLITE_PARSERS,
  });
  const writes = writeCounter();
  const answerBytes = pgliteAnswerBytes(pg, protocol, parse);
  const ownQuery = pgliteQuery(pg, protocol, parse, answerBytes);
  // Outside transactions statements go through pglite-query.ts (prepared when asked, answers read
  // lean); PGlite's transaction handle has no protocol access, so inside one its own `query` runs them.
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>, wrote: () => void = writes.note, outside = false): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], opts?: QueryOptions) {
      const r = outside ? await ownQuery<T>(sql, params, opts?.prepared) : await q.query<T>(sql, params as any[]);
      if (isWrite(sql, r.affectedRows ?? 0)) wrote();
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await q.exec(sql);
      wrote();
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg, writes.note, true),
    writeCount: writes.count,
    soleWriter: true,
    async transaction(fn) {
      // Counted when a statement writes and again when the transaction ends: a total counted in between did not see it.
      let wrote = false;
      try {
        return await pg.transaction((tx) =>
          fn(
            wrap(tx as any, () => {
              wrote = true;
              writes.note();
            }),
          ),
        );
      } finally {
        if (wrote) writes.note();
      }
    },
    close: () => pg.close(),
    dump: async () => (await pg.dumpDataDir('none')) as Blob,
    answerBytes,
  };
}

export interface PostgresOptions {
  /**
   * Server processes sharing one database (docs/scaling.md): each write this pool makes is announced
   * (NOTIFY, delivered when it commits) and the writes the others announce move this pool's write
   * count, so the answers kept for reuse (answer-memo.ts, list totals) end in every process at once,
   * not when their time runs out. That time stays the bound while the listening connection is down.
   */
  shareWrites?: boolean;
}

/** The channel on which server processes announce their writes (PostgresOptions.shareWrites). */
export const WRITES_CHANNEL = 'fbo_writes';

export async function createPostgresDb(url: string, max = 10, { shareWrites = false }: PostgresOptions = {}): Promise<Db> {
  const { default: pgLib } = await import('pg');
  // Dates stay ISO strings (YYYY-MM-DD) as the API speaks them; bigint counts become numbers.
  pgLib.types.setTypeParser(1082, (v: string) => v);
  pgLib.types.setTypeParser(20, (v: string) => Number(v));
  pgLib.types.setTypeParser(1700, (v: string) => Number(v));
  // JIT compilation costs tens of milliseconds and only pays off for long analytic queries.
  const pool = new pgLib.Pool({ connectionString: url, max, options: `-c jit=off -c ${FEDERATION_CLOCK}` });
  // A connection lost while idle (PostgreSQL restarted, a failover, an administrator's
  // pg_terminate_backend): the pool drops it and the next query opens another. Without a listener the
  // error event would end the process.
  pool.on('error', (e) => console.error(JSON.stringify({ level: 'warn', msg: 'postgres connection lost while idle', error: e.message })));
  const writes = writeCounter();
  const shared = shareWrites ? await listenForWrites(pgLib, url, writes.note) : undefined;
  type Client = { query: (q: { text: string; values: unknown[]; name?: string }) => Promise<any> };
  /** Tells the other processes, on `c`: inside a transaction, delivered when it commits. */
  const announce = (c: Client) => (shared ? c.query({ text: 'SELECT pg_notify($1, $2)', values: [WRITES_CHANNEL, shared.me] }) : undefined);
  // `announced`: a statement outside a transaction announces its own write; a transaction's, once before COMMIT.
  const wrap = (c: Client, wrote: () => void = writes.note, announced = true): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], opts?: QueryOptions) {
      const name = opts?.prepared ? statementName(sql) : undefined;
      const r = await c.query({ text: sql, values: params, ...(name ? { name } : {}) });
      if (isWrite(sql, r.rowCount ?? 0)) {
        wrote();
        if (announced) await announce(c);
      }
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await c.query({ text: sql, values: [] });
      wrote();
      if (announced) await announce(c);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    writeCount: writes.count,
    async transaction(fn) {
      const client = await pool.connect();
      // The connection lost between two statements of the transaction: the next one fails, and the
      // client is destroyed on release instead of going back to the pool.
      let lost: Error | undefined;
      const onLost = (e: Error) => (lost = e);
      client.on('error', onLost);
      let wrote = false;
      try {
        await client.query('BEGIN');
        const out = await fn(
          wrap(
            client,
            () => {
              wrote = true;
              writes.note();
            },
            false,
          ),
        );
        if (wrote) await announce(client);
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch((rollbackError: Error) => (lost ??= rollbackError));
        throw e;
      } finally {
        client.off('error', onLost);
        client.release(lost);
        // Counted again once committed (or rolled back): a total counted in between did not see it.
        if (wrote) writes.note();
      }
    },
    close: async () => {
      await shared?.close();
      await pool.end();
    },
  };
}

/**
 * One connection of its own LISTENs for the writes other processes announce; `noted` for each. Lost
 * (PostgreSQL restarted, a failover), it connects again a second later, and counts one write then: a
 * write announced meanwhile was missed.
 */
async function listenForWrites(pgLib: typeof import('pg').default, url: string, noted: () => void) {
  const me = `${process.pid}-${randomBytes(4).toString('hex')}`;
  let client: import('pg').Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const c = new pgLib.Client({ connectionString: url });
    const lost = (e?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.end().catch(() => undefined);
      if (closed) return;
      if (e) console.error(JSON.stringify({ level: 'warn', msg: 'postgres write announcements lost', error: e.message }));
      retry = setTimeout(() => void connect().then(noted, () => lost()), 1000);
    };
    client = c;
    c.on('error', lost);
    c.on('end', () => lost(new Error('connection ended')));
    c.on('notification', (n) => {
      if (n.payload !== me) noted();
    });
    await c.connect();
    await c.query(`LISTEN ${WRITES_CHANNEL}`);
  };
  await connect();
  return {
    me,
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end();
    },
  };
}

/**
 * The database the settings name; a new PGlite folder starts as a copy of the built template
 * (template.ts) when `template`. `thread`: PGlite runs on a thread of its own, from this file
 * (pglite-thread.ts's bundle); `onThreadStop` when that thread ends unasked.
 */
export async function createDb(opts: {
  databaseUrl?: string;
  dataDir?: string;
  lean?: boolean;
  template?: boolean;
  thread?: string | URL;
  onThreadStop?: (e: Error) => void;
  /** PostgreSQL: PostgresOptions.shareWrites (the server). */
  shareWrites?: boolean;
}): Promise<Db> {
  if (opts.databaseUrl) return createPostgresDb(opts.databaseUrl, undefined, { shareWrites: opts.shareWrites });
  if (opts.dataDir && opts.template) await copyTemplateInto(opts.dataDir);
  if (opts.thread && opts.dataDir) return (await import('./pglite-remote.ts')).createThreadedPgliteDb(opts.thread, opts.dataDir, opts.lean ?? true, { onStop: opts.onThreadStop });
  return createPgliteDb(opts.dataDir, undefined, { lean: opts.lean ?? true });
}
