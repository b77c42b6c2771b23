// List pages whose rows PostgreSQL writes as JSON (issue 19). A page of 30 accounting entries is
// 40 KB of JSON: reading it as rows (the driver parses every value of 50 columns), checking it against
// its schema and writing it again as JSON took two thirds of the server's time for that request, and
// the server's one JavaScript thread was the bottleneck (1.3 ms a request, ~720 req/s on 2 cores).
// PostgreSQL writes each row's JSON in C while it reads the row; the server joins the texts. On
// PGlite (PostgreSQL on the server's own thread) V8 writes it (list.ts runJsonList).
//
// The answer is the same JSON as before (the same keys in the same order, the same values), with
// two things the select lists take care of: timestamps go through `isoTimeSql` (the API writes
// them as JavaScript does, `2026-11-26T09:29:00.000Z`; PostgreSQL's JSON would write `+00:00`),
// and numeric values keep their decimals as written (30.00 for 30: the same number to any JSON
// reader).
//
// Such an answer is not checked against its schema by the server (the serializer sends its text as
// it is): the tests check every one (CHECK_JSON_ANSWERS, zod.ts).

/** The column holding a row's JSON. */
export const JSON_COLUMN = 'list_json__';

/** A timestamp (timestamptz) as the API writes it: UTC, milliseconds, `Z`, as JavaScript's Date#toJSON. */
export const isoTimeSql = (expr: string) => `to_char((${expr}) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The select list giving each row as one JSON text (the object of `select`'s columns, named and
 * ordered as the select list names them), plus `extras` as columns of their own: values the server
 * itself needs from the row (e.g. what decides its actions), read without parsing the JSON.
 */
export function jsonRowSelect(select: string, extras: Record<string, string> = {}): string {
  const own = Object.entries(extras).map(([alias, expr]) => `, ${expr} AS ${alias}`);
  return `(SELECT row_to_json(list_row__) FROM (SELECT ${select}) list_row__)::text AS ${JSON_COLUMN}${own.join('')}`;
}

/** A row read with jsonRowSelect: its JSON, and its extras by alias. */
export type JsonRow = { [JSON_COLUMN]: string } & Record<string, unknown>;

/** An answer already written as JSON: the serializer sends `text` as it is. `rows`: the page's rows (what keeping it weighs). */
export class JsonAnswer {
  constructor(
    readonly text: string,
    readonly rows: number,
  ) {}

  /** Whoever stringifies it again (a test, a log) gets the same JSON. */
  toJSON(): unknown {
    return JSON.parse(this.text);
  }
}

/** What a page of JSON rows answers, with `add` (if any) merged into each row after its own keys. */
export function jsonPageAnswer(page: { data: JsonRow[]; current_page: number; last_page: number; per_page: number; total: number }, add?: (row: JsonRow) => Record<string, unknown>): JsonAnswer {
  const rows = page.data.map((row) => (add ? withKeys(row[JSON_COLUMN], add(row)) : row[JSON_COLUMN]));
  const text = `{"data":[${rows.join(',')}],"current_page":${page.current_page},"last_page":${page.last_page},"per_page":${page.per_page},"total":${page.total}}`;
  return new JsonAnswer(text, page.data.length);
}

/** The JSON object `json` with `more`'s keys after its own (both objects have at least one key). */
function withKeys(json: string, more: Record<string, unknown>): string {
  const added = JSON.stringify(more);
  return added === '{}' ? json : `${json.slice(0, -1)},${added.slice(1)}`;
}
