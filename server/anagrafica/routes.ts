// The members screen's calls (spec 2 §7 Members, except registrations and transfers): detail,
// create/update, forms, cards, PDFs, certificate, and the registry checks (CF prefill, duplicates,
// certificate radar). Every call is scoped (./scope.ts): out of scope is 404, view-only is 403.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { isAdmin } from '../auth/user.ts';
import { forbidden, memberNotFound, notFound } from '../http/errors.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { versioneAnswer } from '../http/versione.ts';
import { id, idParams } from '../http/schemas.ts';
import { MESSAGES } from '../../resources/contracts/anagrafica.ts';
import { seasonOf } from './list.ts';
import { attestatoPdf, moduloPdf, toFile } from './pdf.ts';
import { accessLevel, certificateRadar, comuneByBelfiore, findDuplicates, getAnagraficaDetail, getModulo, listModuli, listTessere } from './queries.ts';
import { cfFacts } from './rules.ts';
import { anagraficaBody, anagraficaUpdateBody, certificateBody, certificatiQuery, changeModuloBody, duplicatiQuery, fileAnswer, moduloBody, moduloQuery, savedAnswer, seasonQuery } from './schemas.ts';
import { changeModulo, createAnagrafica, updateAnagrafica, updateCertificate, updateModulo } from './service.ts';

const READ = { access: 'anagrafica:read' };
const WRITE = { access: 'anagrafica:write' };
/** Adding a person to the registry (and the duplicate check before it). */
const CREATE = { access: 'economicssocieta:write' };
const tags = ['anagrafica'];
const loose = z.looseObject({});
const rows = z.object({ data: z.array(z.any()) });

