// The database, injected everywhere: PGlite (embedded) by default, `pg` when DATABASE_URL is set.
import type { PGlite } from '@electric-sql/pglite';

export interface QueryResult<T> {
  rows: T[];
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, any>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Db extends Queryable {
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to clone it cheaply (tests, benchmarks). */
  dump?: () => Promise<Blob>;
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

export interface PgliteOptions {
  /** Start with PGLITE_LEAN_SETTINGS (the server, scripts); tests and the seed child keep the defaults. */
  lean?: boolean;
}

export async function createPgliteDb(dataDir?: string, loadDataDir?: Blob, opts: PgliteOptions = {}): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // Same value shapes as the pg driver below: dates as 'YYYY-MM-DD', bigint and numeric as numbers.
  const parsers = { 1082: (v: string) => v, 20: (v: string) => Number(v), 1700: (v: string) => Number(v) };
  const startParams = opts.lean ? [...PGlite.defaultStartParams, ...PGLITE_LEAN_SETTINGS.flatMap((s) => ['-c', s])] : undefined;
  const pg: PGlite = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(startParams ? { startParams } : {}),
    extensions: { pg_trgm },
    parsers,
  });
  const wrap = (q: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await q.query<T>(sql, params as any[]);
      return { rows: r.rows, affectedRows: r.affectedRows ?? 0 };
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  });
  return {
    kind: 'pglite',
    ...wrap(pg),
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx as any))),
    close: () => pg.close(),
    dump: async () => (await pg.dumpDataDir('none')) as Blob,
  };
}

export async function createPostgresDb(url: string, max = 10): Promise<Db> {
  const { default: pgLib } = await import('pg');
  // Dates stay ISO strings (YYYY-MM-DD) as the API speaks them; bigint counts become numbers.
  pgLib.types.setTypeParser(1082, (v: string) => v);
  pgLib.types.setTypeParser(20, (v: string) => Number(v));
  pgLib.types.setTypeParser(1700, (v: string) => Number(v));
  // JIT compilation costs tens of milliseconds and only pays off for long analytic queries.
  const pool = new pgLib.Pool({ connectionString: url, max, options: '-c jit=off' });
  const wrap = (c: { query: (s: string, p?: unknown[]) => Promise<any> }): Queryable => ({
    async query<T>(sql: string, params: unknown[] = []) {
      const r = await c.query(sql, params);
      return { rows: r.rows as T[], affectedRows: r.rowCount ?? 0 };
    },
    async exec(sql: string) {
      await c.query(sql);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(pool),
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(wrap(client));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

export function createDb(opts: { databaseUrl?: string; dataDir?: string; lean?: boolean }): Promise<Db> {
  return opts.databaseUrl ? createPostgresDb(opts.databaseUrl) : createPgliteDb(opts.dataDir, undefined, { lean: opts.lean ?? true });
}
