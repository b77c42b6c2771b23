// Ledger functions the cart and the payments need (issue 13), kept in the ledger folder so that
// money tables are written only from here. Wallet debits can never overspend: the UPDATE itself
// checks the balance (and portafoglio's rows are locked by the caller's FOR UPDATE when it reads
// the balance first). Every movement is recorded in movimento_portafoglio.
import type { Queryable } from '../db/client.ts';
import { conflict } from '../http/errors.ts';
import { q, sql } from '../db/sql.ts';

export interface WalletParty {
  type: 'societa' | 'anagrafica';
  id: number;
}

export interface Wallet {
  id: number;
  totale_cents: number;
}

const owner = (p: WalletParty) => (p.type === 'societa' ? sql`societa_id = ${p.id}` : sql`anagrafica_id = ${p.id}`);

/** The party's wallet (locked when `lock`), or null when it has none. */
export async function walletOf(tx: Queryable, party: WalletParty, lock = false): Promise<Wallet | null> {
  const { rows } = await q<Wallet>(tx, sql`SELECT id, totale_cents FROM portafoglio WHERE ${owner(party)} ${lock ? sql`FOR UPDATE` : sql``}`);
  return rows[0] ?? null;
}

interface Movement {
  party: WalletParty;
  amountCents: number;
  codiceVersamento: string;
  bancaId?: number | null;
  seasonId?: number | null;
}

async function ensureWallet(tx: Queryable, party: WalletParty): Promise<number> {
  const found = await walletOf(tx, party, true);
  if (found) return found.id;
  const { rows } = await q<{ id: number }>(tx, sql`
    INSERT INTO portafoglio (societa_id, anagrafica_id) VALUES (${party.type === 'societa' ? party.id : null}::int, ${party.type === 'anagrafica' ? party.id : null}::int)
    RETURNING id`);
  return rows[0].id;
}

async function movement(tx: Queryable, walletId: number, valoreCents: number, m: Movement) {
  await q(tx, sql`
    INSERT INTO movimento_portafoglio (portafoglio_id, valore_cents, codice_versamento, data_versamento, banca_id, stato, stagione_id)
    VALUES (${walletId}, ${valoreCents}, ${m.codiceVersamento}, current_date, ${m.bancaId ?? null}::int, 'approvata', ${m.seasonId ?? null}::int)`);
}

/** Takes `amountCents` from the wallet; 409 when the wallet does not hold that much. */
export async function debitWallet(tx: Queryable, m: Movement): Promise<void> {
  if (m.amountCents <= 0) return;
  const { rows } = await q<{ id: number }>(tx, sql`
    UPDATE portafoglio SET totale_cents = totale_cents - ${m.amountCents}, updated_at = now()
     WHERE ${owner(m.party)} AND totale_cents >= ${m.amountCents} RETURNING id`);
  if (!rows.length) throw conflict('Il portafoglio non ha credito sufficiente');
  await movement(tx, rows[0].id, -m.amountCents, m);
}

/** Adds `amountCents` to the wallet (created when missing). */
export async function creditWallet(tx: Queryable, m: Movement): Promise<void> {
  if (m.amountCents <= 0) return;
  const walletId = await ensureWallet(tx, m.party);
  await q(tx, sql`UPDATE portafoglio SET totale_cents = totale_cents + ${m.amountCents}, updated_at = now() WHERE id = ${walletId}`);
  await movement(tx, walletId, m.amountCents, m);
}

export interface EntrySettlement {
  entryId: number;
  /** Part of the entry paid by the wallet (bonus). */
  bonusCents: number;
}

/**
 * Marks the entries a checkout covered: payment code and wallet share on each; `approve` when the
 * money is certain (wallet or card), otherwise they wait in_attesa for an admin (bank transfer,
 * payment notice). Entries already decided are left as they are.
 */
export async function settleEntries(tx: Queryable, entries: EntrySettlement[], opts: { codiceVersamento: string; approve: boolean; userId?: number | null }) {
  for (const e of entries) {
    await q(tx, sql`
      UPDATE partita_contabile
         SET codice_versamento = ${opts.codiceVersamento}, bonus_cents = ${e.bonusCents}, updated_at = now(),
             approvata = ${opts.approve} OR approvata,
             data_approvazione = CASE WHEN ${opts.approve} THEN now() ELSE data_approvazione END,
             approvatore_id = CASE WHEN ${opts.approve} THEN ${opts.userId ?? null}::int ELSE approvatore_id END
       WHERE id = ${e.entryId} AND NOT approvata AND NOT rifiutata`);
  }
}

/** Puts the wallet share of the entries back as it was before a checkout that failed. */
export async function unsettleEntries(tx: Queryable, entryIds: number[]) {
  if (!entryIds.length) return;
  await q(tx, sql`
    UPDATE partita_contabile SET codice_versamento = NULL, bonus_cents = 0, updated_at = now()
     WHERE id = ANY(${entryIds}::int[]) AND NOT approvata AND NOT rifiutata`);
}
