// Named reads of the ledger: one entry with its details, one wallet, one card transaction, the
// ledger codes and states, the banks. Each applies the caller's scope.
import type { Queryable } from '../db/client.ts';
import { and, q, raw, sql } from '../db/sql.ts';
import type { AuthUser } from '../auth/user.ts';
import { notFound } from '../http/errors.ts';
import { PARTITA_STATI, STATO_LABEL, type PartitaDetail, type PartitaRow } from '../../resources/contracts/contabilita.ts';
import { mayWriteLedger } from './access.ts';
import { viewerOf } from './actor.ts';
import { CARD_PAYMENT_PENDING, ENTRY_FROM, ENTRY_SELECT, TRANSACTION_FROM, TRANSACTION_SELECT, WALLET_TOTALS } from './lists.ts';
import { azioniFor, type EntryFlags } from './rules.ts';
import { entryScope, transactionScope, walletScope } from './scope.ts';

const bool = (v: unknown) => v === 1 || v === true;

/**
 * An entry's flags from a row: read with ENTRY_SELECT (flags as 1 or 0, amounts in euros; the detail,
 * the list pages on PGlite) or with AZIONI_COLUMNS (flags as booleans, the bonus in cents; the list
 * pages on PostgreSQL).
 */
function flagsOf(r: Record<string, any>): EntryFlags {
  return {
    codice: r.codice,
    approvata: bool(r.approvata),
    rifiutata: bool(r.rifiutata),
    stornata: bool(r.stornata),
    approvata_societa: bool(r.approvata_societa),
    rifiutata_societa: bool(r.rifiutata_societa),
    approvata_anagrafica: bool(r.approvata_anagrafica),
    rifiutata_anagrafica: bool(r.rifiutata_anagrafica),
    societa_id: r.societa_id,
    old_societa_id: r.old_societa_id,
    anagrafica_id: r.anagrafica_id,
    bonus_cents: r.bonus_cents ?? Math.round(Number(r.bonus ?? 0) * 100),
    metodo_pagamento: r.metodo_pagamento ?? null,
    pagamento_carta_in_corso: bool(r.pagamento_carta_in_corso),
  };
}

/** Adds the actions the caller may take on each entry (spec 2 §4, §6). */
export function withAzioni<T extends Record<string, any>>(rows: T[], user: AuthUser): (T & Pick<PartitaRow, 'azioni'>)[] {
  const v = viewerOf(user);
  const write = mayWriteLedger(user);
  return rows.map((r) => ({ ...r, azioni: azioniFor(v, flagsOf(r), write) }));
}

const FLAGS = ['approvata', 'rifiutata', 'stornata', 'approvata_societa', 'rifiutata_societa', 'approvata_anagrafica', 'rifiutata_anagrafica'] as const;

/** What an entry's actions are decided from, as columns of the list pages beside each row's JSON (json-rows.ts). */
const AZIONI_COLUMNS: Record<string, string> = {
  codice: 'p.codice',
  ...Object.fromEntries(FLAGS.map((f) => [f, `p.${f}`])),
  societa_id: 'p.societa_id',
  old_societa_id: 'p.old_societa_id',
  anagrafica_id: 'p.anagrafica_id',
  bonus_cents: 'p.bonus_cents',
  metodo_pagamento: 'p.metodo_pagamento',
  pagamento_carta_in_corso: CARD_PAYMENT_PENDING,
};

/** The entry lists' rows each carry the actions the caller may take (ledgerListRoute's `present`). */
export const listAzioni = {
  columns: AZIONI_COLUMNS,
  add: (row: Record<string, unknown>, user: AuthUser) => ({ azioni: azioniFor(viewerOf(user), flagsOf(row), mayWriteLedger(user)) }),
};

