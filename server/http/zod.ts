// Route schemas are zod schemas (fastify-type-provider-zod types them). Validation is ours so that
// failures speak Italian and follow ARCHITECTURE §4: a body that does not fit is a 422 with the
// messages per field; a path or query string that does not fit is a 400 with the same detail.
import { isDeepStrictEqual } from 'node:util';
import type { FastifySchemaCompiler } from 'fastify';
import { serializerCompiler as checkAndStringify } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from './errors.ts';
import { JsonAnswer } from './json-rows.ts';
import { zodFieldErrors } from './validate.ts';

export type { ZodTypeProvider } from 'fastify-type-provider-zod';

/**
 * Answers are checked against the route's response schema and turned into JSON (zod encodes, then
 * JSON.stringify). An answer already in JSON (json-rows.ts: the list pages, reused for a moment as
 * they are) is sent as it is; with CHECK_JSON_ANSWERS=1 (the API tests) it is checked first
 * (checkJsonAnswer).
 */
export const serializerCompiler: typeof checkAndStringify = (route) => {
  const serialize = checkAndStringify(route);
  const checkJson = process.env.CHECK_JSON_ANSWERS === '1';
  return (data) => {
    if (data instanceof JsonAnswer) return checkJson ? checkJsonAnswer(serialize, data, route.url) : data.text;
    return serialize(data);
  };
};

/** A timestamp as the API writes it (Date#toJSON); json-rows.ts isoTimeSql. */
const API_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const LOOKS_LIKE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * An answer already in JSON, checked as its schema would check it: it fits the schema, carries no key
 * the schema does not declare (zod would drop it: the two differ), and writes timestamps as the API
 * does (a select list column without isoTimeSql writes PostgreSQL's `+00:00`).
 */
export function checkJsonAnswer(serialize: (data: unknown) => string, answer: JsonAnswer, url: string): string {
  const given = JSON.parse(answer.text) as unknown;
  const checked = JSON.parse(serialize(given)) as unknown;
  if (!isDeepStrictEqual(checked, given)) throw new Error(`${url}: the JSON answer has keys or values its schema does not declare`);
  const strings = (v: unknown): string[] => (typeof v === 'string' ? [v] : v && typeof v === 'object' ? Object.values(v).flatMap(strings) : []);
  const odd = strings(given).find((s) => LOOKS_LIKE_TIMESTAMP.test(s) && !API_TIMESTAMP.test(s));
  if (odd) throw new Error(`${url}: the JSON answer writes a timestamp as ${odd}, not as the API does (isoTimeSql)`);
  return answer.text;
}

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = schema.safeParse(data ?? (httpPart === 'body' ? {} : data));
    if (result.success) return { value: result.data };
    const errors = zodFieldErrors(result.error);
    const error = httpPart === 'body' ? new HttpError(422, 'Uno o più campi non sono stati compilati correttamente', { errors }) : new HttpError(400, 'Richiesta non valida', { errors });
    return { error };
  };
