// Cart calls (spec 1 §7): GET cart, GET cart/count (header badge), GET societa/{id}/cart,
// GET anagrafica/{id}/cart, POST cart/checks (GET banca?automatica= is the ledger's), POST cart/{id}/checkout
// [?type=printavviso], DELETE cart/{id}/item/{itemId}. Any signed-in user; every call is scoped
// to the user's own cart (administrators: any party's).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { euro, id, idParams, saved } from '../http/schemas.ts';
import { currentUser } from '../auth/access.ts';
import { validationError } from '../http/errors.ts';
import { assertCartAccess, ownParty } from './access.ts';
import { avvisoFileName, renderAvviso } from './avviso.ts';
import { bankById, openCartCount, type Party } from './queries.ts';
import { checkout, type CheckoutResult } from './service.ts';
import { removeItem } from './remove-item.ts';
import { cartOf } from './view.ts';
import { checkoutMetodo, walletFirst } from './rules.ts';
import { euros } from '../money.ts';

const cartSchema = z.object({
  carrello_id: z.number().nullable(),
  type: z.enum(['societa', 'anagrafica']),
  societa_id: z.number().nullable(),
  anagrafica_id: z.number().nullable(),
  intestatario: z.string().nullable(),
  items: z.array(
    z.object({
      id: z.number(),
      descrizione: z.string(),
      importo: z.number(),
      partita_contabile_id: z.number().nullable(),
      costo_federazione: z.boolean().meta({ description: 'Un costo addebitato dalla federazione (Ricavi custom): solo un amministratore lo rimuove' }),
      stagione: z
        .object({ id: z.number(), nome: z.string(), data_inizio: z.string().meta({ description: 'Inizio della stagione (AAAA-MM-GG): ordina le stagioni delle righe' }) })
        .nullable()
        .meta({ description: 'La stagione della partita contabile della riga (il carrello è uno per tutte le stagioni); null per una riga senza partita' }),
    }),
  ),
  totale: z.number(),
  portafoglio: z.object({ totale: z.number() }),
  // A card payment started and not answered yet; the wallet share it holds is no longer in
  // portafoglio.totale, so it carries the figures of its checkout (euros).
  pagamento_in_corso: z
    .object({
      id_transazione: z.number(),
      checkout_url: z.string().nullable().describe('Where to resume it; null when no payment provider is configured'),
      totale: z.number().describe('Cart total when the payment started'),
      wallet: z.number().describe('Wallet share held for this payment'),
      importo: z.number().describe('Amount of the card payment (totale - wallet)'),
      item_ids: z.array(z.number()).describe('Cart lines this payment pays; lines added since are paid separately'),
    })
    .nullable(),
});
const checkoutBody = z.object({
  valore: euro().optional(),
  totale: euro().optional().describe('Il totale del carrello mostrato a chi paga: se le righe sono cambiate nel frattempo, 409'),
  banca: id.nullish(),
  season: id.nullish(),
});
const checkoutAnswer = z.looseObject({ error: z.literal(false), message: z.string(), metodo: z.string(), checkout_url: z.string().nullable() });

async function answer(r: CheckoutResult) {
  const pdfData = r.avviso ? { pdfFile: (await renderAvviso(r.avviso)).toString('base64'), file_name: avvisoFileName(r.codice_pagamento) } : undefined;
  return {
    error: false as const,
    message: r.message,
    metodo: r.metodo,
    checkout_url: r.checkout_url,
    id_transazione: r.id_transazione,
    codice_pagamento: r.codice_pagamento,
    totale: euros(r.totaleCents),
    wallet: euros(r.walletCents),
    dovuto: euros(r.dovutoCents),
    ...(pdfData ? { pdfData } : {}),
  };
}

export default async function routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/cart',
    {
      config: { access: 'user' },
      schema: { tags: ['carrello'], summary: "Il carrello aperto dell'utente", response: { 200: z.object({ data: z.array(cartSchema) }) } },
    },
    async (request) => {
      const own = ownParty(currentUser(request));
      return { data: own ? [await cartOf(app.db, own)] : [] };
    },
  );

  app.get(
    '/cart/count',
    {
      config: { access: 'user' },
      schema: { tags: ['carrello'], summary: 'Numero di elementi nel carrello (badge, interrogato ogni secondo)', response: { 200: z.object({ count: z.number() }) } },
    },
    async (request) => {
      const own = ownParty(currentUser(request));
      return { count: own ? await openCartCount(app.db, own) : 0 };
    },
  );

  for (const type of ['societa', 'anagrafica'] as const) {
    app.get(
      `/${type}/:id/cart`,
      {
        config: { access: 'user' },
        schema: { tags: ['carrello'], summary: `Il carrello aperto di ${type === 'societa' ? 'una società' : 'un tesserato'}`, params: idParams, response: { 200: cartSchema } },
      },
      async (request) => {
        const party: Party = { type, id: request.params.id };
        assertCartAccess(currentUser(request), party, 'read');
        return cartOf(app.db, party);
      },
    );
  }

  app.post(
    '/cart/checks',
    {
      config: { access: 'user' },
      schema: {
        tags: ['carrello'],
        summary: 'Verifica il pagamento del carrello con la banca scelta',
        body: z.object({ banca: id.nullish(), carrello: id.nullish() }),
        response: { 200: z.looseObject({ error: z.literal(false), totale: z.number(), wallet: z.number(), dovuto: z.number(), metodo: z.string().nullable() }) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const own = ownParty(user);
      if (!own) throw validationError({ carrello: ['Nessun carrello da verificare'] });
      const cart = await cartOf(app.db, own);
      const bank = request.body.banca ? await bankById(app.db, request.body.banca) : null;
      if (request.body.banca && !bank) throw validationError({ banca: ['Banca non valida'] });
      const { walletCents, dovutoCents } = walletFirst(Math.round(cart.totale * 100), Math.round(cart.portafoglio.totale * 100));
      return { error: false as const, totale: cart.totale, wallet: euros(walletCents), dovuto: euros(dovutoCents), metodo: checkoutMetodo(dovutoCents, false, bank?.tipo ?? null) };
    },
  );

  app.post(
    '/cart/:id/checkout',
    {
      config: { access: 'user' },
      schema: {
        tags: ['carrello'],
        summary: 'Paga il carrello: portafoglio, poi bonifico, carta o avviso di pagamento (idempotente)',
        params: idParams,
        querystring: z.object({ type: z.enum(['printavviso']).optional() }),
        body: checkoutBody,
        response: { 200: checkoutAnswer },
      },
    },
    async (request) => {
      const { valore, totale, banca, season } = request.body;
      const r = await checkout(app.db, currentUser(request), request.params.id, {
        valoreCents: valore,
        totaleCents: totale,
        bancaId: banca,
        seasonId: season,
        printAvviso: request.query.type === 'printavviso',
      });
      return answer(r);
    },
  );

  app.delete(
    '/cart/:id/item/:itemId',
    {
      config: { access: 'user' },
      schema: { tags: ['carrello'], summary: 'Rimuove un elemento dal carrello e annulla la richiesta collegata', params: z.object({ id, itemId: id }), response: { 200: saved } },
    },
    async (request) => removeItem(app.db, currentUser(request), request.params.id, request.params.itemId),
  );
}
