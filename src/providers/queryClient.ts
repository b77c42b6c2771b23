// The admin's query cache. A query is tried again only when the server could not answer (no network,
// 5xx): a 4xx (not found, not allowed, refused) is the answer, and asking three more times only held
// the screen blank for ~8 s before showing it (QA: 'Società non trovata').
import { QueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';

const MAX_RETRIES = 3;

/** TanStack Query's `retry`: at most 3 more tries, and none for an answer the server gave (status 200-499). */
export function retryUnanswered(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 200 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** A fresh cache per admin mount (each sign-in starts empty, src/Root.tsx). */
export const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: retryUnanswered } } });
