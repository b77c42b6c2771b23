// The money-core pieces registrations, transfers, loans and renewals need, written while the
// ledger and cart modules had not landed (tesseramenti owns this file). One call per write; each
// runs inside the caller's transaction. When server/ledger exposes equivalents, call those instead.
import type { Queryable } from '../db/client.ts';

export interface EntryInput {
  codice: string;
  importo_cents: number;
  descrizione: string;
  data: string;
  stagione_id: number;
  societa_id?: number | null;
  old_societa_id?: number | null;
  anagrafica_id?: number | null;
  anagrafica_ruolo_id?: number | null;
  tipologia_tesseramento_id?: number | null;
  /** Approved at once (automatic-approval types, buy without money). */
  approved?: boolean;
  approvatore_id?: number | null;
}

export interface CreatedEntry {
  id: number;
  codice: string;
  importo_cents: number;
  descrizione: string;
}

export async function createEntry(tx: Queryable, e: EntryInput): Promise<CreatedEntry> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO partita_contabile (codice, importo_cents, descrizione, data_registrazione, data_scadenza, stagione_id,
       stagione_competenza_id, societa_id, old_societa_id, anagrafica_id, anagrafica_ruolo_id, tipologia_tesseramento_id,
       approvata, data_approvazione, approvatore_id)
     VALUES ($1, $2, $3, $4, $4::date + 30, $5, $5, $6, $7, $8, $9, $10, $11, CASE WHEN $11 THEN now() END, $12) RETURNING id`,
    [e.codice, e.importo_cents, e.descrizione, e.data, e.stagione_id, e.societa_id ?? null, e.old_societa_id ?? null,
      e.anagrafica_id ?? null, e.anagrafica_ruolo_id ?? null, e.tipologia_tesseramento_id ?? null, !!e.approved,
      e.approved ? e.approvatore_id ?? null : null],
  );
  return { id: rows[0].id, codice: e.codice, importo_cents: e.importo_cents, descrizione: e.descrizione };
}

export type CartOwner = { type: 'societa'; id: number } | { type: 'anagrafica'; id: number };

/** The owner's open cart (one per owner, a partial unique index), created when missing. */
export async function openCart(tx: Queryable, owner: CartOwner, stagioneId: number): Promise<number> {
  const col = owner.type === 'societa' ? 'societa_id' : 'anagrafica_id';
  const find = () => tx.query<{ id: number }>(`SELECT id FROM carrello WHERE ${col} = $1 AND stato = 'open' FOR UPDATE`, [owner.id]);
  const found = await find();
  if (found.rows[0]) return found.rows[0].id;
  await tx.query(
    `INSERT INTO carrello (type, ${col}, stagione_id) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
    [owner.type, owner.id, stagioneId],
  );
  return (await find()).rows[0].id;
}

/** Puts an entry in the owner's open cart (stored negative: a debt) and links the entry to it. */
export async function addToCart(tx: Queryable, owner: CartOwner, stagioneId: number, entry: CreatedEntry): Promise<number> {
  const cart = await openCart(tx, owner, stagioneId);
  await tx.query('INSERT INTO carrello_item (carrello_id, partita_contabile_id, descrizione, importo_cents) VALUES ($1, $2, $3, $4)',
    [cart, entry.id, entry.descrizione, -Math.abs(entry.importo_cents)]);
  await tx.query('UPDATE partita_contabile SET carrello_id = $2, updated_at = now() WHERE id = $1', [entry.id, cart]);
  await tx.query('UPDATE carrello SET updated_at = now() WHERE id = $1', [cart]);
  return cart;
}

/** The second layer: the athlete's club accepts or refuses a transfer entry. */
export async function decideSocietaLayer(tx: Queryable, entryId: number, accept: boolean) {
  await tx.query(
    `UPDATE partita_contabile SET approvata_societa = $2, rifiutata_societa = NOT $2,
       data_approvazione_societa = CASE WHEN $2 THEN now() END, data_rifiuto_societa = CASE WHEN $2 THEN NULL ELSE now() END,
       updated_at = now()
     WHERE id = $1 AND NOT approvata AND NOT rifiutata`,
    [entryId, accept],
  );
}

/** The final decision on an entry still awaiting it; false when someone decided first. */
export async function decideEntry(tx: Queryable, entryId: number, approve: boolean, approvatoreId: number): Promise<boolean> {
  const r = await tx.query(
    `UPDATE partita_contabile SET approvata = $2, rifiutata = NOT $2, data_approvazione = CASE WHEN $2 THEN now() END,
       data_rifiuto = CASE WHEN $2 THEN NULL ELSE now() END, approvatore_id = $3, updated_at = now()
     WHERE id = $1 AND NOT approvata AND NOT rifiutata RETURNING id`,
    [entryId, approve, approvatoreId],
  );
  return r.rows.length === 1;
}

/** Takes a cancelled request's entry out of the open cart it sits in. */
export async function removeFromOpenCart(tx: Queryable, entryId: number) {
  await tx.query(
    `DELETE FROM carrello_item ci USING carrello c
      WHERE ci.partita_contabile_id = $1 AND c.id = ci.carrello_id AND c.stato = 'open'`,
    [entryId],
  );
}
