// The accounting lists (spec 2 §7 Accounting), each declared once for its paged call and its
// `export=excel`: entries, wallets, wallet movements, card transactions.
import { z } from 'zod';
import { sql } from '../db/sql.ts';
import type { ExportableList } from '../exports/define.ts';
import { parseListParams, type ListSpec } from '../http/list.ts';
import { id, isoDate } from '../http/schemas.ts';
import { MOVIMENTO_STATO_LABEL, PARTY_TYPES, STATO_LABEL, TRANSAZIONE_STATI, TRANSAZIONE_STATO_LABEL } from '../../resources/contracts/contabilita.ts';
import { LEDGER_ACCESS } from './access.ts';
import { amountRange, entryConditions, entryQuery, memberEntryQuery, paging, parseQuery } from './filters.ts';
import { entryScope, transactionScope, walletScope } from './scope.ts';
import { movementRow, partitaListRow, transactionRow, walletRow } from './schemas.ts';
import { eurosSql } from '../money.ts';
import { cardPaymentPendingColumn } from './entries-sql.ts';
import { isoTimeSql } from '../http/json-rows.ts';

/** An accounting list: its own query schema (parsed by `prepare`, documented by ledgerListRoute) and its row. */
export interface LedgerList extends ExportableList {
  query: z.ZodObject;
  row: z.ZodType;
}

const flagInt = (c: string) => `p.${c}::int AS ${c}`;
/** Column `c` of `alias`, a timestamp, as the API writes it. */
const time = (alias: string, c: string) => `${isoTimeSql(`${alias}.${c}`)} AS ${c}`;
const STATO_TEXT = `CASE p.stato ${Object.entries(STATO_LABEL)
  .map(([k, v]) => `WHEN '${k}' THEN '${v}'`)
  .join(' ')} END`;

/** A wallet's total and its potential total (the total with its movements awaiting approval), in euros. */
export const WALLET_TOTALS = `${eurosSql('pf.totale_cents')} AS totale,
  ${eurosSql(`pf.totale_cents + coalesce((SELECT sum(m.valore_cents) FROM movimento_portafoglio m WHERE m.portafoglio_id = pf.id AND m.stato = 'in_attesa'), 0)`)} AS "portafoglioProbabile"`;

/** Whether entry `p` has a card payment under way (its pagamento_carta_in_corso). */
export const CARD_PAYMENT_PENDING = cardPaymentPendingColumn('p');

export const ENTRY_SELECT = `p.id, ${time('p', 'created_at')}, p.codice, p.codice_versamento, p.stato, ${eurosSql('p.importo_cents')} AS importo,
  ${eurosSql('p.bonus_cents')} AS bonus, p.descrizione, p.documento, p.data_registrazione, p.data_scadenza, ${time('p', 'data_approvazione')}, ${time('p', 'data_rifiuto')},
  ${time('p', 'data_storno')}, ${time('p', 'data_pagamento')}, p.metodo_pagamento, ${[
    'approvata',
    'rifiutata',
    'stornata',
    'annullata',
    'approvata_societa',
    'rifiutata_societa',
    'approvata_anagrafica',
    'rifiutata_anagrafica',
  ]
    .map(flagInt)
    .join(', ')},
  ${['data_approvazione_societa', 'data_rifiuto_societa', 'data_approvazione_anagrafica', 'data_rifiuto_anagrafica'].map((c) => time('p', c)).join(', ')}, p.societa_id, p.old_societa_id,
  p.anagrafica_id, p.anagrafica_ruolo_id, p.stagione_id, p.stagione_competenza_id, p.partita_stornata_id, p.carrello_id,
  s.nome AS societa_nome, s.codice_affiliazione AS societa_codice_affiliazione, os.nome AS old_societa_nome,
  CASE WHEN a.id IS NOT NULL THEN a.cognome || ' ' || a.nome END AS anagrafica_nome, a.codice_fiscale AS anagrafica_codice_fiscale,
  st.nome AS stagione_nome, sc.nome AS stagione_competenza_nome, u.name AS approvatore, ${STATO_TEXT} AS stato_label,
  ${CARD_PAYMENT_PENDING} AS pagamento_carta_in_corso`;

