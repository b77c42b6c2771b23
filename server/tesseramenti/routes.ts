// Registrations, transfers and the dialogs' lookups (spec 2 §7 Members writes, Lookups).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { currentUser, type Access } from '../auth/access.ts';
import { id, idParams, noBody, saved } from '../http/schemas.ts';
import { loadSeason } from './queries.ts';
import { register, updateRegistration } from './registration.ts';
import { decideTransfer, listTransfers, TRANSFERS_WRITE } from './transfers.ts';
import { costoOperazione, serieLookup } from './lookups.ts';
import { transferCandidate } from './person-lookup.ts';
import { recordWrite } from './record-write.ts';
import { candidateAnswer, candidateQuery, registrationBody, registrationUpdate, tags, transferListQuery } from './schemas.ts';

const REGISTER: Access = ['anagrafica:write', 'economicssocieta:write'];
const TRANSFERS_READ: Access = ['trasferimenti:read', 'trasferimentirichiesti:read'];
const row = z.looseObject({ id: z.number() });
const list = z.looseObject({ data: z.array(row) });

export default async function tesseramentiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const smtp = () => app.settings.smtpUrl;

  recordWrite(app, {
    method: 'post',
    url: '/anagrafica/:id/societa',
    access: REGISTER,
    summary: 'Tesseramento o richiesta di trasferimento presso una società',
    body: registrationBody,
    run: (user, id, body) => register(app.db, smtp(), user, id, body),
  });

  recordWrite(app, {
    method: 'put',
    url: '/anagrafica/:id/societa',
    access: REGISTER,
    summary: 'Modifica un tesseramento in attesa di approvazione',
    body: registrationUpdate,
    run: (user, id, body) => updateRegistration(app.db, user, id, body),
  });

  app.get(
    '/trasferimento',
    {
      config: { access: TRANSFERS_READ },
      schema: { tags, summary: 'Trasferimenti della stagione (in attesa, storico o tutti)', querystring: transferListQuery, response: { 200: list } },
    },
    async (request) => {
      const season = await loadSeason(app.db, request.query.season);
      return listTransfers(app.db, currentUser(request), { ...request.query, season: season.id });
    },
  );

  // 'Richiedi Trasferimento': the athlete of another club, by exact codice fiscale (person-lookup.ts).
  app.get(
    '/trasferimento/persona',
    {
      config: { access: REGISTER },
      schema: { tags, summary: 'Atleta da trasferire, per codice fiscale esatto (solo i dati per riconoscerlo)', querystring: candidateQuery, response: { 200: candidateAnswer } },
    },
    async (request) => transferCandidate(app.db, currentUser(request), request.query, request.ip),
  );

  for (const action of ['approve', 'reject', 'cancel'] as const) {
    recordWrite(app, {
      method: 'post',
      url: `/trasferimento/:id/${action}`,
      access: TRANSFERS_WRITE,
      summary: `Trasferimento: ${action}`,
      body: noBody,
      response: saved,
      run: (user, id) => decideTransfer(app.db, smtp(), user, id, action),
    });
  }

  app.get(
    '/serie',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Serie della società per il tesseramento',
        querystring: z.object({ societa: id, anagrafica: id.optional(), tipologia_tesseramento: id.optional(), season: id.optional() }),
        response: { 200: list },
      },
    },
    async (request) => serieLookup(app.db, currentUser(request), request.query),
  );

  app.get(
    '/anagrafica/:id/costooperazione',
    {
      config: { access: REGISTER },
      schema: {
        tags,
        summary: "Costo dell'operazione",
        params: idParams,
        querystring: z.object({ tipologia_tesseramento_id: id, serie_id: id.optional(), societa_id: id.optional(), season: id.optional(), type: z.enum(['converti']).optional() }),
        response: { 200: z.object({ importo: z.number(), tipo: z.string().optional() }) },
      },
    },
    async (request) => costoOperazione(app.db, currentUser(request), request.params.id, request.query),
  );
}
