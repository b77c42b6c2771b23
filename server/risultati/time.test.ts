import { describe, expect, it } from 'vitest';
import { formatItalianDate, localDateTime } from './time.ts';

describe('local match time', () => {
  it('uses Rome time in winter and summer', () => {
    expect(localDateTime(Date.UTC(2025, 0, 10, 23, 30))).toEqual({ date: '2025-01-11', time: '00:30' });
    expect(localDateTime(Date.UTC(2025, 6, 10, 16, 0))).toEqual({ date: '2025-07-10', time: '18:00' });
  });
  it('formats ISO dates day first', () => {
    expect(formatItalianDate('2025-03-09')).toBe('09/03/2025');
  });
});
