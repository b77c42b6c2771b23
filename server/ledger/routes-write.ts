// The money writes of spec 2 §7 Accounting: entry decisions, storno, amount change, transfer
// layer, custom cost, wallet increment/decrement, card transaction decisions. Thin: schema → service.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { forbidden, validationError } from '../http/errors.ts';
import { euro, id, idParams, isoDate, saved, text } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { MESSAGGI } from '../../resources/contracts/contabilita.ts';
import { actorOf, viewerOf } from './actor.ts';
import { createCustomCost, updateCustomCost } from './custom-cost.ts';
import { approveEntry, cancelRequest, changeEntryAmount, decideLayer, rejectEntry, stornoEntry } from './service.ts';
import { lockEntry } from './entries-sql.ts';
import { lockOpenCartOfEntry } from './cart-settlement.ts';
import { decideCardTransaction } from './settle.ts';
import { incrementWallet } from './wallet-ops.ts';
import { LEDGER_WRITE } from './access.ts';

const tags = ['contabilita'];
/** true/false, 1/0 or their strings (form posts and JSON alike). */
const bool = z.union([z.boolean(), z.literal(1), z.literal(0), z.enum(['1', '0', 'true', 'false'])]).transform((v) => v === true || v === 1 || v === '1' || v === 'true');
const emptyBody = z.looseObject({}).optional();
const done = (entryId: number, message: string = MESSAGGI.salvato) => ({ error: false as const, message, id: entryId });

export const customCostBody = z.object({
  tipologia_tesseramento_id: id,
  societa_id: id.optional(),
  anagrafica_id: id.optional(),
  season: id.optional(),
  /** Only with the admin's amount-edit toggle; otherwise the fee configuration's amount. */
  costo: euro({ min: 0.01 }).optional(),
  modifica_importo: bool.optional(),
  descrizione: text(500).optional(),
});

/** The checkout's word for a bank that does not exist (server/carrello). */
export const BANCA_NON_VALIDA = 'Banca non valida';

const incrementBody = z.object({
  valore: euro({ min: 0.01 }),
  codice_versamento: text(100).optional(),
  data_versamento: isoDate.optional(),
  banca: id.optional(),
  season: id.optional(),
  action: z.enum(['increment', 'decrement']).optional(),
});

