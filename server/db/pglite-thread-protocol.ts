// The messages between the server's thread and the embedded database's thread (pglite-thread.ts,
// pglite-remote.ts): one call of the Db interface each, answered by its id.
export type ThreadCall = { id: number } & (
  | { op: 'query'; sql: string; params: unknown[]; prepared?: boolean; tx?: number }
  | { op: 'exec'; sql: string; tx?: number }
  | { op: 'begin' }
  | { op: 'end'; tx: number; commit: boolean }
  | { op: 'dump' }
  | { op: 'close' }
);

export type ThreadReply = { id: number } & ({ ok: true; value: unknown } | { ok: false; error: ThreadError });

/** An error as it crosses the threads: its message and PostgreSQL's fields (code, constraint, detail…). */
export type ThreadError = { name: string; message: string; stack?: string; fields: Record<string, unknown> };

export function errorForThread(e: unknown): ThreadError {
  if (!(e instanceof Error)) return { name: 'Error', message: String(e), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(e)) if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return { name: e.name, message: e.message, stack: e.stack, fields };
}

/** The error again on the server's thread, with the same fields (the error handler reads `code`). */
export function errorFromThread(error: ThreadError): Error {
  const e = Object.assign(new Error(error.message), error.fields);
  e.name = error.name;
  if (error.stack) e.stack = error.stack;
  return e;
}

/** The array types of the database and their element types, as PGlite reads them at start to parse arrays. */
export const ARRAY_TYPES_SQL = `SELECT b.oid, b.typarray FROM pg_catalog.pg_type a LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A' GROUP BY b.oid, b.typarray ORDER BY b.oid`;
export type ArrayType = { oid: number; typarray: number };

type Parsers = Record<number, (value: string, typeId: number) => unknown>;

/** The parsers PGlite's own thread uses (its defaults, ours, its array types), for readAnswer on the server's thread. */
export function threadParsers(defaults: Parsers, ours: Parsers, arrayTypes: ArrayType[], arrayParser: (value: string, parser: unknown, typarray: number) => unknown): Parsers {
  const parsers: Parsers = { ...defaults, ...ours };
  for (const { oid, typarray } of arrayTypes) parsers[typarray] = (value) => arrayParser(value, parsers[oid], typarray);
  return parsers;
}
