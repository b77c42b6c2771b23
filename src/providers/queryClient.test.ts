import { describe, expect, it } from 'vitest';
import { HttpError } from 'ra-core';
import { retryUnanswered } from './queryClient';

describe('query retries', () => {
  it('never retry an answer of the server (4xx, or an error answered with 200)', () => {
    for (const status of [200, 400, 401, 403, 404, 409, 422]) expect(retryUnanswered(0, new HttpError('x', status)), String(status)).toBe(false);
  });

  it('retry up to three times when the server could not answer', () => {
    for (const error of [new HttpError('x', 0), new HttpError('x', 500), new HttpError('x', 503), new TypeError('Failed to fetch')]) {
      expect(retryUnanswered(0, error)).toBe(true);
      expect(retryUnanswered(2, error)).toBe(true);
      expect(retryUnanswered(3, error)).toBe(false);
    }
  });
});
