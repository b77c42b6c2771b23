// HTTP caching of the public results service: every successful GET carries Cache-Control and a
// strong ETag of its body; a request whose If-None-Match holds that ETag gets 304 without a body.
// Answers are public and readable from another origin (the pages' service address is configuration).
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Live data, and calendars of groups playing today. */
export const CACHE_LIVE = 'public, max-age=10';
/** Data that changes when a result becomes official or a communiqué is published. */
export const CACHE_STABLE = 'public, max-age=300';
/** Logos. */
export const CACHE_STATIC = 'public, max-age=86400';

export const cacheFor = (reply: FastifyReply, policy: string) => reply.header('Cache-Control', policy);

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

export function registerCaching(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('Access-Control-Allow-Origin', '*');
    if (request.method !== 'GET' && request.method !== 'HEAD') return payload;
    if (reply.statusCode !== 200) {
      // Errors (unknown group, …) may be fixed by the federation at any moment.
      reply.header('Cache-Control', 'no-cache');
      return payload;
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    // Memoised answers come with their ETag already computed.
    const etag = (reply.getHeader('ETag') as string | undefined) ?? etagOf(payload);
    reply.header('ETag', etag);
    if (!reply.hasHeader('Cache-Control')) reply.header('Cache-Control', CACHE_STABLE);
    if (matchesEtag(request.headers['if-none-match'], etag)) {
      reply.code(304);
      reply.removeHeader('Content-Length');
      return '';
    }
    return payload;
  });
}
