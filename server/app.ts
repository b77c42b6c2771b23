// Builds the Fastify app (used by serve.ts and by the tests through app.inject).
import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/client.ts';
import type { Config } from './config.ts';
import accessPlugin from './auth/access.ts';
import { errorHandler, frameworkErrorHandler, notFoundHandler } from './http/error-handler.ts';
import { apiPlugins, rootPlugins } from './routes.ts';
import { frontEnd } from './http/front-end.ts';
import openapi from './http/openapi.ts';
import hardening from './http/hardening.ts';
import headers, { HSTS, securityHeaders } from './http/headers.ts';
import compression from './http/compression.ts';
import { serializerCompiler, validatorCompiler } from './http/zod.ts';
import { requestForLog } from './http/request-log.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    settings: Config;
  }
}

export interface AppOptions {
  db: Db;
  settings: Config;
  /** Folder of the built front end (dist/); omitted in API tests. */
  staticDir?: string;
  logger?: boolean;
  /** Where the log goes (standard output when omitted); tests read it. */
  logStream?: { write(line: string): void };
}

/** TRUST_PROXY=N: trust the N nearest proxies (Fastify accepts a hop count, its types only a function). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

export async function buildApp({ db, settings, staticDir, logger = false, logStream }: AppOptions): Promise<FastifyInstance> {
  // The router's refusals run no hook: they get the headers every answer carries here.
  const fixedHeaders = securityHeaders();
  const app = Fastify({
    // 500s are always logged (structured JSON; requests log method and URL only, never headers or bodies,
    // and the query string's values masked: the reset calls and links carry the token and password there).
    logger: {
      level: logger ? settings.logLevel : 'error',
      serializers: { req: requestForLog },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(logStream ? { stream: logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    // X-Forwarded-For only from the configured proxies (TRUST_PROXY); by default the socket address counts.
    trustProxy: typeof settings.trustProxy === 'number' ? trustHops(settings.trustProxy) : settings.trustProxy,
    // Query strings like flag=a:b stay strings; arrays are not expected anywhere.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
    // A URL the router cannot read (bad percent-encoding, a parameter over 500 characters): Italian, like every error.
    frameworkErrors: (err, request, reply) => {
      reply.headers(fixedHeaders);
      if (settings.publicUrl.startsWith('https://')) reply.header('Strict-Transport-Security', HSTS);
      return frameworkErrorHandler(err, request, reply);
    },
  });
  app.decorate('db', db);
  app.decorate('settings', settings);
  app.setErrorHandler(errorHandler);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(headers);
  await app.register(hardening);
  await app.register(accessPlugin);
  await app.register(openapi);
  await app.register(
    async (api) => {
      await api.register(compression);
      for (const plugin of apiPlugins) await api.register(plugin);
      if (settings.benchNaiveRoutes) await api.register((await import('./dev/naive-lists.ts')).default);
    },
    { prefix: '/api' },
  );
  for (const { prefix, plugin } of rootPlugins) await app.register(plugin, { prefix });
  if (staticDir) await app.register(frontEnd, { root: staticDir });
  else app.setNotFoundHandler(notFoundHandler);
  return app;
}
