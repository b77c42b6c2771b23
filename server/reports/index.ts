// The reports area (spec 2 §2.9): club and member ledger reports.
import type { FastifyInstance } from 'fastify';
import reportRoutes from './routes.ts';

export default async function reportsPlugin(app: FastifyInstance) {
  await app.register(reportRoutes);
}
