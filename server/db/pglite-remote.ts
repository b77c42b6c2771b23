// The Db of the embedded database when PGlite runs on its own thread (pglite-thread.ts): each call is
// a message, answered by its id. The write count is kept here, as createPgliteDb keeps it, from the
// statements and their row counts.
import { Worker } from 'node:worker_threads';
import { isWrite, PGLITE_PARSERS, writeCounter, type Db, type Queryable, type QueryOptions, type QueryResult } from './client.ts';
import { readAnswer } from './pglite-answer.ts';
import { errorFromThread, threadParsers, type ArrayType, type ThreadCall, type ThreadReply } from './pglite-thread-protocol.ts';

type Call = ThreadCall extends infer C ? (C extends unknown ? Omit<C, 'id'> : never) : never;

export interface ThreadOptions {
  /**
   * The thread stopped, once open, without being closed (PostgreSQL aborted): every call fails from
   * then on. A thread that cannot open the database fails createThreadedPgliteDb instead.
   */
  onStop?: (e: Error) => void;
}

/** `threadFile`: pglite-thread.ts as the process runs it (its bundle, dist-server/pglite-thread.mjs). */
export async function createThreadedPgliteDb(threadFile: string | URL, dataDir: string, lean: boolean, opts: ThreadOptions = {}): Promise<Db> {
  const worker = new Worker(threadFile, { workerData: { dataDir, lean } });
  // PGlite's protocol reader and parsers (readAnswer), loaded on this thread while the other opens the database.
  const pglite = import('@electric-sql/pglite');
  pglite.catch(() => {}); // awaited once the database is open
  const waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let lastId = 0;
  let stopped: Error | null = null;
  let ready = false;
  let closing = false;
  const stop = (e: Error) => {
    if (!stopped && ready && !closing) opts.onStop?.(e);
    stopped ??= e;
    for (const w of waiting.values()) w.reject(stopped);
    waiting.clear();
  };
  worker.on('message', (reply: ThreadReply) => {
    const w = waiting.get(reply.id);
    if (!w) return;
    waiting.delete(reply.id);
    if (reply.ok) w.resolve(reply.value);
    else w.reject(errorFromThread(reply.error));
  });
  worker.on('error', (e) => stop(e));
  worker.on('exit', (code) => stop(new Error(`Il database incorporato si è fermato (codice ${code})`)));
  const call = <T>(message: Call): Promise<T> => {
    if (stopped) return Promise.reject(stopped);
    const id = ++lastId;
    return new Promise<T>((resolve, reject) => {
      waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      try {
        worker.postMessage({ ...message, id });
      } catch (e) {
        // A parameter that cannot cross the threads (a function…): this call fails, nothing waits for it.
        waiting.delete(id);
        reject(e);
      }
    });
  };
  // Ready once the thread has opened the database (its first message, id 0, with its array types).
  const arrayTypes = await new Promise<ArrayType[]>((resolve, reject) => {
    waiting.set(0, { resolve: resolve as (v: unknown) => void, reject });
  });
  ready = true;
  const { protocol, types } = await pglite;
  const parsers = threadParsers(types.parsers, PGLITE_PARSERS, arrayTypes, types.arrayParser as never);

  const writes = writeCounter();
  const queryable = (tx: number | undefined, wrote: () => void): Queryable => ({
    async query<T>(sql: string, params: unknown[] = [], opts?: QueryOptions) {
      const answer = await call<QueryResult<T> | { bytes: Uint8Array }>({ op: 'query', sql, params, prepared: opts?.prepared, tx });
      const r = 'bytes' in answer ? readAnswer<T>(answer.bytes, parsers, protocol) : answer;
      if (isWrite(sql, r.affectedRows)) wrote();
      return r;
    },
    async exec(sql: string) {
      await call({ op: 'exec', sql, tx });
      wrote();
    },
  });
  return {
    kind: 'pglite',
    ...queryable(undefined, writes.note),
    writeCount: writes.count,
    soleWriter: true,
    async transaction(fn) {
      const tx = await call<number>({ op: 'begin' });
      // Counted when a statement writes and again when the transaction ends: a total counted in between did not see it.
      let wrote = false;
      try {
        let out;
        try {
          out = await fn(
            queryable(tx, () => {
              wrote = true;
              writes.note();
            }),
          );
        } catch (e) {
          // Rolled back; a failure to end it (the thread stopped) does not hide why it failed.
          await call({ op: 'end', tx, commit: false }).catch(() => {});
          throw e;
        }
        await call({ op: 'end', tx, commit: true });
        return out;
      } finally {
        if (wrote) writes.note();
      }
    },
    async close() {
      closing = true;
      await call({ op: 'close' }).finally(() => worker.terminate());
    },
    dump: async () => new Blob([await call<Uint8Array<ArrayBuffer>>({ op: 'dump' })]),
  };
}
