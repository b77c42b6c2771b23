// The registrations area: registrations and transfers, loans and second licences, cards, renewals.
import type { FastifyInstance } from 'fastify';
import tesseramentiRoutes from './routes.ts';
import moreRoutes from './routes-more.ts';

export default async function tesseramentiPlugin(app: FastifyInstance) {
  await app.register(tesseramentiRoutes);
  await app.register(moreRoutes);
}
