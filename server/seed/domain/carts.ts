// Carts (open and paid) and the credit card transactions of their checkouts.
import type { Queryable } from '../../db/client.ts';
import { checkoutCart } from '../../carrello/service.ts';
import { cartById, type Party } from '../../carrello/queries.ts';
import { paymentCode, walletFirst } from '../../carrello/rules.ts';
import { paymentProvider } from '../../pagamenti/providers.ts';
import { Sink } from './bulk.ts';
import type { Ctx } from './context.ts';
import { CODICI } from './catalog.ts';
import type { Ledger, PaidCart } from './ledger.ts';
import { digits, stamp } from './util.ts';

interface CartInfo {
  id: number;
  type: 'societa' | 'anagrafica';
  ownerId: number;
  cliente: string;
  paidAt: string | null;
  banca: number | null;
  byCard: boolean;
}

const CARDS = ['VISA', 'Mastercard', 'Maestro', 'American Express'];

export class Carts {
  readonly carts = new Sink('carrello', {
    id: 'int',
    type: 'text',
    societa_id: 'int',
    anagrafica_id: 'int',
    stagione_id: 'int',
    stato: 'text',
    banca_id: 'int',
    paid_at: 'timestamptz',
    created_at: 'timestamptz',
    updated_at: 'timestamptz',
  });
  private readonly all: CartInfo[] = [];
  private readonly paid = new Map<number, PaidCart>();
  /** Open carts whose card payment awaits the gateway, and when it was started (startCardPayments). */
  private readonly underWay: { cart: CartInfo; when: string }[] = [];
  /** Carts with a card attempt drawn by seedTransactions. */
  private readonly attempted = new Set<number>();
  /** The code of each paid cart's successful card transaction (seedTransactions). */
  private readonly cardCodes = new Map<number, string>();

  constructor(private ctx: Ctx) {}

  /** An open cart (one per owner), or a cart paid on `paidDay` by card or bank transfer. */
  create(type: 'societa' | 'anagrafica', ownerId: number, cliente: string, paidDay: string | null, day: string): number {
    const { rnd, ids, seasons, ref } = this.ctx;
    const id = ids.carrello.next();
    const byCard = paidDay !== null && rnd.chance(0.7);
    const banca = paidDay === null ? null : byCard ? rnd.pick(ref.banks.card) : rnd.pick(ref.banks.transfer);
    const paidAt = paidDay ? stamp(rnd, paidDay, this.ctx.now) : null;
    const created = stamp(rnd, day, this.ctx.now);
    this.carts.add({
      id,
      type,
      societa_id: type === 'societa' ? ownerId : null,
      anagrafica_id: type === 'anagrafica' ? ownerId : null,
      stagione_id: seasons.current.id,
      stato: paidDay ? 'paid' : 'open',
      banca_id: banca,
      paid_at: paidAt,
      created_at: created < (paidAt ?? created) ? created : (paidAt ?? created),
      updated_at: paidAt ?? created,
    });
    this.all.push({ id, type, ownerId, cliente, paidAt, banca, byCard });
    if (paidAt) this.paid.set(id, { paidAt, byCard, banca });
    return id;
  }

  /** The paid cart of that id (when and how it was paid), null for an open one. */
  paidCart(id: number): PaidCart | null {
    return this.paid.get(id) ?? null;
  }

  /**
   * Card transactions, once every cart total is known: paid carts paid by card succeeded
   * (some already checked by an admin); some open carts have a failed attempt, some a payment
   * still awaiting the gateway (only noted here: startCardPayments makes those).
   */
  async seedTransactions(ledger: Ledger): Promise<void> {
    const { rnd, ids, seasons, today, ref } = this.ctx;
    const sink = new Sink('transazione_carta_credito', {
      id: 'int',
      codice: 'text',
      importo_cents: 'int',
      codice_versamento: 'text',
      stato: 'text',
      esito: 'text',
      status_message: 'text',
      data_creazione: 'timestamptz',
      data_pagamento: 'timestamptz',
      cliente: 'text',
      pagato_con: 'text',
      type: 'text',
      societa_id: 'int',
      anagrafica_id: 'int',
      carrello_id: 'int',
      banca_id: 'int',
      stagione_id: 'int',
    });
    for (const cart of this.all) {
      const importo = ledger.cartTotals.get(cart.id) ?? 0;
      let stato: string;
      if (cart.paidAt) {
        if (!cart.byCard) continue;
        stato = rnd.chance(0.3) ? 'approvata' : 'pagata';
      } else {
        if (!rnd.chance(0.3)) continue;
        stato = rnd.chance(0.7) ? 'fallita' : 'in_attesa';
      }
      this.attempted.add(cart.id);
      if (stato === 'in_attesa') {
        // The same draw as when this wrote the row itself: the rest of the demo data stays as it was.
        this.underWay.push({ cart, when: stamp(rnd, today, this.ctx.now) });
        continue;
      }
      const id = ids.transazione_carta_credito.next();
      const when = cart.paidAt ?? stamp(rnd, today, this.ctx.now);
      const ok = stato === 'pagata' || stato === 'approvata';
      const codice = `TRX${String(id).padStart(9, '0')}`;
      if (ok) this.cardCodes.set(cart.id, codice);
      sink.add({
        id,
        codice,
        importo_cents: importo,
        codice_versamento: ok ? `PAY${digits(rnd, 12)}` : null,
        stato,
        esito: ok ? 'OK' : 'KO',
        status_message: ok ? 'Transazione autorizzata' : rnd.pick(['Carta rifiutata', 'Fondi insufficienti', 'Autenticazione 3D Secure non riuscita']),
        data_creazione: when,
        data_pagamento: ok ? when : null,
        cliente: cart.cliente,
        pagato_con: ok ? `${rnd.pick(CARDS)} ****${digits(rnd, 4)}` : null,
        type: cart.type,
        societa_id: cart.type === 'societa' ? cart.ownerId : null,
        anagrafica_id: cart.type === 'anagrafica' ? cart.ownerId : null,
        carrello_id: cart.id,
        banca_id: cart.banca ?? ref.banks.card[0],
        stagione_id: seasons.current.id,
      });
    }
    await sink.flush(this.ctx.db);
  }

