// Route schemas of the clubs area: bodies with the Italian per-field messages (422), queries and
// answers (spec 2 §3, §5, §7 Clubs).
import { z } from 'zod';
import { flag as boolField, optionalIsoDate, optionalText, referenceId, requiredText } from '../../resources/fields.ts';
import { GRUPPI_SPORTIVI, NATURE_GIURIDICHE, SESSI } from '../../resources/contracts/societa.ts';
import { id, text, timestamp } from '../http/schemas.ts';
import { versioneField } from '../http/versione.ts';
import { italianToday } from '../time.ts';
import { ITALIAN_MESSAGES, optionalCap, optionalCodiceFiscalePersona, optionalCodiceFiscaleSocieta, optionalEmailAddress, optionalPartitaIva, optionalPhoneNumber } from '../http/italian.ts';

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const istat = () =>
  z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^\d{6}$/, 'Comune non valido')
      .nullable(),
  );
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message = 'Il valore non è valido') => z.preprocess(emptyToNull, z.enum(values, { error: message }).nullable());
/** Polisportiva travels as S/N (the combo) or as a boolean. */
const sn = () => z.preprocess((v) => (v === 'S' ? true : v === 'N' ? false : v), boolField());

/** The refusal of a club's past event dated after today (docs/decisions/societa.md 'Dates of past events'). */
export const FUTURE_DATE = {
  data_atto: "La data dell'atto non può essere nel futuro",
  data_costituzione: 'La data di costituzione non può essere nel futuro',
  data_prima_affiliazione: 'La data di prima affiliazione non può essere nel futuro',
  rappresentante_data_nascita: 'La data di nascita non può essere nel futuro',
} as const;
/** A day that has happened: today in Italy at the latest (a typed 99999999 became 01/01/2999 and was saved). */
const pastDate = (message: string) => optionalIsoDate().refine((d) => d == null || d <= italianToday(), message);

/** The club form (POST societa, PUT societa/{id}). Town fields are ISTAT codes. */
export const societaBody = z.object({
  nome: requiredText(200),
  codice_affiliazione: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() || null : (v ?? null)),
    z
      .string()
      .regex(/^[A-Z0-9]{1,12}$/i, 'Il codice di affiliazione non è valido')
      .nullable(),
  ),
  codice_fiscale: optionalCodiceFiscaleSocieta(),
  partita_iva: optionalPartitaIva(),
  email: optionalEmailAddress(),
  pec: optionalEmailAddress(ITALIAN_MESSAGES.pec),
  telefono: optionalPhoneNumber(),
  cellulare: optionalPhoneNumber(),
  fax: optionalPhoneNumber(),
  sito_web: optionalText(255),
  facebook: optionalText(255),
  tipo: optionalText(60),
  tipo_atto: optionalText(120),
  data_atto: pastDate(FUTURE_DATE.data_atto),
  data_costituzione: pastDate(FUTURE_DATE.data_costituzione),
  data_affiliazione: optionalIsoDate(),
  data_prima_affiliazione: pastDate(FUTURE_DATE.data_prima_affiliazione),
  persona_fisica: boolField(),
  azienda: boolField(),
  comitato_id: z.preprocess(emptyToNull, referenceId('Comitato non valido').nullable()),
  sede_legale_indirizzo: optionalText(200),
  sede_legale_cap: optionalCap(),
  sede_legale_comune_istat: istat(),
  sede_fiscale_indirizzo: optionalText(200),
  sede_fiscale_cap: optionalCap(),
  sede_fiscale_comune_istat: istat(),
  sede_postale_indirizzo: optionalText(200),
  sede_postale_cap: optionalCap(),
  sede_postale_comune_istat: istat(),
  rappresentante_cognome: optionalText(100),
  rappresentante_nome: optionalText(100),
  rappresentante_sesso: oneOf(SESSI),
  rappresentante_codice_fiscale: optionalCodiceFiscalePersona(),
  rappresentante_email: optionalEmailAddress(),
  rappresentante_telefono: optionalPhoneNumber(),
  rappresentante_cellulare: optionalPhoneNumber(),
  rappresentante_fax: optionalPhoneNumber(),
  rappresentante_data_nascita: pastDate(FUTURE_DATE.rappresentante_data_nascita),
  rappresentante_comune_nascita_istat: istat(),
  rappresentante_indirizzo_residenza: optionalText(200),
  rappresentante_comune_residenza_istat: istat(),
  gruppo_sportivo: z.preprocess((v) => (v === '' || v == null ? 'NGS' : v), z.enum(GRUPPI_SPORTIVI, { error: 'Il valore non è valido' })),
  natura_giuridica: oneOf(NATURE_GIURIDICHE),
  polisportiva: sn(),
  onlynotagonist: boolField(),
  aggregazione: boolField(),
  paralimpica: boolField(),
  impianto_disponibile: boolField(),
  impianto_disponibile_other: optionalText(255),
  /** Discipline ids (the toggles). */
  discipline: z.preprocess((v) => (v == null ? [] : v), z.array(z.preprocess((d) => (d && typeof d === 'object' && 'value' in d ? (d as { value: unknown }).value : d), id)).max(20)),
});
export type SocietaBody = z.infer<typeof societaBody>;

