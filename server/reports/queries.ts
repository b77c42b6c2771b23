// The admin reports in SQL (spec 2 §2.9, §3): one grouped statement per report, its parties as rows,
// the fixed money columns and one column per ledger code in use. Shared by the paged screen answer
// and by its export (same filters, same rows).
import type { Queryable } from '../db/client.ts';
import { and, join, q, raw, sql, type Sql } from '../db/sql.ts';
import type { AuthUser } from '../auth/user.ts';
import { isAdmin } from '../auth/user.ts';
import { likePattern, type ListParams, type ListSpec } from '../http/list.ts';
import { REPORT_FIXED_COLUMNS, type ReportCodeColumn, type ReportFilters, type ReportFixedColumn, type ReportRow, type ReportType } from '../../resources/contracts/reports.ts';
import { CODICI_SPECIALI } from '../../resources/contracts/contabilita.ts';
import { amountRange, codeSlug } from './rules.ts';

export interface ReportQuery {
  type: ReportType;
  filters: ReportFilters;
  user: AuthUser;
}

const PARTY = {
  societa: { table: 'societa', nome: sql`t.nome`, entryOwner: raw('e.societa_id'), walletOwner: raw('p.societa_id') },
  anagrafica: { table: 'anagrafica', nome: sql`t.cognome || ' ' || t.nome`, entryOwner: raw('e.anagrafica_id'), walletOwner: raw('p.anagrafica_id') },
} as const;

const num = (v: string | undefined) => (v && /^\d{1,9}$/.test(v) ? Number(v) : null);
const day = (v: string | undefined) => {
  if (!v) return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) ?? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  if (!m) return null;
  return v.includes('/') ? `${m[3]}-${m[2]}-${m[1]}` : v;
};

/** Which parties the user may report on: administrators all; a club its own club; a person itself. */
function partyScope(type: ReportType, user: AuthUser): Sql {
  if (isAdmin(user)) return sql`true`;
  if (type === 'societa') return user.tipo_utente === 'societa' ? sql`t.id = ${user.societa_id ?? 0}` : sql`false`;
  return user.tipo_utente === 'anagrafica' ? sql`t.id = ${user.anagrafica_id ?? 0}` : sql`false`;
}

/** Conditions on the accounting entries counted in the code columns. */
function entryConditions({ type, filters }: ReportQuery): Sql {
  const amount = amountRange(filters);
  const from = day(filters.dataDa);
  const to = day(filters.dataA);
  return and([
    sql`e.approvata`,
    type === 'societa' ? sql`e.societa_id IS NOT NULL` : sql`e.anagrafica_id IS NOT NULL AND e.societa_id IS NULL`,
    num(filters.stagione) !== null && sql`e.stagione_id = ${num(filters.stagione)}`,
    num(filters.stagione_competenza_id) !== null && sql`e.stagione_competenza_id = ${num(filters.stagione_competenza_id)}`,
    from !== null && sql`e.data_registrazione >= ${from}::date`,
    to !== null && sql`e.data_registrazione <= ${to}::date`,
    filters.codice ? sql`e.codice = ${filters.codice}` : null,
    amount && sql`e.importo_cents BETWEEN ${amount.min} AND ${amount.max}`,
    type === 'societa' && num(filters.anagrafica_id) !== null && sql`e.anagrafica_id = ${num(filters.anagrafica_id)}`,
  ]);
}

/**
 * The money that reached the federation, by the type of bank it came through (the payment-method
 * columns and the chart): one row per payment — party, banca.tipo, cents, season. Two ways in:
 * - wallet top-ups: the approved movements of 'Incremento Portafoglio' entries, net of their storno.
 *   Other movements move money already in: a checkout's wallet share (tagged with the checkout's bank:
 *   it showed as negative 'Carta di Credito', QA), its give-backs, decrements;
 * - checkouts: what an entry's payment took beyond its wallet share (`importo - bonus`), through the
 *   checkout's bank (card, bank transfer, payment notice), once the entry is approved. A payment notice
 *   printed with no bank chosen stores none: it is a bank transfer ('Bonifico');
 * - a transfer's part for an entry refused or cancelled before 'Approva versamento': the money came
 *   all the same and went to the payer's wallet (ledger/versamento.ts: an approved movement in, tied to
 *   the refused entry, with the payment's code and the entry's bank), by that bank, at that movement.
 *   A card payment refused by the gateway brought nothing: its give-back (the wallet share) carries the
 *   card transaction's code, which the entry no longer has, nor is the entry refused for it.
 */
