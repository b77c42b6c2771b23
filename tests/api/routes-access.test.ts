import { describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import accessPlugin from '../../server/auth/access.ts';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();

describe('every route declares its access', () => {
  it('no registered route is without an access declaration', () => {
    const routes = t().app.routeAccess;
    expect(routes.length).toBeGreaterThan(10);
    const undeclared = routes.filter((r) => r.access === undefined || r.access === '');
    expect(undeclared).toEqual([]);
  });

  it('only login, password recovery, installation info, the demo outbox, the API description, the payment gateway callbacks and the results service are public', () => {
    const publicRoutes = t()
      .app.routeAccess.filter((r) => r.access === 'public')
      .map((r) => r.url);
    const allowed = [
      /^\/api\/(login|forgot-password|reset-password|anagrafica-reset-password|societa-reset-password|updatePasswordUtente|info|dev\/outbox|openapi\.json$|docs)/,
      /^\/risultati\//,
      // The gateway's signed notification and the browser's way to the payment page (signed address).
      /^\/api\/pagamenti\/(notifica|simulatore\/:codice|checkout\/:codice)$/,
    ];
    expect(publicRoutes.filter((u) => !allowed.some((re) => re.test(u)))).toEqual([]);
  });

  it('registering a route that declares nothing fails at start-up', async () => {
    const app = Fastify();
    await app.register(accessPlugin);
    expect(() => app.get('/oops', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });

  it('every protected route answers 401 without a token', async () => {
    const protectedRoutes = t().app.routeAccess.filter((r) => r.access !== 'public');
    for (const r of protectedRoutes) {
      const url = r.url.replace(/:(\w+)/g, '1').replace('*', 'x');
      const res = await t().app.inject({ method: r.method as any, url });
      expect([r.method, url, res.statusCode]).toEqual([r.method, url, 401]);
    }
  });
});
