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
export const optionalEmailAddress = (message: string = ITALIAN_MESSAGES.email) => optional(z.email(message).max(200, message));
export const optionalPhoneNumber = () => optional(z.string().regex(/^\+?[0-9][0-9 ./()-]{4,24}$/, ITALIAN_MESSAGES.telefono));
export const optionalCap = () => optional(z.string().regex(/^\d{5}$/, ITALIAN_MESSAGES.cap));
