import { describe, expect, it } from 'vitest';
import { euros, eurosSql, euroText, euroTextOfEuros } from './money.ts';

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

  it('writes amounts as the spec says: two decimals, dot for thousands (4 digits too), comma for decimals', () => {
    expect(euroText(110500)).toBe('1.105,00 €');
    expect(euroText(0)).toBe('0,00 €');
    expect(euroText(7)).toBe('0,07 €');
    expect(euroText(99950)).toBe('999,50 €');
    expect(euroText(123456789)).toBe('1.234.567,89 €');
    expect(euroText(-207500)).toBe('-2.075,00 €');
    expect(euroTextOfEuros(1105)).toBe('1.105,00 €');
  });
});
