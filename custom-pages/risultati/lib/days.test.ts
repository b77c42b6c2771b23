import { describe, expect, it } from 'vitest';
import { dayAnchor, dayToScrollTo, groupByDay, localMidnight } from './days.ts';
import type { Match } from './types.ts';

const at = (y: number, mo: number, d: number, h: number, mi = 0) => new Date(y, mo - 1, d, h, mi).getTime() / 1000;
const match = (id: number, ts: number, day = 1): Match => ({
  id,
  day,
  date: '',
  time: '',
  ts_gara: ts,
  team1: { id: 1, title: 'A', logo: null },
  team2: { id: 2, title: 'B', logo: null },
  'team1-setwin': null,
  'team2-setwin': null,
  girone: { id: 1, title: 'G' },
  impianto: null,
});

describe('calendar days', () => {
  it('splits days at local midnight', () => {
    const days = groupByDay([match(1, at(2025, 3, 1, 23, 59)), match(2, at(2025, 3, 2, 0, 1)), match(3, at(2025, 3, 1, 18))]);
    expect(days.map((d) => d.matches.map((m) => m.id))).toEqual([[3, 1], [2]]);
    expect(days[0].start).toBe(at(2025, 3, 1, 0));
    expect(days[1].start - days[0].start).toBe(86400);
  });
  it('lists the rounds of a day', () => {
    const days = groupByDay([match(1, at(2025, 3, 1, 18), 5), match(2, at(2025, 3, 1, 20), 6)]);
    expect(days[0].rounds).toEqual([5, 6]);
  });
  it('lists the rounds of a day in order, whichever kicks off first (festival groups)', () => {
    const days = groupByDay([match(1, at(2025, 3, 1, 9), 4), match(2, at(2025, 3, 1, 10), 3), match(3, at(2025, 3, 1, 11), 4)]);
    expect(days[0].rounds).toEqual([3, 4]);
  });
  it('names a day section by its local date', () => {
    expect(dayAnchor(localMidnight(at(2025, 3, 9, 12)))).toBe('giorno-2025-03-09');
  });
  it('scrolls to today, else the next day, else the last', () => {
    const days = groupByDay([match(1, at(2025, 3, 1, 18)), match(2, at(2025, 3, 8, 18)), match(3, at(2025, 3, 15, 18))]);
    expect(dayToScrollTo(days, at(2025, 3, 8, 9))?.start).toBe(at(2025, 3, 8, 0));
    expect(dayToScrollTo(days, at(2025, 3, 10, 9))?.start).toBe(at(2025, 3, 15, 0));
    expect(dayToScrollTo(days, at(2025, 4, 1, 9))?.start).toBe(at(2025, 3, 15, 0));
  });
});
