// Route schemas of the members area: the member body (spec 2 §3 Member), queries and answers.
import { z } from 'zod';
import { id, isoDate, text, timestamp } from '../http/schemas.ts';
import { versioneField } from '../http/versione.ts';
import { optionalEmailAddress } from '../http/italian.ts';
import { normaliseIban } from './rules.ts';
import { CITTADINANZE, MESSAGES, OTHER_FLAGS, QUALIFICATION_ROLES, ROLE_FLAGS, SESSI } from '../../resources/contracts/anagrafica.ts';

/** A value outside a list's choices (the shared wording, server/http/validate.ts). */
const NOT_ALLOWED = 'Il valore non è tra quelli ammessi';

/** An empty string from a form means "no value". */
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optText = (max = 255) =>
  z.preprocess(
    blank,
    text(max)
      .transform((s) => s.trim())
      .nullable()
      .optional(),
  );
const optDate = z.preprocess(blank, isoDate.nullable().optional());
const optId = z.preprocess(blank, id.nullable().optional());
/** A province's two-letter code (BA, TO…), upper-cased; blank is none. */
const optProvincia = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'La provincia non è valida')
    .nullable()
    .optional(),
);
const bool = z.preprocess((v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v), z.boolean().optional());

const phone = z.preprocess(
  blank,
  z
    .string()
    .trim()
    .regex(/^\+?[0-9 ./-]{5,20}$/, 'Il numero di telefono non è valido')
    .nullable()
    .optional(),
);

const qualification = Object.fromEntries(
  QUALIFICATION_ROLES.flatMap((r) => [
    [`${r.prefix}qualifica`, optText(120)],
    [`${r.prefix}data_scadenza_qualifica`, optDate],
    [`${r.prefix}tipologia_tesseramento_id`, optId],
  ]),
) as Record<string, z.ZodType>;
const flags = Object.fromEntries([...ROLE_FLAGS, ...OTHER_FLAGS, 'occhiali', 'disabile'].map((f) => [f, bool])) as Record<string, z.ZodType>;

/**
 * POST anagrafica / PUT anagrafica/{id}: the member object; unknown keys are ignored. On PUT an optional
 * field left out keeps its stored value, one sent empty clears it.
 */
export const anagraficaBody = z.object({
  cognome: text(80).trim().min(1, 'Il cognome è obbligatorio'),
  nome: text(80).trim().min(1, 'Il nome è obbligatorio'),
  codice_fiscale: z.preprocess(blank, z.string().trim().toUpperCase().max(16).nullable().optional()),
  matricola: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[0-9A-Za-z]{1,20}$/, 'La matricola non è valida')
      .nullable()
      .optional(),
  ),
  telefono: phone,
  fax: phone,
  email: optionalEmailAddress(undefined, 120).optional(),
  sesso: z.enum(SESSI, { message: 'Il sesso è obbligatorio' }),
  data_nascita: z.preprocess(blank, z.string({ error: 'La data di nascita è obbligatoria' }).pipe(isoDate)),
  comune_nascita_id: optId,
  provincia_nascita: optProvincia,
  stato_nascita: optText(80),
  indirizzo_residenza: optText(200),
  cap_residenza: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .regex(/^[0-9]{5}$/, 'Il CAP deve avere 5 cifre')
      .nullable()
      .optional(),
  ),
  comune_residenza_id: optId,
  citta_residenza: optText(120),
  provincia_residenza: optProvincia,
  // Left out: the stored value on PUT, 'Italiana' for a new member (createAnagrafica). A default here
  // turned a foreign member Italian on any PUT that did not send them.
  // Empty is 'obbligatoria'; a value outside the list ('Marziana') is not missing, it is not allowed.
  cittadinanza: z.enum(CITTADINANZE, { error: (issue) => (issue.input == null || issue.input === '' ? 'La cittadinanza è obbligatoria' : NOT_ALLOWED) }).optional(),
  cittadinanza_other: optText(80),
  nazionalita_sportiva: z.enum(CITTADINANZE, { message: NOT_ALLOWED }).optional(),
  nazionalita_sportiva_other: optText(80),
  data_scadenza_certificato: optDate,
  titolo_studio: optText(120),
  comitato_id: optId,
  // Checked here, not after: a wrong IBAN is reported with the form's other wrong fields, in one round.
  iban: z.preprocess(
    blank,
    z
      .string()
      .max(42, MESSAGES.ibanNonValido)
      .refine((v) => normaliseIban(v) !== null, MESSAGES.ibanNonValido)
      .nullable()
      .optional(),
  ),
  iban_intestazione: optText(120),
  ...qualification,
  ...flags,
});
export type AnagraficaBody = z.infer<typeof anagraficaBody> & Record<string, unknown>;

/** PUT anagrafica/{id}: the member object with the `versione` the form loaded (the screen sends it). */
export const anagraficaUpdateBody = anagraficaBody.extend({ versione: versioneField });
export type AnagraficaUpdateBody = z.infer<typeof anagraficaUpdateBody> & Record<string, unknown>;

export const seasonQuery = z.object({ season: z.preprocess(blank, id.optional()) });

export const duplicatiQuery = z.object({
  cognome: text(80).trim().min(1),
  nome: text(80).trim().min(1),
  data_nascita: isoDate,
  exclude: z.preprocess(blank, id.optional()),
  season: z.preprocess(blank, id.optional()),
});

export const certificatiQuery = z.object({ season: z.preprocess(blank, id.optional()), societa_id: z.preprocess(blank, id.optional()) });

export const certificateBody = z.object({ data_scadenza_certificato: isoDate });

export const moduloBody = z.looseObject({ accetta_privacy: bool, extra: z.record(z.string(), z.unknown()).optional() });
export const changeModuloBody = z.object({ modulo: id });

export const moduloQuery = z.object({ anagrafica_id: id, season: z.preprocess(blank, id.optional()) });

export const fileAnswer = z.object({ file_name: z.string(), file_content: z.string() });

export const savedAnswer = z.object({ error: z.literal(false), message: z.string(), id: z.number().optional() });

/**
 * One row of the members list (GET anagrafica), every column of its select list declared: the answer is
 * documented, carries nothing undeclared, and its check runs as zod's compiled object check (a loose
 * object checks each undeclared key one by one: 5 times slower on a page).
 */
export const anagraficaListRow = z.object({
  id: z.number(),
  cognome: z.string(),
  nome: z.string(),
  nome_completo: z.string(),
  matricola: z.string(),
  codice_fiscale: z.string().nullable(),
  sesso: z.string(),
  data_nascita: z.string(),
  email: z.string().nullable(),
  cittadinanza: z.string(),
  data_scadenza_certificato: z.string().nullable(),
  arbitro: z.boolean(),
  allenatore: z.boolean(),
  dirigente: z.boolean(),
  preparatore_atl: z.boolean(),
  preparatore_port: z.boolean(),
  istruttore_prom: z.boolean(),
  agonista: z.boolean(),
  attivo: z.boolean(),
  key: z.string(),
  deleted_at: timestamp.nullable(),
  /** The person's roles in the season asked. */
  ruoli: z.array(z.string()),
  certificato_scaduto: z.boolean().nullable(),
  /** A club's own member this season (the club view shows it green); always false for others. */
  mio: z.boolean(),
});
