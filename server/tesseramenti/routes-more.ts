// Loans, second licences, cards, renewals and the registration deadline (spec 2 §7 Clubs, Members).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { currentUser } from '../auth/access.ts';
import { id, idParams, saved } from '../http/schemas.ts';
import { licenceSerie, loanSerie, prestitoGemellaggio, prestitoLicenza } from './loans.ts';
import { membership, type CardKind } from './cards.ts';
import { executeRenew, toRenew } from './renewals.ts';
import { modificaVincolo } from './vincolo.ts';
import { cardBody, licenceBody, loanBody, modificaVincoloBody, operationResult, renewBody, renewQuery } from './schemas.ts';

const tags = ['tesseramenti'];
const CLUB_WRITE = { access: 'economicssocieta:write' };
const CLUB_READ = { access: 'economicssocieta:read' };
const PERSON_WRITE = { access: ['anagrafica:write', 'economicssocieta:write'] };
const list = z.looseObject({ data: z.array(z.looseObject({ id: z.number() })) });

export default async function moreRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/societa/campionati/serie/:societa/:parent/:anagrafica',
    {
      config: CLUB_READ,
      schema: { tags, summary: 'Serie della società gemellata per il prestito', params: z.object({ societa: id, parent: id, anagrafica: id }), response: { 200: list } },
    },
    async (request) => loanSerie(app.db, currentUser(request), request.params.societa, request.params.parent, request.params.anagrafica),
  );

  app.get(
    '/societa/:id/serie',
    {
      config: CLUB_READ,
      schema: { tags, summary: 'Serie della società per la seconda licenza', params: idParams, querystring: z.object({ societa_from: id.optional(), anagrafica_id: id }), response: { 200: list } },
    },
    async (request) => licenceSerie(app.db, currentUser(request), request.params.id, request.query.anagrafica_id),
  );

  app.post(
    '/societa/:id/prestitogemellaggio',
    {
      config: CLUB_WRITE,
      schema: { tags, summary: 'Prestito a società gemellata (Dai in multiplo)', params: idParams, body: loanBody, response: { 200: operationResult } },
    },
    async (request) => prestitoGemellaggio(app.db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/societa/:id/prestitolicenza',
    {
      config: CLUB_WRITE,
      schema: { tags, summary: 'Seconda licenza', params: idParams, body: licenceBody, response: { 200: operationResult } },
    },
    async (request) => prestitoLicenza(app.db, currentUser(request), request.params.id, request.body),
  );

  for (const kind of ['arbitro', 'allenatore', 'anagrafica'] as CardKind[]) {
    for (const method of ['post', 'put'] as const) {
      app[method](
        `/anagrafica/:id/tessera${kind}`,
        {
          config: PERSON_WRITE,
          schema: { tags, summary: `${method === 'post' ? 'Creazione' : 'Rinnovo'} tessera/tesseramento ${kind}`, params: idParams, body: cardBody, response: { 200: operationResult } },
        },
        async (request) => membership(app.db, currentUser(request), kind, method === 'put', request.params.id, request.body),
      );
    }
  }

  app.get(
    '/societa/:id/anagraficatorenew',
    {
      config: CLUB_READ,
      schema: {
        tags,
        summary: 'Tesserati da rinnovare',
        params: idParams,
        querystring: renewQuery,
        response: { 200: z.looseObject({ data: z.array(z.looseObject({ id: z.number() })), rinnovi_aperti: z.boolean(), message: z.string() }) },
      },
    },
    async (request) => toRenew(app.db, currentUser(request), request.params.id, request.query),
  );

  app.post(
    '/societa/:id/executetesseratirenew',
    {
      config: CLUB_WRITE,
      schema: { tags, summary: 'Rinnovo tesserati', params: idParams, body: renewBody, response: { 200: operationResult } },
    },
    async (request) => executeRenew(app.db, currentUser(request), request.params.id, request.body),
  );

  app.post(
    '/anagrafica/:id/societa/modificavincolo',
    {
      config: { access: 'anagrafica:write' },
      schema: { tags, summary: 'Aumenta la scadenza del tesseramento', params: idParams, body: modificaVincoloBody, response: { 200: saved } },
    },
    async (request) => modificaVincolo(app.db, currentUser(request), request.params.id, request.body),
  );
}
