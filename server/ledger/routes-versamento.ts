// 'Approva versamento' (versamento.ts): what a bank-transfer payment would approve, and its approval
// whole. Thin: schema → service.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { text } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { LEDGER_ACCESS, LEDGER_WRITE } from './access.ts';
import { approveVersamento, previewVersamento } from './versamento.ts';

const tags = ['contabilita'];

const codice = z.object({
  codice_versamento: text(40).trim().min(1, 'Il codice versamento è obbligatorio').describe('Codice del pagamento del carrello (AVV000000263-82, BON…)'),
});

const summary = z.object({
  codice_versamento: z.string(),
  intestatario: z.string().nullable(),
  importo_versamento: z.number().describe('Importo del versamento: quanto porta il bonifico o avviso (totale del carrello meno la parte pagata con il portafoglio)'),
  partite: z.number().int(),
  totale: z.number(),
  portafoglio: z.number(),
  decise: z.number().int(),
  gia_approvato: z.number().describe('Parte del versamento per le partite contabili già approvate una per una'),
  al_portafoglio: z.number().describe('Parte del versamento per le partite contabili rifiutate o annullate nel frattempo: l’approvazione la accredita nel portafoglio di chi ha pagato'),
});

export default async function ledgerVersamentoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/partitacontabile/versamento',
    {
      config: { access: LEDGER_ACCESS },
      schema: {
        tags,
        summary: 'Le partite contabili di un pagamento con bonifico o avviso ancora da approvare: quante e per quale totale',
        querystring: codice,
        response: { 200: summary },
      },
    },
    async (request) => previewVersamento(app.db, currentUser(request), request.query.codice_versamento),
  );

  app.post(
    '/partitacontabile/approveversamento',
    {
      config: { access: LEDGER_WRITE },
      schema: {
        tags,
        summary: 'Approva in una volta le partite contabili in attesa pagate da un bonifico o avviso di pagamento (amministratori)',
        body: codice,
        response: { 200: summary.extend({ error: z.literal(false), message: z.string() }) },
      },
    },
    async (request) => {
      const out = await app.db.transaction((tx) => approveVersamento(tx, currentUser(request), request.body.codice_versamento));
      return { error: false as const, ...out };
    },
  );
}
