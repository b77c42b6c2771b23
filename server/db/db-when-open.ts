// A database handle usable before the database is open: the server builds its routes while the
// database opens and migrates (server/serve.ts). A call made before then waits for it; after, it
// goes straight to the open database.
import type { Db } from './client.ts';

/**
 * `ready`: the database once open and migrated. `kind` is the one the settings name (PGlite without
 * DATABASE_URL); a database of another kind fails `ready`'s users.
 */
export function dbWhenOpen(kind: Db['kind'], ready: Promise<Db>): Db {
  let open: Db | undefined;
  const opened = ready.then((db) => {
    if (db.kind !== kind) throw new Error(`database ${db.kind} opened where ${kind} was expected`);
    return (open = db);
  });
  opened.catch(() => {}); // a failed opening is its opener's to report; calls made meanwhile fail with it
  const use = async () => open ?? (await opened);
  return {
    kind,
    get soleWriter() {
      return open?.soleWriter;
    },
    writeCount: () => open?.writeCount?.() ?? 0,
    query: async (sql, params, opts) => (await use()).query(sql, params, opts),
    exec: async (sql) => (await use()).exec(sql),
    transaction: async (fn) => (await use()).transaction(fn),
    close: async () => (await use()).close(),
  };
}
