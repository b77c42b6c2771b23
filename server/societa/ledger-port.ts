// Where the clubs area hands money to the ledger. The ledger module (server/ledger, branch `ledger`)
// is the only writer of accounting entries once it lands; until then this one function writes the
// entry and its cart item the way the ledger schema expects (entry amount positive, cart item a
// negative debt, one open cart per club). Replace its body with the ledger call when available.
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';

export interface CartEntry {
  codice: string;
  importoCents: number;
  descrizione: string;
  societaId: number;
  stagioneId: number;
  tipologiaTesseramentoId: number | null;
}

/** Inside the caller's transaction: an entry awaiting approval and its item in the club's open cart. */
export async function addLedgerEntryWithCartItem(tx: Queryable, e: CartEntry): Promise<{ partitaId: number; carrelloId: number }> {
  const { rows: open } = await q<{ id: number }>(tx, sql`SELECT id FROM carrello WHERE societa_id = ${e.societaId} AND stato = 'open' FOR UPDATE`);
  const carrelloId = open[0]?.id ?? (await q<{ id: number }>(tx, sql`INSERT INTO carrello (type, societa_id, stagione_id)
    VALUES ('societa', ${e.societaId}, ${e.stagioneId}) RETURNING id`)).rows[0].id;
  const { rows } = await q<{ id: number }>(tx, sql`
    INSERT INTO partita_contabile (codice, importo_cents, descrizione, data_registrazione, data_scadenza, societa_id, tipologia_tesseramento_id,
      stagione_id, stagione_competenza_id, carrello_id)
    VALUES (${e.codice}, ${e.importoCents}, ${e.descrizione}, current_date, current_date + 30, ${e.societaId}, ${e.tipologiaTesseramentoId},
      ${e.stagioneId}, ${e.stagioneId}, ${carrelloId})
    RETURNING id`);
  await q(tx, sql`INSERT INTO carrello_item (carrello_id, partita_contabile_id, descrizione, importo_cents)
    VALUES (${carrelloId}, ${rows[0].id}, ${e.descrizione}, ${-Math.abs(e.importoCents)})`);
  await q(tx, sql`UPDATE carrello SET updated_at = now() WHERE id = ${carrelloId}`);
  return { partitaId: rows[0].id, carrelloId };
}
