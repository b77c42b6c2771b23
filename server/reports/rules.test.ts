import { describe, expect, it } from 'vitest';
import { amountRange, codeSlug } from './rules.ts';

describe('report rules', () => {
  it('gives every ledger code a safe, stable column field', () => {
    expect(codeSlug('Licenza Allenatore')).toBe('c_licenza_allenatore');
    expect(codeSlug('Tesseramento Atleta (Under)')).toBe('c_tesseramento_atleta_under');
    expect(codeSlug('Attività è')).toBe('c_attivita_e');
    expect(codeSlug('"; DROP TABLE x; --')).toBe('c_drop_table_x');
  });

  it('applies the amount filter only when both bounds are above zero', () => {
    expect(amountRange({ euro_min: '10', euro_max: '20,5' })).toEqual({ min: 1000, max: 2050 });
    expect(amountRange({ euro_min: '0', euro_max: '20' })).toBeNull();
    expect(amountRange({ euro_min: '10' })).toBeNull();
    expect(amountRange({ euro_min: 'abc', euro_max: '20' })).toBeNull();
  });
});
