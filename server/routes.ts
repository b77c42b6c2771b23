// The table of contents of the API: one plugin per area, each in its own folder.
// Add an area by importing its plugin and listing it here, one line each.
import type { FastifyPluginAsync } from 'fastify';
import authRoutes from './auth/routes.ts';
import devRoutes from './dev/routes.ts';
import utentiPlugin from './utenti/index.ts';
import resourceRoutes from './resources/index.ts';
import risultatiPlugin from './risultati/index.ts';
import societaPlugin from './societa/index.ts';
import anagraficaPlugin from './anagrafica/index.ts';
import tesseraListRoutes from './tessere/list.ts';
import userexportsRoutes from './userexports/index.ts';
import documentiRoutes from './documenti/routes.ts';
import geoPlugin from './geo/index.ts';
import pagamentiPlugin from './pagamenti/index.ts';
import reportsPlugin from './reports/index.ts';
import carrelloPlugin from './carrello/index.ts';
import ledgerPlugin from './ledger/index.ts';
import tesseramentiPlugin from './tesseramenti/index.ts';

/** Registered under /api. */
export const apiPlugins: FastifyPluginAsync[] = [
  authRoutes,
  devRoutes,
  utentiPlugin,
  resourceRoutes,
  societaPlugin,
  anagraficaPlugin,
  tesseraListRoutes,
  userexportsRoutes,
  documentiRoutes,
  geoPlugin,
  pagamentiPlugin,
  reportsPlugin,
  carrelloPlugin,
  ledgerPlugin,
  tesseramentiPlugin,
];

/** Registered at the root under their own prefix (public results service, demo outbox). */
export const rootPlugins: { prefix: string; plugin: FastifyPluginAsync }[] = [{ prefix: '/risultati', plugin: risultatiPlugin }];