function incassi(r: ReportQuery): Sql {
  const { type, filters } = r;
  const party = PARTY[r.type];
  const from = day(filters.dataDa);
  const to = day(filters.dataA);
  const season = num(filters.stagione);
  // The amount filter reads each payment's entry, as the code columns read theirs (the rows reconcile).
  const amount = amountRange(filters);
  // Money that came in as a wallet movement (`m`, for the entry `pe`): the movement's season and day, the entry's code and amount.
  const byMovement = [
    sql`${party.walletOwner} IS NOT NULL`,
    season !== null && sql`m.stagione_id = ${season}`,
    from !== null && sql`m.data_versamento >= ${from}::date`,
    to !== null && sql`m.data_versamento <= ${to}::date`,
    filters.codice ? sql`pe.codice = ${filters.codice}` : null,
    amount && sql`pe.importo_cents BETWEEN ${amount.min} AND ${amount.max}`,
  ];
  const topUps = and([
    sql`m.stato = 'approvata'`,
    sql`(pe.codice = ${CODICI_SPECIALI.incremento} OR orig.codice = ${CODICI_SPECIALI.incremento})`,
    // Implied by the line above (a reversal's original is found through partita_stornata_id), on the
    // entry alone: PostgreSQL reads the top-up and reversal entries through their indexes instead of
    // hashing the whole ledger (SEED_SCALE=10: 12,600 entries instead of 225,000).
    sql`(pe.codice = ${CODICI_SPECIALI.incremento} OR pe.partita_stornata_id IS NOT NULL)`,
    ...byMovement,
  ]);
  const checkouts = and([
    sql`e.approvata`,
    sql`e.data_pagamento IS NOT NULL`,
    sql`e.importo_cents > e.bonus_cents`,
    type === 'societa' ? sql`e.societa_id IS NOT NULL` : sql`e.anagrafica_id IS NOT NULL AND e.societa_id IS NULL`,
    season !== null && sql`e.stagione_id = ${season}`,
    from !== null && sql`e.data_pagamento >= ${from}::date`,
    to !== null && sql`e.data_pagamento < ${to}::date + 1`,
    filters.codice ? sql`e.codice = ${filters.codice}` : null,
    amount && sql`e.importo_cents BETWEEN ${amount.min} AND ${amount.max}`,
    type === 'societa' && num(filters.anagrafica_id) !== null && sql`e.anagrafica_id = ${num(filters.anagrafica_id)}`,
  ]);
  const refusedParts = and([
    sql`m.stato = 'approvata'`,
    sql`m.valore_cents > 0`,
    sql`pe.rifiutata AND NOT pe.approvata`,
    sql`pe.metodo_pagamento = 'bonifico'`,
    sql`m.codice_versamento = pe.codice_versamento`,
    ...byMovement,
    type === 'societa' && num(filters.anagrafica_id) !== null && sql`pe.anagrafica_id = ${num(filters.anagrafica_id)}`,
  ]);
  const tipo = (bank: Sql, entry: Sql) => sql`CASE WHEN ${bank}.tipo IS NOT NULL THEN ${bank}.tipo WHEN ${entry}.metodo_pagamento = 'bonifico' THEN 'Bonifico' END`;
  return sql`(
    SELECT ${party.walletOwner} AS party_id, b.tipo, m.valore_cents AS cents, m.stagione_id
      FROM movimento_portafoglio m JOIN portafoglio p ON p.id = m.portafoglio_id JOIN banca b ON b.id = m.banca_id
      JOIN partita_contabile pe ON pe.id = m.partita_contabile_id LEFT JOIN partita_contabile orig ON orig.id = pe.partita_stornata_id
     WHERE ${topUps}
    UNION ALL
    SELECT ${party.entryOwner} AS party_id, ${tipo(raw('b'), raw('e'))} AS tipo, e.importo_cents - e.bonus_cents AS cents, e.stagione_id
      FROM partita_contabile e LEFT JOIN banca b ON b.id = e.banca_id
     WHERE ${checkouts}
    UNION ALL
    SELECT ${party.walletOwner} AS party_id, ${tipo(raw('b'), raw('pe'))} AS tipo, m.valore_cents AS cents, m.stagione_id
      FROM movimento_portafoglio m JOIN portafoglio p ON p.id = m.portafoglio_id
      JOIN partita_contabile pe ON pe.id = m.partita_contabile_id LEFT JOIN banca b ON b.id = m.banca_id
     WHERE ${refusedParts}
  )`;
}

