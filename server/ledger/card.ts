// Card payments of the ledger (wallet top-ups): a transaction row and the payment page's address.
// The payment simulator itself belongs to the cart area (server/pagamenti/); this is the one place
// that asks it for a checkout address.
import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/client.ts';
import type { Party } from '../../resources/contracts/contabilita.ts';

export interface CardPaymentInput {
  party: Party;
  cents: number;
  partitaId: number;
  bancaId: number;
  stagioneId: number;
  cliente: string | null;
  codiceVersamento?: string | null;
}

/** Creates the card transaction awaiting the gateway and answers where the browser goes to pay. */
export async function startCardPayment(tx: Queryable, input: CardPaymentInput): Promise<{ id: number; codice: string; checkout_url: string }> {
  const codice = `TRX${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO transazione_carta_credito (codice, importo_cents, codice_versamento, type, societa_id, anagrafica_id, banca_id, stagione_id, cliente, partita_contabile_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [codice, input.cents, input.codiceVersamento ?? null, input.party.type, input.party.type === 'societa' ? input.party.id : null,
      input.party.type === 'anagrafica' ? input.party.id : null, input.bancaId, input.stagioneId, input.cliente, input.partitaId],
  );
  return { id: rows[0].id, codice, checkout_url: checkoutUrl(codice) };
}

/** The payment simulator's page for a transaction (replaced by the cart area's function once merged). */
function checkoutUrl(codice: string): string {
  return `/api/pagamenti/checkout/${encodeURIComponent(codice)}`;
}
