// The public results service (spec 1 §7), mounted at /risultati/: championship groups, calendars,
// standings, scorers, live ticker, communiqués and their documents. No login; every answer is
// cacheable (Cache-Control + ETag, 304 on If-None-Match).
import type { FastifyInstance } from 'fastify';
import { registerCaching } from './caching.ts';
import apiRoutes from './routes-api.ts';
import fileRoutes from './routes-files.ts';
import { createMemo } from './memo.ts';

export default async function risultatiPlugin(app: FastifyInstance) {
  registerCaching(app);
  const memo = createMemo();
  await app.register(apiRoutes, { memo });
  await app.register(fileRoutes, { memo });
}
