// API answers compressed for the browsers that accept it (@fastify/compress): a page of 30 accounting
// entries is ~40 KB of JSON and ~3.4 KB in Brotli, which on a phone's 1.6 Mbit/s is 200 ms against
// 17. Only answers of at least 1 KB and of a compressible type (JSON, CSV; not the xlsx, PDF and
// images, already compressed); a client that asks nothing (the bench, curl) gets them as before.
// Brotli at quality 4 (0.3 ms for those 40 KB, about gzip's size at level 6), else gzip.
// Request bodies are not decompressed: a small compressed body could expand past bodyLimit's meaning.
// No BREACH-style exposure: the API reads its bearer token from a header the browser never adds on
// its own, so another site cannot make it answer a secret beside text of its choosing.
import compress from '@fastify/compress';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

export const COMPRESSION_THRESHOLD = 1024;

/** Registered in the API's scope (app.ts): the front end's files have their own, made at build time. */
export default fp(async function compression(app: FastifyInstance) {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
});