export default async function ledgerWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tx = <T>(fn: (t: Parameters<Parameters<typeof app.db.transaction>[0]>[0]) => Promise<T>) => app.db.transaction(fn);
  const access = { access: LEDGER_WRITE };

  app.post(
    '/partitacontabile/:id/approve',
    {
      config: access,
      schema: { tags, summary: 'Approva una partita contabile in attesa (amministratori)', params: idParams, body: emptyBody, response: { 200: saved } },
    },
    async (request) => {
      const e = await tx((t) => approveEntry(t, request.params.id, actorOf(currentUser(request))));
      return done(e.id);
    },
  );

  app.post(
    '/partitacontabile/:id/reject',
    {
      config: access,
      schema: { tags, summary: 'Rifiuta una partita contabile in attesa (amministratori)', params: idParams, body: emptyBody, response: { 200: saved } },
    },
    async (request) => {
      const e = await tx((t) => rejectEntry(t, request.params.id, actorOf(currentUser(request))));
      return done(e.id);
    },
  );

  app.post(
    '/partitacontabile/:id/cancel',
    {
      config: access,
      schema: {
        tags,
        summary: "Storno di una partita approvata (amministratori, restoreAnagrafica) o 'Annulla' di una richiesta della società",
        params: idParams,
        body: z.object({ restoreAnagrafica: bool.optional() }).optional(),
        response: { 200: saved },
      },
    },
    async (request) => {
      const by = actorOf(currentUser(request));
      const out = await tx(async (t) => {
        // The cart first, then the entry: the order a checkout locks them in ('Annulla' takes the line out).
        await lockOpenCartOfEntry(t, request.params.id);
        const entry = await lockEntry(t, request.params.id);
        if (entry.approvata) return stornoEntry(t, entry.id, by, { restoreAnagrafica: request.body?.restoreAnagrafica ?? true });
        return cancelRequest(t, entry.id, by);
      });
      return done(out.id);
    },
  );

  app.post(
    '/partitacontabile/:id/change',
    {
      config: access,
      schema: { tags, summary: "Modifica l'importo di una partita approvata (amministratori)", params: idParams, body: z.object({ newimporto: euro() }), response: { 200: saved } },
    },
    async (request) => {
      const e = await tx((t) => changeEntryAmount(t, request.params.id, request.body.newimporto, actorOf(currentUser(request))));
      return done(e.id);
    },
  );

  for (const [verb, approve] of [
    ['approvetrasferimento', true],
    ['rejecttrasferimento', false],
  ] as const) {
    app.post(
      `/partitacontabile/:id/${verb}`,
      {
        config: access,
        schema: {
          tags,
          summary: approve ? 'Approvazione della vecchia società o del tesserato (secondo livello)' : 'Rifiuto della vecchia società o del tesserato (secondo livello)',
          params: idParams,
          body: z.object({ buyWithoutMoney: bool.optional() }).optional(),
          response: { 200: saved },
        },
      },
      async (request) => {
        const e = await tx((t) => decideLayer(t, request.params.id, actorOf(currentUser(request)), approve, { buyWithoutMoney: request.body?.buyWithoutMoney }));
        return done(e.id);
      },
    );
  }

  app.post(
    '/partitacontabile',
    {
      config: access,
      schema: { tags, summary: 'Ricavi custom: un costo personalizzato (amministratori)', body: customCostBody, response: { 200: saved } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!viewerOf(user).admin) throw forbidden();
      const e = await tx((t) => createCustomCost(t, request.body, actorOf(user)));
      return done(e.id);
    },
  );

  app.put(
    '/partitacontabile/:id',
    {
      config: access,
      schema: { tags, summary: 'Modifica un costo personalizzato in attesa (amministratori)', params: idParams, body: customCostBody.partial(), response: { 200: saved } },
    },
    async (request) => {
      const user = currentUser(request);
      if (!viewerOf(user).admin) throw forbidden();
      const e = await tx((t) => updateCustomCost(t, request.params.id, request.body, actorOf(user)));
      return done(e.id);
    },
  );

  app.post(
    '/portafoglio/:id/increment',
    {
      config: access,
      schema: {
        tags,
        summary: 'Incrementa o decrementa (action: decrement) un portafoglio',
        params: idParams,
        body: incrementBody,
        response: { 200: saved.extend({ totale: z.number(), checkout_url: z.string().optional() }) },
      },
    },
    async (request) => {
      const b = request.body;
      return tx(async (t) => {
        // A bank id that names no bank is the form's field error, beside 'Banca', as at checkout (it
        // reached the database's foreign key: a bare 'Il record collegato non esiste…' with no field).
        if (b.banca !== undefined && !(await t.query('SELECT 1 FROM banca WHERE id = $1 AND deleted_at IS NULL', [b.banca])).rows.length) {
          throw validationError({ banca: [BANCA_NON_VALIDA] });
        }
        return incrementWallet(
          t,
          request.params.id,
          {
            valoreCents: b.valore,
            codiceVersamento: b.codice_versamento,
            dataVersamento: b.data_versamento,
            bancaId: b.banca,
            stagioneId: b.season,
            action: b.action,
          },
          currentUser(request),
        );
      });
    },
  );

  for (const [verb, approve] of [
    ['approve', true],
    ['reject', false],
  ] as const) {
    app.post(
      `/transazione/:id/${verb}`,
      {
        config: access,
        schema: {
          tags,
          summary: approve ? 'Approva una transazione con carta (amministratori)' : 'Rifiuta una transazione con carta (amministratori)',
          params: idParams,
          body: emptyBody,
          response: { 200: saved },
        },
      },
      async (request) => {
        const user = currentUser(request);
        if (!viewerOf(user).admin) throw forbidden();
        const t = await tx((t) => decideCardTransaction(t, request.params.id, approve, actorOf(user)));
        return done(t.id);
      },
    );
  }
}
