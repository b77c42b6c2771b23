// Cart operations, each ONE transaction with the cart row locked (FOR UPDATE): checkout (wallet
// first, then bank transfer, card gateway or payment notice; idempotent per cart), adding an item.
// Removing one is remove-item.ts, the card outcome of a cart payment card-outcome.ts.
import type { Db, Queryable } from '../db/client.ts';
import { audit } from '../audit.ts';
import type { AuthUser } from '../auth/user.ts';
import { isAdmin } from '../auth/user.ts';
import { conflict, forbidden, notFound, validationError } from '../http/errors.ts';
import { q, sql } from '../db/sql.ts';
import { linkEntryToCart, moveEntriesToCart } from '../ledger/cart-settlement.ts';
import { debitWallet, lockWalletOf, settleEntries, systemActor } from '../ledger/index.ts';
import { startCardPayment } from '../pagamenti/index.ts';
import { paymentProvider, type PaymentProvider } from '../pagamenti/providers.ts';
import { transactionById } from '../pagamenti/transactions.ts';
import { CARRELLO_MESSAGGI, type CheckoutMetodo } from '../../resources/contracts/carrello.ts';
import { canUseCart } from './access.ts';
import { bankById, cartById, cartItems, checkoutOf, partyOf, type BancaRow, type CartRow, type CheckoutRow, type ItemRow, type Party } from './queries.ts';
import { cartTotalCents, checkoutMetodo, paymentCode, walletFirst } from './rules.ts';
import type { AvvisoData } from './avviso.ts';

export interface CheckoutInput {
  valoreCents?: number;
  /** The cart's total as the payer saw it: lines added or removed since (another tab) change it. */
  totaleCents?: number;
  bancaId?: number | null;
  seasonId?: number | null;
  printAvviso: boolean;
}

export interface CheckoutResult {
  metodo: CheckoutMetodo;
  message: string;
  checkout_url: string | null;
  id_transazione: number | null;
  codice_pagamento: string;
  totaleCents: number;
  walletCents: number;
  dovutoCents: number;
  /** Set when a payment notice is to be printed (rendered after commit). */
  avviso: AvvisoData | null;
}

const MESSAGES: Record<CheckoutMetodo, string> = {
  wallet: 'Pagamento effettuato con il portafoglio',
  bonifico: 'Pagamento registrato: le partite restano in attesa della conferma del bonifico',
  carta: 'Pagamento con carta avviato',
  avviso: 'Avviso di pagamento generato',
};

/**
 * A cart the user may act on, locked. A cart the user may not even see, or an unknown one, is a 404; one
 * the user sees but may not change (an administrator with the accounting Read flag only) is a 403, as
 * its lines on screen are not 'Carrello non trovato'. Nothing changed either way.
 */
export async function lockedCart(tx: Queryable, user: AuthUser, cartId: number): Promise<CartRow> {
  const cart = await cartById(tx, cartId, true);
  if (!cart || !canUseCart(user, partyOf(cart), 'read')) throw notFound('Carrello non trovato');
  if (!canUseCart(user, partyOf(cart), 'write')) throw forbidden();
  return cart;
}

async function intestatario(tx: Queryable, p: Party): Promise<string> {
  const { rows } = await q<{ n: string }>(
    tx,
    p.type === 'societa' ? sql`SELECT nome AS n FROM societa WHERE id = ${p.id}` : sql`SELECT cognome || ' ' || nome AS n FROM anagrafica WHERE id = ${p.id}`,
  );
  return rows[0]?.n ?? '';
}

/** The account a payment notice names: the chosen bank with an IBAN, else the federation's own (PAYMENT_IBAN, codice 'BONIFICO'), else the first transfer account with one. */
async function noticeBank(tx: Queryable, chosen: BancaRow | null): Promise<BancaRow | null> {
  if (chosen?.iban) return chosen;
  const { rows } = await q<BancaRow>(
    tx,
    sql`
    SELECT id, intestazione, iban, tipo, automatica FROM banca WHERE tipo = 'Bonifico' AND iban IS NOT NULL AND deleted_at IS NULL
     ORDER BY codice = 'BONIFICO' DESC NULLS LAST, id LIMIT 1`,
  );
  return rows[0] ?? chosen;
}