export default async function anagraficaRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const season = (value: unknown) => seasonOf(app.db, value);

  /** The member as the user may see it (history included), else 404. */
  const detailOr404 = async (user: ReturnType<typeof currentUser>, memberId: number, s: number) => {
    const a = await getAnagraficaDetail(app.db, user, memberId, s);
    if (!a) throw memberNotFound();
    return a;
  };
  /** Forms, cards and documents need more than history: the member in scope this season. */
  const requireInScope = async (user: ReturnType<typeof currentUser>, memberId: number, s: number) => {
    const level = await accessLevel(app.db, user, memberId, s);
    if (level === 'none' || level === 'history') throw memberNotFound();
    return level;
  };

  app.get(
    '/anagrafica/certificati',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Radar dei certificati medici scaduti o in scadenza',
        querystring: certificatiQuery,
        response: { 200: z.object({ scaduti: z.number(), in_scadenza: z.number(), giorni: z.number() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // A club user's scope is already its club: its own numbers whatever societa_id it sends.
      const societaId = user.tipo_utente === 'societa' ? undefined : request.query.societa_id;
      return certificateRadar(app.db, user, await season(request.query.season), societaId);
    },
  );

  // Who creates people (clubs, administrators: POST anagrafica's access) checks for them first; to
  // anybody else the count of people outside the scope ('altri') says whether a person exists.
  app.get(
    '/anagrafica/duplicati',
    {
      config: CREATE,
      schema: {
        tags,
        summary: 'Possibili doppioni (stessa data di nascita, nome uguale o quasi)',
        querystring: duplicatiQuery,
        response: { 200: z.object({ data: z.array(loose), altri: z.number() }) },
      },
    },
    async (request) => findDuplicates(app.db, currentUser(request), await season(request.query.season), request.query),
  );

  app.get(
    '/anagrafica/codicefiscale/:cf',
    {
      config: READ,
      schema: { tags, summary: 'Dati di nascita dal codice fiscale', params: z.object({ cf: z.string().max(20) }), response: { 200: loose } },
    },
    async (request) => {
      const facts = cfFacts(request.params.cf);
      if (!facts) return { valido: false };
      const comune = facts.estero ? null : await comuneByBelfiore(app.db, facts.belfiore);
      return {
        valido: true,
        sesso: facts.sesso,
        data_nascita: facts.data_nascita,
        comune_nascita: comune,
        provincia_nascita: comune?.provincia ?? (facts.estero ? 'EE' : null),
        // Born abroad: the state's name when the CF's code is known; null asks the form to have it typed (never 'Italia').
        estero: facts.estero,
        stato_nascita: facts.estero ? facts.stato_estero : 'Italia',
      };
    },
  );

  app.get(
    '/anagrafica/:id',
    {
      config: READ,
      schema: {
        tags,
        summary: 'Scheda del tesserato nella stagione',
        params: idParams,
        querystring: seasonQuery,
        // versione: null in a club's history view of a former member (not editable).
        response: { 200: z.looseObject({ id: z.number(), versione: versioneAnswer.nullable() }) },
      },
    },
    async (request) => detailOr404(currentUser(request), request.params.id, await season(request.query.season)),
  );

  app.post(
    '/anagrafica',
    {
      config: CREATE,
      schema: { tags, summary: 'Nuovo tesserato', querystring: seasonQuery, body: anagraficaBody, response: { 200: savedAnswer } },
    },
    async (request) => {
      const newId = await createAnagrafica(app.db, currentUser(request), await season(request.query.season), request.body);
      return { error: false as const, message: MESSAGES.saved, id: newId };
    },
  );

  app.put(
    '/anagrafica/:id',
    {
      config: WRITE,
      schema: {
        tags,
        summary: 'Modifica del tesserato',
        description: 'Con `versione` (letta dal GET) una modifica fatta su dati nel frattempo cambiati è rifiutata con 409 e non salva nulla.',
        params: idParams,
        querystring: seasonQuery,
        body: anagraficaUpdateBody,
        response: { 200: savedAnswer },
      },
    },
    async (request) => {
      await updateAnagrafica(app.db, currentUser(request), request.params.id, await season(request.query.season), request.body);
      return { error: false as const, message: MESSAGES.saved, id: request.params.id };
    },
  );

  app.post(
    '/anagrafica/:id/certificate',
    {
      config: WRITE,
      schema: { tags, summary: 'Scadenza del certificato medico', params: idParams, querystring: seasonQuery, body: certificateBody, response: { 200: savedAnswer } },
    },
    async (request) => {
      await updateCertificate(app.db, currentUser(request), request.params.id, await season(request.query.season), request.body.data_scadenza_certificato);
      return { error: false as const, message: MESSAGES.saved, id: request.params.id };
    },
  );

  app.get(
    '/anagrafica/:id/modulo',
    {
      config: READ,
      schema: { tags, summary: 'Moduli del tesserato', params: idParams, querystring: seasonQuery, response: { 200: rows } },
    },
    async (request) => {
      await requireInScope(currentUser(request), request.params.id, await season(request.query.season));
      return { data: await listModuli(app.db, request.params.id) };
    },
  );

  app.get(
    '/anagraficamodulo',
    {
      config: READ,
      schema: { tags, summary: 'Moduli del tesserato nella stagione', querystring: moduloQuery, response: { 200: rows } },
    },
    async (request) => {
      const s = await season(request.query.season);
      await requireInScope(currentUser(request), request.query.anagrafica_id, s);
      return { data: await listModuli(app.db, request.query.anagrafica_id, s) };
    },
  );

  app.put(
    '/anagraficamodulo/:id',
    {
      config: WRITE,
      schema: { tags, summary: 'Modifica Modulo Tesserato (amministratori)', params: idParams, body: moduloBody, response: { 200: savedAnswer } },
    },
    async (request) => {
      await updateModulo(app.db, currentUser(request), request.params.id, request.body);
      return { error: false as const, message: MESSAGES.savedGeneric, id: request.params.id };
    },
  );

  app.post(
    '/anagraficamodulo/:id/change',
    {
      config: WRITE,
      schema: { tags, summary: 'Cambia Modulo Tesserato (amministratori)', params: idParams, body: changeModuloBody, response: { 200: savedAnswer } },
    },
    async (request) => {
      await changeModulo(app.db, currentUser(request), request.params.id, request.body.modulo);
      return { error: false as const, message: MESSAGES.savedGeneric, id: request.params.id };
    },
  );

  app.get(
    '/anagrafica/:id/downloadmodulo/:moduloId',
    {
      config: READ,
      schema: { tags, summary: 'PDF del modulo compilato', params: z.object({ id, moduloId: id }), querystring: seasonQuery, response: { 200: fileAnswer } },
    },
    async (request) => {
      const user = currentUser(request);
      const s = await season(request.query.season);
      await requireInScope(user, request.params.id, s);
      const modulo = await getModulo(app.db, request.params.moduloId);
      if (!modulo || modulo.anagrafica_id !== request.params.id) throw notFound(MESSAGES.fileNonTrovato);
      const a = await detailOr404(user, request.params.id, s);
      return toFile(`modulo_${modulo.modulo.codice}_${a.matricola}.pdf`, await moduloPdf(a, modulo));
    },
  );

  app.get(
    '/anagrafica/:id/downloadattestato',
    {
      config: READ,
      schema: { tags, summary: "PDF dell'attestato dell'allenatore", params: idParams, querystring: seasonQuery, response: { 200: fileAnswer } },
    },
    async (request) => {
      const user = currentUser(request);
      const s = await season(request.query.season);
      // Admins, the coach itself, or a club that may edit the coach (spec 2 §6).
      const level = await requireInScope(user, request.params.id, s);
      if (level !== 'edit' && !isAdmin(user)) throw forbidden();
      const a = await detailOr404(user, request.params.id, s);
      if (!a.allenatore) throw forbidden(MESSAGES.nonAllenatore);
      const { rows: st } = await app.db.query<{ nome: string }>('SELECT nome FROM stagione WHERE id = $1', [s]);
      return toFile(`attestato_${a.matricola}.pdf`, await attestatoPdf(a, st[0]?.nome ?? ''));
    },
  );

  app.get(
    '/tessera/anagarfica/:id',
    {
      config: READ,
      schema: { tags, summary: 'Tessere del tesserato', params: idParams, querystring: seasonQuery, response: { 200: rows } },
    },
    async (request) => {
      await requireInScope(currentUser(request), request.params.id, await season(request.query.season));
      return { data: await listTessere(app.db, request.params.id) };
    },
  );
}
