// The accounting reads of spec 2 §7: entry lists (and the club/member variants), details, wallets,
// card transactions, codes, states, banks. Every list answers `export=excel` too.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { currentUser } from '../auth/access.ts';
import { assertAnagraficaVisible, assertSocietaVisible } from '../auth/scope.ts';
import { sql } from '../db/sql.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { flag, id, idParams, pageOf } from '../http/schemas.ts';
import type { ZodTypeProvider } from '../http/zod.ts';
import { PARTY_TYPES } from '../../resources/contracts/contabilita.ts';
import { LEDGER_ACCESS } from './access.ts';
import { viewerOf } from './actor.ts';
import { withOutcome } from '../pagamenti/transactions.ts';
import { ledgerListRoute } from './list-route.ts';
import { movementList, partitaAnagraficaList, partitaDetailsList, partitaList, partitaSocietaList, transactionList, walletList } from './lists.ts';
import { getEntryDetail, getTransaction, getWallet, listBanche, listCodici, listAzioni, listStati } from './queries.ts';
import { bancaRow, codiceRow, partitaDetail, statoRow, transactionOutcome, wallet } from './schemas.ts';

const tags = ['contabilita'];
const pathId = (request: { params: unknown }) => idParams.parse(request.params).id;

export default async function ledgerReadRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { access: LEDGER_ACCESS };
  const present = listAzioni;

  // Static paths before the `:id` ones (Fastify prefers them anyway; kept together for reading).
  app.get(
    '/partitacontabile/codici',
    {
      config,
      schema: {
        tags,
        summary: 'Codici contabili in uso',
        querystring: z.object({ type: z.enum(PARTY_TYPES).optional(), paginate: z.string().optional(), page: z.string().optional() }),
        response: { 200: pageOf(codiceRow) },
      },
    },
    async (request) => {
      const data = await listCodici(app.db, request.query.type);
      return { data, current_page: 1, last_page: 1, per_page: data.length, total: data.length };
    },
  );

  app.get(
    '/partitacontabile/stati',
    {
      config,
      schema: { tags, summary: 'Stati delle partite contabili', response: { 200: z.object({ data: z.array(statoRow) }) } },
    },
    async () => ({ data: listStati() }),
  );

  ledgerListRoute(app, '/partitacontabile', partitaList, { present });
  ledgerListRoute(app, '/partitacontabiledetails', partitaDetailsList, { present });
  ledgerListRoute(app, '/partitacontabile/societa/:id', partitaSocietaList, {
    present,
    fromPath: (request, user) => {
      const societaId = pathId(request);
      assertSocietaVisible(user, societaId);
      return { scope_societa: String(societaId) };
    },
  });
  ledgerListRoute(app, '/partitacontabile/anagrafica/:id', partitaAnagraficaList, {
    present,
    fromPath: async (request, user) => {
      const anagraficaId = pathId(request);
      await assertAnagraficaVisible(app.db, user, anagraficaId);
      return { scope_anagrafica: String(anagraficaId) };
    },
  });

  app.get(
    '/partitacontabile/:id',
    {
      config,
      schema: { tags, summary: 'Dettaglio di una partita contabile', params: idParams, response: { 200: partitaDetail } },
      // Spread: the interface PartitaDetail has no index signature for the loose answer schema.
    },
    async (request) => ({ ...(await getEntryDetail(app.db, currentUser(request), request.params.id)) }),
  );

  ledgerListRoute(app, '/portafoglio', walletList);
  ledgerListRoute(app, '/portafoglio/:id/movimenti', movementList, {
    fromPath: async (request, user) => {
      const walletId = pathId(request);
      if (!(await getWallet(app.db, user, sql`pf.id = ${walletId}`))) throw notFound('Portafoglio non trovato');
      return { scope_portafoglio: String(walletId) };
    },
  });

  app.get(
    '/portafoglio/:id',
    {
      config,
      schema: { tags, summary: 'Un portafoglio: totale e totale potenziale', params: idParams, response: { 200: wallet } },
    },
    async (request) => {
      const w = await getWallet(app.db, currentUser(request), sql`pf.id = ${request.params.id}`);
      if (!w) throw notFound('Portafoglio non trovato');
      return w;
    },
  );

  for (const [path, col] of [
    ['/portafogliosocieta/:id', 'societa_id'],
    ['/portafoglioanagrafica/:id', 'anagrafica_id'],
  ] as const) {
    app.get(
      path,
      {
        config,
        schema: { tags, summary: `Il portafoglio di ${col === 'societa_id' ? 'una società' : 'un tesserato'} (creato vuoto se manca)`, params: idParams, response: { 200: wallet } },
      },
      async (request) => {
        const user = currentUser(request);
        const partyId = request.params.id;
        if (col === 'societa_id') assertSocietaVisible(user, partyId);
        else await assertAnagraficaVisible(app.db, user, partyId);
        // A wallet is its holder's (and the administrators'): a club does not read its member's bonus.
        const v = viewerOf(user);
        if (!v.admin && (col === 'societa_id' ? v.societaId : v.anagraficaId) !== partyId) throw forbidden();
        const where = col === 'societa_id' ? sql`pf.societa_id = ${partyId}` : sql`pf.anagrafica_id = ${partyId}`;
        // A party created before wallets came with it has none: its (empty) wallet is created on
        // first read, so that the panel can increment it. Idempotent; only for an existing party.
        let w = await getWallet(app.db, user, where);
        if (!w) {
          await app.db.query(
            `INSERT INTO portafoglio (${col}) SELECT id FROM ${col === 'societa_id' ? 'societa' : 'anagrafica'} WHERE id = $1 AND deleted_at IS NULL ON CONFLICT (${col}) DO NOTHING`,
            [partyId],
          );
          w = await getWallet(app.db, user, where);
        }
        return w ?? { id: null, societa_id: col === 'societa_id' ? partyId : null, anagrafica_id: col === 'anagrafica_id' ? partyId : null, totale: 0, portafoglioProbabile: 0 };
      },
    );
  }

  ledgerListRoute(app, '/transazionicartacredito', transactionList);
  // The outcome dialog (spec 2 §2.10) of a card payment, in the shape of server/pagamenti (withOutcome).
  app.get(
    '/transazione/:id',
    {
      config,
      schema: { tags, summary: 'Esito di una transazione con carta', params: idParams, response: { 200: transactionOutcome } },
    },
    async (request) => withOutcome(await getTransaction(app.db, currentUser(request), request.params.id)),
  );

  app.get(
    '/banca',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'Banche e canali di pagamento',
        querystring: z.object({ automatica: flag.optional(), paginate: z.string().optional(), id: id.optional() }),
        response: { 200: z.object({ data: z.array(bancaRow) }) },
      },
    },
    async (request) => ({ data: await listBanche(app.db, request.query.automatica) }),
  );
}
