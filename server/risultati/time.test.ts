import { describe, expect, it } from 'vitest';
import { formatItalianDate, localDateTime } from './time.ts';

describe('local match time', () => {
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
});
