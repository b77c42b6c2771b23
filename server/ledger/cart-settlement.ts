// The ledger functions in the shape the cart and the payments areas call them (issue 13). They are
// thin adapters over the money core (wallet.ts, service.ts), so that every wallet movement and every
// approval goes through one piece of code: row locks, a debit that can never overspend (422), audit
// rows, and the approval's side effects (registration approved, hooks).
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import { systemActor } from './actor.ts';
import { lockEntry, snapshot, updateEntry } from './entries-sql.ts';
import { approveEntry } from './service.ts';
import { creditWallet as credit, debitWallet as debit } from './wallet.ts';
import { audit } from '../audit.ts';

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
  userId?: number | null;
}

const movement = (m: Movement) => ({ cents: m.amountCents, codiceVersamento: m.codiceVersamento, bancaId: m.bancaId, stagioneId: m.seasonId });

/** Takes `amountCents` from the wallet; 422 'Il portafoglio non ha credito sufficiente …' when it does not hold that much. */
export async function debitWallet(tx: Queryable, m: Movement): Promise<void> {
  if (m.amountCents <= 0) return;
  await debit(tx, m.party, movement(m), systemActor(m.userId ?? null));
}

/** Adds `amountCents` to the wallet (created when missing). */
export async function creditWallet(tx: Queryable, m: Movement): Promise<void> {
  if (m.amountCents <= 0) return;
  await credit(tx, m.party, movement(m), systemActor(m.userId ?? null));
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
  const by = systemActor(opts.userId ?? null);
  for (const e of [...entries].sort((a, b) => a.entryId - b.entryId)) {
    const before = await lockEntry(tx, e.entryId);
    if (before.approvata || before.rifiutata) continue;
    const after = await updateEntry(tx, e.entryId, 'codice_versamento = $2, bonus_cents = $3', [opts.codiceVersamento, e.bonusCents]);
    await audit(tx, { userId: by.userId, action: 'partita.pay', entity: 'partita_contabile', entityId: e.entryId, before: snapshot(before), after: snapshot(after) });
    if (opts.approve) await approveEntry(tx, e.entryId, by);
  }
}

/** Puts the wallet share of the entries back as it was before a checkout that failed. */
export async function unsettleEntries(tx: Queryable, entryIds: number[]) {
  if (!entryIds.length) return;
  await q(tx, sql`
    UPDATE partita_contabile SET codice_versamento = NULL, bonus_cents = 0, updated_at = now()
     WHERE id = ANY(${entryIds}::int[]) AND NOT approvata AND NOT rifiutata`);
}
