// Wallets (portafoglio, "bonus"): one per club and per person. The total is kept in the same
// transaction as the movement that changes it and always equals the sum of the approved movements.
// A debit can never overspend: the UPDATE itself checks, and a CHECK constraint backs it.
import { audit } from '../audit.ts';
import type { Queryable } from '../db/client.ts';
import { notFound, validationError } from '../http/errors.ts';
import { MESSAGGI, type Party } from '../../resources/contracts/contabilita.ts';
import type { Actor } from './actor.ts';
import type { EntryRow } from './entries-sql.ts';

export interface WalletRow {
  id: number;
  societa_id: number | null;
  anagrafica_id: number | null;
  totale_cents: number;
}

const partyColumn = (p: Party) => (p.type === 'societa' ? 'societa_id' : 'anagrafica_id');
export const partyOfWallet = (w: WalletRow): Party => (w.societa_id != null ? { type: 'societa', id: w.societa_id } : { type: 'anagrafica', id: w.anagrafica_id! });

/** The party's wallet, created empty when missing, row-locked for the rest of the transaction. */
export async function lockWalletOf(tx: Queryable, party: Party): Promise<WalletRow> {
  const col = partyColumn(party);
  await tx.query(`INSERT INTO portafoglio (${col}) VALUES ($1) ON CONFLICT (${col}) DO NOTHING`, [party.id]);
  const { rows } = await tx.query<WalletRow>(`SELECT id, societa_id, anagrafica_id, totale_cents FROM portafoglio WHERE ${col} = $1 FOR UPDATE`, [party.id]);
  return rows[0];
}

export async function lockWallet(tx: Queryable, id: number): Promise<WalletRow> {
  const { rows } = await tx.query<WalletRow>('SELECT id, societa_id, anagrafica_id, totale_cents FROM portafoglio WHERE id = $1 FOR UPDATE', [id]);
  if (!rows[0]) throw notFound('Portafoglio non trovato');
  return rows[0];
}

/** Adds `cents` (negative = debit) to the total; a debit beyond the total is a 422 and changes nothing. */
async function applyToWallet(tx: Queryable, walletId: number, cents: number, by: Actor, reason: string): Promise<number> {
  const { rows } = await tx.query<{ totale_cents: number }>(
    'UPDATE portafoglio SET totale_cents = totale_cents + $2, updated_at = now() WHERE id = $1 AND totale_cents + $2 >= 0 RETURNING totale_cents',
    [walletId, cents],
  );
  if (!rows[0]) throw validationError({ valore: [MESSAGGI.creditoInsufficiente] }, MESSAGGI.creditoInsufficiente);
  const after = rows[0].totale_cents;
  await audit(tx, {
    userId: by.userId,
    action: cents >= 0 ? 'portafoglio.credit' : 'portafoglio.debit',
    entity: 'portafoglio',
    entityId: walletId,
    before: { totale_cents: after - cents },
    after: { totale_cents: after, valore_cents: cents, reason },
  });
  return after;
}

export interface Movement {
  /** Cents, > 0. */
  cents: number;
  codiceVersamento?: string | null;
  /** YYYY-MM-DD, default today. */
  dataVersamento?: string | null;
  bancaId?: number | null;
  stagioneId?: number | null;
  /** The entry that records this movement in the ledger. */
  partitaId?: number | null;
}

