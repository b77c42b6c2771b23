import { describe, expect, it } from 'vitest';
import { formatItalianDate } from './risultati/time.ts';
import { italianToday, italianWallClock, localDateTime } from './time.ts';
import { defaultDescrizione } from './exports/start.ts';

describe('Italian time', () => {
  it('uses Rome time in winter and summer', () => {
    expect(localDateTime(Date.UTC(2025, 0, 10, 23, 30))).toEqual({ date: '2025-01-11', time: '00:30' });
    expect(localDateTime(Date.UTC(2025, 6, 10, 16, 0))).toEqual({ date: '2025-07-10', time: '18:00' });
  });
  it('follows the daylight-saving changes', () => {
    // 30 March 2025: 02:00 CET becomes 03:00 CEST (01:00 UTC); 26 October 2025 back at 01:00 UTC.
    expect(localDateTime(Date.UTC(2025, 2, 30, 0, 59)).time).toBe('01:59');
    expect(localDateTime(Date.UTC(2025, 2, 30, 1, 0)).time).toBe('03:00');
    expect(localDateTime(Date.UTC(2025, 9, 26, 0, 59)).time).toBe('02:59');
    expect(localDateTime(Date.UTC(2025, 9, 26, 1, 0)).time).toBe('02:00');
  });
  it('formats ISO dates day first', () => {
    expect(formatItalianDate('2025-03-09')).toBe('09/03/2025');
  });
  it('gives the Italian calendar day, also just after midnight in Italy', () => {
    expect(italianToday(new Date(Date.UTC(2025, 11, 31, 23, 30)))).toBe('2026-01-01');
    expect(italianToday(new Date(Date.UTC(2025, 6, 1, 21, 59)))).toBe('2025-07-01');
  });
  it('reads the wall clock to the minute for zone-less formats', () => {
    expect(italianWallClock(Date.UTC(2025, 6, 10, 16, 5, 42, 900)).toISOString()).toBe('2025-07-10T18:05:00.000Z');
  });
  it('stamps the default description in Italian time', () => {
    expect(defaultDescrizione('Tesserati', new Date(Date.UTC(2025, 10, 22, 9, 31)))).toBe('Tesserati 22-11-2025 10:31');
  });
});
