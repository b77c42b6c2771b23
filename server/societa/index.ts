// The clubs area (spec 2 §2.1, §7 Clubs): the list with its export, the club and its nested data,
// affiliation, board, twinning, sync and the member tables of the club screen, and the pickers' club lookup.
import type { FastifyInstance } from 'fastify';
import societaListRoutes from './list.ts';
import societaLookupRoutes from './lookup.ts';
import societaRoutes from './routes.ts';
import './ledger-hooks.ts';

export default async function societaPlugin(app: FastifyInstance) {
  await app.register(societaListRoutes);
  await app.register(societaLookupRoutes);
  await app.register(societaRoutes);
}
