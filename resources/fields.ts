// Zod building blocks for resource bodies, with the Italian messages the dialogs show under fields.
// Shared by the client (dialog validation) and the server (parseBody), so both say the same thing.
import { z } from 'zod';
import { cleanText } from './clean-text.ts';

export const REQUIRED = 'Il campo è obbligatorio';

/** Empty inputs (''/undefined) become null, so optional columns store NULL rather than ''. */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : typeof v === 'string' && v.trim() === '' ? null : v);

/**
 * 'YYYY-MM-DD' or 'DD/MM/YYYY' (the spec's form format; year 1900-2999) → ISO 'YYYY-MM-DD', or null
 * when the text is not a real calendar day.
 */
export function parseDate(value: string): string | null {
  const text = value.trim();
  let m = /^(\d{4})-(\d{2})-(\d{2})(?:T.*)?$/.exec(text);
  let y: number, mo: number, d: number;
  if (m) [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  else {
    m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
    if (!m) return null;
    [d, mo, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
  }
  if (y < 1900 || y > 2999 || mo < 1 || mo > 12 || d < 1) return null;
  const days = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  if (d > days) return null;
  return `${String(y).padStart(4, '0')}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** The one text of an impossible or mistyped date, server and client (audit: three wordings). */
export const DATE_INVALID = 'La data non è valida (gg/mm/aaaa)';

const dateText = z.string({ error: REQUIRED }).transform((v, ctx) => {
  const iso = parseDate(v);
  if (!iso) {
    ctx.addIssue({ code: 'custom', message: DATE_INVALID });
    return z.NEVER;
  }
  return iso;
});

/** A required day, accepted as YYYY-MM-DD or DD/MM/YYYY, output ISO. */
export const isoDate = () => z.preprocess(emptyToNull, dateText);
/** An optional day (null when empty). */
export const optionalIsoDate = () => z.preprocess(emptyToNull, dateText.nullable());

/** Typed text: invisible control and format characters removed (clean-text.ts), then trimmed. */
const typed = (v: unknown) => (typeof v === 'string' ? cleanText(v).trim() : v);

export const requiredText = (max = 200) => z.preprocess(typed, z.string({ error: REQUIRED }).min(1, REQUIRED).max(max, `Il campo può contenere al massimo ${max} caratteri`));

export const optionalText = (max = 200) => z.preprocess(typed, z.preprocess(emptyToNull, z.string().max(max, `Il campo può contenere al massimo ${max} caratteri`).nullable()));

export const optionalEmail = () => z.preprocess((v) => (typeof v === 'string' ? v.trim() : v), z.preprocess(emptyToNull, z.email("L'indirizzo e-mail non è valido").max(200).nullable()));

export const optionalPhone = () =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.preprocess(
      emptyToNull,
      z
        .string()
        .regex(/^\+?[0-9][0-9 ./()-]{4,24}$/, 'Il numero di telefono non è valido')
        .nullable(),
    ),
  );

/** Checkbox/toggle: true/false, also '1'/'0' and 1/0 as older clients send them. */
export const flag = () =>
  z.preprocess((v) => (v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' || v == null ? false : v), z.boolean({ error: 'Il valore non è valido' }));

const toNumber = (v: unknown) => {
  if (typeof v === 'string') {
    const t = v.trim();
    if (t === '') return undefined;
    // it-IT text (1.234,50) as well as plain numbers.
    const n = Number(t.includes(',') ? t.replace(/\./g, '').replace(',', '.') : t);
    return Number.isNaN(n) ? v : n;
  }
  return v ?? undefined;
};

/** A whole number with at most `digits` digits (the mask of the spec); min/max bound it further. */
export const integerDigits = (digits: number, { min = 0, max = 10 ** digits - 1, message }: { min?: number; max?: number; message?: string } = {}) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: (i) => (i.input === undefined ? REQUIRED : 'Inserire un numero intero') })
      .int('Inserire un numero intero')
      .min(min, message ?? `Il valore deve essere compreso tra ${min} e ${max}`)
      .max(max, message ?? `Il valore deve essere compreso tra ${min} e ${max}`),
  );

/** Euros with two decimals, never negative (the money mask is unsigned); empty means 0,00. */
export const money = (max = 9999.99) =>
  z.preprocess(
    (v) => toNumber(v) ?? 0,
    z
      .number({ error: "L'importo non è valido" })
      .min(0, "L'importo non può essere negativo")
      .max(max, `L'importo può essere al massimo ${max.toFixed(2).replace('.', ',')}`)
      .transform((n) => Math.round(n * 100) / 100),
  );

/** The id of a referenced row. */
export const referenceId = (message = REQUIRED) => z.preprocess(toNumber, z.number({ error: message }).int(message).positive(message));

/** Adds a field error when `before` is not earlier than (or, with `allowEqual`, not the same as) `after`. */
export function dateOrder(ctx: z.RefinementCtx, before: string | null | undefined, after: string | null | undefined, path: string, message: string, allowEqual = false) {
  if (!before || !after) return;
  if (allowEqual ? before > after : before >= after) ctx.addIssue({ code: 'custom', path: [path], message });
}
