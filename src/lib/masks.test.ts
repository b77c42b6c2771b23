import { describe, expect, it } from 'vitest';
import {
  dateTextToIso,
  formatMoney,
  isoToDateText,
  isValidDate,
  isValidTime,
  maskAlphanumeric,
  maskDate,
  maskDateChecked,
  maskInteger,
  maskMoney,
  maskMoneyChecked,
  maskTime,
  moneyPattern,
  parseMoney,
} from './masks';

describe('date mask dd/mm/yyyy', () => {
  it('inserts the slashes while typing and drops what is not a digit', () => {
    expect(maskDate('1')).toBe('1');
    expect(maskDate('120')).toBe('12/0');
    expect(maskDate('12031')).toBe('12/03/1');
    expect(maskDate('12a03b2024')).toBe('12/03/2024');
    expect(maskDate('120320245')).toBe('12/03/2024');
  });

  it('refuses while typing a day, a month or a year that cannot become valid, and says so', () => {
    expect(maskDateChecked('31/13/9999')).toEqual({ text: '31/1', refused: true });
    expect(maskDateChecked('4')).toEqual({ text: '', refused: true });
    expect(maskDateChecked('32')).toEqual({ text: '3', refused: true });
    expect(maskDateChecked('00')).toEqual({ text: '0', refused: true });
    expect(maskDateChecked('0100')).toEqual({ text: '01/0', refused: true });
    expect(maskDateChecked('01013')).toEqual({ text: '01/01', refused: true });
    expect(maskDateChecked('010118')).toEqual({ text: '01/01/1', refused: true });
    expect(maskDateChecked('01011900')).toEqual({ text: '01/01/1900', refused: false });
    expect(maskDateChecked('31122999')).toEqual({ text: '31/12/2999', refused: false });
    expect(maskDateChecked('3112299')).toEqual({ text: '31/12/299', refused: false });
    // Only the 8 digits of a date count: a longer paste is cut like before, not 'refused'.
    expect(maskDateChecked('120320245').refused).toBe(false);
  });

  it('accepts days 1-31, months 1-12, years 1900-2999 on real calendar days', () => {
    for (const ok of ['01/01/1900', '31/12/2999', '29/02/2024', '15/06/2026']) expect(isValidDate(ok), ok).toBe(true);
    for (const bad of ['00/01/2020', '32/01/2020', '01/00/2020', '01/13/2020', '31/12/1899', '01/01/3000', '29/02/2023', '31/04/2026', '1/1/2020', '']) expect(isValidDate(bad), bad).toBe(false);
  });

  it('converts between the form text and the API ISO date', () => {
    expect(dateTextToIso('05/09/2025')).toBe('2025-09-05');
    expect(dateTextToIso('05/09/20')).toBeNull();
    expect(isoToDateText('2025-09-05')).toBe('05/09/2025');
    expect(isoToDateText('2025-09-05T10:00:00Z')).toBe('05/09/2025');
    expect(isoToDateText(null)).toBe('');
  });
});

describe('time mask HH:mm', () => {
  it('masks and checks 00-23:00-59', () => {
    expect(maskTime('1830')).toBe('18:30');
    expect(maskTime('18:305')).toBe('18:30');
    expect(isValidTime('00:00')).toBe(true);
    expect(isValidTime('23:59')).toBe(true);
    expect(isValidTime('24:00')).toBe(false);
    expect(isValidTime('12:60')).toBe(false);
    expect(isValidTime('9:30')).toBe(false);
  });
});

describe('money mask it-IT', () => {
  it('groups thousands with a dot and uses the comma for decimals, unsigned', () => {
    expect(maskMoney('1234')).toBe('1.234');
    expect(maskMoney('1234,5')).toBe('1.234,5');
    expect(maskMoney('1234,567')).toBe('1.234,56');
    expect(maskMoney('-12')).toBe('12');
    expect(maskMoney(',5')).toBe('0,5');
    expect(maskMoney('007')).toBe('7');
  });

  it('keeps a last dot with at most two digits as typed, read as the decimal sign if it stays so; a thousands dot groups', () => {
    expect(maskMoney('12.5')).toBe('12.5');
    expect(parseMoney('12.5')).toBe(12.5);
    expect(parseMoney('1.05')).toBe(1.05);
    expect(maskMoney('1.234')).toBe('1.234');
    expect(parseMoney('1.234')).toBe(1234);
    expect(parseMoney('1.')).toBe(1);
  });

  it('takes 1.000,50 typed key by key as one thousand euros and fifty cents', () => {
    let text = '';
    for (const key of '1.000,50') {
      const masked = maskMoneyChecked(text + key);
      expect(masked.refused).toBe(false);
      text = masked.text;
    }
    expect(text).toBe('1.000,50');
    expect(parseMoney(text)).toBe(1000.5);
    // A longer number grouped as it grows, a dot typed or not.
    text = '';
    for (const key of '1234567,8') text = maskMoney(text + key);
    expect(text).toBe('1.234.567,8');
  });

  it('limits the integer digits of a pattern like ####.## or ##.##', () => {
    expect(moneyPattern('####.##')).toEqual({ integerDigits: 4, decimals: 2 });
    expect(maskMoney('123456', moneyPattern('####.##'))).toBe('1.234');
    // ... and says so instead of cutting silently.
    expect(maskMoneyChecked('12345678', moneyPattern('####.##'))).toEqual({ text: '1.234', refused: true });
    expect(maskMoneyChecked('1234,567', moneyPattern('####.##'))).toEqual({ text: '1.234,56', refused: true });
    expect(maskMoneyChecked('1234,56', moneyPattern('####.##'))).toEqual({ text: '1.234,56', refused: false });
    expect(maskMoneyChecked('1.234', moneyPattern('####.##'))).toEqual({ text: '1.234', refused: false });
    expect(maskMoney('999,99', moneyPattern('##.##'))).toBe('99,99');
  });

  it('parses and formats, an empty value becoming 0,00', () => {
    expect(parseMoney('1.234,50')).toBe(1234.5);
    expect(parseMoney('')).toBe(0);
    expect(formatMoney(1234.5)).toBe('1.234,50');
    expect(formatMoney(null)).toBe('0,00');
    expect(formatMoney(1000000)).toBe('1.000.000,00');
    expect(formatMoney(-5)).toBe('5,00');
  });
});

describe('alphanumeric and integer masks', () => {
  it('keeps letters and digits only, optionally upper-case and cut', () => {
    expect(maskAlphanumeric('ab-12 c!')).toBe('ab12c');
    expect(maskAlphanumeric('ab12cd', { maxLength: 4, uppercase: true })).toBe('AB12');
  });
  it('keeps at most N digits', () => {
    expect(maskInteger('12a34', 3)).toBe('123');
    expect(maskInteger('x')).toBe('');
  });
});
