// The cart's contract (spec 1 §3, §4, §7 cart calls; spec 2 §3 credit card outcome), shared by
// server/carrello, server/pagamenti and custom-pages/carrello.
import { ANAGRAFICA_LIST_ACCESS } from './anagrafica.ts';
import { SOCIETA_LIST_ACCESS } from './societa.ts';

/** How a checkout was paid: all by wallet, bank transfer, card gateway, printed payment notice. */
export const CHECKOUT_METODI = ['wallet', 'bonifico', 'carta', 'avviso'] as const;
export type CheckoutMetodo = (typeof CHECKOUT_METODI)[number];

/** The payment code's prefix of each method (AVV000000123-45: prefix, cart id, check digits). */
export const PAYMENT_CODE_PREFIX: Record<CheckoutMetodo, string> = { wallet: 'POR', bonifico: 'BON', carta: 'CRT', avviso: 'AVV' };

/**
 * A checkout's code paid by bank transfer or payment notice: its money comes to the federation's
 * account, and an administrator approves what it pays when it arrives ('Approva versamento').
 */
export const isBankTransferCode = (code: string | null | undefined): code is string =>
  !!code && new RegExp(`^(${PAYMENT_CODE_PREFIX.bonifico}|${PAYMENT_CODE_PREFIX.avviso})\\d{9}-\\d{2}$`).test(code);

/** Card transaction states (transazione_carta_credito.stato). */
export const TRANSAZIONE_STATI = ['in_attesa', 'pagata', 'fallita', 'approvata', 'rifiutata'] as const;
export type TransazioneStato = (typeof TRANSAZIONE_STATI)[number];

export const CART_TYPES = ['societa', 'anagrafica'] as const;
export type CartType = (typeof CART_TYPES)[number];

/** One cart line: importo in euros as stored, NEGATIVE (a debt); screens show its absolute value. */
export interface CartItem {
  id: number;
  descrizione: string;
  importo: number;
  partita_contabile_id: number | null;
  /** A cost the federation charged ('Ricavi custom'): only an administrator removes it from the cart. */
  costo_federazione: boolean;
  /**
   * The season of the line's accounting entry (partita_contabile.stagione_id): a party's cart is one
   * across seasons, so last season's unpaid lines sit beside this season's. null for a line with no entry.
   */
  stagione: { id: number; nome: string; data_inizio: string } | null;
}

export interface Cart {
  /** null when the party has no open cart. */
  carrello_id: number | null;
  type: CartType;
  societa_id: number | null;
  anagrafica_id: number | null;
  intestatario: string | null;
  items: CartItem[];
  /** Sum of the items, euros, positive. */
  totale: number;
  portafoglio: { totale: number };
  /** A card payment started and not yet answered by the gateway. */
  pagamento_in_corso: PagamentoInCorso | null;
}

/**
 * The open card payment of a cart and the checkout it belongs to. While it is open the wallet share is
 * held by it (`portafoglio.totale` no longer counts it), so the cart's own figures are not what is
 * being paid: these are. Euros.
 */
export interface PagamentoInCorso {
  id_transazione: number;
  /** The gateway's address to resume it; null when no payment provider is configured now. */
  checkout_url: string | null;
  /** The cart total when the payment started. */
  totale: number;
  /** The wallet share held for this payment (given back if the card is refused). */
  wallet: number;
  /** The card amount: totale - wallet. */
  importo: number;
  /** The cart lines it pays; lines added since are paid separately. */
  item_ids: number[];
}

export interface Banca {
  id: number;
  intestazione: string;
  tipo: 'Bonifico' | 'CartaCredito' | 'ContoTransitorio';
  automatica: boolean;
}

export interface CheckoutAnswer {
  error: false;
  message: string;
  metodo: CheckoutMetodo;
  /** Where the browser goes next (card gateway), or null. */
  checkout_url: string | null;
  id_transazione?: number | null;
  codice_pagamento: string;
  totale: number;
  wallet: number;
  dovuto: number;
  /** Printed payment notice (`?type=printavviso`): base64 PDF. */
  pdfData?: { pdfFile: string; file_name: string };
}

/** The transaction outcome (GET transazione/{id}, spec 2 §3). */
export interface TransactionOutcome {
  id: number;
  codice_transazione: string;
  Importo: number;
  Currency: string;
  Success: boolean;
  StatusMessage: string | null;
  Cliente: string | null;
  Data_pagamento: string | null;
  Pagato_con: string | null;
  stato: TransazioneStato;
  descrizione: string | null;
  redirect: string;
}

/**
 * Answers of the cart's writes. DELETE cart/{id}/item/{itemId}: removing a line withdraws what it asks
 * to pay (its entry is cancelled, 'Annulla', and the request behind it with it), so the party may ask again.
 */
export const CARRELLO_MESSAGGI = {
  rimosso: 'Elemento rimosso dal carrello',
  annullata: 'Elemento rimosso dal carrello: la richiesta collegata è stata annullata',
  carrelloPagato: 'Il carrello è già stato pagato',
  inPagamentoCarta: "Questo elemento è in pagamento con carta: potrà essere rimosso solo dopo l'esito del pagamento",
  costoFederazione: 'Questo costo è stato addebitato dalla federazione: non può essere rimosso dal carrello',
  nonTrovato: 'Elemento del carrello non trovato',
} as const;

/** Wallet first (spec 1 §4): the wallet covers all (total 0) or reduces the total. Integer cents. */
export function walletFirst(totaleCents: number, walletCents: number): { walletCents: number; dovutoCents: number } {
  const use = Math.max(0, Math.min(totaleCents, walletCents));
  return { walletCents: use, dovutoCents: totaleCents - use };
}

/**
 * The pay button (spec 1 §4): enabled when the total (after the wallet) is 0, or when a bank is
 * chosen and the total is above 0; an administrator paying for another party only when it is 0.
 */
export function payEnabled(o: { dovutoCents: number; bancaChosen: boolean; adminForOther: boolean; items: number }): boolean {
  if (o.items === 0) return false;
  if (o.dovutoCents === 0) return true;
  return !o.adminForOther && o.bancaChosen && o.dovutoCents > 0;
}

/**
 * Who may search the parties of an administrator's cart dialog: the club picker (GET societa/lookup,
 * declared with the club list's access) and the person picker (GET anagrafica): the lists' own access,
 * the same arrays their routes declare. The dialog offers only the types the user may search.
 */
export const CART_PICKER_ACCESS: Record<CartType, string[]> = { societa: SOCIETA_LIST_ACCESS, anagrafica: ANAGRAFICA_LIST_ACCESS };
