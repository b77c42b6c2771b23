import { describe, expect, it } from 'vitest';
import { formatAmount, formatDateForm, formatDateGrid, formatEuro, WEEK_STARTS_ON } from './format';

describe('it-IT formatting', () => {
  it('shows euro with two decimals, dot thousands and comma decimals', () => {
    expect(formatEuro(1234.5)).toBe('1.234,50 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatEuro(-20)).toBe('-20,00 €');
    expect(formatEuro(null)).toBe('');
    expect(formatAmount(99.999)).toBe('100,00');
  });

  it('shows dates as dd/mm/yyyy in forms and dd-mm-yyyy in grids', () => {
    expect(formatDateForm('2026-03-01')).toBe('01/03/2026');
    expect(formatDateGrid('2026-03-01')).toBe('01-03-2026');
    expect(formatDateGrid('not a date')).toBe('');
  });

  it('starts the week on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1);
  });
});