async function avvisoData(tx: Queryable, cart: CartRow, k: CheckoutRow, items: ItemRow[]): Promise<AvvisoData> {
  return {
    codicePagamento: k.codice_pagamento,
    intestatario: await intestatario(tx, partyOf(cart)),
    dovutoCents: k.dovuto_cents,
    totaleCents: k.totale_cents,
    walletCents: k.wallet_cents,
    causale: `Carrello n. ${cart.id} - ${k.codice_pagamento}`,
    items,
    banca: await noticeBank(tx, k.banca_id ? await bankById(tx, k.banca_id) : null),
    date: new Date(),
  };
}

/** The cart is paid; with `keptItemIds`, lines outside them (added while a card payment was pending) move to a new open cart. */
export async function closeCart(tx: Queryable, cart: CartRow, bancaId: number | null, keptItemIds: number[] | null) {
  await q(tx, sql`UPDATE carrello SET stato = 'paid', paid_at = now(), updated_at = now(), banca_id = coalesce(${bancaId}::int, banca_id) WHERE id = ${cart.id}`);
  if (!keptItemIds) return;
  // Lines added while the card payment was pending go to a new open cart of the same party.
  const { rows: extra } = await q<{ id: number }>(tx, sql`SELECT id FROM carrello_item WHERE carrello_id = ${cart.id} AND NOT (id = ANY(${keptItemIds}::int[]))`);
  if (!extra.length) return;
  const next = await openCartId(tx, partyOf(cart), cart.stagione_id);
  const ids = extra.map((r) => r.id);
  await q(tx, sql`UPDATE carrello_item SET carrello_id = ${next} WHERE id = ANY(${ids}::int[])`);
  await moveEntriesToCart(tx, ids, next);
}

/** Whether a checkout's lines still have an entry waiting for its money. */
async function awaitsMoney(tx: Queryable, k: CheckoutRow): Promise<boolean> {
  const { rows } = await q(
    tx,
    sql`SELECT 1 FROM carrello_item ci JOIN partita_contabile p ON p.id = ci.partita_contabile_id
         WHERE ci.id = ANY(${k.item_ids}::int[]) AND p.stato = 'in_attesa' LIMIT 1`,
  );
  return rows.length > 0;
}

/** Answer of a checkout already made (double click, retry, second tab): the same, nothing charged again. */
async function repeatCheckout(tx: Queryable, cart: CartRow, k: CheckoutRow, printAvviso: boolean): Promise<CheckoutResult> {
  let checkout_url: string | null = null;
  let message: string = CARRELLO_MESSAGGI.carrelloPagato;
  // A bank transfer not yet confirmed is not 'paid': the entries still wait for it.
  if (k.metodo === 'bonifico' && (await awaitsMoney(tx, k))) message = MESSAGES.bonifico;
  if (k.metodo === 'carta' && k.transazione_id) {
    const t = await transactionById(tx, k.transazione_id);
    if (t?.stato === 'in_attesa') {
      checkout_url = await paymentProvider().checkoutUrl({ codice: t.codice, id: t.id, amountCents: t.importo_cents, description: t.descrizione ?? '' });
      message = MESSAGES.carta;
    }
  }
  const wantsNotice = k.metodo === 'avviso' || (printAvviso && k.metodo === 'bonifico');
  const avviso = wantsNotice ? await avvisoData(tx, cart, k, await cartItems(tx, cart.id, k.item_ids)) : null;
  return {
    metodo: k.metodo,
    message,
    checkout_url,
    id_transazione: k.transazione_id,
    codice_pagamento: k.codice_pagamento,
    totaleCents: k.totale_cents,
    walletCents: k.wallet_cents,
    dovutoCents: k.dovuto_cents,
    avviso,
  };
}

