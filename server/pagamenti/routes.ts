// Payment routes: gateway notification (public, signed), the demo simulator (public, reachable only
// with the signed address of checkout_url). The outcome (GET transazione/{id}) is the ledger's route,
// answered with the outcome shape of transactions.ts withOutcome().
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../http/zod.ts';
import { binaryAnswer, redirectAnswer, signedText, text } from '../http/schemas.ts';
import { TRANSAZIONE_STATI } from '../../resources/contracts/contabilita.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { handleNotification } from './notify.ts';
import { paymentProvider, RETURN_PATH } from './providers.ts';
import { sameSignature, signToken } from './signature.ts';
import { notifyFromSimulator, simulatorPage } from './simulator.ts';
import { transactionByCode, transactionById } from './transactions.ts';

/** The gateway's signed notification: its fields are checked against the signature as sent (signedText). */
const notification = z.object({
  event_id: signedText(100).min(8),
  codice: signedText(40),
  esito: z.enum(['OK', 'KO']),
  importo_cents: z.number().int().min(0),
  timestamp: z.number().int(),
  pagato_con: signedText(100).nullish(),
  status_message: signedText(255).nullish(),
  signature: signedText(200),
});

const notified = z.object({ error: z.literal(false), message: z.string(), stato: z.enum(TRANSAZIONE_STATI) });
const simulatorParams = z.object({ codice: text(40) });
const simulatorQuery = z.object({ t: text(200) });

async function simulatorTransaction(codice: string, token: string, app: FastifyInstance) {
  const provider = paymentProvider();
  if (provider.name !== 'simulator') throw notFound();
  if (!sameSignature(signToken(provider.secret, codice), token)) throw forbidden('Indirizzo di pagamento non valido');
  const t = await transactionByCode(app.db, codice);
  if (!t) throw notFound('Transazione non trovata');
  return { t, secret: provider.secret };
}

export default async function routes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // HTML forms post urlencoded bodies (the simulator's buttons).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  app.post(
    '/pagamenti/notifica',
    {
      config: { access: 'public' },
      schema: { tags: ['pagamenti'], summary: 'Notifica firmata (HMAC) del gateway di pagamento', body: notification, response: { 200: notified } },
    },
    async (request) => {
      const { signature, ...n } = request.body;
      const r = await handleNotification(app.db, n, signature);
      return { error: false as const, message: r.accepted ? 'Esito registrato' : 'Esito già registrato', stato: r.transaction.stato };
    },
  );

  app.get(
    '/pagamenti/simulatore/:codice',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pagamenti'],
        summary: 'Pagina del simulatore di pagamento (demo)',
        params: simulatorParams,
        querystring: simulatorQuery,
        response: { 200: binaryAnswer('text/html', 'La pagina HTML del simulatore') },
      },
    },
    async (request, reply) => {
      const { t } = await simulatorTransaction(request.params.codice, request.query.t, app);
      return reply.type('text/html; charset=utf-8').send(simulatorPage(t, request.query.t));
    },
  );

  app.post(
    '/pagamenti/simulatore/:codice',
    {
      config: { access: 'public' },
      schema: {
        tags: ['pagamenti'],
        summary: 'Esito scelto sul simulatore',
        params: simulatorParams,
        querystring: simulatorQuery,
        body: z.object({ esito: z.enum(['OK', 'KO']) }),
        response: { 303: redirectAnswer("Rimanda alla pagina di esito dell'applicazione (Location)") },
      },
    },
    async (request, reply) => {
      const { t, secret } = await simulatorTransaction(request.params.codice, request.query.t, app);
      const { esito } = request.body;
      if (t.stato === 'in_attesa') {
        const res = await notifyFromSimulator(app, secret, t, esito);
        if (res.statusCode >= 400) request.log.warn({ status: res.statusCode, body: res.body }, 'simulator notification refused');
      }
      const final = (await transactionById(app.db, t.id))!;
      const shown = final.stato === 'in_attesa' ? esito : (final.esito ?? esito);
      return reply.redirect(`${RETURN_PATH}/${shown}/${t.id}`, 303);
    },
  );
}
