import { describe, expect, it } from 'vitest';
import { roundRobin } from './schedule.ts';

describe('round robin', () => {
  it('makes every pair meet once per leg, each team once per round', () => {
    for (const n of [4, 5, 6]) {
      const rounds = roundRobin(n, true);
      const pairs = rounds.flat().map(([a, b]) => `${a}-${b}`);
      expect(new Set(pairs).size).toBe(n * (n - 1));
      for (const round of rounds) expect(new Set(round.flat()).size).toBe(round.length * 2);
    }
  });
});
