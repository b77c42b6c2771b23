import { describe, expect, it } from 'vitest';
import { delaySeconds, PAIR_POLICY, remainingWait } from './rules.ts';

describe('growing delay after failures', () => {
  it('is free for the first attempts, then doubles up to its maximum', () => {
    expect([0, 1, 2].map((n) => delaySeconds(n, PAIR_POLICY))).toEqual([0, 0, 0]);
    expect([3, 4, 5, 6].map((n) => delaySeconds(n, PAIR_POLICY))).toEqual([1, 2, 4, 8]);
    expect(delaySeconds(50, PAIR_POLICY)).toBe(PAIR_POLICY.maxSeconds);
  });
  it('counts down from the last failure', () => {
    expect(remainingWait(5, 0, PAIR_POLICY)).toBe(4);
    expect(remainingWait(5, 3.5, PAIR_POLICY)).toBe(1);
    expect(remainingWait(5, 10, PAIR_POLICY)).toBe(0);
  });
});