/** The first day of the period: the wallet's "initial" value is its total before it. */
function periodStart({ filters }: ReportQuery): Sql | null {
  const from = day(filters.dataDa);
  if (from) return sql`${from}::date`;
  const season = num(filters.stagione);
  return season !== null ? sql`(SELECT data_inizio FROM stagione WHERE id = ${season})` : null;
}

/** Parties restricted by the club/person filters. */
function partyConditions(r: ReportQuery): Sql {
  const { type, filters } = r;
  const societa = num(filters.societa_id);
  const anagrafica = num(filters.anagrafica_id);
  return and([
    sql`t.deleted_at IS NULL`,
    partyScope(type, r.user),
    type === 'societa' && societa !== null && sql`t.id = ${societa}`,
    type === 'anagrafica' && anagrafica !== null && sql`t.id = ${anagrafica}`,
    type === 'anagrafica' && societa !== null && sql`EXISTS (SELECT 1 FROM anagrafica_ruolo ar WHERE ar.anagrafica_id = t.id AND ar.societa_id = ${societa} AND ar.deleted_at IS NULL)`,
  ]);
}

/** The column of each code, in the codes' order: its slug, made unique by trailing underscores. */
function codeColumns(codici: string[]): ReportCodeColumn[] {
  const seen = new Set<string>();
  return codici.map((codice) => {
    let slug = codeSlug(codice);
    while (seen.has(slug)) slug += '_';
    seen.add(slug);
    return { codice, slug };
  });
}

/** The ledger codes with approved entries under the filters: the dynamic columns, in name order (the export's columns). */
export async function reportCodes(db: Queryable, r: ReportQuery): Promise<ReportCodeColumn[]> {
  const { rows } = await q<{ codice: string }>(db, sql`SELECT DISTINCT e.codice FROM partita_contabile e WHERE ${entryConditions(r)} ORDER BY 1`);
  return codeColumns(rows.map((row) => row.codice));
}

const euro = (cents: Sql) => sql`round(coalesce(${cents}, 0) / 100.0, 2)`;

/**
 * The report's common table expressions, ending with `rows`: one row per party with activity (entries
 * or wallet movements under the filters, or a wallet), its fixed columns in cents and `codes`, its
 * code sums (jsonb: codice → cents, null without entries). `e` holds the entries' sums per party and
 * code: the codes in use are its codes.
 */
function reportCtes(r: ReportQuery): Sql {
  const party = PARTY[r.type];
  const start = periodStart(r);
  return sql`e AS (
      SELECT ${party.entryOwner} AS party_id, e.codice, sum(e.importo_cents) AS cents
        FROM partita_contabile e WHERE ${entryConditions(r)} GROUP BY 1, 2
    ), ep AS (
      -- Ordered, so grouped by sorting: hashed, the planner's guess of 200 parties let thousands of
      -- jsonb states spill to disk.
      SELECT e.party_id, jsonb_object_agg(e.codice, e.cents ORDER BY e.codice) AS codes FROM e GROUP BY 1
    ), mp AS (
      SELECT i.party_id,
             sum(i.cents) FILTER (WHERE i.tipo = 'Bonifico') AS bonifico,
             sum(i.cents) FILTER (WHERE i.tipo = 'CartaCredito') AS carta,
             sum(i.cents) FILTER (WHERE i.tipo = 'ContoTransitorio') AS transitorio
        FROM ${incassi(r)} i GROUP BY 1
    ), ms AS (
      SELECT ${party.walletOwner} AS party_id, sum(m.valore_cents) AS since
        FROM movimento_portafoglio m JOIN portafoglio p ON p.id = m.portafoglio_id
       WHERE ${party.walletOwner} IS NOT NULL AND m.stato = 'approvata' AND ${start ? sql`m.data_versamento >= ${start}` : sql`true`}
       GROUP BY 1
    ), parties AS (
      SELECT ep.party_id FROM ep
      UNION SELECT mp.party_id FROM mp
      UNION SELECT ${party.walletOwner} FROM portafoglio p WHERE ${party.walletOwner} IS NOT NULL AND p.totale_cents <> 0
    ), rows AS (
      SELECT t.id, ${party.nome} AS nome,
             coalesce(pf.totale_cents - ${start ? sql`coalesce(ms.since, 0)` : sql`pf.totale_cents`}, 0) AS "PortafoglioIniziale",
             coalesce(pf.totale_cents, 0) AS "Portafoglio",
             coalesce(mp.bonifico, 0) AS "Bonifico",
             coalesce(mp.carta, 0) AS "CartaCredito",
             coalesce(mp.transitorio, 0) AS "ContoTransitorio",
             ep.codes
        FROM parties JOIN ${raw(party.table)} t ON t.id = parties.party_id
        LEFT JOIN portafoglio pf ON ${r.type === 'societa' ? sql`pf.societa_id = t.id` : sql`pf.anagrafica_id = t.id`}
        LEFT JOIN ep ON ep.party_id = t.id
        LEFT JOIN mp ON mp.party_id = t.id
        LEFT JOIN ms ON ms.party_id = t.id
       WHERE ${partyConditions(r)}
    )`;
}

