import { describe, expect, it } from 'vitest';
import { euro, isoDate } from './schemas.ts';

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
    expect(messageOf(0, { min: 0.01 })).toBe("L'importo deve essere almeno 0,01 €");
    expect(messageOf(999, { min: 1000 })).toBe("L'importo deve essere almeno 1.000,00 €");
    expect(messageOf(-1)).toBe("L'importo non può essere negativo");
    expect(messageOf(2_000_000)).toBe("L'importo può essere al massimo 1.000.000,00 €");
    expect(messageOf(5000, { max: 2500 })).toBe("L'importo può essere al massimo 2.500,00 €");
    expect(messageOf(1.234)).toBe("L'importo può avere al massimo due decimali");
  });

  it('are numbers or decimal strings with a dot: booleans, arrays, hex, exponents, empty or null are not amounts', () => {
    expect(euro().parse(' 3 ')).toBe(300);
    for (const v of [true, [1], '0x10', '1e2', '', null, '1,50', 'abc', {}]) expect(messageOf(v), JSON.stringify(v)).toBe("L'importo deve essere un numero");
  });
});

describe('dates', () => {
  const messageOfDate = (value: string) => {
    const r = isoDate.safeParse(value);
    return r.success ? null : r.error.issues[0]!.message;
  };
  it('are read as dd/mm/yyyy or yyyy-mm-dd and answered as yyyy-mm-dd', () => {
    expect(isoDate.parse('05/03/2026')).toBe('2026-03-05');
    expect(isoDate.parse('2026-03-05')).toBe('2026-03-05');
  });
  it('say a cleared field is required and an unreadable one is not a date', () => {
    expect(messageOfDate('')).toBe('Il campo è obbligatorio');
    expect(messageOfDate('  ')).toBe('Il campo è obbligatorio');
    for (const v of ['12/0', '31/02/2026', '2026-13-01']) expect(messageOfDate(v), v).toBe('La data non è valida (gg/mm/aaaa)');
  });
});
