import { describe, expect, it } from 'vitest';
import { Random } from '../random.ts';
import { atTime, stamp } from './util.ts';

describe('demo timestamps', () => {
  const now = Date.parse('2026-11-26T05:40:00Z');
  it('an office-hours time of an earlier day is kept', () => {
    const at = stamp(new Random(7), '2026-11-25', now);
    expect(at).toMatch(/^2026-11-25T(0[89]|1[0-8]):[0-5]\d:00Z$/);
  });
  it('never a time of today still to come: it moves into the hours already gone, in the same order', () => {
    const draws = Array.from({ length: 200 }, (_, i) => {
      const rnd = new Random(i);
      const drawn = stamp(new Random(i), '2026-11-26', Date.parse('2026-11-27T00:00:00Z'));
      return { drawn, moved: stamp(rnd, '2026-11-26', now) };
    });
    for (const d of draws) {
      expect(Date.parse(d.moved)).toBeLessThanOrEqual(now);
      expect(d.moved.slice(0, 10)).toBe('2026-11-26');
    }
    const byDrawn = [...draws].sort((a, b) => a.drawn.localeCompare(b.drawn)).map((d) => d.moved);
    expect(byDrawn).toEqual([...byDrawn].sort());
  });
  it("a fixed time of day is kept on an earlier day, and becomes the seed's clock (to the minute) while still to come today", () => {
    expect(atTime('2026-11-25', '18:00', now)).toBe('2026-11-25T18:00:00Z');
    expect(atTime('2026-11-26', '05:00', now)).toBe('2026-11-26T05:00:00Z');
    expect(atTime('2026-11-26', '18:00', now + 42_000)).toBe('2026-11-26T05:40:00Z');
  });
});