export async function getEntryDetail(db: Queryable, user: AuthUser, id: number): Promise<PartitaDetail> {
  const { rows } = await q<any>(
    db,
    sql`
    SELECT ${raw(ENTRY_SELECT)},
      CASE WHEN a.id IS NOT NULL THEN json_build_object('cognome', a.cognome, 'nome', a.nome, 'codice_fiscale', a.codice_fiscale,
        'cittadinanza', a.cittadinanza, 'nazionalita_sportiva', a.nazionalita_sportiva, 'comune_nascita', cn.denominazione,
        'data_nascita', a.data_nascita) END AS anagrafica,
      CASE WHEN r.id IS NOT NULL THEN json_build_object('nome', ru.nome, 'categoria', tt.famiglia_ruolo, 'tipologia', tt.nome,
        'tipologia_codice', tt.codice, 'data_inizio', r.data_inizio,
        'modulo', (SELECT string_agg(mo.codice, ', ') FROM anagrafica_modulo am JOIN modulo mo ON mo.id = am.modulo_id WHERE am.anagrafica_ruolo_id = r.id)) END AS ruolo,
      (SELECT t.codice FROM transazione_carta_credito t WHERE t.partita_contabile_id = p.id ORDER BY t.id DESC LIMIT 1) AS transazione_codice
    FROM ${raw(ENTRY_FROM)}
      LEFT JOIN comune cn ON cn.id = a.comune_nascita_id
      LEFT JOIN anagrafica_ruolo r ON r.id = p.anagrafica_ruolo_id
      LEFT JOIN ruolo ru ON ru.id = r.ruolo_id
      LEFT JOIN tipologia_tesseramento tt ON tt.id = coalesce(r.tipologia_tesseramento_id, p.tipologia_tesseramento_id)
    WHERE ${and([sql`p.id = ${id}`, entryScope(user)])}`,
  );
  if (!rows[0]) throw notFound('Partita contabile non trovata');
  return withAzioni(rows, user)[0] as PartitaDetail;
}

export async function getWallet(db: Queryable, user: AuthUser, where: ReturnType<typeof sql>) {
  const { rows } = await q<{ id: number; societa_id: number | null; anagrafica_id: number | null; totale: number; portafoglioProbabile: number }>(
    db,
    sql`
    SELECT pf.id, pf.societa_id, pf.anagrafica_id, ${raw(WALLET_TOTALS)}
    FROM portafoglio pf WHERE ${and([where, walletScope(user)])}`,
  );
  return rows[0] ?? null;
}

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** The ledger codes in use (optionally of one side), with the slug the admin report's columns use. */
export async function listCodici(db: Queryable, type?: 'societa' | 'anagrafica') {
  const side = type === 'societa' ? sql`societa_id IS NOT NULL` : type === 'anagrafica' ? sql`anagrafica_id IS NOT NULL AND societa_id IS NULL` : sql`true`;
  // One code after the other, each the smallest above the last, through the side's index (migration
  // 191): some fifteen index lookups instead of reading every entry to group them.
  const { rows } = await q<{ codice: string }>(
    db,
    sql`
    WITH RECURSIVE c (codice) AS (
      SELECT min(codice) FROM partita_contabile WHERE ${side}
      UNION ALL
      SELECT (SELECT min(p.codice) FROM partita_contabile p WHERE ${side} AND p.codice > c.codice) FROM c WHERE c.codice IS NOT NULL
    )
    SELECT codice FROM c WHERE codice IS NOT NULL ORDER BY codice`,
  );
  return rows.map((r) => ({ codice: r.codice, slug: slug(r.codice) }));
}

export const listStati = () => PARTITA_STATI.map((value) => ({ value, label: STATO_LABEL[value] }));

export async function listBanche(db: Queryable, automatica?: boolean) {
  const { rows } = await q<{ id: number; intestazione: string; automatica: boolean; tipo: string }>(
    db,
    sql`
    SELECT id, intestazione, automatica, tipo FROM banca
    WHERE ${and([sql`deleted_at IS NULL`, automatica === undefined ? null : sql`automatica = ${automatica}`])} ORDER BY intestazione, id`,
  );
  return rows;
}

/** One card transaction the user may see (GET transazione/{id}, the outcome dialog); 404 otherwise. */
export async function getTransaction(db: Queryable, user: AuthUser, id: number) {
  const { rows } = await q<any>(db, sql`SELECT ${raw(TRANSACTION_SELECT)} FROM ${raw(TRANSACTION_FROM)} WHERE ${and([sql`t.id = ${id}`, transactionScope(user)])}`);
  if (!rows[0]) throw notFound('Transazione non trovata');
  return rows[0];
}
