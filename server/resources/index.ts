// The API of every schema-driven resource (resources/reference/), registered under /api.
import type { FastifyInstance } from 'fastify';
import { declarations } from './declarations.ts';
import { registerResource } from './routes.ts';
import { resourceHooks } from './hooks.ts';

export default async function resourceRoutes(app: FastifyInstance) {
  for (const decl of declarations) registerResource(app, decl, resourceHooks[decl.name]);
}
