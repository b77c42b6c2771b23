// Italian identifiers and contact fields as zod pieces for route bodies, with the Italian messages
// the forms show under the fields (server only: codice-fiscale-js carries the whole towns list).
import { z } from 'zod';
import { codiceFiscaleLib } from './codice-fiscale.ts';

export const ITALIAN_MESSAGES = {
  codiceFiscalePersona: 'Il codice fiscale non è valido',
  codiceFiscaleSocieta: 'Il codice fiscale deve essere di 11 cifre (o di 16 caratteri per una persona fisica)',
  partitaIva: 'La partita IVA non è valida',
  email: "L'indirizzo e-mail non è valido",
  pec: "L'indirizzo PEC non è valido",
  telefono: 'Il numero di telefono non è valido',
  cap: 'Il CAP deve essere di 5 cifre',
} as const;

/** The check digit of an 11-digit number (partita IVA, and the numeric codice fiscale of an entity). */
export function partitaIvaValid(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(value[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

/** A person's codice fiscale: 16 characters with a valid check character (omocodia included). */
export function codiceFiscalePersonaValid(value: string): boolean {
  if (!/^[A-Z0-9]{16}$/.test(value)) return false;
  try {
    return codiceFiscaleLib().check(value);
  } catch {
    return false;
  }
}

const trimmed = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null));
const upper = (v: unknown) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : (v ?? null));

const optional = (schema: z.ZodType<string>, prep: (v: unknown) => unknown = trimmed) => z.preprocess(prep, schema.nullable());

export const optionalCodiceFiscalePersona = () => optional(z.string().refine(codiceFiscalePersonaValid, ITALIAN_MESSAGES.codiceFiscalePersona), upper);

/** A club's codice fiscale: 11 digits, or a person's 16 characters when the club is a natural person. */
export const optionalCodiceFiscaleSocieta = () =>
  optional(
    z.string().refine((v) => /^\d{11}$/.test(v) || codiceFiscalePersonaValid(v), ITALIAN_MESSAGES.codiceFiscaleSocieta),
    upper,
  );

export const optionalPartitaIva = () => optional(z.string().refine(partitaIvaValid, ITALIAN_MESSAGES.partitaIva));

/** The length refusal every form says (as resources/fields.ts requiredText). */
const tooLong = (max: number) => `Il campo può contenere al massimo ${max} caratteri`;

/**
 * An e-mail as it is stored and compared: trimmed and lower-cased, the same for accounts, clubs (e-mail,
 * PEC, legal representative) and members, so that '  AUD1@X.IT ' is 'aud1@x.it' wherever it was typed.
 */
export const normalEmail = (address: string) => address.trim().toLowerCase();
/** normalEmail as a schema's first step (anything but text goes on to be refused). */
const normaliseEmail = (v: unknown) => (typeof v === 'string' ? normalEmail(v) : v);

/** An optional e-mail (null when empty), normalised (normalEmail). */
export const optionalEmailAddress = (message: string = ITALIAN_MESSAGES.email, max = 200) => optional(z.email(message).max(max, tooLong(max)), (v) => trimmed(normaliseEmail(v)));

/** A required e-mail (an account's login), normalised (normalEmail); each refusal with its own message. */
export const requiredEmailAddress = (requiredMessage: string, message: string = ITALIAN_MESSAGES.email, max = 200) =>
  z.preprocess(normaliseEmail, z.string({ error: requiredMessage }).min(1, requiredMessage).max(max, tooLong(max)).email(message));

export const optionalPhoneNumber = () => optional(z.string().regex(/^\+?[0-9][0-9 ./()-]{4,24}$/, ITALIAN_MESSAGES.telefono));
export const optionalCap = () => optional(z.string().regex(/^\d{5}$/, ITALIAN_MESSAGES.cap));
