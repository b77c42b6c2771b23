// Pure rules of the members registry: codice fiscale and IBAN checks, what a CF says about its
// holder, which fields a user type may change (spec 2 §5, §6), and the expiry of cards/certificates.
import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import type { FieldErrors } from '../http/errors.ts';
import { codiceFiscaleLib } from '../http/codice-fiscale.ts';
import { ADMIN_ONLY_FIELDS, cfBirthMismatches, IDENTITY_FIELDS, MESSAGES } from '../../resources/contracts/anagrafica.ts';

/** Uppercase, no spaces. */
export const normaliseCf = (cf: string) => cf.replace(/\s+/g, '').toUpperCase();

/** A CF is well formed and its check character is right (omocodia included). */
export const isValidCf = (cf: string) => /^[A-Z0-9]{16}$/.test(cf) && codiceFiscaleLib().check(cf);

export interface CfFacts {
  sesso: 'M' | 'F';
  /** Day and month of birth and the last two digits of the year (the CF does not hold the century). */
  day: number;
  month: number;
  yy: number;
  /** Birth date with the likeliest century (no one is born in the future). */
  data_nascita: string;
  /** Belfiore code of the town (Z… for a foreign state). */
  belfiore: string;
  /** Born abroad: the Belfiore code is a foreign state's (Z…). */
  estero: boolean;
  /** The foreign state's name ('Francia', "Stati Uniti d'America") when the CF library's list knows the code; else null. */
  stato_estero: string | null;
}

const MONTHS = 'ABCDEHLMPRST';

/** What a valid CF says about its holder; null when the CF is not valid. */
export function cfFacts(cf: string, today = new Date()): CfFacts | null {
  const code = normaliseCf(cf);
  if (!isValidCf(code)) return null;
  // Read from the de-omocoded CF (digits may be letters). Decoded here rather than by the library's
  // parser, which throws on a Belfiore code its list does not know.
  const plain = decodeOmocodia(code);
  const yy = Number(plain.slice(6, 8));
  const month = MONTHS.indexOf(plain[8]) + 1;
  const dd = Number(plain.slice(9, 11));
  const sesso = dd > 40 ? 'F' : 'M';
  const day = dd > 40 ? dd - 40 : dd;
  if (!month || !Number.isInteger(yy) || !Number.isInteger(day) || day < 1 || day > 31) return null;
  const century = 2000 + yy > today.getUTCFullYear() ? 1900 : 2000;
  const pad = (n: number) => String(n).padStart(2, '0');
  const belfiore = plain.slice(11, 15);
  const estero = belfiore.startsWith('Z');
  return { sesso, day, month, yy, data_nascita: `${century + yy}-${pad(month)}-${pad(day)}`, belfiore, estero, stato_estero: estero ? foreignStateName(code) : null };
}

const SMALL_WORDS = new Set(['e', 'di', 'd', 'del', 'della', 'delle', 'dei', 'degli']);

/** The foreign state of a CF by the library's list of Belfiore codes (upper case there), in title case. */
function foreignStateName(code: string): string | null {
  try {
    const CodiceFiscale = codiceFiscaleLib();
    // The parsed CF's place ({ nome: 'FRANCIA', prov: 'EE' }), not in the loader's type.
    const place = (new CodiceFiscale(code) as unknown as { birthplace?: { nome?: string; prov?: string } }).birthplace;
    if (place?.prov !== 'EE' || !place.nome) return null;
    return place.nome.toLowerCase().replace(/\p{L}+/gu, (w: string, at: number) => (at > 0 && SMALL_WORDS.has(w) ? w : w[0].toUpperCase() + w.slice(1)));
  } catch {
    return null; // a code the list does not know
  }
}

const OMOCODIA = 'LMNPQRSTUV';
/** Positions 7,8,10,11,13,14,15 hold digits, possibly replaced by letters (omocodia). */
function decodeOmocodia(cf: string): string {
  const chars = cf.split('');
  for (const i of [6, 7, 9, 10, 12, 13, 14]) {
    const k = OMOCODIA.indexOf(chars[i]);
    if (k >= 0) chars[i] = String(k);
  }
  return chars.join('');
}

export interface BirthData {
  sesso?: string | null;
  data_nascita?: string | null;
  /** Belfiore code of the typed birth town, when one was chosen. */
  belfiore?: string | null;
  stato_nascita?: string | null;
}

/**
 * Field errors when the typed birth data contradict the CF (an invalid CF is its own error): the
 * shared rule of the member form (`cfBirthMismatches`), towns compared by their Belfiore code.
 */
export function cfErrors(cf: string | null | undefined, birth: BirthData, today = new Date()): FieldErrors {
  if (!cf) return {};
  const facts = cfFacts(cf, today);
  if (!facts) return { codice_fiscale: [MESSAGES.cfNonValido] };
  const found = cfBirthMismatches(facts, { ...birth, townDiffers: !!birth.belfiore && birth.belfiore !== facts.belfiore });
  return Object.fromEntries(Object.entries(found).map(([field, message]) => [field, [message]]));
}

/** The birth state to write for a CF of someone born abroad whose state was left blank: the CF's, when it names one. */
export function birthStateOfCf(cf: string | null | undefined, stato: string | null | undefined): string | null {
  const facts = cf ? cfFacts(cf) : null;
  return facts?.estero && !(stato ?? '').trim() ? facts.stato_estero : null;
}

/** A birth date (`YYYY-MM-DD`) after today (`YYYY-MM-DD`, Italy's) is refused. */
export const birthDateErrors = (date: unknown, today: string): FieldErrors => (typeof date === 'string' && date > today ? { data_nascita: [MESSAGES.dataNascitaFutura] } : {});

/** The IBAN in electronic form, or null when it is not valid (check digits, country length). */
export function normaliseIban(iban: string): string | null {
  const code = electronicFormatIBAN(iban) ?? '';
  return isValidIBAN(code) ? code : null;
}

export type Editor = 'admin' | 'societa' | 'anagrafica';

/**
 * The body a user type may write: club users and the person itself keep identity and birth data,
 * and only admins change qualifications, registration types and the role flags.
 */
export function writableFields<T extends Record<string, unknown>>(editor: Editor, body: T, isNew: boolean): Partial<T> {
  if (editor === 'admin') return body;
  const locked = new Set<string>([...ADMIN_ONLY_FIELDS, ...(isNew ? [] : IDENTITY_FIELDS)]);
  return Object.fromEntries(Object.entries(body).filter(([k]) => !locked.has(k))) as Partial<T>;
}

/** A card or certificate is expired when today is after its expiry date (both `YYYY-MM-DD`). */
export const isExpired = (expiry: string | null | undefined, today: string) => !!expiry && today > expiry;

/** Days of the certificate radar: expired, or expiring within this many days. */
export const CERTIFICATE_WARNING_DAYS = 30;
