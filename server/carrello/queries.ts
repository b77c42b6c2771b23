// Named reads of the cart area.
import type { Queryable } from '../db/client.ts';
import { q, raw, sql } from '../db/sql.ts';
import { customCostSql } from '../ledger/custom-cost.ts';
import type { CartType } from '../../resources/contracts/carrello.ts';

export interface Party {
  type: CartType;
  id: number;
}

export interface CartRow {
  id: number;
  type: CartType;
  societa_id: number | null;
  anagrafica_id: number | null;
  stagione_id: number | null;
  stato: 'open' | 'paid';
}

export interface ItemRow {
  id: number;
  descrizione: string;
  importo_cents: number;
  partita_contabile_id: number | null;
  /** Read with the open cart only: a cost the federation charged (only an administrator removes it). */
  costo_federazione?: boolean;
  /** Read with the open cart only: the season of the line's entry (a cart is one across seasons). */
  stagione?: { id: number; nome: string; data_inizio: string } | null;
}

export const partyOf = (c: Pick<CartRow, 'type' | 'societa_id' | 'anagrafica_id'>): Party =>
  c.type === 'societa' ? { type: 'societa', id: c.societa_id! } : { type: 'anagrafica', id: c.anagrafica_id! };

const ownerIs = (p: Party) => (p.type === 'societa' ? sql`c.societa_id = ${p.id}` : sql`c.anagrafica_id = ${p.id}`);

/** The party's open cart with its items, wallet, name and pending card payment (with the checkout it
 * belongs to: the total, wallet share held and lines it pays): one statement. */
export async function openCartView(db: Queryable, p: Party) {
  const { rows } = await q<{
    carrello_id: number | null;
    intestatario: string | null;
    wallet_cents: number;
    items: ItemRow[] | null;
    pending_id: number | null;
    pending_codice: string | null;
    pending_cents: number | null;
    pending_descrizione: string | null;
    held_totale_cents: number | null;
    held_wallet_cents: number | null;
    held_item_ids: number[] | null;
  }>(
    db,
    sql`
    SELECT c.id AS carrello_id,
           ${p.type === 'societa' ? sql`(SELECT nome FROM societa WHERE id = ${p.id})` : sql`(SELECT cognome || ' ' || nome FROM anagrafica WHERE id = ${p.id})`} AS intestatario,
           coalesce((SELECT totale_cents FROM portafoglio w WHERE ${p.type === 'societa' ? sql`w.societa_id = ${p.id}` : sql`w.anagrafica_id = ${p.id}`}), 0) AS wallet_cents,
           (SELECT json_agg(json_build_object('id', i.id, 'descrizione', i.descrizione, 'importo_cents', i.importo_cents,
                   'partita_contabile_id', i.partita_contabile_id,
                   'costo_federazione', coalesce(${raw(customCostSql('pc'))}, false),
                   'stagione', CASE WHEN st.id IS NOT NULL THEN json_build_object('id', st.id, 'nome', st.nome, 'data_inizio', st.data_inizio) END) ORDER BY i.id)
              FROM carrello_item i
              LEFT JOIN partita_contabile pc ON pc.id = i.partita_contabile_id
              LEFT JOIN stagione st ON st.id = pc.stagione_id
             WHERE i.carrello_id = c.id) AS items,
           t.id AS pending_id, t.codice AS pending_codice, t.importo_cents AS pending_cents, t.descrizione AS pending_descrizione,
           k.totale_cents AS held_totale_cents, k.wallet_cents AS held_wallet_cents, k.item_ids AS held_item_ids
      FROM (SELECT 1) one
      LEFT JOIN carrello c ON ${ownerIs(p)} AND c.stato = 'open'
      LEFT JOIN carrello_checkout k ON k.carrello_id = c.id AND k.metodo = 'carta'
      LEFT JOIN transazione_carta_credito t ON t.id = k.transazione_id AND t.stato = 'in_attesa'`,
  );
  return rows[0];
}

/** Items in the open cart of the party (the header badge, polled every second). */
export async function openCartCount(db: Queryable, p: Party): Promise<number> {
  const { rows } = await q<{ n: number }>(
    db,
    sql`
    SELECT count(i.id)::int AS n FROM carrello c JOIN carrello_item i ON i.carrello_id = c.id
     WHERE ${ownerIs(p)} AND c.stato = 'open'`,
  );
  return rows[0]?.n ?? 0;
}

export async function cartById(db: Queryable, id: number, lock = false): Promise<CartRow | null> {
  const { rows } = await q<CartRow>(
    db,
    sql`
    SELECT id, type, societa_id, anagrafica_id, stagione_id, stato FROM carrello WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return rows[0] ?? null;
}

export async function cartItems(db: Queryable, cartId: number, ids?: number[]): Promise<ItemRow[]> {
  const { rows } = await q<ItemRow>(
    db,
    sql`
    SELECT id, descrizione, importo_cents, partita_contabile_id FROM carrello_item
     WHERE carrello_id = ${cartId} ${ids ? sql`AND id = ANY(${ids}::int[])` : sql``} ORDER BY id`,
  );
  return rows;
}

export interface CheckoutRow {
  carrello_id: number;
  metodo: 'wallet' | 'bonifico' | 'carta' | 'avviso';
  totale_cents: number;
  wallet_cents: number;
  dovuto_cents: number;
  banca_id: number | null;
  transazione_id: number | null;
  codice_pagamento: string;
  item_ids: number[];
}

export async function checkoutOf(db: Queryable, cartId: number): Promise<CheckoutRow | null> {
  const { rows } = await q<CheckoutRow>(
    db,
    sql`
    SELECT carrello_id, metodo, totale_cents, wallet_cents, dovuto_cents, banca_id, transazione_id, codice_pagamento, item_ids
      FROM carrello_checkout WHERE carrello_id = ${cartId}`,
  );
  return rows[0] ?? null;
}

export interface BancaRow {
  id: number;
  intestazione: string;
  iban: string | null;
  tipo: 'Bonifico' | 'CartaCredito' | 'ContoTransitorio';
  automatica: boolean;
}

export async function bankById(db: Queryable, id: number): Promise<BancaRow | null> {
  const { rows } = await q<BancaRow>(db, sql`SELECT id, intestazione, iban, tipo, automatica FROM banca WHERE id = ${id} AND deleted_at IS NULL`);
  return rows[0] ?? null;
}
