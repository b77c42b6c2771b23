// Loans, second licences, cards, renewals and the registration deadline (spec 2 §7 Clubs, Members).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { currentUser, type Access } from '../auth/access.ts';
import { id, idParams, saved } from '../http/schemas.ts';
import { licenceSerie, loanSerie, loanTwins, prestitoGemellaggio, prestitoLicenza } from './loans.ts';
import { cardOffers, membership, type CardKind } from './cards.ts';
import { executeRenew, toRenew } from './renewals.ts';
import { modificaVincolo } from './vincolo.ts';
import { cardBody, licenceBody, loanBody, modificaVincoloBody, renewBody, renewQuery, tags } from './schemas.ts';
import { recordWrite } from './record-write.ts';

const CLUB_WRITE: Access = 'economicssocieta:write';
const CLUB_READ: Access = 'economicssocieta:read';
const PERSON_WRITE: Access = ['anagrafica:write', 'economicssocieta:write'];
const list = z.looseObject({ data: z.array(z.looseObject({ id: z.number() })) });
const twins = z.object({ data: z.array(z.object({ id: z.number(), nome: z.string() })) });

export default async function moreRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/societa/campionati/serie/:societa/:parent/:anagrafica',
    {
      config: { access: CLUB_READ },
      schema: { tags, summary: 'Serie della società gemellata per il prestito', params: z.object({ societa: id, parent: id, anagrafica: id }), response: { 200: list } },
    },
    async (request) => loanSerie(app.db, currentUser(request), request.params.societa, request.params.parent, request.params.anagrafica),
  );

  // The twins the loan dialog offers: the save's own rule (twinned for the athlete's sex), not every approved link.
  app.get(
    '/societa/:id/prestitogemellaggio',
    {
      config: { access: CLUB_READ },
      schema: { tags, summary: "Società gemellate a cui prestare l'atleta", params: idParams, querystring: z.object({ anagrafica_id: id }), response: { 200: twins } },
    },
    async (request) => loanTwins(app.db, currentUser(request), request.params.id, request.query.anagrafica_id),
  );

  app.get(
    '/societa/:id/serie',
    {
      config: { access: CLUB_READ },
      schema: { tags, summary: 'Serie della società per la seconda licenza', params: idParams, querystring: z.object({ societa_from: id.optional(), anagrafica_id: id }), response: { 200: list } },
    },
    async (request) => licenceSerie(app.db, currentUser(request), request.params.id, request.query.anagrafica_id),
  );

  recordWrite(app, {
    method: 'post',
    url: '/societa/:id/prestitogemellaggio',
    access: CLUB_WRITE,
    summary: 'Prestito a società gemellata (Dai in multiplo)',
    body: loanBody,
    run: (user, id, body) => prestitoGemellaggio(app.db, user, id, body),
  });

  recordWrite(app, {
    method: 'post',
    url: '/societa/:id/prestitolicenza',
    access: CLUB_WRITE,
    summary: 'Seconda licenza',
    body: licenceBody,
    run: (user, id, body) => prestitoLicenza(app.db, user, id, body),
  });

  for (const kind of ['arbitro', 'allenatore', 'anagrafica'] as CardKind[]) {
    for (const method of ['post', 'put'] as const) {
      recordWrite(app, {
        method,
        url: `/anagrafica/:id/tessera${kind}`,
        access: PERSON_WRITE,
        summary: `${method === 'post' ? 'Creazione' : 'Rinnovo'} tessera/tesseramento ${kind}`,
        body: cardBody,
        run: (user, id, body) => membership(app.db, user, kind, method === 'put', id, body),
      });
    }
  }

  // What 'Nuovo Tesseramento Arbitro/Tecnico' offers: each card when its save above would take it, and whether it renews.
  const offer = z.object({ offerta: z.boolean(), rinnovo: z.boolean() });
  app.get(
    '/anagrafica/:id/tesseretecniche',
    {
      config: { access: PERSON_WRITE },
      schema: {
        tags,
        summary: 'Tessere arbitro e allenatore che il tesserato può richiedere (offerta) e se le rinnova',
        params: idParams,
        querystring: z.object({ season: id.optional() }),
        response: { 200: z.object({ arbitro: offer, allenatore: offer }) },
      },
    },
    async (request) => cardOffers(app.db, currentUser(request), request.params.id, request.query.season),
  );

  app.get(
    '/societa/:id/anagraficatorenew',
    {
      config: { access: CLUB_READ },
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

  recordWrite(app, {
    method: 'post',
    url: '/societa/:id/executetesseratirenew',
    access: CLUB_WRITE,
    summary: 'Rinnovo tesserati',
    body: renewBody,
    run: (user, id, body) => executeRenew(app.db, user, id, body),
  });

  recordWrite(app, {
    method: 'post',
    url: '/anagrafica/:id/societa/modificavincolo',
    access: 'anagrafica:write',
    summary: 'Aumenta la scadenza del tesseramento',
    body: modificaVincoloBody,
    response: saved,
    run: (user, id, body) => modificaVincolo(app.db, user, id, body),
  });
}
