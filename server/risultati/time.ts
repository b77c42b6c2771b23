// Match dates and times are the federation's local time (server/time.ts), whatever the server's zone.
import { ITALY_TIME_ZONE } from '../time.ts';

export { localDateTime } from '../time.ts';

/** Italian long date, e.g. 'sabato 22 novembre 2025', for PDFs. */
const longDate = new Intl.DateTimeFormat('it-IT', { timeZone: ITALY_TIME_ZONE, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
export const formatLongDate = (ms: number) => longDate.format(ms);

/** DD/MM/YYYY of an ISO date. */
export const formatItalianDate = (iso: string) => iso.split('-').reverse().join('/');
