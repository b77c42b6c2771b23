// The Clubs calls of spec 2 §7 (the list is in list.ts, the twinnings list in twinnings.ts): thin
// handlers, schema-checked, scoped.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { assertAnagraficaVisible } from '../auth/scope.ts';
import { isSysadmin } from '../auth/user.ts';
import { listRoute } from '../exports/list-route.ts';
import { badRequest, forbidden, memberNotFound, notFound } from '../http/errors.ts';
import { binaryAnswer, failure, idParams, noBody } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { versioneAnswer } from '../http/versione.ts';
import { contentDisposition } from '../storage/content-disposition.ts';
import { SOCIETA_MESSAGES as M, type SocietaDetail, type StatoAffiliazione } from '../../resources/contracts/societa.ts';
import { costoAffiliazione, richiestaAffiliazione } from './affiliazione.ts';
import { dafPdf } from './daf.ts';
import { consiglioMembers, consiglioOf, findStagione, gemellaggiOf, getSocietaDetail, memberRows, synchRows, type MemberFilter, type Stagione } from './queries.ts';
import { affiliationState, isAligned, isTwinned, italianToday, type AffiliationEntry } from './rules.ts';
import { actionAnswer, affiliazioneBody, consiglioBody, gemellaBody, membersQuery, seasonQuery, societaBody, societaUpdateBody, synchQuery } from './schemas.ts';
import { assertSocietaReachable, createSocieta, decideTwinning, requestTwinning, saveConsiglio, updateSocieta } from './service.ts';
import { sendDataToConi } from './sync.ts';
import { gemellaggiList } from './twinnings.ts';

const READ = { access: 'economicssocieta:read' };
const WRITE = { access: 'economicssocieta:write' };
const TAGS = ['societa'];
const errors = { 400: failure, 401: failure, 403: failure, 404: failure, 409: failure, 422: failure };

const memberRow = z.looseObject({ id: z.number(), matricola: z.string(), nome_completo: z.string() });
const memberList = z.object({ data: z.array(memberRow), total: z.number() });

/** Member tables: path suffix → the roles it lists (spec 2 §2.2). */
const MEMBER_TABLES: Record<string, MemberFilter> = {
  '': { famiglie: ['Atleta'], prestito: false, excludeTipologie: ['PRO', 'PROS'] },
  '/gemellaggi': { famiglie: ['Atleta'], prestito: true },
  '/dirigenti': { famiglie: ['Dirigente'] },
  '/allenatori': { famiglie: ['Tecnico', 'PreparatoreAtletico', 'PreparatorePortieri', 'IstruttorePromozionale'] },
};

