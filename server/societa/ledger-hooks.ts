// How the club record follows its affiliation entries (registered once, at import, by ./index.ts):
// an approved Affiliazione/Riaffiliazione makes the club affiliated from that Italian day (and sets
// its first-affiliation day once); its storno takes that back unless an approved affiliation of the
// same or a later season remains. Every path that approves an entry (admin, settlement by wallet or
// card, cart) goes through the ledger's approveEntry, so these hooks see them all. Same transaction.
import { audit } from '../audit.ts';
import type { Queryable } from '../db/client.ts';
import { q, sql } from '../db/sql.ts';
import type { HookContext } from '../ledger/hooks.ts';
import { onLedger, type EntryRow } from '../ledger/index.ts';
import { ITALY_TIME_ZONE, italianToday } from '../time.ts';
import { affiliationCode } from './rules.ts';

const AFFILIATION_CODES: readonly string[] = [affiliationCode(false), affiliationCode(true)];
const APPROVED = 'societa.affiliazione.approvata';
const REVERSED = 'societa.affiliazione.stornata';

interface ClubDates {
  affiliata: boolean;
  data_affiliazione: string | null;
  data_prima_affiliazione: string | null;
}

/** The club's own affiliation fee (not a member's entry that happens to be charged to the club). */
const isClubAffiliation = (e: EntryRow): e is EntryRow & { societa_id: number } => e.societa_id != null && e.anagrafica_id == null && AFFILIATION_CODES.includes(e.codice);

/**
 * The club's row, locked as the update that follows locks it (FOR NO KEY UPDATE): still serialised with
 * the affiliation request and the club's edit, but not waiting for the KEY SHARE lock a new entry of the
 * club holds while it waits for the cart this approval's checkout holds (a deadlock; race audit).
 */
async function lockClub(tx: Queryable, id: number): Promise<ClubDates | null> {
  const { rows } = await q<ClubDates>(tx, sql`SELECT affiliata, data_affiliazione, data_prima_affiliazione FROM societa WHERE id = ${id} FOR NO KEY UPDATE`);
  return rows[0] ?? null;
}

async function saveClub(tx: Queryable, id: number, c: ClubDates): Promise<ClubDates> {
  const { rows } = await q<ClubDates>(
    tx,
    sql`UPDATE societa SET affiliata = ${c.affiliata}, data_affiliazione = ${c.data_affiliazione}::date,
      data_prima_affiliazione = ${c.data_prima_affiliazione}::date, updated_at = now()
    WHERE id = ${id} RETURNING affiliata, data_affiliazione, data_prima_affiliazione`,
  );
  return rows[0];
}

export async function onAffiliationApproved(tx: Queryable, entry: EntryRow, userId: number | null): Promise<void> {
  if (!isClubAffiliation(entry)) return;
  const before = await lockClub(tx, entry.societa_id);
  if (!before) return;
  const today = italianToday();
  const after = await saveClub(tx, entry.societa_id, { affiliata: true, data_affiliazione: today, data_prima_affiliazione: before.data_prima_affiliazione ?? today });
  await audit(tx, { userId, action: APPROVED, entity: 'societa', entityId: entry.societa_id, before, after: { ...after, partita_contabile_id: entry.id } });
}

/** The approval of `entryId` as this area recorded it (what the club had before, what it set). */
async function approvalRecord(tx: Queryable, societaId: number, entryId: number): Promise<{ before: ClubDates; after: ClubDates } | null> {
  const { rows } = await q<{ before: ClubDates; after: ClubDates }>(
    tx,
    sql`SELECT before, after FROM audit_log WHERE entity = 'societa' AND entity_id = ${String(societaId)} AND action = ${APPROVED}
      AND after->>'partita_contabile_id' = ${String(entryId)} ORDER BY id DESC LIMIT 1`,
  );
  return rows[0] ?? null;
}

/** The Italian approval day of the latest approved, not reversed affiliation of the season or a later one. */
async function remainingAffiliationDay(tx: Queryable, entry: EntryRow & { societa_id: number }): Promise<string | null> {
  const { rows } = await q<{ giorno: string }>(
    tx,
    sql`SELECT coalesce(to_char(pc.data_approvazione AT TIME ZONE ${ITALY_TIME_ZONE}, 'YYYY-MM-DD'), pc.data_registrazione::text) AS giorno
      FROM partita_contabile pc JOIN stagione st ON st.id = pc.stagione_id
     WHERE pc.societa_id = ${entry.societa_id} AND pc.anagrafica_id IS NULL AND pc.codice = ANY(${AFFILIATION_CODES})
       AND pc.approvata AND NOT pc.stornata AND pc.id <> ${entry.id}
       AND st.data_inizio >= (SELECT data_inizio FROM stagione WHERE id = ${entry.stagione_id})
     ORDER BY pc.data_approvazione DESC NULLS LAST, pc.id DESC LIMIT 1`,
  );
  return rows[0]?.giorno ?? null;
}

export async function onAffiliationReversed(tx: Queryable, entry: EntryRow, ctx: HookContext): Promise<void> {
  if (!isClubAffiliation(entry)) return;
  const before = await lockClub(tx, entry.societa_id);
  if (!before) return;
  const remaining = await remainingAffiliationDay(tx, entry);
  const record = await approvalRecord(tx, entry.societa_id, entry.id);
  // The affiliation day goes back only if it is still the one this approval set (not edited since);
  // the first-affiliation day stays: the club did go through an affiliation.
  const ownDay = record != null && before.data_affiliazione === record.after.data_affiliazione;
  const next: ClubDates = {
    affiliata: remaining != null,
    data_affiliazione: ownDay ? (remaining ?? record.before.data_affiliazione) : before.data_affiliazione,
    data_prima_affiliazione: before.data_prima_affiliazione,
  };
  if (next.affiliata === before.affiliata && next.data_affiliazione === before.data_affiliazione) return;
  const after = await saveClub(tx, entry.societa_id, next);
  await audit(tx, {
    userId: ctx.userId,
    action: REVERSED,
    entity: 'societa',
    entityId: entry.societa_id,
    before,
    after: { ...after, partita_contabile_id: entry.id, storno_id: ctx.storno?.id ?? null },
  });
}

onLedger('approved', (tx, entry, ctx) => onAffiliationApproved(tx, entry, ctx.userId));
onLedger('storno', onAffiliationReversed);
