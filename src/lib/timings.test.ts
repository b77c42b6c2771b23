import { describe, expect, it } from 'vitest';
import { TIMINGS } from './timings';

describe('timings of the specifications (§9)', () => {
  it('dialogs enter in 300 ms and leave in 200 ms; searches wait 300 ms', () => {
    expect(TIMINGS.dialog).toEqual({ enter: 300, exit: 200 });
    expect(TIMINGS.debounce).toBe(300);
  });
  it('toasts: 3000 ms by default and for failures, 500 ms for saves, 1500 ms members and clubs, 5000 ms renewals, 18000 ms wallet errors', () => {
    expect(TIMINGS.toast).toMatchObject({ default: 3000, failure: 3000, saveSuccess: 500, memberSave: 1500, clubSave: 1500, renewal: 5000, walletError: 18000 });
  });
});
