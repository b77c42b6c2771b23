// GET /api/societa/lookup?search=: the club pickers' search (twinning request, transfer, second
// licence, accounting filters; spec 2 §2.10). Unlike the clubs list it is not limited to the caller's
// own club (a club user twins with another club) and it answers only id, name and affiliation code.
// Twinning needs no affiliation (service.ts requestTwinning), so every club not deleted is found.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { isAdmin } from '../auth/user.ts';
import type { Queryable } from '../db/client.ts';
import { forbidden } from '../http/errors.ts';
import { runList, type ListSpec } from '../http/list.ts';
import { failure, text } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { SEARCH_MIN_CHARS } from '../../resources/contracts/search.ts';
import { societaList } from './list.ts';

export const LOOKUP_MAX_ROWS = 30;

export const societaLookupRow = z.object({ id: z.number(), nome: z.string(), codice_affiliazione: z.string().nullable() });

const lookupQuery = z.object({
  // Fewer than 3 characters is a 400: the picker asks only from 3 on, and a shorter term would list clubs by the letter.
  search: text(200)
    .transform((s) => s.trim())
    .pipe(z.string().min(SEARCH_MIN_CHARS, `Scrivere almeno ${SEARCH_MIN_CHARS} caratteri`)),
});

const spec: ListSpec = { sortable: {}, defaultOrder: 's.nome, s.id', searchColumns: ['s.nome', 's.codice_affiliazione'] };

/** Clubs not deleted whose name or affiliation code contains every word of `search`, by name, at most 30. */
export async function lookupSocieta(db: Queryable, search: string) {
  const source = { select: 's.id, s.nome, s.codice_affiliazione', from: 'societa s', where: ['s.deleted_at IS NULL'], pageKey: 's.id' };
  const page = await runList<z.infer<typeof societaLookupRow>>(db, source, spec, { page: 1, perPage: LOOKUP_MAX_ROWS, search, orderBy: spec.defaultOrder });
  return page.data;
}

export default async function societaLookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/societa/lookup',
    {
      // The abilities that reached the pickers' former source (GET societa), which include the twinning
      // request's (economicssocieta:write); the handler then admits administrators and club users only.
      config: { access: societaList.access },
      schema: {
        tags: ['societa'],
        summary: 'Ricerca di società per i selettori (id, nome, codice affiliazione)',
        querystring: lookupQuery,
        response: { 200: z.object({ data: z.array(societaLookupRow) }), 400: failure, 401: failure, 403: failure },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (!isAdmin(user) && user.tipo_utente !== 'societa') throw forbidden();
      return { data: await lookupSocieta(app.db, request.query.search) };
    },
  );
}
