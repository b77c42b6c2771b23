// Input masks of spec 1 §5 as pure functions (typing → masked text, masked text ↔ API value). The
// *Checked variants also tell when typed characters were refused, so that the field explains it at once.
// The react-admin inputs in src/components/ wrap them; tests exercise them directly.

const digits = (s: string) => s.replace(/\D/g, '');

// ---------- date dd/mm/yyyy (day 1-31, month 1-12, year 1900-2999) ----------

/** Whether digit `d` may come at position `i` of 'ddmmyyyy' after `prev` (day 01-31, month 01-12, year 1900-2999). */
function dateDigitFits(prev: string, i: number, d: string): boolean {
  const n = Number(d);
  switch (i) {
    case 0:
      return n <= 3;
    case 1:
      return prev[0] === '0' ? n >= 1 : prev[0] === '3' ? n <= 1 : true;
    case 2:
      return n <= 1;
    case 3:
      return prev[2] === '0' ? n >= 1 : n <= 2;
    case 4:
      return n === 1 || n === 2;
    case 5:
      return prev[4] === '2' || n === 9;
    default:
      return true;
  }
}

/** A masked text and whether some of what was typed had to be refused (so the field can say why at once). */
export interface Masked {
  text: string;
  refused: boolean;
}

/** Typing → 'dd/mm/yyyy' progressively ('1203' → '12/03'), stopping at the first digit out of range ('31/13' → '31/1'). */
export function maskDateChecked(input: string): Masked {
  const typed = digits(input);
  let d = '';
  for (const c of typed.slice(0, 8)) {
    if (!dateDigitFits(d, d.length, c)) break;
    d += c;
  }
  const refused = d.length < Math.min(typed.length, 8);
  if (d.length <= 2) return { text: d, refused };
  if (d.length <= 4) return { text: `${d.slice(0, 2)}/${d.slice(2)}`, refused };
  return { text: `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`, refused };
}

export const maskDate = (input: string): string => maskDateChecked(input).text;

/** A complete masked date within the spec's ranges that is also a real calendar day. */
export function isValidDate(text: string): boolean {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!m) return false;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (day < 1 || day > 31 || month < 1 || month > 12 || year < 1900 || year > 2999) return false;
  const dt = new Date(Date.UTC(year, month - 1, day));
  return dt.getUTCMonth() === month - 1 && dt.getUTCDate() === day;
}

/** 'dd/mm/yyyy' → 'YYYY-MM-DD' (null when incomplete or invalid). */
export function dateTextToIso(text: string): string | null {
  if (!isValidDate(text)) return null;
  const [d, m, y] = text.split('/');
  return `${y}-${m}-${d}`;
}

/** 'YYYY-MM-DD' (or a timestamp) → 'dd/mm/yyyy'; other text is returned as it is. */
export function isoToDateText(value: unknown): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(s);
  return m ? `${m[3]}/${m[2]}/${m[1]}` : s;
}

// ---------- time HH:mm (00-23:00-59) ----------

export function maskTime(input: string): string {
  const d = digits(input).slice(0, 4);
  return d.length <= 2 ? d : `${d.slice(0, 2)}:${d.slice(2)}`;
}

export function isValidTime(text: string): boolean {
  const m = /^(\d{2}):(\d{2})$/.exec(text);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59;
}

// ---------- money it-IT, unsigned: dot thousands, comma decimals ----------

export interface MoneyMaskOptions {
  /** Most integer digits (pattern '####.##' → 4); default 9. */
  integerDigits?: number;
  /** Decimal digits; default 2. */
  decimals?: number;
}

/** A pattern like '####.##' or '##.##' → its options. */
export function moneyPattern(pattern: string): MoneyMaskOptions {
  const [int, dec = ''] = pattern.split('.');
  return { integerDigits: int.length, decimals: dec.length };
}

const group = (intDigits: string) => intDigits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

// A last dot with at most two digits after it, in a text without a comma: a thousands group still being
// typed, or a decimal sign typed on a numeric keypad (read as one once it has a digit after it).
const TYPED_DOT = /\.\d{0,2}$/;
const DECIMAL_DOT = /\.\d{1,2}$/;
const trailingDot = (text: string, dot: RegExp) => (!text.includes(',') && dot.test(text) ? text.lastIndexOf('.') : -1);

/** Typing → '1.234,5' (no sign, at most the configured digits). The dot separates thousands (spec 1 §5);
 * a dot typed last with at most two digits after it and no comma is kept as typed: a thousands group
 * still being typed ('1.0' on the way to '1.000,50') or a decimal sign typed on a numeric keypad
 * ('12.5'), which parseMoney reads as the decimal sign if it stays so ('12,50' on leaving the field).
 * `refused` tells that digits beyond the pattern were dropped: the field says so instead of cutting silently. */
export function maskMoneyChecked(input: string, { integerDigits = 9, decimals = 2 }: MoneyMaskOptions = {}): Masked {
  const text = input.replace(/[^\d,.]/g, '');
  const comma = text.indexOf(',');
  const pendingDot = decimals > 0 ? trailingDot(text, TYPED_DOT) : -1;
  const intEnd = comma >= 0 ? comma : pendingDot >= 0 ? pendingDot : text.length;
  const allInt = digits(text.slice(0, intEnd)).replace(/^0+(?=\d)/, '');
  const intPart = allInt.slice(0, integerDigits);
  const intRefused = allInt.length > integerDigits;
  if (pendingDot >= 0) return { text: `${group(intPart || '0')}.${text.slice(pendingDot + 1)}`, refused: intRefused };
  if (comma < 0 || decimals === 0) return { text: group(intPart), refused: intRefused || (comma >= 0 && digits(text.slice(comma)).length > 0) };
  const allDec = digits(text.slice(comma + 1));
  return { text: `${group(intPart || '0')},${allDec.slice(0, decimals)}`, refused: intRefused || allDec.length > decimals };
}

export const maskMoney = (input: string, options: MoneyMaskOptions = {}): string => maskMoneyChecked(input, options).text;

/** '1.234,50' → 1234.5, '12.5' (a last dot with one or two digits and no comma: the decimal sign) → 12.5; empty → 0. */
export function parseMoney(text: string | null | undefined): number {
  if (!text) return 0;
  const s = String(text);
  const dot = trailingDot(s, DECIMAL_DOT);
  const [int, dec = ''] = dot >= 0 ? [s.slice(0, dot), s.slice(dot + 1)] : s.split(',');
  const n = Number(`${digits(int) || '0'}.${digits(dec) || '0'}`);
  return Number.isFinite(n) ? n : 0;
}

/** 1234.5 → '1.234,50'; empty/null → '0,00' (spec: an empty money value becomes 0,00). Always unsigned. */
export function formatMoney(value: number | string | null | undefined, decimals = 2): string {
  const n = Math.abs(Number(value ?? 0)) || 0;
  const [int, dec] = n.toFixed(decimals).split('.');
  return decimals ? `${group(int)},${dec}` : group(int);
}

// ---------- alphanumeric and integer ----------

export function maskAlphanumeric(input: string, { maxLength, uppercase = false }: { maxLength?: number; uppercase?: boolean } = {}): string {
  const clean = input.replace(/[^A-Za-z0-9]/g, '');
  const cut = maxLength ? clean.slice(0, maxLength) : clean;
  return uppercase ? cut.toUpperCase() : cut;
}

export function maskInteger(input: string, maxDigits?: number): string {
  const d = digits(input);
  return maxDigits ? d.slice(0, maxDigits) : d;
}
