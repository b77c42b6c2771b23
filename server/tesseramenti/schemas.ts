// Request and answer schemas of the area's routes.
import { z } from 'zod';
import { euro, id, isoDate, text } from '../http/schemas.ts';
import { DURATE, MESSAGES, RENEW_TYPES } from '../../resources/contracts/tesseramenti.ts';
import { codiceFiscalePersonaValid } from '../http/italian.ts';

const optId = id.nullish();
const bool = z.union([z.boolean(), z.literal(1), z.literal(0)]).transform((v) => v === true || v === 1);

/** The OpenAPI tag of the area's routes. */
export const tags = ['tesseramenti'];

export const operationResult = z.object({
  error: z.literal(false),
  message: z.string(),
  id: z.number().optional(),
  carrello_details: z.object({
    carrello_id: z.number().nullable(),
    partite_contabili: z.array(z.object({ id: z.number(), codice: z.string(), importo: z.number(), descrizione: z.string() })),
  }),
});

export const registrationBody = z.object({
  ruolo: id,
  societa_id: id,
  disciplina: optId,
  tipologia_tesseramento_id: id,
  durata: z.enum(DURATE).optional(),
  data_inizio: isoDate.optional(),
  numero_stagioni: z.coerce.number().int().min(1).max(10).optional(),
  consiglio: bool.optional(),
  costo: euro().optional(),
  requestModified: bool.optional(),
  serie_id: optId,
  stagione_id: id.optional(),
  diritto_revoca: bool.optional(),
  accetta_privacy: bool.optional(),
  modulo: optId,
  // Each optional module only when its form is filled: any of them, or none (an enum record requires all keys).
  moduli_opzionali: z.partialRecord(z.enum(['T1.1', 'T4', 'T5']), z.record(z.string(), z.union([z.string().max(255), z.boolean(), z.number()]))).optional(),
});

export const registrationUpdate = z.object({
  id,
  serie_id: optId,
  consiglio: bool.optional(),
  diritto_revoca: bool.optional(),
  numero_stagioni: z.coerce.number().int().min(1).max(10).optional(),
  accetta_privacy: bool.optional(),
});

export const transferListQuery = z.object({
  season: id.optional(),
  tab: z.enum(['pending', 'storico', 'all']).default('all'),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  paginate: z.coerce.number().int().min(1).max(1000).default(30),
  search: text(200).default(''),
});

export const modificaVincoloBody = z.object({ anagrafica_id: id.optional(), partitacontabile_id: id, data_rinnovo: isoDate });

export const loanBody = z.object({ serie: z.union([id, z.array(id)]).transform((v) => (Array.isArray(v) ? v : [v])), anagrafica_id: id, societa_parent: id });
export const licenceBody = z.object({
  serie: z.union([id, z.array(id)]).transform((v) => (Array.isArray(v) ? v : [v])),
  anagrafica_id: id,
  societa_to: id,
  societa_from: id,
});

export const cardBody = z.object({
  ruolo: optId,
  societa_id: optId,
  stagione_id: id.optional(),
  disciplina: optId,
  tipologiaTesseramento: optId,
  data_inizio: isoDate.optional(),
  data_fine: isoDate.optional(),
  costo: euro().optional(),
  modulo: optId,
  accetta_privacy: bool.optional(),
  deroga_aspettativa: bool.optional(),
  tesseratorenew_id: optId,
  type: z.enum(['renew', 'tesseramento', 'converti']).optional(),
  isEdit: bool.optional(),
  buyWithoutMoney: bool.optional(),
  serie_id: optId,
});

export const renewQuery = z.object({
  season: id.optional(),
  type: z.enum(['dirigenti']).optional(),
  consigliodirettivo: z
    .enum(['true', '1', 'false', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

export const renewBody = z.object({
  season: id.optional(),
  // A person named twice is renewed (and charged) once (QA: [9087, 9087] made two registrations and two charges).
  anagrafiche: z
    .array(id)
    .min(1, 'Seleziona almeno un tesserato')
    .max(1000)
    .transform((ids) => [...new Set(ids)]),
  renewType: z.enum(RENEW_TYPES),
  action: z.enum(['changeTipologiaTesseramento']).optional(),
  changeTipologiaTesseramento: bool.optional(),
  newTipologiaTesseramento: optId,
  removeFromConsiglio: bool.optional(),
  numero_stagioni: z.coerce.number().int().min(1).max(4).optional(),
});

/** GET trasferimento/persona: one exact codice fiscale, its check character valid (no pattern, no partial match). */
export const candidateQuery = z.object({
  codice_fiscale: z.string().trim().toUpperCase().refine(codiceFiscalePersonaValid, MESSAGES.codiceFiscaleNonValido),
  season: id.optional(),
});

/** Identity only: the answer's schema is also what keeps anything else (contacts, documents, IBAN) out. */
export const candidateAnswer = z.object({
  id: z.number(),
  cognome: z.string(),
  nome: z.string(),
  data_nascita: z.string(),
  sesso: z.string(),
  cittadinanza: z.string(),
  societa: z.object({ id: z.number(), nome: z.string() }).nullable(),
  gia_della_societa: z.boolean(),
});
