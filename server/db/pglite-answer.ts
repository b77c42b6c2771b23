// A statement's answer read straight from PostgreSQL's protocol bytes, for the statements run outside
// transactions on PGlite (pglite-query.ts). PGlite's own parser copies every field into a new buffer before decoding
// it: for a page of 30 accounting entries (50 columns) that was ~1 ms of the ~1.3 ms a run took, on the
// thread that serves every request. Here each field is decoded in place, on the server's thread also
// when PGlite runs on a thread of its own (pglite-thread.ts hands the bytes over). Only what a statement's answer
// holds is read (row description, rows, command complete); an answer with an error is handed to PGlite's
// parser, so the error is PGlite's own.

type Parsers = Record<number, (value: string, typeId: number) => unknown>;
type Protocol = typeof import('@electric-sql/pglite').protocol;

const ROW_DESCRIPTION = 0x54; // 'T'
const DATA_ROW = 0x44; // 'D'
const COMMAND_COMPLETE = 0x43; // 'C'
const ERROR_RESPONSE = 0x45; // 'E'
/** Commands whose tag's last number counts changed rows (as PGlite's own results count them). */
const COUNTED_COMMANDS = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

const utf8 = new TextDecoder();

/** The chunks PGlite handed over, as one buffer (a message may span two chunks). */
export function joinChunks(chunks: Uint8Array[]): Uint8Array {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/** Rows (objects by column name, values through `parsers` by type) and changed rows of one statement's answer. */
export function readAnswer<T>(bytes: Uint8Array, parsers: Parsers, protocol: Protocol): { rows: T[]; affectedRows: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let names: string[] = [];
  let types: number[] = [];
  const rows: T[] = [];
  let affectedRows = 0;
  for (let at = 0; at < bytes.length;) {
    const code = bytes[at]!;
    const body = at + 5;
    const next = at + 1 + view.getInt32(at + 1);
    if (code === ERROR_RESPONSE) throw errorOf(bytes, protocol);
    if (code === ROW_DESCRIPTION) {
      const count = view.getInt16(body);
      names = new Array(count);
      types = new Array(count);
      for (let i = 0, p = body + 2; i < count; i++) {
        const end = bytes.indexOf(0, p);
        names[i] = utf8.decode(bytes.subarray(p, end));
        // After the name: table id (4), column number (2), type id (4), size (2), modifier (4), format (2).
        types[i] = view.getInt32(end + 1 + 6);
        p = end + 1 + 18;
      }
    } else if (code === DATA_ROW) {
      const row: Record<string, unknown> = {};
      const count = view.getInt16(body);
      for (let i = 0, p = body + 2; i < count; i++) {
        const length = view.getInt32(p);
        p += 4;
        if (length < 0) row[names[i]!] = null;
        else {
          const text = utf8.decode(bytes.subarray(p, p + length));
          const parse = parsers[types[i]!];
          row[names[i]!] = parse ? parse(text, types[i]!) : text;
          p += length;
        }
      }
      rows.push(row as T);
    } else if (code === COMMAND_COMPLETE) {
      const tag = utf8.decode(bytes.subarray(body, next - 1)).split(' ');
      if (COUNTED_COMMANDS.has(tag[0]!)) affectedRows += Number.parseInt(tag.at(-1)!, 10) || 0;
    }
    at = next;
  }
  return { rows, affectedRows };
}

/** The error of an answer, as PGlite's parser reports it. */
function errorOf(bytes: Uint8Array, protocol: Protocol): Error {
  let error: Error | undefined;
  new protocol.Parser().parse(bytes, (message) => {
    if (!error && message instanceof Error) error = message;
  });
  return error ?? new Error('Risposta del database non leggibile');
}