/** The totals row's name: the screen's grid calls it so (i18n/it/reports.ts `reports.totals`). */
export const TOTALS_LABEL = 'Totale';

/** The search's condition on a row's name: every word (at most five) in it, as the lists search. */
function nameMatches(search: string): Sql {
  const words = search ? search.split(/\s+/).slice(0, 5) : [];
  return and(words.map((w) => sql`rows.nome ILIKE ${likePattern(w)}`));
}

/**
 * The report as a list source (the export): one row per party of `search`, the money columns in
 * euros, then one more, the totals over all of them (`nome` TOTALS_LABEL, no id), as the screen's
 * grid ends with (none without rows, as there). `riga_totale` (0, the totals 1) leads every order of
 * `reportExportSpec`, so the totals come last whatever the sort; the search is applied here, not by
 * the list, so the totals sum the rows it keeps.
 */
export function reportSource(r: ReportQuery, codes: ReportCodeColumn[], search = ''): Sql {
  const money = (total: boolean) => [
    ...REPORT_FIXED_COLUMNS.map((c) => {
      const cents = raw(`rows."${c}"`);
      return sql`, ${euro(total ? sql`sum(${cents})` : cents)} AS ${raw(`"${c}"`)}`;
    }),
    ...codes.map((c) => {
      const cents = sql`(rows.codes ->> ${c.codice})::bigint`;
      return sql`, ${euro(total ? sql`sum(${cents})` : cents)} AS ${raw(`"${c.slug}"`)}`;
    }),
  ];
  const matches = nameMatches(search);
  return sql`(
    WITH ${reportCtes(r)}
    SELECT 0 AS riga_totale, rows.id, rows.nome${join(money(false), '')}
      FROM rows WHERE ${matches}
    UNION ALL
    SELECT 1, NULL, ${TOTALS_LABEL}::text${join(money(true), '')}
      FROM rows WHERE ${matches} HAVING count(*) > 0
  ) r`;
}

/** A party of the report as read: money in cents, its codes' sums, its name's rank in name order (ties share it). */
export type ReportPartyRow = { id: number; nome: string | null; codes: Record<string, number> | null; nome_rank: number } & Record<ReportFixedColumn, number>;

/**
 * The report's rows (those of `search`, every word in the name) in the default order (name, id), each
 * with its name's rank in name order (ties share it), and the codes in use, in one statement: the
 * entries are read and grouped once, for the rows and the codes.
 */
export async function reportRows(db: Queryable, r: ReportQuery, search: string) {
  const matches = nameMatches(search);
  const { rows } = await q<ReportPartyRow & { codici: string[] | null; ord: number }>(
    db,
    sql`WITH ${reportCtes(r)}, used AS (
          SELECT coalesce(array_agg(u.codice ORDER BY u.codice), '{}') AS codici FROM (SELECT DISTINCT e.codice FROM e) u
        )
        SELECT CASE WHEN m.ord IS NULL OR m.ord = 1 THEN used.codici END AS codici, m.*
          FROM used LEFT JOIN (
            SELECT rows.*, dense_rank() OVER (ORDER BY rows.nome) AS nome_rank, row_number() OVER (ORDER BY rows.nome, rows.id) AS ord
              FROM rows WHERE ${matches}
          ) m ON true
         ORDER BY m.ord`,
  );
  const codes = codeColumns(rows[0]?.codici ?? []);
  const parties: ReportPartyRow[] = rows[0]?.id == null ? [] : rows.map(({ codici, ord, ...row }) => row);
  return { codes, rows: parties };
}

/**
 * `rows` (in the default order) in the order of `sortby` (a field of reportSpec, checked), as SQL
 * would sort them with reportSpec's ORDER BY: the field, ascending with nulls first or descending with
 * nulls last, then the default order (a stable sort keeps it among equal values). A name compares by
 * its rank in name order, so the database's collation decides as before.
 */
