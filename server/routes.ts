// The table of contents of the API: one plugin per area, each in its own folder.
// Add an area by importing its plugin and listing it here.
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.ts';
import coreRoutes from './core/routes.ts';
import devRoutes from './dev/routes.ts';

/** Registered under /api. */
export const apiPlugins: FastifyPluginAsync[] = [authRoutes, coreRoutes, devRoutes];

/** Registered at the root under their own prefix (public results service, demo outbox). */
export const rootPlugins: { prefix: string; plugin: FastifyPluginAsync }[] = [];
