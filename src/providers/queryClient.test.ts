import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'ra-core';
import { newQueryClient, retryUnanswered } from './queryClient';
import { session } from '../lib/session';
import { clearSessionEndedNote, sessionEndedNoted } from '../lib/sessionEnd';
import { clearLoginReturn, notedLoginReturn } from '../lib/loginReturn';

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

describe('a read answered 401 (the session ended on the server)', () => {
  afterEach(() => session.clear());
  const signedIn = () => session.store({ me: { id: 1, name: 'Soc', email: 'societa@demo.it', tipo_utente: 'societa' }, abilities: ['anagrafica:read'] } as never, '7|token');

  it('drops the stored session and sends the user to sign in again', async () => {
    signedIn();
    const onSessionEnded = vi.fn();
    const client = newQueryClient({ onSessionEnded });
    await expect(client.fetchQuery({ queryKey: ['wallet'], queryFn: () => Promise.reject(new HttpError('Sessione scaduta o non valida', 401)) })).rejects.toThrow();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(session.token()).toBeNull();
    // The login page it lands on says why, once.
    expect(sessionEndedNoted()).toBe(true);
    clearSessionEndedNote();
  });

  it('notes the page on screen: the sign-in comes back to it', async () => {
    signedIn();
    vi.stubGlobal('location', { pathname: '/societa/1', search: '?tab=tesserati' });
    try {
      const client = newQueryClient({ onSessionEnded: () => undefined });
      await expect(client.fetchQuery({ queryKey: ['x'], queryFn: () => Promise.reject(new HttpError('Sessione scaduta o non valida', 401)) })).rejects.toThrow();
      expect(notedLoginReturn()).toBe('/societa/1?tab=tesserati');
    } finally {
      vi.unstubAllGlobals();
      clearLoginReturn();
      clearSessionEndedNote();
    }
  });

  it('a refusal (403) or a write answered 401 (a wrong old password) keeps the session', async () => {
    signedIn();
    const onSessionEnded = vi.fn();
    const client = newQueryClient({ onSessionEnded });
    await expect(client.fetchQuery({ queryKey: ['other'], queryFn: () => Promise.reject(new HttpError('Non hai i permessi per questa operazione', 403)) })).rejects.toThrow();
    const change = client.getMutationCache().build(client, { mutationFn: () => Promise.reject(new HttpError('Nome utente o password errati', 401)) });
    await expect(change.execute(undefined)).rejects.toThrow();
    expect(onSessionEnded).not.toHaveBeenCalled();
    expect(session.token()).toBe('7|token');
    expect(sessionEndedNoted()).toBe(false);
  });
});
