// The federation's wall clock (Europe/Rome), whatever the server's zone: match times, renewal windows,
// export stamps and spreadsheet timestamps are Italian local time.
export const ITALY_TIME_ZONE = 'Europe/Rome';

const parts = new Intl.DateTimeFormat('en-CA', {
  timeZone: ITALY_TIME_ZONE,
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

/** A Date whose UTC fields read Italy's wall clock at `ms`, to the minute (for zone-less formats such as Excel). */
export function italianWallClock(ms: number): Date {
  const local = ms + offsetAt(ms);
  return new Date(local - (((local % 60_000) + 60_000) % 60_000));
}

/** { date: 'YYYY-MM-DD', time: 'HH:MM' } of an instant in Italy. */
export function localDateTime(ms: number): { date: string; time: string } {
  const iso = italianWallClock(ms).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Today's date in Italy (YYYY-MM-DD). */
export const italianToday = (now = new Date()): string => localDateTime(now.getTime()).date;
