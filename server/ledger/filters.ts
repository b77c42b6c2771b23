// The accounting lists' query string (spec 2 §7 Accounting): whitelisted keys only (anything else is
// a 400), each turned into an SQL condition on `p` (partita_contabile) with its own parameters.
import { z } from 'zod';
import { sql, type Sql } from '../db/sql.ts';
import { badRequest, validationError } from '../http/errors.ts';
import { id, isoDate, text } from '../http/schemas.ts';
import { likePattern } from '../http/list.ts';
import { backwardsRanges, CODICI_NON_TRASFERIMENTO, LIST_STATUSES, MEMBER_ENTRY_TYPES, PARTITA_STATI, PARTY_TYPES, type FilterBounds } from '../../resources/contracts/contabilita.ts';

/** A date filter still showing the input mask ('__/__/____') is ignored (spec 2 §5). */
const maskedDate = z.preprocess((v) => (typeof v === 'string' && (v === '' || v.includes('_')) ? undefined : v), isoDate.optional());
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalId = z.preprocess(blankToUndefined, id.optional());
const money = z.preprocess(blankToUndefined, z.coerce.number().finite().min(0).max(100_000_000).optional());

/** The keys every accounting list reads: its page, search, order and export. */
export const paging = {
  page: z.string().optional(),
  paginate: z.string().optional(),
  search: z.string().optional(),
  sortby: z.string().optional(),
  export: z.string().optional(),
};

const entryKeys = {
  ...paging,
  status: z.preprocess(blankToUndefined, z.enum(LIST_STATUSES).optional()),
  season: optionalId,
  requestType: z.preprocess(blankToUndefined, z.enum(['trasferimenti']).optional()),
  societaId: optionalId,
  codice: z.preprocess(blankToUndefined, text(120).optional()),
  codice_versamento: z.preprocess(blankToUndefined, text(100).optional()),
  dataDa: maskedDate,
  dataA: maskedDate,
  stato: z.preprocess(blankToUndefined, z.enum(PARTITA_STATI).optional()),
  stagione: optionalId,
  societa_id: optionalId,
  stagione_competenza_id: optionalId,
  societa_anagrafica_id: optionalId,
  anagrafica_id: optionalId,
  euro_min: money,
  euro_max: money,
  // Set by the server from the path of the club and member variants, never by the client.
  scope_societa: optionalId,
  scope_anagrafica: optionalId,
};
/** partitacontabile, partitacontabiledetails and the club variant: `type` = who pays (club or person). */
export const entryQuery = z.strictObject({ ...entryKeys, type: z.preprocess(blankToUndefined, z.enum(PARTY_TYPES).optional()) });
/** The member variant: `type` = the registration family of its grids (referee, coach), else every entry. */
export const memberEntryQuery = z.strictObject({ ...entryKeys, type: z.preprocess(blankToUndefined, z.enum(MEMBER_ENTRY_TYPES).optional()) });
export type EntryQuery = z.infer<typeof entryQuery> | z.infer<typeof memberEntryQuery>;

/**
 * The query of an accounting list: an unknown key or a bad value is a 400; a backwards date or amount
 * range (entries, card transactions) a 422 under its upper bound, as the filter dialog shows it.
 */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.infer<T> {
  const r = schema.safeParse(query ?? {});
  if (!r.success) throw badRequest(`Filtro non consentito: ${r.error.issues.map((i) => i.path.join('.') || i.message).join(', ')}`);
  const backwards = Object.entries(backwardsRanges(r.data as FilterBounds));
  if (backwards.length) throw validationError(Object.fromEntries(backwards.map(([k, m]) => [k, [m]])));
  return r.data;
}

/** Both amount bounds above zero, or no amount filter (spec 2 §5). */
export function amountRange(min?: number, max?: number): [number, number] | null {
  if (!min || !max || min <= 0 || max <= 0) return null;
  return [Math.round(min * 100), Math.round(max * 100)];
}

/** The conditions of an entry list. */
export function entryConditions(q: EntryQuery): Sql[] {
  const w: Sql[] = [];
  if (q.status === 'completed') w.push(sql`p.stato <> 'in_attesa'`);
  if (q.status === 'progress') w.push(sql`p.stato = 'in_attesa'`);
  if (q.season) w.push(sql`p.stagione_id = ${q.season}`);
  if (q.stagione) w.push(sql`p.stagione_id = ${q.stagione}`);
  if (q.requestType === 'trasferimenti') w.push(sql`p.old_societa_id IS NOT NULL AND p.codice <> ALL (${CODICI_NON_TRASFERIMENTO})`);
  if (q.type === 'societa') w.push(sql`p.societa_id IS NOT NULL`);
  if (q.type === 'anagrafica') w.push(sql`p.anagrafica_id IS NOT NULL AND p.societa_id IS NULL`);
  if (q.type === 'arbitro') w.push(sql`p.tipologia_tesseramento_id IN (SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = 'Arbitro')`);
  if (q.type === 'allenatore') w.push(sql`p.tipologia_tesseramento_id IN (SELECT id FROM tipologia_tesseramento WHERE famiglia_ruolo = 'Tecnico')`);
  if (q.societaId) w.push(sql`p.societa_id = ${q.societaId}`);
  if (q.scope_societa) w.push(sql`(p.societa_id = ${q.scope_societa} OR p.old_societa_id = ${q.scope_societa})`);
  if (q.scope_anagrafica) w.push(sql`p.anagrafica_id = ${q.scope_anagrafica}`);
  if (q.codice) w.push(sql`p.codice = ${q.codice}`);
  if (q.codice_versamento) w.push(sql`p.codice_versamento ILIKE ${likePattern(q.codice_versamento)}`);
  if (q.dataDa) w.push(sql`p.data_registrazione >= ${q.dataDa}::date`);
  if (q.dataA) w.push(sql`p.data_registrazione <= ${q.dataA}::date`);
  if (q.stato) w.push(sql`p.stato = ${q.stato}`);
  if (q.societa_id) w.push(sql`p.societa_id = ${q.societa_id}`);
  if (q.stagione_competenza_id) w.push(sql`p.stagione_competenza_id = ${q.stagione_competenza_id}`);
  if (q.societa_anagrafica_id) w.push(sql`p.societa_id = ${q.societa_anagrafica_id} AND p.anagrafica_id IS NOT NULL`);
  if (q.anagrafica_id) w.push(sql`p.anagrafica_id = ${q.anagrafica_id}`);
  const range = amountRange(q.euro_min, q.euro_max);
  if (range) w.push(sql`p.importo_cents BETWEEN ${range[0]} AND ${range[1]}`);
  return w;
}
