// Bodies of the user calls (spec 2 §7 Users) with the Italian messages shown under each field.
import { z } from 'zod';
import type { Queryable } from '../db/client.ts';
import { PASSWORDS_DIFFER_MESSAGE, PASSWORDS_REQUIRED_MESSAGE, newPassword } from '../auth/passwords.ts';
import { validationError, type FieldErrors } from '../http/errors.ts';
import { zodFieldErrors } from '../http/validate.ts';
import { requiredEmailAddress } from '../http/italian.ts';
import { cleanString, listQuery, text, timestamp } from '../http/schemas.ts';
import { TIPI_UTENTE, UTENTE_FLAGS } from '../../resources/contracts/utenti.ts';
import { anagraficaExists, anagraficaHasUser, emailInUse, societaExists } from './queries.ts';

/** The user types the add-user dialog offers; administrators are not created here. */
export const TIPI_UTENTE_CREABILI = ['anagrafica', 'societa'] as const;

export const MESSAGES = {
  nameRequired: 'Il nome utente è obbligatorio',
  emailRequired: "L'e-mail è obbligatoria",
  emailInvalid: "L'indirizzo e-mail non è valido",
  emailTaken: "L'indirizzo e-mail è già utilizzato da un altro utente",
  tipoInvalid: 'Il tipo utente deve essere anagrafica o societa',
  societaRequired: 'Selezionare una società',
  societaMissing: 'La società selezionata non esiste',
  anagraficaRequired: "Selezionare un'anagrafica",
  anagraficaMissing: "L'anagrafica selezionata non esiste",
  anagraficaTaken: 'Questa anagrafica ha già un utente',
  tipoAdminFixed: 'Il tipo di un utente amministratore non può essere modificato',
  tooLong: 'Il campo può contenere al massimo 200 caratteri',
} as const;

const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), z.coerce.number().int().positive().optional());

const account = {
  // The `error` option answers every refusal left without a message of its own: the length check has its own.
  name: cleanString({ error: MESSAGES.nameRequired }).min(1, MESSAGES.nameRequired).max(200, MESSAGES.tooLong),
  email: requiredEmailAddress(MESSAGES.emailRequired, MESSAGES.emailInvalid),
  societa_id: optionalId,
  anagrafica_id: optionalId,
};

const tipo = z.enum(TIPI_UTENTE_CREABILI, { error: MESSAGES.tipoInvalid });

export const createUtenteBody = z.object({
  ...account,
  tipo_utente: tipo,
  password: newPassword,
  password_confirmation: z.string({ error: PASSWORDS_REQUIRED_MESSAGE }).min(1, PASSWORDS_REQUIRED_MESSAGE),
});
export type CreateUtente = z.infer<typeof createUtenteBody>;

/** Update: the password is changed only when one is sent (the usual way is changePasswordUtente). */
export const updateUtenteBody = z.object({
  ...account,
  tipo_utente: tipo.optional(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), newPassword.optional()),
  password_confirmation: z.string().optional().nullable(),
});
export type UpdateUtente = z.infer<typeof updateUtenteBody>;

interface Linkable {
  email?: string;
  tipo_utente?: string;
  societa_id?: number;
  anagrafica_id?: number;
  password?: string;
  password_confirmation?: string | null;
}

/** Rules that need the database or several fields; added to the schema's own errors so all show at once. */
async function crossFieldErrors(db: Queryable, v: Linkable, raw: Record<string, unknown>, exceptId?: number): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (v.email && (await emailInUse(db, v.email, exceptId))) add('email', MESSAGES.emailTaken);
  if (typeof raw.password === 'string' && raw.password !== '' && raw.password !== raw.password_confirmation && raw.password_confirmation) add('password_confirmation', PASSWORDS_DIFFER_MESSAGE);
  if (exceptId !== undefined && typeof raw.password === 'string' && raw.password !== '' && !raw.password_confirmation) add('password_confirmation', PASSWORDS_REQUIRED_MESSAGE);
  if (v.tipo_utente === 'societa') {
    if (!v.societa_id) add('societa_id', MESSAGES.societaRequired);
    else if (!(await societaExists(db, v.societa_id))) add('societa_id', MESSAGES.societaMissing);
  }
  if (v.tipo_utente === 'anagrafica') {
    if (!v.anagrafica_id) add('anagrafica_id', MESSAGES.anagraficaRequired);
    else if (!(await anagraficaExists(db, v.anagrafica_id))) add('anagrafica_id', MESSAGES.anagraficaMissing);
    // One account per person: a second one would act as the person with a password of its own.
    else if (await anagraficaHasUser(db, v.anagrafica_id, exceptId)) add('anagrafica_id', MESSAGES.anagraficaTaken);
  }
  return errors;
}

