// Every failure answers `{ error: true, message, ... }` (ARCHITECTURE §4); no stack trace leaks.
// Bad input never becomes a 500 (issue 10 §5): database errors caused by the values sent (PostgreSQL
// classes 22 "data exception" and 23 "integrity constraint violation", 54 "program limit") and
// malformed or truncated multipart bodies answer 400/409/422 in Italian. Real 500s are always logged
// (structured; the request is logged by method and URL, never with headers or body).
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { HttpError } from './errors.ts';
import { zodFieldErrors } from './validate.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Il corpo della richiesta non è un JSON valido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Il corpo della richiesta è vuoto',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Il corpo della richiesta è troppo grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo di contenuto non supportato',
  FST_ERR_VALIDATION: 'Richiesta non valida',
  // The router's own refusals (frameworkErrors below): a path that does not decode, an id too long.
  FST_ERR_BAD_URL: 'Indirizzo non valido',
  FST_ERR_MAX_PARAM_LENGTH: 'Indirizzo troppo lungo',
};

export const BAD_VALUE = 'Uno dei valori inviati non è accettabile';
/** Two operations on the same records at once that PostgreSQL could not both complete (deadlock, serialization). */
export const CONCURRENT_CHANGE = "Un'altra operazione sugli stessi dati era in corso: nulla è stato salvato, riprova";
export const BAD_MULTIPART = 'Il file inviato è incompleto o non valido';

/**
 * The HTTP answer a database error caused by the request's values (or by a concurrent operation on the
 * same rows) deserves, or null for a real failure.
 */
export function databaseInputError(err: { code?: unknown; constraint?: unknown }): HttpError | null {
  const code = typeof err.code === 'string' ? err.code : '';
  if (!/^[0-9A-Z]{5}$/.test(code)) return null;
  if (code === '23505') return new HttpError(409, 'Esiste già un record con questi dati', { errorMessage: 'Esiste già un record con questi dati' });
  if (code === '23503') return new HttpError(422, 'Il record collegato non esiste o è ancora in uso', { errors: {} });
  if (code.startsWith('23')) return new HttpError(422, 'Uno o più campi non sono stati compilati correttamente', { errors: {} });
  if (code.startsWith('22') || code === '54000' || code === '42804') return new HttpError(400, BAD_VALUE);
  // The transaction was rolled back whole: the user may simply try again (a 409, not a 500).
  if (code === '40P01' || code === '40001') return new HttpError(409, CONCURRENT_CHANGE, { errorMessage: CONCURRENT_CHANGE });
  return null;
}

/** Errors of a multipart body that ended early or is malformed (busboy / @fastify/multipart). */
const isMultipartInputError = (err: { message?: string; code?: string }) =>
  /^FST_(INVALID_MULTIPART|PARTS_LIMIT|FILES_LIMIT|FIELDS_LIMIT|REQ_FILE_TOO_LARGE|PROTO_VIOLATION|NO_FORM_DATA|INVALID_JSON_FIELD)/.test(err.code ?? '') ||
  /Unexpected end of (form|multipart)|Malformed part header|Multipart: Boundary not found|Unexpected end of file/i.test(err.message ?? '');

export function errorHandler(this: unknown, err: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  // A schema parsed inside a handler (path ids, query parts) that refuses its input: bad input, a 400.
  if (err instanceof ZodError) return reply.status(400).send({ error: true, message: 'Richiesta non valida', errors: zodFieldErrors(err) });
  if (err instanceof HttpError) return send(reply, err);
  const fromDb = databaseInputError(err as { code?: unknown });
  if (fromDb) return send(reply, fromDb);
  if (isMultipartInputError(err)) return send(reply, new HttpError(400, BAD_MULTIPART));
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) {
    request.log.error({ err: { type: err.name, message: err.message, code: err.code, stack: err.stack } }, 'unhandled error');
    return reply.status(500).send({ error: true, message: 'Si è verificato un errore' });
  }
  const message = (err.code && FASTIFY_MESSAGES[err.code]) || 'Richiesta non valida';
  return reply.status(status).send({ error: true, message });
}

function send(reply: FastifyReply, err: HttpError) {
  return reply.status(err.statusCode).send({ error: true, message: err.message, ...err.extra });
}

/** Paths of the API and of the public results service answer JSON; every other path is a page of the app. */
const answersJson = (url: string) => url.startsWith('/api/') || url === '/api' || url.startsWith('/risultati/');

/** The page a browser gets for an address of the app the router cannot read (the wording of the app's 404 page). */
const badAddressPage = (title: string) =>
  `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>` +
  `<body style="font-family: sans-serif; margin: 2rem"><h1>${title}</h1><p>Controlla l'URL nella barra degli indirizzi e riprova.</p><p><a href="/">Home</a></p></body></html>`;

/**
 * Fastify's `frameworkErrors`: the router's refusals before any route is found (a path that does not
 * percent-decode, FST_ERR_BAD_URL; a path parameter over maxParamLength, FST_ERR_MAX_PARAM_LENGTH).
 * They answer like every other error, in Italian, and never echo the URL (Fastify's own body did).
 */
export function frameworkErrorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 0;
  if (status && err.code && FASTIFY_MESSAGES[err.code] && !answersJson(request.url)) {
    return reply.status(status).type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(badAddressPage(FASTIFY_MESSAGES[err.code]));
  }
  return errorHandler(err, request, reply);
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error: true, message: 'Risorsa non trovata' });
}
