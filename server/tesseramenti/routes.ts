// Registrations, transfers and the dialogs' lookups (spec 2 §7 Members writes, Lookups).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { currentUser } from '../auth/access.ts';
import { id, idParams, noBody, saved } from '../http/schemas.ts';
import { loadSeason } from './queries.ts';
import { register, updateRegistration } from './registration.ts';
import { decideTransfer, listTransfers } from './transfers.ts';
import { costoOperazione, serieLookup } from './lookups.ts';
import { operationResult, registrationBody, registrationUpdate, transferListQuery } from './schemas.ts';

const tags = ['tesseramenti'];
const REGISTER = { access: ['anagrafica:write', 'economicssocieta:write'] };
const TRANSFERS_READ = { access: ['trasferimenti:read', 'trasferimentirichiesti:read'] };
const TRANSFERS_WRITE = { access: ['trasferimenti:write', 'trasferimentirichiesti:write'] };
const row = z.looseObject({ id: z.number() });
const list = z.looseObject({ data: z.array(row) });

export default async function tesseramentiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const smtp = () => app.settings.smtpUrl;

  app.post(
    '/anagrafica/:id/societa',
    {
      config: REGISTER,
      schema: { tags, summary: 'Tesseramento o richiesta di trasferimento presso una società', params: idParams, body: registrationBody, response: { 200: operationResult } },
    },
    async (request) => register(app.db, smtp(), currentUser(request), request.params.id, request.body),
  );

  app.put(
    '/anagrafica/:id/societa',
    {
      config: REGISTER,
      schema: { tags, summary: 'Modifica un tesseramento in attesa di approvazione', params: idParams, body: registrationUpdate, response: { 200: operationResult } },
    },
    async (request) => updateRegistration(app.db, currentUser(request), request.params.id, request.body),
  );

  app.get(
    '/trasferimento',
    {
      config: TRANSFERS_READ,
      schema: { tags, summary: 'Trasferimenti della stagione (in attesa, storico o tutti)', querystring: transferListQuery, response: { 200: list } },
    },
    async (request) => {
      const season = await loadSeason(app.db, request.query.season);
      return listTransfers(app.db, currentUser(request), { ...request.query, season: season.id });
    },
  );

  for (const action of ['approve', 'reject', 'cancel'] as const) {
    app.post(
      `/trasferimento/:id/${action}`,
      {
        config: TRANSFERS_WRITE,
        schema: { tags, summary: `Trasferimento: ${action}`, params: idParams, body: noBody, response: { 200: saved } },
      },
      async (request) => decideTransfer(app.db, smtp(), currentUser(request), request.params.id, action),
    );
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
      config: REGISTER,
      schema: {
        tags,
        summary: "Costo dell'operazione",
        params: idParams,
        querystring: z.object({ tipologia_tesseramento_id: id, serie_id: id.optional(), societa_id: id.optional(), season: id.optional() }),
        response: { 200: z.object({ importo: z.number(), tipo: z.string().optional() }) },
      },
    },
    async (request) => costoOperazione(app.db, currentUser(request), request.params.id, request.query),
  );
}
