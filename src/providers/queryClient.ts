// The admin's query cache. A query is tried again only when the server could not answer (no network,
// 5xx): a 4xx (not found, not allowed, refused) is the answer, and asking three more times only held
// the screen blank for ~8 s before showing it (QA: 'Società non trovata').
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { HttpError } from 'ra-core';
import { LOGIN_PATH } from '../lib/paths';
import { session } from '../lib/session';
import { noteSessionEnded } from '../lib/sessionEnd';
import { noteLoginReturn } from '../lib/loginReturn';

const MAX_RETRIES = 3;

/** TanStack Query's `retry`: at most 3 more tries, and none for an answer the server gave (status 200-499). */
export function retryUnanswered(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && error.status >= 200 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

const goToLogin = () => window.location.assign(LOGIN_PATH);

/**
 * A read answered 401 means the session ended on the server (expired, logged out in another tab, the
 * account disabled): the stored one is dropped and the user signs in again. react-admin's own lists do
 * so through authProvider.checkError; the bespoke screens read through TanStack Query directly and
 * showed 'Sessione scaduta o non valida' on every box instead. Only reads: a write's 401 is an answer
 * to what was sent (the old password of a password change).
 */
export function endSessionOnUnauthorized(error: unknown, onSessionEnded: () => void = goToLogin): void {
  if (!(error instanceof HttpError) || error.status !== 401 || !session.token()) return;
  noteSessionEnded();
  // The sign-in comes back to the page on screen (the full load of the login page keeps no router state).
  if (globalThis.location) noteLoginReturn(globalThis.location, session.get().profile?.email);
  session.clear();
  onSessionEnded();
}

/** A fresh cache per admin mount (each sign-in starts empty, src/Root.tsx). `onSessionEnded`: tests. */
export const newQueryClient = ({ onSessionEnded }: { onSessionEnded?: () => void } = {}) =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error) => endSessionOnUnauthorized(error, onSessionEnded) }),
    defaultOptions: { queries: { retry: retryUnanswered } },
  });
