// Statements on PGlite outside transactions, built from PGlite's public protocol API with the same
// steps as its own `query` (parse, describe, bind, describe, execute, sync), for two things it lacks:
// - Prepared statements. Its `query` parses and plans every statement again (the unnamed statement of
//   the extended protocol); PGlite has one backend for the whole process, so a named statement, once
//   parsed, serves every later call of the same text (`prepared`, see Queryable.query).
// - A lean reading of the answer: bind, describe, execute and sync go in one call whose bytes are read
//   in place (pglite-answer.ts); PGlite's parser copied every field before decoding it.
import type { PGlite } from '@electric-sql/pglite';
import { joinChunks, readAnswer } from './pglite-answer.ts';
import { statementName } from './statement-names.ts';

type Pglite = Pick<PGlite, '_runExclusiveTransaction' | 'runExclusive' | 'execProtocolStream' | 'execProtocolRawStream' | 'syncToFs' | 'serializers' | 'parsers'>;
type Protocol = typeof import('@electric-sql/pglite').protocol;
type Parse = typeof import('@electric-sql/pglite').parse;

/**
 * `query(sql, params, prepared)`: through a named statement when `prepared` and the text may have a name
 * (statementName). `answerBytes`: the backend's own (pgliteAnswerBytes), when its answers are also
 * wanted as bytes: one list of prepared statements per backend.
 */
export function pgliteQuery(pg: Pglite, protocol: Protocol, parse: Parse, answerBytes = pgliteAnswerBytes(pg, protocol, parse)) {
  return async function query<T>(sql: string, params: unknown[], keep = false): Promise<{ rows: T[]; affectedRows: number }> {
    return readAnswer<T>(await answerBytes(sql, params, keep), pg.parsers, protocol);
  };
}

/**
 * The same statement's answer as PostgreSQL's protocol bytes, read by readAnswer where it is wanted:
 * on the server's thread when PGlite runs on a thread of its own (pglite-thread.ts).
 */
export function pgliteAnswerBytes(pg: Pglite, protocol: Protocol, parse: Parse) {
  const { serialize } = protocol;
  /** Parameter types of the statements this backend holds, by name. */
  const prepared = new Map<string, number[]>();
  const send = (message: Uint8Array) => pg.execProtocolStream(message, { syncToFs: false });

  return async function answerBytes(sql: string, params: unknown[], keep = false): Promise<Uint8Array> {
    const name = keep ? statementName(sql) : undefined;
    // As PGlite's own `query`: after any open transaction (never inside it), one statement at a time.
    return pg._runExclusiveTransaction(() => pg.runExclusive(() => run(sql, name, params)));
  };

  /** `name` undefined: the unnamed statement, parsed for this run only. */
  async function run(sql: string, name: string | undefined, params: unknown[]): Promise<Uint8Array> {
    let types = name === undefined ? undefined : prepared.get(name);
    if (!types) {
      try {
        await send(serialize.parse({ name, text: sql, types: [] }));
        types = parse.parseDescribeStatementResults(await send(serialize.describe({ type: 'S', name })));
      } catch (e) {
        // Nothing half-prepared stays behind: the next call parses it again.
        await send(serialize.sync()).catch(() => {});
        if (name !== undefined) await send(serialize.close({ type: 'S', name })).catch(() => {});
        throw e;
      }
      if (name !== undefined) prepared.set(name, types);
    }
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serializer = pg.serializers[types![i]];
      return serializer ? serializer(v) : String(v);
    });
    // Bind, describe, execute and sync in one call; after an error PostgreSQL skips to the sync.
    const chunks: Uint8Array[] = [];
    const messages = [serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()];
    // The bytes PGlite hands over live in its own buffer, used again: each chunk is copied.
    await pg.execProtocolRawStream(joinChunks(messages), { syncToFs: false, onRawData: (data) => void chunks.push(data.slice()) });
    await pg.syncToFs();
    return joinChunks(chunks);
  }
}