/**
 * Parses a create/update body: field errors of the schema and of the database rules together
 * (422 under name, email, password, password_confirmation, societa_id / anagrafica_id).
 */
export async function parseUtenteBody<S extends typeof createUtenteBody | typeof updateUtenteBody>(db: Queryable, schema: S, input: unknown, exceptId?: number): Promise<z.infer<S>> {
  const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  const parsed = schema.safeParse(raw);
  const errors: FieldErrors = parsed.success ? {} : zodFieldErrors(parsed.error);
  // Cross-field rules run on the fields that parsed, so that a bad password does not hide a taken e-mail.
  const fields = (parsed.success ? parsed.data : partialParse(schema, raw)) as Linkable;
  for (const [field, messages] of Object.entries(await crossFieldErrors(db, fields, raw, exceptId))) if (!errors[field]) errors[field] = messages;
  if (Object.keys(errors).length) throw validationError(errors);
  return parsed.data as z.infer<S>;
}

/** Each field on its own, keeping the ones that are valid. */
function partialParse(schema: z.ZodObject, raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const r = (field as z.ZodType).safeParse(raw[key]);
    if (r.success) out[key] = r.data;
  }
  return out;
}

const flag = z.preprocess((v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v), z.boolean({ error: 'Il valore deve essere vero o falso' }));
const requiredId = (message: string) => z.coerce.number({ error: message }).int(message).positive(message);

export const updatePermissionsBody = z.object({
  userId: requiredId("Selezionare l'utente"),
  mainApp: requiredId("Selezionare un'applicazione"),
  childPermission: requiredId('Selezionare un permesso'),
  read: flag.default(true),
  write: flag.default(false),
});

// Answers (resources/contracts/utenti.ts types them for the client).
const linkedSocieta = z.looseObject({ id: z.number(), nome: z.string(), codice_affiliazione: z.string().nullable() });
const linkedAnagrafica = z.looseObject({ id: z.number(), cognome: z.string(), nome: z.string(), matricola: z.string().nullable() });

/** A row of GET utente (UtenteRow); other columns pass as they are. */
export const utenteRow = z.looseObject({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  tipo_utente: z.enum(TIPI_UTENTE),
  societa_id: z.number().nullable(),
  anagrafica_id: z.number().nullable(),
  must_edit_password: z.boolean(),
  deleted_at: timestamp.nullable(),
  abilitato: z.boolean().meta({ description: 'Non disabilitato (deleted_at vuoto)' }),
  societa: linkedSocieta.nullable(),
  anagrafica: linkedAnagrafica.nullable(),
  societa_anagrafica: z.string().nullable(),
});

/** One permission a user holds (PermessoUtente). */
export const permessoUtente = z.object({
  application_id: z.number(),
  application_codice: z.string(),
  application_descrizione: z.string(),
  permission_id: z.number(),
  codice: z.string(),
  descrizione: z.string(),
  read: z.boolean(),
  write: z.boolean(),
});

/** GET utente/{id}: the account, its abilities and its permissions. */
export const utenteDetail = utenteRow.extend({ abilities: z.array(z.string()), permissions: z.array(permessoUtente) });

/** A row of GET getAppsAndPermissions: an application with its permissions. */
export const applicationRow = z.object({
  id: z.number(),
  codice: z.string(),
  descrizione: z.string(),
  permissions: z.array(z.object({ id: z.number(), codice: z.string(), descrizione: z.string() })),
});

/** The side filter's toggles joined by a colon: `flag=societa:arbitro:allenatore`. */
export const utenteListQuery = listQuery.omit({ export: true }).extend({
  flag: text(100)
    .optional()
    .meta({ description: `Filtri uniti da due punti: ${UTENTE_FLAGS.join(', ')}` }),
});

/** `/utente/{id}`: kept as text, so that a malformed id is the same 404 as an unknown one (rules.ts parseUtenteId). */
export const utenteParams = z.object({ id: z.string().max(20).meta({ description: "L'id dell'utente" }) });