function sortedRows(rows: ReportPartyRow[], codes: ReportCodeColumn[], sortby: string): ReportPartyRow[] {
  const [field, dir = 'asc'] = sortby.split(':');
  const desc = dir.toLowerCase() === 'desc';
  const codice = codes.find((c) => c.slug === field)?.codice;
  const key = (row: ReportPartyRow): number | null => {
    if (field === 'nome') return row.nome === null ? null : row.nome_rank;
    if (field === 'id') return row.id;
    if (codice !== undefined) return row.codes?.[codice] ?? 0;
    return row[field as ReportFixedColumn];
  };
  const keyed = rows.map((row) => ({ row, k: key(row) }));
  keyed.sort((a, b) => {
    if (a.k === b.k) return 0;
    if (a.k === null) return desc ? 1 : -1;
    if (b.k === null) return desc ? -1 : 1;
    return desc ? b.k - a.k : a.k - b.k;
  });
  return keyed.map((x) => x.row);
}

/** The page `params` asks of the report's rows, in its order (one of reportSpec's fields), with the column sums of all of them. */
export function reportPage(rows: ReportPartyRow[], codes: ReportCodeColumn[], params: ListParams, sortby: string | undefined) {
  const sorted = sortby ? sortedRows(rows, codes, sortby) : rows;
  const offset = (params.page - 1) * params.perPage;
  const euros = (cents: number | undefined) => (cents ?? 0) / 100;
  const data = sorted.slice(offset, offset + params.perPage).map((row) => {
    const out: Record<string, unknown> = { id: row.id, nome: row.nome };
    for (const c of REPORT_FIXED_COLUMNS) out[c] = euros(row[c]);
    for (const c of codes) out[c.slug] = euros(row.codes?.[c.codice]);
    return out as ReportRow;
  });
  const totals: Record<string, number> = {};
  for (const c of REPORT_FIXED_COLUMNS) totals[c] = euros(rows.reduce((s, row) => s + row[c], 0));
  for (const c of codes) totals[c.slug] = euros(rows.reduce((s, row) => s + (row.codes?.[c.codice] ?? 0), 0));
  return {
    data,
    totals,
    current_page: params.page,
    last_page: Math.max(1, Math.ceil(rows.length / params.perPage)),
    per_page: params.perPage,
    total: rows.length,
  };
}

/** Sortable: the name and every money column (the dynamic ones by their field). */
export function reportSpec(codes: ReportCodeColumn[]): ListSpec {
  const sortable: Record<string, string> = { nome: 'r.nome', id: 'r.id' };
  for (const c of [...REPORT_FIXED_COLUMNS, ...codes.map((x) => x.slug)]) sortable[c] = `r."${c}"`;
  return { sortable, defaultOrder: 'r.nome, r.id', searchColumns: ['r.nome'] };
}

/**
 * The export's order: the totals row last (`riga_totale`), before each of reportSpec's orders; no
 * search columns (reportSource searches, so that its totals follow the search).
 */
export function reportExportSpec(codes: ReportCodeColumn[]): ListSpec {
  const spec = reportSpec(codes);
  const sortable = Object.fromEntries(Object.entries(spec.sortable).map(([field, expr]) => [field, `r.riga_totale, ${expr}`]));
  return { sortable, defaultOrder: `r.riga_totale, ${spec.defaultOrder}` };
}

/** Per season and payment method: what reached the federation (the chart above a report). */
export async function reportChart(db: Queryable, r: ReportQuery) {
  const party = PARTY[r.type];
  const { rows } = await q<{ stagione: string; Bonifico: number; CartaCredito: number; ContoTransitorio: number }>(
    db,
    sql`SELECT st.nome AS stagione,
               ${euro(sql`sum(i.cents) FILTER (WHERE i.tipo = 'Bonifico')`)} AS "Bonifico",
               ${euro(sql`sum(i.cents) FILTER (WHERE i.tipo = 'CartaCredito')`)} AS "CartaCredito",
               ${euro(sql`sum(i.cents) FILTER (WHERE i.tipo = 'ContoTransitorio')`)} AS "ContoTransitorio"
          FROM ${incassi(r)} i
          JOIN ${raw(party.table)} t ON t.id = i.party_id
          JOIN stagione st ON st.id = i.stagione_id
         WHERE ${partyConditions(r)}
         GROUP BY st.id, st.nome, st.data_inizio ORDER BY st.data_inizio`,
  );
  return rows;
}
