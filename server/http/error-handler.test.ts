// Database errors a request causes answer in Italian with the status they deserve, never a 500.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONCURRENT_CHANGE, errorHandler } from './error-handler.ts';

const appThrowing = (error: unknown) => {
  const app = Fastify();
  app.setErrorHandler(errorHandler);
  app.post('/op', async () => {
    throw error;
  });
  return app;
};

describe('database errors', () => {
  it('a deadlock or a serialization failure (the whole transaction rolled back) is a 409 the user may retry', async () => {
    for (const code of ['40P01', '40001']) {
      const res = await appThrowing(Object.assign(new Error('deadlock detected'), { code })).inject({ method: 'POST', url: '/op' });
      expect([res.statusCode, res.json()], code).toEqual([409, { error: true, message: CONCURRENT_CHANGE, errorMessage: CONCURRENT_CHANGE }]);
    }
  });

  it('a real failure stays a 500 with the generic message and no detail', async () => {
    const res = await appThrowing(Object.assign(new Error('connection terminated'), { code: '57P01' })).inject({ method: 'POST', url: '/op' });
    expect([res.statusCode, res.json()]).toEqual([500, { error: true, message: 'Si è verificato un errore' }]);
  });
});