// Every join is LEFT and to one row (stagione_id is NOT NULL: its join is one too), so PostgreSQL drops
// the joins a query does not read: the total and the page's keys read partita_contabile alone.
export const ENTRY_FROM = `partita_contabile p
  LEFT JOIN societa s ON s.id = p.societa_id
  LEFT JOIN societa os ON os.id = p.old_societa_id
  LEFT JOIN anagrafica a ON a.id = p.anagrafica_id
  LEFT JOIN stagione st ON st.id = p.stagione_id
  LEFT JOIN stagione sc ON sc.id = p.stagione_competenza_id
  LEFT JOIN users u ON u.id = p.approvatore_id`;

const entrySpec: ListSpec = {
  sortable: {
    id: 'p.id',
    data_registrazione: 'p.data_registrazione',
    created_at: 'p.created_at',
    codice: 'p.codice',
    codice_versamento: 'p.codice_versamento',
    importo: 'p.importo_cents',
    bonus: 'p.bonus_cents',
    stato: 'p.stato',
    data_approvazione: 'p.data_approvazione',
    data_rifiuto: 'p.data_rifiuto',
    data_storno: 'p.data_storno',
    societa: 's.nome',
    anagrafica: 'a.cognome',
    stagione: 'st.nome',
  },
  defaultOrder: 'p.data_registrazione DESC, p.id DESC',
  keyset: { columns: ['p.data_registrazione', 'p.id'], direction: 'desc' },
  searchText: 'p.search_text', // codice, descrizione, codice_versamento
};

const entryColumns: ExportableList['columns'] = [
  { key: 'data_registrazione', header: 'Data registrazione', type: 'date' },
  { key: 'codice', header: 'Codice', width: 26 },
  { key: 'societa_codice_affiliazione', header: 'Codice affiliazione', width: 14 },
  { key: 'societa_nome', header: 'Società', width: 36 },
  { key: 'old_societa_nome', header: 'Società di provenienza', width: 30 },
  { key: 'anagrafica_nome', header: 'Tesserato', width: 28 },
  { key: 'anagrafica_codice_fiscale', header: 'Codice fiscale', width: 18 },
  { key: 'descrizione', header: 'Descrizione', width: 40 },
  { key: 'importo', header: 'Importo', type: 'money' },
  { key: 'bonus', header: 'Bonus', type: 'money' },
  { key: 'stato_label', header: 'Stato', width: 26 },
  { key: 'stagione_nome', header: 'Stagione', width: 12 },
  { key: 'stagione_competenza_nome', header: 'Stagione di competenza', width: 12 },
  { key: 'codice_versamento', header: 'Codice versamento', width: 20 },
  { key: 'data_approvazione', header: 'Data approvazione', type: 'datetime' },
  { key: 'data_rifiuto', header: 'Data rifiuto', type: 'datetime' },
  { key: 'data_storno', header: 'Data storno', type: 'datetime' },
  { key: 'approvatore', header: 'Approvatore', width: 22 },
];

/** What an accounting export is called in the exports list: its screen's payers and tab, so that the exports of the two accounting screens differ (entries, wallets, card payments). */
function entryExportTitle(title: string, query: Record<string, unknown>): string {
  const payers = query.type === 'societa' ? 'società' : query.type === 'anagrafica' ? 'tesserati' : null;
  const words = [title, payers && !title.endsWith(payers) ? payers : null, query.requestType === 'trasferimenti' ? 'trasferimenti' : null, query.status === 'progress' ? 'da approvare' : null];
  return words.filter(Boolean).join(' ');
}

const entryList = (name: string, title: string, schema: typeof entryQuery | typeof memberEntryQuery = entryQuery): LedgerList => ({
  name,
  title,
  titleFor: (query) => entryExportTitle(title, query),
  access: LEDGER_ACCESS,
  columns: entryColumns,
  query: schema,
  row: partitaListRow,
  prepare({ user, query }) {
    const q = parseQuery(schema, query);
    return {
      source: { select: ENTRY_SELECT, from: ENTRY_FROM, keysFrom: 'partita_contabile p', where: [entryScope(user), ...entryConditions(q)], pageKey: 'p.id' },
      spec: entrySpec,
      params: parseListParams(query, entrySpec),
    };
  },
});

/** GET partitacontabile, and the club and member variants (their path fills scope_societa / scope_anagrafica). */
export const partitaList = entryList('partitacontabile', 'Contabilità');
export const partitaSocietaList = entryList('partitacontabile-societa', 'Contabilità società');
export const partitaAnagraficaList = entryList('partitacontabile-anagrafica', 'Contabilità tesserato', memberEntryQuery);
export const partitaDetailsList = entryList('partitacontabiledetails', 'Dettaglio contabilità');