/**
 * PUT societa/{id}: the same fields, each optional. A field left out keeps the stored value; one sent
 * empty ('' or null) clears it. (It was read as empty: `{ "nome": … }` alone wiped the club's codes,
 * addresses and legal representative.) The screen sends the whole form, with the `versione` it loaded.
 */
export const societaUpdateBody = societaBody.partial().extend({ versione: versioneField });
export type SocietaUpdateBody = z.infer<typeof societaUpdateBody>;

export const seasonQuery = z.object({ season: id.optional() });

export const gemellaBody = z.object({
  societa_id: z.preprocess(emptyToNull, referenceId('Selezionare una società')),
  sesso: z.enum(SESSI, { error: 'Selezionare il sesso' }),
});

export const consiglioBody = z
  .object({
    season: z.preprocess(emptyToNull, referenceId('Selezionare la stagione').optional().nullable()),
    data_elezione: optionalIsoDate(),
    scadenza_elezione: optionalIsoDate(),
    durata: z.preprocess(emptyToNull, z.coerce.number().int('Inserire un numero intero').min(1, 'Durata non valida').max(10, 'Durata non valida').nullable()).optional(),
    componenti_min: z.preprocess(
      emptyToNull,
      z.coerce.number({ error: 'Inserire un numero' }).int('Inserire un numero intero').min(0, 'Il valore non può essere negativo').max(99, 'Il valore non è valido').nullable(),
    ),
    componenti_max: z.preprocess(
      emptyToNull,
      z.coerce.number({ error: 'Inserire un numero' }).int('Inserire un numero intero').min(0, 'Il valore non può essere negativo').max(99, 'Il valore non è valido').nullable(),
    ),
  })
  .superRefine((b, ctx) => {
    if (b.data_elezione && b.scadenza_elezione && b.data_elezione >= b.scadenza_elezione) {
      ctx.addIssue({ code: 'custom', path: ['scadenza_elezione'], message: 'La scadenza deve essere successiva alla data di elezione' });
    }
    if (b.componenti_min != null && b.componenti_max != null && b.componenti_min > b.componenti_max) {
      ctx.addIssue({ code: 'custom', path: ['componenti_max'], message: 'Il numero massimo deve essere almeno pari al minimo' });
    }
  });

export const affiliazioneBody = z.object({ season: z.preprocess(emptyToNull, referenceId('Selezionare la stagione')) });

export const membersQuery = z.object({
  season: id.optional(),
  famiglia: z.enum(['Fisioterapista', 'Medico']).optional(),
  tipologiatesseramento: z.enum(['PRO', 'PROS']).optional(),
});

export const synchQuery = z.object({
  type: z.enum(['coni', 'sport-health', '']).optional(),
  societa_id: id.optional(),
  anagrafica_id: id.optional(),
  scope: text(20).optional(),
  season: id.optional(),
});

/** `{ error: false, message }` answers of actions. */
export const actionAnswer = z.object({ error: z.literal(false), message: z.string(), id: z.number().optional() });

/** One row of the clubs list (GET societa), every column of its select list declared (see anagraficaListRow). */
export const societaListRow = z.object({
  id: z.number(),
  nome: z.string(),
  codice_affiliazione: z.string().nullable(),
  persona_fisica: z.boolean(),
  email: z.string().nullable(),
  codice_fiscale: z.string().nullable(),
  partita_iva: z.string().nullable(),
  azienda: z.boolean(),
  key: z.string(),
  affiliata: z.boolean(),
  deleted_at: timestamp.nullable(),
});
