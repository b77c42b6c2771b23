// The embedded database on a thread of its own (worker_threads): PGlite, PostgreSQL compiled to
// WebAssembly, runs here while the server's thread answers HTTP, checks tokens and writes JSON, so
// the two use both cores (pglite-remote.ts is the other side; decisions/perf.md). Each message is one
// call of the Db interface; a transaction stays open across messages until its `end`.
import { parentPort, workerData } from 'node:worker_threads';
import { createPgliteDb, type Queryable } from './client.ts';
import type { ThreadCall, ThreadReply } from './pglite-thread-protocol.ts';
import { ARRAY_TYPES_SQL, errorForThread, type ArrayType } from './pglite-thread-protocol.ts';

const { dataDir, lean } = workerData as { dataDir: string; lean: boolean };
const db = await createPgliteDb(dataDir, undefined, { lean });
const port = parentPort!;

/** A transaction open for the server's thread: its handle, and how to end it (true: commit). */
const open = new Map<number, { tx: Queryable; end: (commit: boolean) => void; done: Promise<void> }>();
let lastTx = 0;
/** Thrown inside the transaction to roll it back when the server's side asks so. */
const ROLLBACK = Symbol('rollback');

function begin(): Promise<number> {
  const id = ++lastTx;
  return new Promise<number>((resolve, reject) => {
    let started = false;
    const done = db
      .transaction(async (tx) => {
        const commit = new Promise<boolean>((end) => open.set(id, { tx, end, done }));
        started = true;
        resolve(id);
        if (!(await commit)) throw ROLLBACK;
      })
      .catch((e) => {
        if (e === ROLLBACK) return;
        if (!started) reject(e);
        else throw e;
      });
  });
}

async function end(id: number, commit: boolean) {
  const entry = open.get(id);
  if (!entry) throw new Error(`transaction ${id} is not open`);
  open.delete(id);
  entry.end(commit);
  await entry.done;
}

const handle = (tx: number | undefined): Queryable => (tx === undefined ? db : open.get(tx)!.tx);

/**
 * A statement outside transactions answers its protocol bytes, handed over without a copy: the
 * server's thread reads them, so this thread, the busier one, only runs PostgreSQL. Inside a
 * transaction PGlite's own `query` gives rows, copied across.
 */
async function run(call: ThreadCall): Promise<unknown> {
  switch (call.op) {
    case 'query':
      if (call.tx === undefined) return new AnswerBytes(await db.answerBytes!(call.sql, call.params, call.prepared));
      return handle(call.tx).query(call.sql, call.params, { prepared: call.prepared });
    case 'exec':
      return handle(call.tx).exec(call.sql);
    case 'begin':
      return begin();
    case 'end':
      return end(call.tx, call.commit);
    case 'dump':
      return new Uint8Array(await (await db.dump!()).arrayBuffer());
    case 'close':
      return db.close();
  }
}

class AnswerBytes {
  constructor(readonly bytes: Uint8Array) {}
}

const fail = (id: number, e: unknown) => port.postMessage({ id, ok: false, error: errorForThread(e) } satisfies ThreadReply);

port.on('message', (call: ThreadCall) => {
  run(call).then(
    (value) => {
      try {
        if (value instanceof AnswerBytes) port.postMessage({ id: call.id, ok: true, value: { bytes: value.bytes } } satisfies ThreadReply, [value.bytes.buffer as ArrayBuffer]);
        else port.postMessage({ id: call.id, ok: true, value } satisfies ThreadReply);
      } catch (e) {
        // A value that cannot cross the threads fails its call, not the thread.
        fail(call.id, e);
      }
    },
    (e) => fail(call.id, e),
  );
});
// Ready: with the array types the answers' reader needs (as PGlite registers them at start).
const { rows: arrayTypes } = await db.query<ArrayType>(ARRAY_TYPES_SQL);
port.postMessage({ id: 0, ok: true, value: arrayTypes } satisfies ThreadReply);