const walletQuery = z.strictObject({
  ...paging,
  type: z.enum(PARTY_TYPES).optional(),
  societa_id: id.optional(),
  anagrafica_id: id.optional(),
});

/** A wallet's holder: its club, or its person. An expression, not the select list's alias: the keyed page orders a query without it. */
const walletHolder = `coalesce(s.nome, a.cognome || ' ' || a.nome)`;

const walletSpec: ListSpec = {
  sortable: { id: 'pf.id', totale: 'pf.totale_cents', nome: walletHolder, updated_at: 'pf.updated_at' },
  defaultOrder: 'pf.updated_at DESC, pf.id DESC',
  searchColumns: ['s.nome', 's.codice_affiliazione', 'a.cognome', 'a.nome', 'a.matricola'],
};

/** Bonus / Portafogli tabs: the wallets with their total and the top-ups awaiting approval. */
export const walletList: LedgerList = {
  name: 'portafoglio',
  title: 'Portafogli',
  // The club screen's Bonus and the member screen's Portafogli: 'Portafogli società' / 'Portafogli tesserati'.
  titleFor: (query) => entryExportTitle('Portafogli', query),
  access: LEDGER_ACCESS,
  query: walletQuery,
  row: walletRow,
  columns: [
    { key: 'nome', header: 'Intestatario', width: 36 },
    { key: 'codice', header: 'Codice', width: 16 },
    { key: 'totale', header: 'Totale', type: 'money' },
    { key: 'portafoglioProbabile', header: 'Totale potenziale', type: 'money' },
    { key: 'updated_at', header: 'Ultimo movimento', type: 'datetime' },
  ],
  prepare({ user, query }) {
    const q = parseQuery(walletQuery, query);
    const where = [walletScope(user)];
    if (q.type === 'societa') where.push(sql`pf.societa_id IS NOT NULL`);
    if (q.type === 'anagrafica') where.push(sql`pf.anagrafica_id IS NOT NULL`);
    if (q.societa_id) where.push(sql`pf.societa_id = ${q.societa_id}`);
    if (q.anagrafica_id) where.push(sql`pf.anagrafica_id = ${q.anagrafica_id}`);
    return {
      source: {
        select: `pf.id, pf.societa_id, pf.anagrafica_id, ${walletHolder} AS nome, coalesce(s.codice_affiliazione, a.matricola) AS codice,
          ${WALLET_TOTALS}, ${time('pf', 'updated_at')}`,
        from: 'portafoglio pf LEFT JOIN societa s ON s.id = pf.societa_id LEFT JOIN anagrafica a ON a.id = pf.anagrafica_id',
        where,
        pageKey: 'pf.id',
      },
      spec: walletSpec,
      params: parseListParams(query, walletSpec),
    };
  },
};

const movementQuery = z.strictObject({
  ...paging,
  scope_portafoglio: id,
});
const movementSpec: ListSpec = {
  sortable: { data_versamento: 'm.data_versamento', valore: 'm.valore_cents', stato: 'm.stato', id: 'm.id' },
  defaultOrder: 'm.data_versamento DESC, m.id DESC',
  searchColumns: ['m.codice_versamento'],
};

/** A wallet's history (the wallet panel). The path's wallet is checked before the list runs. */
export const movementList: LedgerList = {
  name: 'movimento_portafoglio',
  title: 'Movimenti portafoglio',
  access: LEDGER_ACCESS,
  query: movementQuery,
  row: movementRow,
  columns: [
    { key: 'data_versamento', header: 'Data', type: 'date' },
    { key: 'valore', header: 'Importo', type: 'money' },
    { key: 'codice_versamento', header: 'Codice versamento', width: 20 },
    { key: 'banca', header: 'Banca', width: 28 },
    { key: 'stato', header: 'Stato', width: 26, labels: MOVIMENTO_STATO_LABEL },
    { key: 'stagione_nome', header: 'Stagione', width: 12 },
  ],
  prepare({ user, query }) {
    const q = parseQuery(movementQuery, query);
    return {
      source: {
        select: `m.id, ${eurosSql('m.valore_cents')} AS valore, m.codice_versamento, m.data_versamento, b.intestazione AS banca, m.stato, m.partita_contabile_id, st.nome AS stagione_nome`,
        from: 'movimento_portafoglio m JOIN portafoglio pf ON pf.id = m.portafoglio_id LEFT JOIN banca b ON b.id = m.banca_id LEFT JOIN stagione st ON st.id = m.stagione_id',
        where: [walletScope(user), sql`m.portafoglio_id = ${q.scope_portafoglio}`],
      },
      spec: movementSpec,
      params: parseListParams(query, movementSpec),
    };
  },
};

