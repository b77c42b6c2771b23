// The embedded database's thread (server/db/pglite-thread.ts) from its TypeScript sources, for the
// tests: the server runs its bundle (dist-server/pglite-thread.mjs). The statement STOP_THREAD_SQL
// ends the thread at once.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const { STOP_THREAD_SQL } = await import('./pglite-thread-stop.ts');
parentPort.on('message', (call) => {
  if (call.sql === STOP_THREAD_SQL) process.exit(70);
});
await import('../../server/db/pglite-thread.ts');
