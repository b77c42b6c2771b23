// "Is this row still used?" read from the schema's own foreign keys, so a new table that points at a
// resource protects it without anyone remembering to list it here. ON DELETE CASCADE children are
// owned by the row (they go with it) and do not block.
import type { Queryable } from '../db/client.ts';

export interface Referrer {
  table: string;
  column: string;
  softDelete: boolean;
}

/** Words for the message; a table not listed shows its own name. */
const TABLE_WORDS: Record<string, string> = {
  anagrafica: 'tesserati',
  anagrafica_ruolo: 'tesseramenti',
  societa: 'società',
  configurazione: 'configurazioni importi',
  disciplina_stagione: 'discipline delle stagioni',
  tipologia_tesseramento: 'causali',
  partita_contabile: 'partite contabili',
  tessera: 'tessere',
  anagrafica_modulo: 'moduli dei tesserati',
  consiglio_direttivo: 'consigli direttivi',
  consiglio_direttivo_componente: 'componenti dei consigli direttivi',
  gemellaggio: 'gemellaggi',
  movimento_portafoglio: 'movimenti dei portafogli',
  portafoglio: 'portafogli',
  societa_serie: 'serie delle società',
  societa_disciplina: 'discipline delle società',
  synch: 'allineamenti',
  carrello: 'carrelli',
  carrello_item: 'elementi dei carrelli',
  carrello_checkout: 'pagamenti dei carrelli',
  transazione_carta_credito: 'pagamenti online',
  trasferimento: 'trasferimenti',
  documento: 'documenti',
  tipo_documento: 'tipologie di documento',
  tipologia_tesseramento_modulo: 'moduli delle causali',
  modulo: 'moduli',
  serie: 'serie',
  comitato: 'comitati',
  comune: 'comuni',
  provincia: 'province',
  regione: 'regioni',
  disciplina: 'discipline',
  ruolo: 'ruoli',
  banca: 'banche',
  stagione: 'stagioni',
  users: 'utenti',
  user_permission: 'permessi degli utenti',
  user_export: 'esportazioni',
  campionato: 'campionati',
  girone: 'gironi',
  girone_squadra: 'squadre dei gironi',
  squadra: 'squadre',
  partita: 'partite',
  giocatore: 'giocatori',
  comunicato: 'comunicati',
  area_territoriale: 'aree territoriali',
  configurazione_generale: 'configurazione generale',
  application: 'applicazioni',
  permission: 'permessi',
};

const cache = new WeakMap<Queryable, Map<string, Promise<Referrer[]>>>();

/** Foreign keys pointing at `table` (cached per database). Read outside a transaction: PGlite has one connection. */
export function referrers(db: Queryable, table: string): Promise<Referrer[]> {
  let byTable = cache.get(db);
  if (!byTable) cache.set(db, (byTable = new Map()));
  let found = byTable.get(table);
  if (!found) {
    found = db
      .query<{ tbl: string; col: string; soft: boolean }>(
        `SELECT cl.relname AS tbl, a.attname AS col,
                EXISTS (SELECT 1 FROM pg_attribute d WHERE d.attrelid = c.conrelid AND d.attname = 'deleted_at' AND NOT d.attisdropped) AS soft
           FROM pg_constraint c
           JOIN pg_class cl ON cl.oid = c.conrelid
           JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND c.confrelid = $1::regclass AND c.confdeltype <> 'c' AND array_length(c.conkey, 1) = 1
          ORDER BY cl.relname, a.attname`,
        [table],
      )
      .then((r) => r.rows.map((x) => ({ table: x.tbl, column: x.col, softDelete: x.soft })));
    // A failed lookup is retried next time rather than cached.
    found.catch(() => byTable!.delete(table));
    byTable.set(table, found);
  }
  return found;
}

const columnsCache = new WeakMap<Queryable, Map<string, Promise<Set<string>>>>();

/** The columns of a table (cached per database), e.g. to know whether it keeps updated_at. */
export function tableColumns(db: Queryable, table: string): Promise<Set<string>> {
  let byTable = columnsCache.get(db);
  if (!byTable) columnsCache.set(db, (byTable = new Map()));
  let found = byTable.get(table);
  if (!found) {
    found = db
      .query<{ name: string }>('SELECT attname AS name FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped', [table])
      .then((r) => new Set(r.rows.map((x) => x.name)));
    found.catch(() => byTable!.delete(table));
    byTable.set(table, found);
  }
  return found;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Names (Italian words) of the tables whose live rows still point at the row `id`. */
export async function usedBy(tx: Queryable, refs: Referrer[], id: number): Promise<string[]> {
  const users = new Set<string>();
  for (const r of refs) {
    const live = r.softDelete ? ' AND deleted_at IS NULL' : '';
    const { rows } = await tx.query(`SELECT 1 FROM ${quote(r.table)} WHERE ${quote(r.column)} = $1${live} LIMIT 1`, [id]);
    if (rows.length) users.add(TABLE_WORDS[r.table] ?? r.table);
  }
  return [...users];
}