const transactionQuery = z.strictObject({
  ...paging,
  type: z.enum(PARTY_TYPES).optional(),
  season: id.optional(),
  stato: z.enum(TRANSAZIONE_STATI).optional(),
  codice_versamento: z.string().max(100).optional(),
  dataDa: isoDate.optional(),
  dataA: isoDate.optional(),
  societa_id: id.optional(),
  anagrafica_id: id.optional(),
  euro_min: z.coerce.number().min(0).optional(),
  euro_max: z.coerce.number().min(0).optional(),
});
const transactionSpec: ListSpec = {
  sortable: { id: 't.id', data_creazione: 't.data_creazione', data_pagamento: 't.data_pagamento', importo: 't.importo_cents', stato: 't.stato', codice: 't.codice' },
  defaultOrder: 't.data_creazione DESC, t.id DESC',
  searchColumns: ['t.codice', 't.codice_versamento', 't.cliente'],
};

export const TRANSACTION_SELECT = `t.id, t.codice, ${eurosSql('t.importo_cents')} AS importo, t.currency, t.codice_versamento, t.stato, t.esito, t.status_message,
  ${time('t', 'data_creazione')}, ${time('t', 'data_pagamento')}, t.cliente, t.pagato_con, t.type, t.societa_id, t.anagrafica_id, t.partita_contabile_id, t.carrello_id,
  b.intestazione AS banca, st.nome AS stagione_nome`;
export const TRANSACTION_FROM = 'transazione_carta_credito t LEFT JOIN banca b ON b.id = t.banca_id LEFT JOIN stagione st ON st.id = t.stagione_id';

/** Pagamenti Online / Carta di credito tabs. */
export const transactionList: LedgerList = {
  name: 'transazionicartacredito',
  title: 'Pagamenti online',
  // The club screen's Pagamenti Online and the member screen's Carta di credito: 'Pagamenti online società' / '… tesserati'.
  titleFor: (query) => entryExportTitle('Pagamenti online', query),
  access: LEDGER_ACCESS,
  query: transactionQuery,
  row: transactionRow,
  columns: [
    { key: 'data_creazione', header: 'Data', type: 'datetime' },
    { key: 'codice', header: 'Codice transazione', width: 24 },
    { key: 'cliente', header: 'Cliente', width: 32 },
    { key: 'importo', header: 'Importo', type: 'money' },
    { key: 'stato', header: 'Stato', width: 26, labels: TRANSAZIONE_STATO_LABEL },
    { key: 'esito', header: 'Esito', width: 8 },
    { key: 'pagato_con', header: 'Pagato con', width: 16 },
    { key: 'data_pagamento', header: 'Data pagamento', type: 'datetime' },
    { key: 'codice_versamento', header: 'Codice versamento', width: 20 },
  ],
  prepare({ user, query }) {
    const q = parseQuery(transactionQuery, query);
    const where = [transactionScope(user)];
    if (q.type) where.push(sql`t.type = ${q.type}`);
    if (q.season) where.push(sql`t.stagione_id = ${q.season}`);
    if (q.stato) where.push(sql`t.stato = ${q.stato}`);
    if (q.codice_versamento) where.push(sql`t.codice_versamento = ${q.codice_versamento}`);
    if (q.dataDa) where.push(sql`t.data_creazione >= ${q.dataDa}::date`);
    if (q.dataA) where.push(sql`t.data_creazione < ${q.dataA}::date + 1`);
    if (q.societa_id) where.push(sql`t.societa_id = ${q.societa_id}`);
    if (q.anagrafica_id) where.push(sql`t.anagrafica_id = ${q.anagrafica_id}`);
    const range = amountRange(q.euro_min, q.euro_max);
    if (range) where.push(sql`t.importo_cents BETWEEN ${range[0]} AND ${range[1]}`);
    return { source: { select: TRANSACTION_SELECT, from: TRANSACTION_FROM, where, pageKey: 't.id' }, spec: transactionSpec, params: parseListParams(query, transactionSpec) };
  },
};
