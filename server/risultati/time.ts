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

/** { date: 'YYYY-MM-DD', time: 'HH:MM' } of an instant in the federation's time zone. */
export function localDateTime(ms: number): { date: string; time: string } {
  const p: Record<string, string> = {};
  for (const { type, value } of parts.formatToParts(ms)) p[type] = value;
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

/** Italian long date, e.g. 'sabato 22 novembre 2025', for PDFs. */
const longDate = new Intl.DateTimeFormat('it-IT', { timeZone: RESULTS_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const formatLongDate = (ms: number) => longDate.format(ms);

/** DD/MM/YYYY of an ISO date. */
export const formatItalianDate = (iso: string) => iso.split('-').reverse().join('/');
