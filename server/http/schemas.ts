// Schemas shared by every route (params, list queries, answers). Routes declare them in `schema:`
// and get typed `request.params/query/body` through the zod type provider (server/http/zod.ts).
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './list.ts';
import { euroTextOfEuros } from '../money.ts';
import { cleanText } from '../../resources/clean-text.ts';
import { DATE_INVALID, REQUIRED, parseDate } from '../../resources/fields.ts';

/** PostgreSQL `integer` range: an id beyond it is a 400, never a database error. */
export const PG_INT_MAX = 2_147_483_647;

/** A database id as it travels in a path or query string. */
export const id = z.coerce.number({ message: 'Identificativo non valido' }).int('Identificativo non valido').min(1, 'Identificativo non valido').max(PG_INT_MAX, 'Identificativo non valido');

/** `/x/:id` */
export const idParams = z.object({ id });

/**
 * A text of the query string or body: no NUL bytes (PostgreSQL refuses them), and stored without the
 * invisible control and format characters (right-to-left overrides, zero-width spaces…: cleanText).
 * Not for passwords (server/auth/passwords.ts) nor signed values, which must stay as sent.
 */
export const text = (max = 255) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'Il testo contiene caratteri non validi')
    .overwrite((s) => cleanText(s));

/** Typed text cleaned (cleanText) and trimmed, before its own length rules: descriptions, names. */
export const cleanString = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .overwrite((s) => cleanText(s))
    .trim();

/** A text that is verified as sent (a signed gateway notification's fields): no NUL, nothing removed. */
export const signedText = (max = 255) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'), 'Il testo contiene caratteri non validi');

/** page, paginate, search, sortby of every paged list (ARCHITECTURE §4). */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  paginate: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  search: text(200).default(''),
  sortby: text(100).optional(),
  export: z.literal('excel').optional(),
});

/** The answer of a paged list: `{ data, current_page, last_page, per_page, total }`. */
export const pageOf = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), current_page: z.number(), last_page: z.number(), per_page: z.number(), total: z.number() });

/** The answer of a create/update/action: `{ error: false, message, id? }`. */
export const saved = z.object({ error: z.literal(false), message: z.string(), id: z.number().optional() });

/** Every failure: `{ error: true, message, errors?, errorMessage? }`. */
export const failure = z.object({
  error: z.literal(true),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  errorMessage: z.string().optional(),
});

/** Query-string booleans: `1`, `true`, `0`, `false`. */
export const flag = z.enum(['1', '0', 'true', 'false']).transform((v) => v === '1' || v === 'true');

/** Euros with at most two decimals as the API speaks them (ARCHITECTURE §4); converted to cents. */
const NOT_A_NUMBER = "L'importo deve essere un numero";
/** A JSON number, or a string of decimal digits with a dot ('12.50'): not true, [1], '0x10', '1e2' or ''. */
const euroInput = z.union(
  [
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ],
  { error: NOT_A_NUMBER },
);

export const euro = (opts: { min?: number; max?: number } = {}) =>
  euroInput
    .refine(Number.isFinite, NOT_A_NUMBER)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "L'importo può avere al massimo due decimali")
    .refine((v) => v >= (opts.min ?? 0), opts.min === undefined ? "L'importo non può essere negativo" : `L'importo deve essere almeno ${euroTextOfEuros(opts.min)}`)
    .refine((v) => v <= (opts.max ?? 1_000_000), `L'importo può essere al massimo ${euroTextOfEuros(opts.max ?? 1_000_000)}`)
    .transform((v) => Math.round(v * 100));

/** Dates as `YYYY-MM-DD` or `DD/MM/YYYY` (ARCHITECTURE §4), always returned as `YYYY-MM-DD`. */
export const isoDate = z.string().transform((s, ctx) => {
  // A cleared date field is a missing value, not a wrong one.
  if (!s.trim()) {
    ctx.addIssue({ code: 'custom', message: REQUIRED });
    return z.NEVER;
  }
  const iso = /^(\d{4}-\d{2}-\d{2}|\d{2}\/\d{2}\/\d{4})$/.test(s) ? parseDate(s) : null;
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: DATE_INVALID });
    return z.NEVER;
  }
  return iso;
});

/** A timestamp in an answer (the driver gives Date objects; JSON carries ISO text). */
export const timestamp = z.union([z.string(), z.date()]);

/** A file answer (downloads): described, never serialised (the body is a stream). */
export const fileAnswer = z.any().meta({ description: 'Il file (download)' });

/** The body of a call that takes none (actions such as POST /stagione/{id}/open): anything sent is ignored. */
export const noBody = z.object({}).meta({ description: 'Nessun dato richiesto' });

/**
 * A binary answer (PDF, XLSX, images, HTML pages) documented under its own content type. Fastify
 * sends buffers, streams and strings as they are, so the schema only describes: it never serialises.
 */
export const binaryAnswer = (contentTypes: string | string[], description: string) => ({
  description,
  content: Object.fromEntries([contentTypes].flat().map((type) => [type, { schema: z.any().meta({ type: 'string', ...(type.startsWith('text/') ? {} : { format: 'binary' }), description }) }])),
});

/** A redirect (3xx with `Location`, no body). */
export const redirectAnswer = (description: string) => z.null().meta({ description });
