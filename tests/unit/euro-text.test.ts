// The server's amounts (payment notice PDF, payment simulator page, messages) read as the screens'
// (spec: two decimals, dot for thousands, comma for decimals): one text for one amount.
import { describe, expect, it } from 'vitest';
import { euroText } from '../../server/money.ts';
import { formatEuro } from '../../src/lib/format.ts';

describe('euro text', () => {
  it("the server writes every amount as the screens' formatEuro does, thousands dot on 4 digits too", () => {
    for (const cents of [0, 5, 99950, 100000, 110500, 207500, 1234550, 100000000, -2000, -110500]) expect(euroText(cents), String(cents)).toBe(formatEuro(cents / 100));
    expect(formatEuro(1105)).toBe('1.105,00 €');
  });
});
