// Global protections every route inherits (issue 10 §5): a NUL byte anywhere in the path, query
// string or JSON body is refused with a 400 before any handler or database sees it (PostgreSQL refuses
// NUL in text, and no field of the product legitimately holds one).
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const NUL_MESSAGE = 'La richiesta contiene caratteri non validi';

/** Whether a parsed value (string, array, object, nested) holds a NUL character anywhere, keys included. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  for (const [k, v] of Object.entries(value)) if (k.includes('\u0000') || containsNul(v, depth + 1)) return true;
  return false;
}

export default fp(async function hardening(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    // %00 in the raw URL (path or query string), in any case.
    if (/%00/.test(request.url) || request.url.includes('\u0000')) throw badRequest(NUL_MESSAGE);
  });
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) throw badRequest(NUL_MESSAGE);
  });
});