  /**
   * The entries of the paid carts, paid as a checkout pays them (ledger/settle.ts): by card with the
   * transaction's code, or by bank transfer with the cart's payment code, through the cart's bank, when
   * the cart was paid. A paid cart holds only entries written before its payment, approved then (card)
   * or later (bank transfer): Ledger.add. Without this the reports' Bonifico and Carta di Credito
   * columns missed every seeded cart payment.
   */
  async settlePaidCarts(): Promise<void> {
    const paid = this.all.filter((c) => c.paidAt !== null);
    if (!paid.length) return;
    const code = (c: CartInfo) => (c.byCard ? this.cardCodes.get(c.id)! : paymentCode('bonifico', c.id));
    await this.ctx.db.query(
      `UPDATE partita_contabile p
          SET metodo_pagamento = c.metodo, banca_id = c.banca, codice_versamento = c.codice,
              data_pagamento = c.paid_at
         FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::timestamptz[]) AS c (id, metodo, banca, codice, paid_at)
        WHERE p.carrello_id = c.id AND p.importo_cents > 0`,
      [paid.map((c) => c.id), paid.map((c) => (c.byCard ? 'carta' : 'bonifico')), paid.map((c) => c.banca), paid.map(code), paid.map((c) => c.paidAt)],
    );
  }

  /**
   * The card payments awaiting the gateway, started by the cart's own checkout (checkoutCart), so
   * that approving or rejecting one settles or gives back exactly what a live one would: the wallet
   * pays first, the entries are settled awaiting the gateway, the checkout row names the lines. Runs
   * after the sequences are reset (the checkout takes its ids from them). The demo accounts' carts
   * stay payable (`skip`): a payment under way holds the cart. At least one payment is under way at
   * every scale, for the administration's 'Approva' / 'Rifiuta' (the first open cart that can have one).
   */
  async startCardPayments(skip: (p: Party) => boolean): Promise<void> {
    let started = 0;
    for (const { cart, when } of this.underWay) if (await this.startCardPayment(cart, when, skip)) started++;
    if (started) return;
    for (const cart of this.all) {
      // The random stream is no longer used by anything after this: drawing here changes nothing else.
      if (!cart.paidAt && !this.attempted.has(cart.id) && (await this.startCardPayment(cart, stamp(this.ctx.rnd, this.ctx.today, this.ctx.now), skip))) return;
    }
  }

