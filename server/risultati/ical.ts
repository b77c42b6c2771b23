// iCalendar (RFC 5545) feed of a group: one event per match, the result in the summary once official,
// so calendar apps that subscribe see fixtures and then results.
import type { Match } from './present.ts';
import { displayTeamName } from '../../resources/contracts/risultati.ts';

/** A match lasts about 90 minutes in a calendar (two 30-minute halves, interval, warm-up). */
const EVENT_MINUTES = 90;

export interface FeedOptions {
  name: string;
  matches: Match[];
  /** Address of the group's public page; each event links to its match anchor. */
  pageUrl?: string;
  uidDomain: string;
}

export function icalFeed({ name, matches, pageUrl, uidDomain }: FeedOptions): string {
  // DTSTAMP from the data, not the clock: the same data gives the same feed (and ETag).
  const stamp = utc(Math.max(0, ...matches.map((m) => m.ts_gara)) * 1000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Federazione Italiana Giuoco Handball//Risultati//IT',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    'X-WR-TIMEZONE:Europe/Rome',
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
  ];
  for (const m of matches) {
    const start = m.ts_gara * 1000;
    lines.push(
      'BEGIN:VEVENT',
      `UID:partita-${m.id}@${uidDomain}`,
      `DTSTAMP:${stamp}`,
      `DTSTART:${utc(start)}`,
      `DTEND:${utc(start + EVENT_MINUTES * 60_000)}`,
      `SUMMARY:${escapeText(summary(m))}`,
      `DESCRIPTION:${escapeText(`${m.girone.title} — ${m.day}ª giornata`)}`,
      ...(m.impianto ? [`LOCATION:${escapeText(m.impianto)}`] : []),
      ...(pageUrl ? [`URL:${pageUrl}#partita-${m.id}`] : []),
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return lines.map(fold).join('\r\n') + '\r\n';
}

export function summary(m: Match): string {
  const teams = `${displayTeamName(m.team1.title)} - ${displayTeamName(m.team2.title)}`;
  return m['team1-setwin'] === null ? teams : `${teams} ${m['team1-setwin']}-${m['team2-setwin']}`;
}

const pad = (n: number) => String(n).padStart(2, '0');
function utc(ms: number): string {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`;
}

export function escapeText(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
export function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8');
  if (bytes.length <= 75) return line;
  const out: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const n = Buffer.byteLength(ch, 'utf8');
    if (size + n > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += n;
  }
  out.push(current);
  return out.join('\r\n ');
}
