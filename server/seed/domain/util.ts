// Small deterministic helpers for the demo data: dates on ISO strings, codes, contacts.
import type { Random } from '../random.ts';

const DAY = 86_400_000;

const dayNumber = new Map<string, number>();
export function toDay(iso: string): number {
  let day = dayNumber.get(iso);
  if (day === undefined) {
    day = Date.parse(`${iso}T00:00:00Z`) / DAY;
    dayNumber.set(iso, day);
  }
  return day;
}
// Formatting dates is the generator's hottest path; a few thousand distinct days recur.
const dayText = new Map<number, string>();
export function fromDay(day: number): string {
  let text = dayText.get(day);
  if (text === undefined) {
    text = new Date(day * DAY).toISOString().slice(0, 10);
    dayText.set(day, text);
  }
  return text;
}
export function addDays(iso: string, n: number): string {
  return fromDay(toDay(iso) + n);
}
export function minDay(a: string, b: string): string {
  return a < b ? a : b;
}
export function maxDay(a: string, b: string): string {
  return a > b ? a : b;
}
/** A day in [from, to] (both ISO); `to` before `from` gives `from`. */
export function dayBetween(rnd: Random, from: string, to: string): string {
  const a = toDay(from);
  const b = Math.max(a, toDay(to));
  return fromDay(rnd.int(a, b));
}
/**
 * A timestamp on that day during office hours, UTC, never after `now` (the seed's own clock,
 * Ctx.now: the data are made up to the moment the seed runs).
 */
export function stamp(rnd: Random, iso: string, now: number): string {
  const h = rnd.int(8, 18);
  const m = rnd.int(0, 59);
  const at = `${iso}T${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:00Z`;
  if (Date.parse(at) <= now) return at;
  // Demo data is made up to today: a time of today still to come (an approval at 18:31 seen at 05:40)
  // moves into the part of the day already gone, keeping the order of the office hours it was drawn in.
  const midnight = Date.parse(`${iso}T00:00:00Z`);
  const share = ((h - 8) * 60 + m) / (11 * 60);
  return new Date(midnight + Math.floor((share * (now - midnight)) / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');
}
/** `iso`'s fixed time of day ('HH:MM', UTC), or `now` (to the minute) when that time is still to come. */
export function atTime(iso: string, time: string, now: number): string {
  const at = `${iso}T${time}:00Z`;
  if (Date.parse(at) <= now) return at;
  return new Date(Math.floor(now / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');
}
export function yearOf(iso: string): number {
  return Number(iso.slice(0, 4));
}

export function hexKey(rnd: Random, length = 32): string {
  let s = '';
  while (s.length < length)
    s += Math.floor(rnd.next() * 0x10000)
      .toString(16)
      .padStart(4, '0');
  return s.slice(0, length);
}
export function digits(rnd: Random, n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += String(rnd.int(0, 9));
  return s;
}
export function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, 30);
}

export function landline(rnd: Random): string {
  return `0${rnd.int(10, 99)} ${digits(rnd, rnd.int(6, 7))}`;
}
export function mobile(rnd: Random): string {
  return `3${rnd.int(20, 49)} ${digits(rnd, 7)}`;
}
export function cap(rnd: Random): string {
  return String(rnd.int(10, 98) * 1000 + rnd.int(10, 99) * 10);
}

/** An 11-digit partita IVA with a valid check digit (Luhn variant used in Italy). */
export function partitaIva(rnd: Random): string {
  const body = digits(rnd, 7) + String(rnd.int(1, 100)).padStart(3, '0');
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let d = Number(body[i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return body + String((10 - (sum % 10)) % 10);
}

/** An Italian IBAN with valid check digits (ISO 13616, mod 97). */
export function iban(rnd: Random): string {
  const cin = String.fromCharCode(65 + rnd.int(0, 25));
  const bban = `${cin}${digits(rnd, 5)}${digits(rnd, 5)}${digits(rnd, 12)}`;
  const numeric = `${bban}IT00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98n - (BigInt(numeric) % 97n);
  return `IT${String(check).padStart(2, '0')}${bban}`;
}

/** Picks by weight in O(log n); weights are fixed at construction. */
export class WeightedPicker<T> {
  private cumulative: number[] = [];
  private total = 0;
  constructor(
    private items: readonly T[],
    weight: (t: T) => number,
  ) {
    for (const it of items) {
      this.total += weight(it);
      this.cumulative.push(this.total);
    }
  }
  pick(rnd: Random): T {
    const x = rnd.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid] > x) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo];
  }
}

/** Chooses one of several outcomes by probability: [[0.7, 'a'], [0.3, 'b']]. */
export function choose<T>(rnd: Random, table: readonly (readonly [number, T])[]): T {
  let x = rnd.next();
  for (const [p, v] of table) {
    if (x < p) return v;
    x -= p;
  }
  return table[table.length - 1][1];
}

export const cents = (euro: number): number => Math.round(euro * 100);
