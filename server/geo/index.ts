// Places lookups (spec 2 §7 Members "Lookups"): provinces and towns with their ISTAT codes, used by
// the club and member forms. Committees and disciplines are served by their schema-driven resources
// (GET /comitato, GET /disciplina: resources/reference/comitato.ts, resources/reference/disciplina.ts).
import type { FastifyInstance } from 'fastify';
import routes from './routes.ts';

export default async function geoPlugin(app: FastifyInstance) {
  await app.register(routes);
}
