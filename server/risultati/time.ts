// Match dates and times are the federation's local time (Europe/Rome), whatever the server's zone.
export const RESULTS_TIME_ZONE = 'Europe/Rome';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: RESULTS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const HOUR = 3_600_000;
// The zone's offset changes only on the hour (DST), so it is computed once per hour and kept:
// Intl formatting is slow and calendars format every match on every request.
const offsets = new Map<number, number>();

function offsetAt(ms: number): number {
  const hour = Math.floor(ms / HOUR);
  let offset = offsets.get(hour);
  if (offset === undefined) {
    const p: Record<string, string> = {};
    for (const { type, value } of parts.formatToParts(hour * HOUR)) p[type] = value;
    offset = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute) - hour * HOUR;
    if (offsets.size > 100_000) offsets.clear();
    offsets.set(hour, offset);
  }
  return offset;
}

/** { date: 'YYYY-MM-DD', time: 'HH:MM' } of an instant in the federation's time zone. */
export function localDateTime(ms: number): { date: string; time: string } {
  const iso = new Date(ms + offsetAt(ms)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Italian long date, e.g. 'sabato 22 novembre 2025', for PDFs. */
const longDate = new Intl.DateTimeFormat('it-IT', { timeZone: RESULTS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const formatLongDate = (ms: number) => longDate.format(ms);

/** DD/MM/YYYY of an ISO date. */
export const formatItalianDate = (iso: string) => iso.split('-').reverse().join('/');
