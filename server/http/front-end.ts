// Serves the built front end: static files, the results bundle for the public results routes,
// and the admin app for every other path (browser history routing, no '#').
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundHandler } from './error-handler.ts';

/** First path segments of the public results pages (spec 1 §2 route table). */
export const RESULTS_ROUTE_PREFIXES = ['festivalpallamano', 'agold', 'asilver', 'a1f', 'a2f', 'superf', 'area'];

export const frontEnd = fp(async function frontEnd(app: FastifyInstance, opts: { root: string }) {
  await app.register(fastifyStatic, {
    root: opts.root,
    // No routes of its own (every route must declare its access): files are sent from the 404 handler.
    serve: false,
    index: false,
    // The build writes .br and .gz beside each text file (scripts/precompress.ts): sent to browsers
    // that accept them, the plain file otherwise (issue 19, first paint on slow connections).
    preCompressed: true,
  });
  app.setNotFoundHandler((request, reply) => {
    let url: string;
    try {
      url = decodeURIComponent(request.url.split('?')[0]);
    } catch {
      return notFoundHandler(request, reply);
    }
    if (!['GET', 'HEAD'].includes(request.method) || url.startsWith('/api/') || url.startsWith('/risultati/')) return notFoundHandler(request, reply);
    if (/\.[a-z0-9]+$/i.test(url)) {
      if (url.includes('..')) return notFoundHandler(request, reply);
      const immutable = url.startsWith('/assets/');
      return reply.sendFile(url.slice(1), { maxAge: immutable ? 31536000000 : 3600000, immutable });
    }
    const first = url.split('/')[1]?.toLowerCase() ?? '';
    const page = RESULTS_ROUTE_PREFIXES.includes(first) ? 'results.html' : 'index.html';
    return reply.header('Cache-Control', 'no-cache').sendFile(page);
  });
});
