import { describe, expect, it } from 'vitest';
import { euros, eurosSql } from './money.ts';

describe('money', () => {
  it('speaks euros with two decimals; a missing amount is zero', () => {
    expect(euros(12345)).toBe(123.45);
    expect(euros(-119200)).toBe(-1192);
    expect(euros(null)).toBe(0);
    expect(euros(undefined)).toBe(0);
  });

  it('converts a whole SQL expression, not only its last term', () => {
    expect(eurosSql('a + b')).toBe('round((a + b) / 100.0, 2)');
  });
});
