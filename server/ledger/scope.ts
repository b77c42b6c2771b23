// What a user may see of the ledger, as SQL fragments with their own parameters (STYLE: one scope
// function per entity, used by every list, detail and export). Admins see everything; a club user
// its club's entries (and the transfer entries where it is the old club) and its wallet; a person
// its own entries and wallet.
import type { AuthUser } from '../auth/user.ts';
import { raw, sql, type Sql } from '../db/sql.ts';
import { viewerOf } from './actor.ts';

/** Entries (`p` = partita_contabile). */
export function entryScope(u: AuthUser, p = 'p'): Sql {
  const v = viewerOf(u);
  const col = (c: string) => raw(`${p}.${c}`);
  if (v.admin) return sql`true`;
  if (v.societaId != null) return sql`(${col('societa_id')} = ${v.societaId} OR ${col('old_societa_id')} = ${v.societaId})`;
  if (v.anagraficaId != null) return sql`${col('anagrafica_id')} = ${v.anagraficaId}`;
  return sql`false`;
}

/** Wallets (`pf` = portafoglio). */
export function walletScope(u: AuthUser): Sql {
  const v = viewerOf(u);
  if (v.admin) return sql`true`;
  if (v.societaId != null) return sql`pf.societa_id = ${v.societaId}`;
  if (v.anagraficaId != null) return sql`pf.anagrafica_id = ${v.anagraficaId}`;
  return sql`false`;
}

/** Card transactions (`t` = transazione_carta_credito). */
export function transactionScope(u: AuthUser): Sql {
  const v = viewerOf(u);
  if (v.admin) return sql`true`;
  if (v.societaId != null) return sql`t.societa_id = ${v.societaId}`;
  if (v.anagraficaId != null) return sql`t.anagrafica_id = ${v.anagraficaId}`;
  return sql`false`;
}