async function seasonExists(tx: Queryable, id: number) {
  const { rows } = await q(tx, sql`SELECT 1 FROM stagione WHERE id = ${id} AND deleted_at IS NULL`);
  return rows.length > 0;
}

export function checkout(db: Db, user: AuthUser, cartId: number, input: CheckoutInput): Promise<CheckoutResult> {
  return db.transaction(async (tx) => {
    const cart = await lockedCart(tx, user, cartId);
    const existing = await checkoutOf(tx, cart.id);
    if (existing) return repeatCheckout(tx, cart, existing, input.printAvviso);
    return checkoutCart(tx, cart, input, { userId: user.id, admin: isAdmin(user) });
  });
}

/** Who pays a cart at checkout. */
export interface Payer {
  /** The paying user (null: the demo seed's payments, made by no account). */
  userId: number | null;
  /** An administrator paying for a party (only with the wallet). */
  admin: boolean;
  /** The card gateway; default the configured one (the demo seed names the simulator). */
  provider?: PaymentProvider;
}

/**
 * The first checkout of a cart locked by the caller, who checked the payer may pay it: `checkout`
 * for a request's user, and the demo seed for the card payments it leaves under way, so that
 * those are what a payer's 'Paga' writes.
 */
export async function checkoutCart(tx: Queryable, cart: CartRow, input: CheckoutInput, payer: Payer): Promise<CheckoutResult> {
  if (cart.stato !== 'open') throw conflict(CARRELLO_MESSAGGI.carrelloPagato);
  const items = await cartItems(tx, cart.id);
  if (!items.length) throw conflict('Il carrello è vuoto');
  const party = partyOf(cart);
  const totaleCents = cartTotalCents(items);
  const wallet = await lockWalletOf(tx, party);
  const { walletCents, dovutoCents } = walletFirst(totaleCents, wallet.totale_cents);
  // What the payer confirmed: the amount due, and the total (a wallet covering the cart makes the
  // amount due 0 whatever lines another tab added meanwhile; they would be paid unseen).
  const changed = (input.valoreCents !== undefined && input.valoreCents !== dovutoCents) || (input.totaleCents !== undefined && input.totaleCents !== totaleCents);
  if (changed) throw conflict("L'importo da pagare è cambiato: riapri il carrello");
  const bank = input.bancaId ? await bankById(tx, input.bancaId) : null;
  if (input.bancaId && !bank) throw validationError({ banca: ['Banca non valida'] });
  if (payer.admin && dovutoCents > 0) throw conflict('Un amministratore può pagare per conto di altri solo con il portafoglio');
  const metodo = checkoutMetodo(dovutoCents, input.printAvviso, bank?.tipo ?? null);
  if (!metodo) throw validationError({ banca: ['Seleziona la banca'] });
  if (input.seasonId != null && !(await seasonExists(tx, input.seasonId))) throw validationError({ season: ['Stagione non valida'] });
  const seasonId = input.seasonId ?? cart.stagione_id;
  const codice = paymentCode(metodo, cart.id);
  const card =
    metodo === 'carta'
      ? await startCardPayment(
          tx,
          { party, amountCents: dovutoCents, description: `Carrello n. ${cart.id}`, purpose: 'cart', cartId: cart.id, seasonId, bancaId: bank!.id, userId: payer.userId },
          payer.provider,
        )
      : null;
  const by = systemActor(payer.userId);
  // The ledger settles the entries, wallet first, and approves now what the wallet fully pays (its
  // default rule), whatever pays the rest: a bank transfer or a notice closes the cart at once. A card
  // checkout approves nothing before the gateway answers: a refused card reopens the cart with every
  // line and gives the whole wallet share back (card-outcome.ts).
  const settled = await settleEntries(
    tx,
    {
      party,
      entryIds: items.flatMap((i) => (i.partita_contabile_id ? [i.partita_contabile_id] : [])),
      method: metodo === 'carta' ? 'carta' : 'bonifico',
      bancaId: bank?.id ?? null,
      codiceVersamento: card?.codice ?? codice,
      ...(metodo === 'carta' ? { approve: false } : {}),
    },
    by,
  );
  // Lines without an entry still take their wallet share.
  const rest = walletCents - settled.walletCents;
  if (rest > 0) await debitWallet(tx, party, { cents: rest, codiceVersamento: codice, stagioneId: seasonId }, by);
  const k: CheckoutRow = {
    carrello_id: cart.id,
    metodo,
    totale_cents: totaleCents,
    wallet_cents: walletCents,
    dovuto_cents: dovutoCents,
    banca_id: bank?.id ?? null,
    transazione_id: card?.transactionId ?? null,
    codice_pagamento: codice,
    item_ids: items.map((i) => i.id),
  };
  await q(
    tx,
    sql`
    INSERT INTO carrello_checkout (carrello_id, metodo, totale_cents, wallet_cents, dovuto_cents, banca_id, transazione_id, codice_pagamento, item_ids, user_id)
    VALUES (${k.carrello_id}, ${k.metodo}, ${k.totale_cents}, ${k.wallet_cents}, ${k.dovuto_cents}, ${k.banca_id}::int, ${k.transazione_id}::int,
            ${k.codice_pagamento}, ${k.item_ids}::int[], ${payer.userId}::int)`,
  );
  if (metodo !== 'carta') await closeCart(tx, cart, bank?.id ?? null, null);
  await audit(tx, { userId: payer.userId, action: 'cart.checkout', entity: 'carrello', entityId: cart.id, before: { stato: cart.stato, portafoglio_cents: wallet.totale_cents }, after: { ...k } });
  return {
    metodo,
    message: MESSAGES[metodo],
    checkout_url: card?.checkout_url ?? null,
    id_transazione: card?.transactionId ?? null,
    codice_pagamento: codice,
    totaleCents,
    walletCents,
    dovutoCents,
    avviso: metodo === 'avviso' || (input.printAvviso && metodo === 'bonifico') ? await avvisoData(tx, cart, k, items) : null,
  };
}

