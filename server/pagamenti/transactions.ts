// Card transactions (transazione_carta_credito): creation, reading, and the outcome shape of
// spec 2 §3 (Importo, Currency, Success, StatusMessage, Cliente, Data_pagamento, Pagato_con, id,
// codice_transazione, redirect).
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import type { StartCardPaymentInput } from './index.ts';

export interface CardTransaction {
  id: number;
  codice: string;
  importo_cents: number;
  currency: string;
  stato: 'in_attesa' | 'pagata' | 'fallita' | 'approvata' | 'rifiutata';
  esito: 'OK' | 'KO' | null;
  status_message: string | null;
  data_creazione: string;
  data_pagamento: string | null;
  cliente: string | null;
  pagato_con: string | null;
  type: 'societa' | 'anagrafica';
  societa_id: number | null;
  anagrafica_id: number | null;
  carrello_id: number | null;
  banca_id: number | null;
  stagione_id: number | null;
  scopo: 'cart' | 'wallet_topup';
  descrizione: string | null;
}

const COLUMNS = sql`t.id, t.codice, t.importo_cents, t.currency, t.stato, t.esito, t.status_message, t.data_creazione,
  t.data_pagamento, t.cliente, t.pagato_con, t.type, t.societa_id, t.anagrafica_id, t.carrello_id, t.banca_id,
  t.stagione_id, t.scopo, t.descrizione`;

export async function createTransaction(tx: Queryable, input: StartCardPaymentInput, provider: string): Promise<CardTransaction> {
  const { party } = input;
  const societa = party.type === 'societa' ? party.id : null;
  const anagrafica = party.type === 'anagrafica' ? party.id : null;
  const { rows } = await q<CardTransaction>(
    tx,
    sql`
    WITH n AS (SELECT nextval(pg_get_serial_sequence('transazione_carta_credito', 'id'))::int AS id),
    bank AS (SELECT coalesce(${input.bancaId ?? null}::int,
      (SELECT id FROM banca WHERE tipo = 'CartaCredito' AND automatica AND deleted_at IS NULL ORDER BY id LIMIT 1)) AS id),
    who AS (SELECT coalesce(
      (SELECT nome FROM societa WHERE id = ${societa}::int),
      (SELECT cognome || ' ' || nome FROM anagrafica WHERE id = ${anagrafica}::int)) AS cliente)
    INSERT INTO transazione_carta_credito AS t (id, codice, importo_cents, type, societa_id, anagrafica_id, carrello_id,
      banca_id, stagione_id, scopo, descrizione, provider, user_id, cliente, partita_contabile_id)
    SELECT n.id, 'TRX' || lpad(n.id::text, 9, '0'), ${input.amountCents}, ${party.type}, ${societa}::int, ${anagrafica}::int,
      ${input.cartId ?? null}::int, bank.id, ${input.seasonId ?? null}::int, ${input.purpose}, ${input.description},
      ${provider}, ${input.userId ?? null}::int, who.cliente, ${input.partitaId ?? null}::int
      FROM n, bank, who
    RETURNING ${COLUMNS}`,
  );
  return rows[0];
}

export async function transactionById(db: Queryable, id: number, lock = false): Promise<CardTransaction | null> {
  const { rows } = await q<CardTransaction>(db, sql`SELECT ${COLUMNS} FROM transazione_carta_credito t WHERE t.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0] ?? null;
}

export async function transactionByCode(db: Queryable, codice: string, lock = false): Promise<CardTransaction | null> {
  const { rows } = await q<CardTransaction>(db, sql`SELECT ${COLUMNS} FROM transazione_carta_credito t WHERE t.codice = ${codice} ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0] ?? null;
}

const SUCCESS = new Set(['pagata', 'approvata']);

/** Where closing the outcome dialog goes. */
export const outcomeRedirect = (t: { type: string }) => (t.type === 'societa' ? '/societa' : '/anagrafica');

interface TransactionRow {
  codice: string;
  /** euros */
  importo: number;
  currency: string;
  stato: string;
  status_message: string | null;
  cliente: string | null;
  data_pagamento: string | Date | null;
  pagato_con: string | null;
  type: string;
}

/** A transaction row (GET transazione/{id}) with the outcome dialog's fields (spec 2 §3). */
export function withOutcome<T extends TransactionRow>(t: T) {
  return {
    ...t,
    codice_transazione: t.codice,
    Importo: Number(t.importo),
    Currency: t.currency,
    Success: SUCCESS.has(t.stato),
    StatusMessage: t.status_message ?? (t.stato === 'in_attesa' ? 'In attesa di esito' : null),
    Cliente: t.cliente,
    Data_pagamento: t.data_pagamento,
    Pagato_con: t.pagato_con,
    redirect: outcomeRedirect(t),
  };
}