export default async function societaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  async function season(id?: number): Promise<Stagione> {
    const s = await findStagione(app.db, id);
    if (!s) throw badRequest('Stagione non trovata');
    return s;
  }

  /** Club detail with the derived indicators and affiliation state. */
  async function detail(id: number, stagione: Stagione): Promise<SocietaDetail> {
    const [club, links, synch] = await Promise.all([getSocietaDetail(app.db, id, stagione.id), gemellaggiOf(app.db, id), synchRows(app.db, { societaId: id })]);
    if (!club) throw notFound('Società non trovata');
    const entries = club.partitacontabile as AffiliationEntry[];
    const stato: StatoAffiliazione = affiliationState(club, entries, stagione.id, stagione, italianToday());
    return {
      ...(club as unknown as SocietaDetail),
      gemellaggio_parent: links.filter((l) => l.societa_parent.id === id),
      gemellaggio_child: links.filter((l) => l.societa_child.id === id),
      synch,
      gemellata: isTwinned(links),
      allineata_coni: isAligned(synch, 'coni'),
      allineata_sport_health: isAligned(synch, 'sport-health'),
      stato_affiliazione: stato,
    };
  }

  app.get(
    '/societa/:id',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'Società con i dati annidati',
        params: idParams,
        querystring: seasonQuery,
        response: { 200: z.looseObject({ id: z.number(), versione: versioneAnswer }), ...errors },
      },
    },
    async (request) => {
      assertSocietaReachable(currentUser(request), request.params.id);
      return detail(request.params.id, await season(request.query.season));
    },
  );

  app.post(
    '/societa',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Nuova società', body: societaBody, response: { 200: actionAnswer, ...errors } },
    },
    async (request) => ({ error: false as const, message: M.saved, id: await createSocieta(app.db, currentUser(request), request.body) }),
  );

  app.put(
    '/societa/:id',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Modifica società (i campi non inviati restano invariati)',
        description: 'Con `versione` (letta dal GET) una modifica fatta su dati nel frattempo cambiati è rifiutata con 409 e non salva nulla.',
        params: idParams,
        body: societaUpdateBody,
        response: { 200: actionAnswer, ...errors },
      },
    },
    async (request) => {
      await updateSocieta(app.db, currentUser(request), request.params.id, request.body);
      return { error: false as const, message: M.saved, id: request.params.id };
    },
  );

  app.get(
    '/societa/:id/getcostoaffiliazione',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: "Costo dell'affiliazione per la stagione",
        params: idParams,
        querystring: seasonQuery,
        response: { 200: z.object({ error: z.boolean(), message: z.string(), importo: z.number().nullable() }), ...errors },
      },
    },
    async (request) => costoAffiliazione(app.db, currentUser(request), request.params.id, (await season(request.query.season)).id),
  );

  app.post(
    '/societa/:id/richiestaaffiliazione',
    {
      config: WRITE,
      schema: {
        tags: TAGS,
        summary: 'Richiesta di affiliazione (partita contabile e carrello)',
        params: idParams,
        body: affiliazioneBody,
        response: { 200: z.object({ error: z.literal(false), message: z.string(), carrello_details: z.looseObject({ partite_contabili: z.array(z.looseObject({ id: z.number() })) }) }), ...errors },
      },
    },
    async (request) => richiestaAffiliazione(app.db, currentUser(request), request.params.id, await season(request.body.season)),
  );

  app.post(
    '/societa/:id/sendDataToConi',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Invia i dati della società al Comitato Olimpico', params: idParams, body: noBody, response: { 200: actionAnswer, ...errors } },
    },
    async (request) => sendDataToConi(app.db, currentUser(request), request.params.id, await season()),
  );

  app.get(
    '/societa/:id/daf',
    {
      config: READ,
      schema: { tags: TAGS, summary: 'Certificato di tesseramento (PDF)', params: idParams, querystring: seasonQuery, response: { 200: binaryAnswer('application/pdf', 'Il certificato (PDF)') } },
    },
    async (request, reply) => {
      const user = currentUser(request);
      // Spec 2 §2.1: the system administrator or the club itself (as the button shows). A limited
      // administrator reads every club: not found would be untrue, so it is not allowed (403).
      if (!isSysadmin(user) && user.tipo_utente !== 'societa') throw forbidden();
      assertSocietaReachable(user, request.params.id);
      const { fileName, pdf } = await dafPdf(app.db, request.params.id, await season(request.query.season));
      return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition(fileName)).header('access-control-expose-headers', 'Content-Disposition').send(pdf);
    },
  );

  app.post(
    '/societa/:id/gemella',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Richiesta di gemellaggio', params: idParams, body: gemellaBody, response: { 200: actionAnswer, ...errors } },
    },
    async (request) => {
      const s = await season();
      const id = await requestTwinning(app.db, currentUser(request), request.params.id, request.body, s.id);
      return { error: false as const, message: M.genericSaved, id };
    },
  );

  // Gemellaggi tab of the club accounting screen (spec 2 §2.3): every link the caller may see.
  listRoute(fastify, '/gemellaggi', gemellaggiList);

  for (const [action, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/societa/gemellaggi/:id/${action}`,
      {
        config: WRITE,
        schema: { tags: TAGS, summary: approve ? 'Approva un gemellaggio' : 'Rifiuta un gemellaggio', params: idParams, body: noBody, response: { 200: actionAnswer, ...errors } },
      },
      async (request) => ({ error: false as const, message: await decideTwinning(app.db, currentUser(request), request.params.id, approve) }),
    );
  }

  const consiglioAnswer = z.looseObject({ stagione_id: z.number() });
  app.get(
    '/societa/:id/dettagliconsigliodirettivo',
    {
      config: READ,
      schema: { tags: TAGS, summary: 'Dati del consiglio direttivo', params: idParams, querystring: seasonQuery, response: { 200: consiglioAnswer, ...errors } },
    },
    async (request) => {
      assertSocietaReachable(currentUser(request), request.params.id);
      return consiglioOf(app.db, request.params.id, (await season(request.query.season)).id);
    },
  );

  app.post(
    '/societa/:id/dettagliconsigliodirettivo',
    {
      config: WRITE,
      schema: { tags: TAGS, summary: 'Salva i dati del consiglio direttivo', params: idParams, body: consiglioBody, response: { 200: actionAnswer, ...errors } },
    },
    async (request) => {
      const s = await season(request.body.season ?? undefined);
      const id = await saveConsiglio(app.db, currentUser(request), request.params.id, s.id, request.body);
      return { error: false as const, message: M.genericSaved, id };
    },
  );

  app.get(
    '/anagrafica/societa/:id/consigliodirettivo',
    {
      config: READ,
      schema: {
        tags: TAGS,
        summary: 'Componenti del consiglio direttivo',
        params: idParams,
        querystring: seasonQuery,
        response: { 200: z.object({ data: z.array(z.looseObject({ id: z.number() })), total: z.number() }), ...errors },
      },
    },
    async (request) => {
      assertSocietaReachable(currentUser(request), request.params.id);
      const data = await consiglioMembers(app.db, request.params.id, (await season(request.query.season)).id);
      return { data, total: data.length };
    },
  );

  for (const [suffix, filter] of Object.entries(MEMBER_TABLES)) {
    app.get(
      `/anagrafica/societa/:id${suffix}`,
      {
        config: READ,
        schema: { tags: TAGS, summary: `Tesserati della società${suffix ? ` (${suffix.slice(1)})` : ''}`, params: idParams, querystring: membersQuery, response: { 200: memberList, ...errors } },
      },
      async (request) => {
        assertSocietaReachable(currentUser(request), request.params.id);
        const { tipologiatesseramento } = request.query;
        const f: MemberFilter = suffix === '' && tipologiatesseramento ? { famiglie: ['Atleta'], tipologia: tipologiatesseramento } : filter;
        const data = await memberRows(app.db, currentUser(request), request.params.id, (await season(request.query.season)).id, f);
        return { data, total: data.length };
      },
    );
  }

  app.get(
    '/anagrafica/societa/:id/tesserati',
    {
      config: READ,
      schema: { tags: TAGS, summary: 'Tesserati della società per famiglia (Fisioterapista, Medico)', params: idParams, querystring: membersQuery, response: { 200: memberList, ...errors } },
    },
    async (request) => {
      assertSocietaReachable(currentUser(request), request.params.id);
      const { famiglia, tipologiatesseramento } = request.query;
      const f: MemberFilter = famiglia ? { famiglie: [famiglia] } : tipologiatesseramento ? { famiglie: ['Atleta'], tipologia: tipologiatesseramento } : {};
      const data = await memberRows(app.db, currentUser(request), request.params.id, (await season(request.query.season)).id, f);
      return { data, total: data.length };
    },
  );

  app.get(
    '/synch',
    {
      config: { access: 'user' },
      schema: {
        tags: TAGS,
        summary: 'Stato di allineamento con gli enti esterni',
        querystring: synchQuery,
        response: { 200: z.object({ data: z.array(z.looseObject({ id: z.number() })), total: z.number(), allineato: z.boolean() }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { societa_id, anagrafica_id, type, scope, season: seasonId } = request.query;
      if (!societa_id === !anagrafica_id) throw badRequest('Indicare societa_id oppure anagrafica_id');
      if (societa_id) assertSocietaReachable(user, societa_id);
      else
        await assertAnagraficaVisible(app.db, user, anagrafica_id!).catch(() => {
          throw memberNotFound();
        });
      // scope=current: only the rows of the current (or given) season.
      const stagioneId = seasonId ?? (scope === 'current' ? (await season()).id : undefined);
      const data = await synchRows(app.db, { societaId: societa_id, anagraficaId: anagrafica_id }, { type: type || undefined, stagioneId });
      const body = type || 'coni';
      return { data, total: data.length, allineato: isAligned(data, body as 'coni' | 'sport-health') };
    },
  );
}
