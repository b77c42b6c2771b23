// The entry row as the service reads and locks it (cents), and its audited picture.
import type { Queryable } from '../db/client.ts';
import { notFound } from '../http/errors.ts';
import type { EntryFlags } from './rules.ts';
import { CODICI_SPECIALI } from '../../resources/contracts/contabilita.ts';

export interface EntryRow extends Omit<EntryFlags, 'pagamento_carta_in_corso'> {
  id: number;
  codice_versamento: string | null;
  importo_cents: number;
  bonus_cents: number;
  descrizione: string | null;
  stagione_id: number;
  stagione_competenza_id: number | null;
  anagrafica_ruolo_id: number | null;
  tipologia_tesseramento_id: number | null;
  carrello_id: number | null;
  partita_stornata_id: number | null;
  metodo_pagamento: string | null;
  data_pagamento: string | null;
  annullata: boolean;
}

const COLUMNS = `id, codice, codice_versamento, importo_cents, bonus_cents, descrizione, approvata, rifiutata, stornata,
  approvata_societa, rifiutata_societa, approvata_anagrafica, rifiutata_anagrafica, societa_id, old_societa_id, anagrafica_id,
  stagione_id, stagione_competenza_id, anagrafica_ruolo_id, tipologia_tesseramento_id, carrello_id, partita_stornata_id,
  metodo_pagamento, data_pagamento, annullata`;

/** Reads and row-locks one entry (FOR UPDATE): a concurrent decision waits and then sees this one's. */
export async function lockEntry(tx: Queryable, id: number): Promise<EntryRow> {
  const { rows } = await tx.query<EntryRow>(`SELECT ${COLUMNS} FROM partita_contabile WHERE id = $1 FOR UPDATE`, [id]);
  if (!rows[0]) throw notFound('Partita contabile non trovata');
  return rows[0];
}

export async function lockEntries(tx: Queryable, ids: number[]): Promise<EntryRow[]> {
  const { rows } = await tx.query<EntryRow>(`SELECT ${COLUMNS} FROM partita_contabile WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids]);
  return rows;
}

/**
 * SQL: entry `p` is paid by a card payment still awaiting its outcome: a card top-up (its own
 * transaction), or a card checkout of the cart holding it. Each lookup only for the entries it can
 * concern (a top-up's code, an entry in a cart), through indexes.
 */
export const cardPaymentPendingSql = (p: string) => `((${p}.codice = '${CODICI_SPECIALI.incremento}'
    AND EXISTS (SELECT 1 FROM transazione_carta_credito t WHERE t.partita_contabile_id = ${p}.id AND t.stato = 'in_attesa'))
  OR (${p}.carrello_id IS NOT NULL AND EXISTS (SELECT 1 FROM carrello_item ci JOIN carrello_checkout k ON k.carrello_id = ci.carrello_id AND ci.id = ANY (k.item_ids)
     JOIN transazione_carta_credito t ON t.id = k.transazione_id AND t.stato = 'in_attesa' WHERE ci.partita_contabile_id = ${p}.id)))`;

/**
 * SQL column: entry `p` (possibly absent, a LEFT JOIN: false) has a card payment under way, as the
 * accounting rows and the transfer rows say it. Only an awaiting entry can have one (none is decided
 * meanwhile), so a decided row skips the lookup.
 */
export const cardPaymentPendingColumn = (p: string) => `CASE WHEN NOT ${p}.approvata AND NOT ${p}.rifiutata THEN ${cardPaymentPendingSql(p)} ELSE false END`;

/**
 * Whether entry `id` has a card payment awaiting its outcome. Asked by its own statement after the
 * entry is locked: a checkout that locked it first has committed its transaction by then, and a new
 * statement sees it.
 */
export async function cardPaymentPending(tx: Queryable, id: number): Promise<boolean> {
  const { rows } = await tx.query<{ pending: boolean }>(`SELECT ${cardPaymentPendingSql('p')} AS pending FROM partita_contabile p WHERE p.id = $1`, [id]);
  return rows[0]?.pending ?? false;
}

export async function updateEntry(tx: Queryable, id: number, set: string, params: unknown[]): Promise<EntryRow> {
  const { rows } = await tx.query<EntryRow>(`UPDATE partita_contabile SET ${set}, updated_at = now() WHERE id = $1 RETURNING ${COLUMNS}`, [id, ...params]);
  return rows[0];
}

/** What an audit row keeps of an entry (before/after amounts and flags). */
export const snapshot = (e: EntryRow) => ({
  codice: e.codice,
  importo_cents: e.importo_cents,
  bonus_cents: e.bonus_cents,
  approvata: e.approvata,
  rifiutata: e.rifiutata,
  stornata: e.stornata,
  approvata_societa: e.approvata_societa,
  rifiutata_societa: e.rifiutata_societa,
  approvata_anagrafica: e.approvata_anagrafica,
  rifiutata_anagrafica: e.rifiutata_anagrafica,
  annullata: e.annullata,
  metodo_pagamento: e.metodo_pagamento,
  codice_versamento: e.codice_versamento,
});
