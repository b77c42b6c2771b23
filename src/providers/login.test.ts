// What a failed POST /api/login says: only a refusal of the credentials is 'Login errata' (spec 2 §8).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { login, LoginError } from './login';
import { session } from '../lib/session';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => session.clear());
afterEach(() => server.resetHandlers());

const failure = async (): Promise<LoginError> => {
  const err = await login('a@demo.it', 'Demo2026!').catch((e) => e);
  expect(err).toBeInstanceOf(LoginError);
  return err;
};

describe('login failures', () => {
  it.each([401, 422])('a %i answer is the wrong-credentials block', async (status) => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ error: true, message: 'Nome utente o password errati' }, { status })));
    const err = await failure();
    expect([err.title, err.message]).toEqual(['Login errata', 'Nome utente o password errati']);
  });

  it('a 429 keeps the throttling message under Login errata', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ error: true, message: 'Troppi tentativi, riprova tra 15 minuti' }, { status: 429 })));
    const err = await failure();
    expect([err.title, err.message]).toEqual(['Login errata', 'Troppi tentativi, riprova tra 15 minuti']);
  });

  it('a server error is no wrong password: the server message, without the Login errata title', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.json({ error: true, message: 'Servizio non disponibile, riprova più tardi' }, { status: 500 })));
    const err = await failure();
    expect([err.title, err.message]).toEqual(['', 'Servizio non disponibile, riprova più tardi']);
  });

  it("a gateway's HTML page says the generic text", async () => {
    server.use(http.post('*/api/login', () => new HttpResponse('<html><title>502 Bad Gateway</title></html>', { status: 502 })));
    const err = await failure();
    expect([err.title, err.message]).toEqual(['', 'Si è verificato un errore']);
  });

  it('a network failure says the generic text', async () => {
    server.use(http.post('*/api/login', () => HttpResponse.error()));
    const err = await failure();
    expect([err.title, err.message]).toEqual(['', 'Si è verificato un errore']);
    expect(session.token()).toBeNull();
  });
});