async function insertMovement(tx: Queryable, walletId: number, valore: number, m: Movement, stato: 'in_attesa' | 'approvata'): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO movimento_portafoglio (portafoglio_id, valore_cents, codice_versamento, data_versamento, banca_id, stato, partita_contabile_id, stagione_id)
     VALUES ($1, $2, $3, coalesce($4::date, current_date), $5, $6, $7, $8) RETURNING id`,
    [walletId, valore, m.codiceVersamento ?? null, m.dataVersamento ?? null, m.bancaId ?? null, stato, m.partitaId ?? null, m.stagioneId ?? null],
  );
  return rows[0].id;
}

function assertPositive(cents: number) {
  if (!Number.isInteger(cents) || cents <= 0) throw validationError({ valore: ["L'importo deve essere maggiore di zero"] });
}

/** Credits a party's wallet now (an approved movement). Returns the new total in cents. */
export async function creditWallet(tx: Queryable, party: Party, m: Movement, by: Actor): Promise<number> {
  assertPositive(m.cents);
  const w = await lockWalletOf(tx, party);
  await insertMovement(tx, w.id, m.cents, m, 'approvata');
  return applyToWallet(tx, w.id, m.cents, by, 'credit');
}

/** Debits a party's wallet now; never below zero (422 'Il portafoglio non ha credito sufficiente …'). */
export async function debitWallet(tx: Queryable, party: Party, m: Movement, by: Actor): Promise<number> {
  assertPositive(m.cents);
  const w = await lockWalletOf(tx, party);
  const total = await applyToWallet(tx, w.id, -m.cents, by, 'debit');
  await insertMovement(tx, w.id, -m.cents, m, 'approvata');
  return total;
}

/** Records a top-up awaiting approval: the wallet changes only when its entry is approved. */
export async function pendingMovement(tx: Queryable, walletId: number, m: Movement): Promise<number> {
  assertPositive(m.cents);
  return insertMovement(tx, walletId, m.cents, m, 'in_attesa');
}

/** An entry was approved or refused: the wallet movements awaiting it follow (approved ones apply). */
export async function settleEntryMovements(tx: Queryable, entry: EntryRow, approve: boolean, by: Actor): Promise<void> {
  const { rows } = await tx.query<{ id: number; portafoglio_id: number; valore_cents: number }>(
    `UPDATE movimento_portafoglio SET stato = $2 WHERE partita_contabile_id = $1 AND stato = 'in_attesa'
     RETURNING id, portafoglio_id, valore_cents`,
    [entry.id, approve ? 'approvata' : 'rifiutata'],
  );
  if (!approve) return;
  for (const m of rows.sort((a, b) => a.portafoglio_id - b.portafoglio_id)) {
    await lockWallet(tx, m.portafoglio_id);
    await applyToWallet(tx, m.portafoglio_id, m.valore_cents, by, `partita ${entry.id}`);
  }
}

/**
 * What the entry's approved movements moved in each wallet, net (`debitsOnly`: only where it took
 * money), given back by one opposite movement tied to entry `tiedTo`.
 */
async function giveBackEntryMovements(tx: Queryable, entryId: number, tiedTo: number, by: Actor, reason: string, debitsOnly: boolean): Promise<void> {
  const { rows } = await tx.query<{ portafoglio_id: number; valore_cents: number; banca_id: number | null; stagione_id: number | null }>(
    `SELECT portafoglio_id, sum(valore_cents)::int AS valore_cents,
            (array_agg(banca_id ORDER BY id DESC))[1] AS banca_id, (array_agg(stagione_id ORDER BY id DESC))[1] AS stagione_id
       FROM movimento_portafoglio
      WHERE partita_contabile_id = $1 AND stato = 'approvata'
      GROUP BY portafoglio_id HAVING ${debitsOnly ? 'sum(valore_cents) < 0' : 'sum(valore_cents) <> 0'} ORDER BY portafoglio_id`,
    [entryId],
  );
  for (const m of rows) {
    await lockWallet(tx, m.portafoglio_id);
    await applyToWallet(tx, m.portafoglio_id, -m.valore_cents, by, `${reason} ${entryId}`);
    await insertMovement(tx, m.portafoglio_id, -m.valore_cents, { cents: 0, partitaId: tiedTo, bancaId: m.banca_id, stagioneId: m.stagione_id }, 'approvata');
  }
}

/**
 * Storno: what the entry's approved movements moved in each wallet, net, is given back by one opposite
 * movement tied to the Storno entry (a share taken and credited back by a refused card payment nets out).
 */
export const reverseEntryMovements = (tx: Queryable, entry: EntryRow, stornoId: number, by: Actor) => giveBackEntryMovements(tx, entry.id, stornoId, by, 'storno', false);

/** What an approved entry's payment took beyond its wallet share, with the payment's code and bank. */
export interface PaidBeyondWallet {
  cents: number;
  codice: string | null;
  bancaId: number | null;
}

/**
 * The part of an approved entry a checkout paid beyond its wallet share, once that money came in: by
 * card (a card transaction with that code paid, or approved by an administrator) or by bank transfer
 * or payment notice (the entry's approval says the money arrived). Null when nothing was paid that way
 * (paid by the wallet alone, approved without a payment, zeroed).
 */
export async function paidBeyondWallet(tx: Queryable, entryId: number): Promise<PaidBeyondWallet | null> {
  const { rows } = await tx.query<PaidBeyondWallet>(
    `SELECT p.importo_cents - p.bonus_cents AS cents, p.codice_versamento AS codice, p.banca_id AS "bancaId"
       FROM partita_contabile p
      WHERE p.id = $1 AND p.approvata AND p.data_pagamento IS NOT NULL AND p.importo_cents > p.bonus_cents
        AND (p.metodo_pagamento = 'bonifico'
             OR (p.metodo_pagamento = 'carta' AND EXISTS (SELECT 1 FROM transazione_carta_credito t
                  WHERE t.codice = p.codice_versamento AND t.stato IN ('pagata', 'approvata'))))`,
    [entryId],
  );
  return rows[0] ?? null;
}

/**
 * Storno of a paid entry (2026-11-27): what its payment took beyond the wallet share is credited to
 * the payer's wallet (there is no card refund), by a movement tied to the Storno entry that carries the
 * payment's code (TRX…, AVV…, BON…) and bank, so the refund is traced to the money that came in.
 */
export async function refundPaidBeyondWallet(tx: Queryable, payer: Party, paid: PaidBeyondWallet, stornoId: number, stagioneId: number, by: Actor): Promise<void> {
  await creditWallet(tx, payer, { cents: paid.cents, codiceVersamento: paid.codice, bancaId: paid.bancaId, partitaId: stornoId, stagioneId }, by);
}

/**
 * A refused entry asks for no money: the wallet share its payment took (a checkout by bank transfer
 * or notice, whose entries wait for approval) goes back, tied to the entry itself.
 */
export const refundRefusedEntry = (tx: Queryable, entryId: number, by: Actor) => giveBackEntryMovements(tx, entryId, entryId, by, 'rifiuto', true);
