import { describe, expect, it } from 'vitest';
import { fold, icalFeed } from './ical.ts';
import type { Match } from './present.ts';

const match = (id: number, setwin: [number, number] | null): Match => ({
  id,
  day: 1,
  date: '2025-03-01',
  time: '18:00',
  ts_gara: Date.UTC(2025, 2, 1, 17, 0) / 1000,
  team1: { id: 1, title: 'Pallamano Trieste', logo: null },
  team2: { id: 2, title: 'SSV Brixen, Handball', logo: null },
  'team1-setwin': setwin?.[0] ?? null,
  'team2-setwin': setwin?.[1] ?? null,
  girone: { id: 9, title: 'Serie A Gold - Girone A' },
  impianto: 'PalaTrieste',
});

describe('iCal feed', () => {
  it('has one event per match, with the result in the summary once official', () => {
    const feed = icalFeed({ name: 'Girone A', matches: [match(1, null), match(2, [30, 28])], uidDomain: 'example.org', pageUrl: 'https://x/agold?girone=9' });
    expect(feed.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(feed).toContain('SUMMARY:Pallamano Trieste - SSV Brixen\\, Handball\r\n');
    expect(feed).toContain('SUMMARY:Pallamano Trieste - SSV Brixen\\, Handball 30-28\r\n');
    expect(feed).toContain('DTSTART:20250301T170000Z');
    expect(feed).toContain('UID:partita-2@example.org');
    expect(feed.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });
  it('folds long lines at 75 octets', () => {
    const folded = fold('DESCRIPTION:' + 'è'.repeat(80));
    for (const l of folded.split('\r\n')) expect(Buffer.byteLength(l)).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe('DESCRIPTION:' + 'è'.repeat(80));
  });
});
