import { describe, expect, it } from 'vitest';
import { euro } from './schemas.ts';

const messageOf = (value: unknown, opts?: Parameters<typeof euro>[0]) => {
  const r = euro(opts).safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('euro amounts', () => {
  it('become cents', () => {
    expect(euro().parse('12.34')).toBe(1234);
    expect(euro().parse(0.07)).toBe(7);
  });

  it('say their limits in Italian, amounts written as it-IT', () => {
    expect(messageOf(0, { min: 0.01 })).toBe("L'importo deve essere almeno 0,01 euro");
    expect(messageOf(-1)).toBe("L'importo non può essere negativo");
    expect(messageOf(2_000_000)).toBe("L'importo può essere al massimo 1.000.000 euro");
    expect(messageOf(1.234)).toBe("L'importo può avere al massimo due decimali");
  });
});
