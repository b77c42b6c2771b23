// A short memo of computed answers per address. When a crowd follows a match, the database and
// the serialisation run once per second per page instead of once per visitor. It lives in each
// process (replicas need no coordination) and its staleness, one second, is far below the HTTP
// max-age the answers carry anyway. Concurrent misses share one computation.
import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { etagOf } from './caching.ts';

export interface Answer {
  body: string | Buffer;
  etag: string;
  /** The body compressed once for all visitors (calendars are ~30 KB of JSON, ~3 KB gzipped). */
  gzip?: { body: Buffer; etag: string };
  type: string;
  headers: Record<string, string>;
}

const COMPRESSIBLE = /^(application\/json|text\/|image\/svg)/;
const MIN_COMPRESS = 1024;

export interface AnswerSpec {
  /** A JSON value, or a ready body with its content type. */
  json?: unknown;
  body?: string | Buffer;
  type?: string;
  cacheControl: string;
  headers?: Record<string, string>;
}

const MAX_ENTRIES = 2000;

export function createMemo(ttlMs = 1000) {
  const entries = new Map<string, { expires: number; answer: Promise<Answer> }>();
  return async function memo(key: string, reply: FastifyReply, compute: () => Promise<AnswerSpec>) {
    const now = Date.now();
    let entry = entries.get(key);
    if (!entry || entry.expires <= now) {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      const answer = compute().then((spec) => {
        const body = spec.body ?? JSON.stringify(spec.json);
        const type = spec.type ?? 'application/json; charset=utf-8';
        const etag = etagOf(body);
        const compress = COMPRESSIBLE.test(type) && body.length >= MIN_COMPRESS;
        return {
          body,
          etag,
          // Each representation has its own strong ETag.
          gzip: compress ? { body: gzipSync(body), etag: `${etag.slice(0, -1)}-gz"` } : undefined,
          type,
          headers: { 'Cache-Control': spec.cacheControl, ...spec.headers },
        };
      });
      entry = { expires: now + ttlMs, answer };
      entries.set(key, entry);
      // Failures (unknown group …) are not remembered.
      answer.catch(() => entries.get(key) === entry && entries.delete(key));
    }
    const a = await entry.answer;
    reply.headers(a.headers).type(a.type);
    if (!a.gzip) return reply.header('ETag', a.etag).send(a.body);
    reply.header('Vary', 'Accept-Encoding');
    if (!/\bgzip\b/.test(String(reply.request.headers['accept-encoding'] ?? ''))) return reply.header('ETag', a.etag).send(a.body);
    return reply.header('ETag', a.gzip.etag).header('Content-Encoding', 'gzip').send(a.gzip.body);
  };
}

export type Memo = ReturnType<typeof createMemo>;
