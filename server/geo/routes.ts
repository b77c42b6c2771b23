// GET /provincia and GET /localita (?provincia=id|sigla, ?codice_istat=): paged lookups.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { listQuery, pageOf, text } from '../http/schemas.ts';
import { parseListParams, runList } from '../http/list.ts';
import { localitaSource, localitaSpec, provinciaSource, provinciaSpec } from './queries.ts';

export const provinciaRow = z.object({ id: z.number(), descrizione: z.string(), sigla: z.string(), codice_istat: z.string(), regione: z.string() });
export const localitaRow = z.object({
  id: z.number(),
  denominazione: z.string(),
  codice_istat: z.string(),
  codice_catastale: z.string().nullable(),
  provincia_id: z.number(),
  provincia: z.string(),
  provincia_descrizione: z.string(),
  provincia_istat: z.string(),
});

const localitaQuery = listQuery.extend({
  provincia: text(40)
    .regex(/^[A-Za-z]{2}$|^\d{1,4}$/, 'Provincia non valida')
    .optional(),
  codice_istat: text(6)
    .regex(/^\d{6}$/, 'Codice ISTAT non valido')
    .optional(),
});

export default async function geoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/provincia',
    {
      config: { access: 'user' },
      schema: { tags: ['geo'], summary: 'Province italiane con codice ISTAT', querystring: listQuery, response: { 200: pageOf(provinciaRow) } },
    },
    async (request) => runList(app.db, provinciaSource, provinciaSpec, parseListParams(request.query, provinciaSpec)),
  );

  app.get(
    '/localita',
    {
      config: { access: 'user' },
      schema: { tags: ['geo'], summary: 'Comuni italiani (per provincia) con codice ISTAT', querystring: localitaQuery, response: { 200: pageOf(localitaRow) } },
    },
    async (request) => runList(app.db, localitaSource(request.query.provincia, request.query.codice_istat), localitaSpec, parseListParams(request.query, localitaSpec)),
  );
}