/** The party's open cart id, created when it has none (safe against a concurrent creation). */
export async function openCartId(tx: Queryable, p: Party, seasonId: number | null): Promise<number> {
  const owner = p.type === 'societa' ? sql`societa_id = ${p.id}` : sql`anagrafica_id = ${p.id}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    const { rows } = await q<{ id: number }>(tx, sql`SELECT id FROM carrello WHERE ${owner} AND stato = 'open' FOR UPDATE`);
    if (rows[0]) return rows[0].id;
    const { rows: created } = await q<{ id: number }>(
      tx,
      sql`
      INSERT INTO carrello (type, societa_id, anagrafica_id, stagione_id)
      VALUES (${p.type}, ${p.type === 'societa' ? p.id : null}::int, ${p.type === 'anagrafica' ? p.id : null}::int,
              coalesce(${seasonId}::int, (SELECT id FROM stagione WHERE deleted_at IS NULL ORDER BY aperta DESC, data_inizio DESC LIMIT 1)))
      ON CONFLICT DO NOTHING RETURNING id`,
    );
    if (created[0]) return created[0].id;
  }
  throw conflict('Impossibile creare il carrello');
}

export interface AddCartItem {
  party: Party;
  /** The accounting entry this line asks to pay. */
  entryId: number | null;
  descrizione: string;
  /** Positive cents; stored negative. */
  amountCents: number;
  seasonId?: number | null;
}

/** Puts a line in the party's open cart (other areas call this inside their own transaction). */
export async function addCartItem(tx: Queryable, item: AddCartItem): Promise<{ cartId: number; itemId: number }> {
  const cartId = await openCartId(tx, item.party, item.seasonId ?? null);
  const { rows } = await q<{ id: number }>(
    tx,
    sql`
    INSERT INTO carrello_item (carrello_id, partita_contabile_id, descrizione, importo_cents)
    VALUES (${cartId}, ${item.entryId}::int, ${item.descrizione}, ${-Math.abs(item.amountCents)}) RETURNING id`,
  );
  if (item.entryId) await linkEntryToCart(tx, item.entryId, cartId);
  return { cartId, itemId: rows[0].id };
}