  /** Starts the card payment of an open cart at `when`; false when it has none (a demo account's, or one the wallet covers). */
  private async startCardPayment(cart: CartInfo, when: string, skip: (p: Party) => boolean): Promise<boolean> {
    const { db, ref } = this.ctx;
    const party: Party = { type: cart.type, id: cart.ownerId };
    if (skip(party)) return false;
    const { rows } = await db.query<{ cents: number; wallet: number; written: string | null }>(
      `SELECT coalesce((SELECT -sum(importo_cents) FROM carrello_item WHERE carrello_id = $1), 0)::int AS cents,
              coalesce((SELECT totale_cents FROM portafoglio WHERE ${cart.type}_id = $2), 0) AS wallet,
              (SELECT to_char(max(p.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') FROM carrello_item i JOIN partita_contabile p ON p.id = i.partita_contabile_id
                WHERE i.carrello_id = $1) AS written`,
      [cart.id, cart.ownerId],
    );
    // The wallet pays first: a cart it covers is paid at once, not by card.
    if (walletFirst(rows[0].cents, rows[0].wallet).dovutoCents === 0) return false;
    const locked = (await cartById(db, cart.id, true))!;
    await checkoutCart(db, locked, { bancaId: ref.banks.card[0], printAvviso: false }, { userId: null, admin: false, provider: SIMULATOR });
    // Not paid before its last line was written.
    await backdate(db, cart, rows[0].written && rows[0].written > when ? rows[0].written : when);
    return true;
  }
  /**
   * Every awaiting charge a payer must pay has its line in that payer's open cart, as the product puts
   * it there when it charges (tesseramenti/shared.ts charge, ledger/payable.ts askPayment, the
   * affiliation's ledger port): the payer is the club, or the person when no club pays (a referee's
   * registration, a licence). The seed drew a cart for only some of them (registrations 60 %,
   * personal entries 40 %, none for custom costs and transfers): the rest were payable from no cart,
   * the club could only 'Annulla' them. Wallet top-ups are no charge (paid by their own transfer).
   * Runs last, with no random draw (the rest of the data stays as it was) and ids from the sequences:
   * a cart is created for a payer without an open one, dated with its first line; each line is dated
   * with its entry, and a payment already under way does not pay lines added after it.
   */
  async putAwaitingChargesInCarts(): Promise<void> {
    const awaiting = `SELECT p.id, p.descrizione, p.importo_cents, p.stagione_id, p.created_at,
                             CASE WHEN p.societa_id IS NOT NULL THEN 'societa' ELSE 'anagrafica' END AS type,
                             coalesce(p.societa_id, p.anagrafica_id) AS owner
                        FROM partita_contabile p
                       WHERE NOT p.approvata AND NOT p.rifiutata AND NOT p.annullata AND p.importo_cents > 0
                         AND p.carrello_id IS NULL AND p.codice <> $1 AND coalesce(p.societa_id, p.anagrafica_id) IS NOT NULL`;
    const { db } = this.ctx;
    await db.query(
      `INSERT INTO carrello (type, societa_id, anagrafica_id, stagione_id, stato, created_at, updated_at)
       SELECT DISTINCT ON (a.type, a.owner) a.type, CASE WHEN a.type = 'societa' THEN a.owner END, CASE WHEN a.type = 'anagrafica' THEN a.owner END,
              a.stagione_id, 'open', a.created_at, a.created_at
         FROM (${awaiting}) a
        WHERE NOT EXISTS (SELECT 1 FROM carrello c WHERE c.stato = 'open' AND (CASE WHEN a.type = 'societa' THEN c.societa_id ELSE c.anagrafica_id END) = a.owner)
        ORDER BY a.type, a.owner, a.created_at, a.id`,
      [CODICI.incremento],
    );
    await db.query(
      `WITH a AS (${awaiting}),
            lines AS (
              INSERT INTO carrello_item (carrello_id, partita_contabile_id, descrizione, importo_cents, created_at)
              SELECT c.id, a.id, a.descrizione, -a.importo_cents, a.created_at
                FROM a JOIN carrello c ON c.stato = 'open' AND (CASE WHEN a.type = 'societa' THEN c.societa_id ELSE c.anagrafica_id END) = a.owner
               ORDER BY a.id
              RETURNING carrello_id, partita_contabile_id)
       UPDATE partita_contabile p SET carrello_id = lines.carrello_id FROM lines WHERE p.id = lines.partita_contabile_id`,
      [CODICI.incremento],
    );
  }
}

/** The seeded payments were started on the demo gateway, whatever this server is configured with. */
const SIMULATOR = paymentProvider({ PAYMENT_PROVIDER: 'simulator' });

/**
 * The checkout wrote the wall clock (now(), the seed transaction's start); the demo's payment was
 * started at `when` on the seed's day. Moved there so that the same scale and day give the same data.
 */
async function backdate(db: Queryable, cart: CartInfo, when: string) {
  const { rows } = await db.query<{ transazione_id: number; codice_pagamento: string }>(
    'UPDATE carrello_checkout SET created_at = $2 WHERE carrello_id = $1 RETURNING transazione_id, codice_pagamento',
    [cart.id, when],
  );
  const { rows: trx } = await db.query<{ codice: string }>('UPDATE transazione_carta_credito SET data_creazione = $2 WHERE id = $1 RETURNING codice', [rows[0].transazione_id, when]);
  const paidWith = [trx[0].codice, rows[0].codice_pagamento];
  await db.query('UPDATE partita_contabile SET data_pagamento = $2, updated_at = $2 WHERE id IN (SELECT partita_contabile_id FROM carrello_item WHERE carrello_id = $1) AND updated_at = now()', [
    cart.id,
    when,
  ]);
  await db.query('UPDATE movimento_portafoglio SET created_at = $2, data_versamento = $3 WHERE codice_versamento = ANY($1::text[]) AND created_at = now()', [paidWith, when, when.slice(0, 10)]);
  await db.query(
    `UPDATE portafoglio SET created_at = CASE WHEN created_at = now() THEN $2 ELSE created_at END, updated_at = CASE WHEN updated_at = now() THEN $2 ELSE updated_at END
      WHERE ${cart.type}_id = $1`,
    [cart.ownerId, when],
  );
  // The seed writes no other audit rows: those of this transaction's start are the checkout's.
  await db.query('UPDATE audit_log SET created_at = $1 WHERE created_at = now()', [when]);
}
