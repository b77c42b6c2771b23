// Lookups of the members screens (spec 2 §7): roles in their three variants and membership modules.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { and, q, sql } from '../db/sql.ts';
import { likePattern } from '../http/list.ts';
import { id, listQuery, text } from '../http/schemas.ts';
import { seasonOf } from './list.ts';
import { anagraficaScope } from './scope.ts';

const blank = (v: unknown) => (v === '' ? undefined : v);
const ruoloQuery = z.object({
  tipofamiglia: z.preprocess(blank, z.enum(['GEN', 'TEC']).optional()),
  type: z.preprocess(blank, z.enum(['tesseramento']).optional()),
  anagraficaId: z.preprocess(blank, id.optional()),
  season: z.preprocess(blank, id.optional()),
  search: z.preprocess(blank, text(100).optional()),
});

const ruoloRow = z.object({
  id: z.number(),
  nome: z.string(),
  codice: z.string(),
  famiglia_ruolo: z.string(),
  tipo_famiglia: z.string(),
  agonista: z.boolean(),
  posseduto: z.boolean(),
});
const moduloRow = z.object({ id: z.number(), nome: z.string(), codice: z.string(), attributo: z.string().nullable(), descrizione: z.string().nullable() });
const all = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() });
const whole = <T>(data: T[]) => ({ data, current_page: 1, last_page: 1, per_page: Math.max(data.length, 1), total: data.length });

export default async function lookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // ruolo (all roles) · ruolo?tipofamiglia=GEN&type=&anagraficaId= (a registration's roles, with the
  // ones the member already holds this season marked) · ruolo?type=tesseramento (roles with a type).
  app.get(
    '/ruolo',
    {
      config: { access: 'user' },
      schema: { tags: ['anagrafica'], summary: 'Ruoli', querystring: ruoloQuery, response: { 200: all(ruoloRow) } },
    },
    async (request) => {
      const { tipofamiglia, type, anagraficaId, search } = request.query;
      const user = currentUser(request);
      const season = await seasonOf(app.db, request.query.season);
      // A member's held roles are shown only for a member the user may see.
      const held = anagraficaId
        ? sql`EXISTS (SELECT 1 FROM anagrafica_ruolo r JOIN anagrafica a ON a.id = r.anagrafica_id WHERE r.anagrafica_id = ${anagraficaId}
          AND r.ruolo_id = ru.id AND r.stagione_id = ${season} AND r.deleted_at IS NULL AND NOT r.rifiutato AND ${anagraficaScope(user, 'a', season)})`
        : sql`false`;
      const { rows } = await q<z.infer<typeof ruoloRow>>(
        app.db,
        sql`
      SELECT ru.id, ru.nome, ru.codice, ru.famiglia_ruolo, ru.tipo_famiglia, ru.agonista, ${held} AS posseduto FROM ruolo ru
      WHERE ${and([
        tipofamiglia ? sql`ru.tipo_famiglia = ${tipofamiglia}` : null,
        type === 'tesseramento' ? sql`EXISTS (SELECT 1 FROM tipologia_tesseramento tt WHERE tt.famiglia_ruolo = ru.famiglia_ruolo AND tt.deleted_at IS NULL)` : null,
        search ? sql`ru.nome ILIKE ${likePattern(search)}` : null,
      ])}
      ORDER BY ru.ordine, ru.nome`,
      );
      return whole(rows);
    },
  );

  app.get(
    '/modulo',
    {
      config: { access: 'user' },
      schema: { tags: ['anagrafica'], summary: 'Moduli di tesseramento', querystring: listQuery, response: { 200: all(moduloRow) } },
    },
    async () => {
      const { rows } = await app.db.query<z.infer<typeof moduloRow>>('SELECT id, nome, codice, attributo, descrizione FROM modulo ORDER BY codice, attributo NULLS FIRST, id');
      return whole(rows);
    },
  );
}
