// The API described for integrators: OpenAPI 3.1 from the routes' zod schemas at /api/openapi.json,
// browsable at /api/docs. Each operation states the access it requires (`x-access`).
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { FastifyInstance } from 'fastify';
import { API_DOCS_PREFIX } from '../auth/access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which schema parts each route declares (tests/api/openapi.test.ts checks every route has them). */
    routeSchemas: RouteSchemaParts[];
  }
}

export interface RouteSchemaParts {
  method: string;
  url: string;
  params: boolean;
  querystring: boolean;
  body: boolean;
  response: boolean;
  /** The answer is a page `{ data, current_page, … }` (so the route must declare its query). */
  paged: boolean;
  hidden: boolean;
}

/** Whether a zod answer is (or may be) a paged list. */
function isPaged(schema: unknown): boolean {
  const s = schema as { shape?: Record<string, unknown>; options?: unknown[] } | undefined;
  return !!s && (!!s.shape?.current_page || (s.options ?? []).some(isPaged));
}

const describeAccess = (access: unknown) =>
  access === 'public' ? 'Pubblica (nessun accesso richiesto)' : access === 'user' ? 'Qualsiasi utente autenticato' : `Permesso richiesto: ${[access].flat().join(' oppure ')}`;

export default fp(async function openapi(app: FastifyInstance) {
  app.decorate('routeSchemas', [] as RouteSchemaParts[]);
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    for (const method of [route.method].flat())
      if (method !== 'HEAD')
        app.routeSchemas.push({
          method,
          url: route.url,
          params: !!schema.params,
          querystring: !!schema.querystring,
          body: !!schema.body,
          response: !!schema.response,
          paged: isPaged((schema.response as Record<string, unknown> | undefined)?.[200]),
          hidden: !!schema.hide,
        });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Back-office della federazione di pallamano', version: '1.0.0', description: 'API del back-office. Autenticazione: `Authorization: Bearer {id}|{token}` (POST /api/login).' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform(input) {
      const out = jsonSchemaTransform(input);
      const access = (input.route.config as { access?: unknown } | undefined)?.access;
      const schema = (out.schema ?? {}) as Record<string, unknown>;
      out.schema = schema as typeof out.schema;
      schema['x-access'] = access ?? null;
      schema.description = [schema.description, describeAccess(access)].filter(Boolean).join('\n\n');
      if (access !== 'public') schema.security = [{ bearer: [] }];
      return out;
    },
  });
  await app.register(swaggerUi, { routePrefix: API_DOCS_PREFIX, uiConfig: { docExpansion: 'none' } });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () => app.swagger());
});
