// Every failure answers `{ error: true, message, ... }` (ARCHITECTURE §4); no stack trace leaks.
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';

const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Il corpo della richiesta non è un JSON valido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Il corpo della richiesta è vuoto',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Il corpo della richiesta è troppo grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Tipo di contenuto non supportato',
  FST_ERR_VALIDATION: 'Richiesta non valida',
};

export function errorHandler(this: unknown, err: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
  if (err instanceof HttpError) {
    return reply.status(err.statusCode).send({ error: true, message: err.message, ...err.extra });
  }
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 500) {
    request.log.error(err);
    return reply.status(500).send({ error: true, message: 'Si è verificato un errore' });
  }
  const message = (err.code && FASTIFY_MESSAGES[err.code]) || 'Richiesta non valida';
  return reply.status(status).send({ error: true, message });
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply) {
  return reply.status(404).send({ error: true, message: 'Risorsa non trovata' });
}
