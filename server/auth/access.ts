// Authorisation as a mechanism: every route declares `config.access`; one hook enforces it.
//   'public'  no login (login, password recovery, public results)
//   'user'    any logged-in user (scoping to own club/record is done by the handler's queries)
//   'x:read' / 'x:write' / ['a:read', 'b:read']  an ability (any of the list), `sysadmin:all` grants all
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { allows } from '../../resources/abilities.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { answerMemo } from '../http/answer-memo.ts';
import { verifyToken } from './tokens.ts';
import type { AuthUser } from './user.ts';

export type Access = 'public' | 'user' | string | string[];

export const API_DOCS_PREFIX = '/api/docs';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    tokenId: number | null;
  }
  interface FastifyInstance {
    routeAccess: { method: string; url: string; access: Access | undefined }[];
  }
}

export default fp(async function accessPlugin(app: FastifyInstance) {
  app.decorate('routeAccess', []);
  app.decorateRequest('user', null);
  app.decorateRequest('tokenId', null);

  app.addHook('onRoute', (route) => {
    let access = (route.config as { access?: Access } | undefined)?.access;
    // The API documentation's pages and assets (registered by @fastify/swagger-ui) are public.
    if (access === undefined && route.url.startsWith(API_DOCS_PREFIX)) route.config = { ...route.config, access: (access = 'public') };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) if (method !== 'HEAD') app.routeAccess.push({ method, url: route.url, access });
    if (access === undefined) throw new Error(`Route ${route.method} ${route.url} declares no access`);
  });

  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined || access === 'public') {
      // Public routes still know who is calling when a valid token is sent.
      if (access === 'public' && request.headers.authorization) await authenticate(app, request).catch(() => {});
      return;
    }
    await authenticate(app, request);
    if (access !== 'user') requireAbility(request.user!, access);
  });
});

// A page's calls arrive together with the same token: one verification serves them for a moment
// (ANSWER_REUSE_MS), as long as the database has seen no write (a logout, a password change, a user or
// permission edit shows at once; one made through another process when its announcement arrives, or
// after two such moments at most: server/db/client.ts, shareWrites).
// Only reads are served so: a request that may write verifies its token afresh, so a token ended or a
// permission removed through another process can no longer change anything. Unknown tokens are not kept.
const verifiedTokens = answerMemo<Awaited<ReturnType<typeof verifyToken>>>({ maxWeight: 2000, keep: (session) => session !== null });

/** The session shared by the requests of that second: nobody may change it. */
function frozen<T extends { user: AuthUser } | null>(session: T): T {
  if (session) {
    Object.freeze(session.user.abilities);
    Object.freeze(session.user);
    Object.freeze(session);
  }
  return session;
}

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m) throw unauthorized();
  const raw = m[1].trim();
  const reuseMs = request.method === 'GET' || request.method === 'HEAD' ? app.settings.answerReuseMs : 0;
  const session = await verifiedTokens.get(app.db, raw, reuseMs, () => verifyToken(app.db, raw, app.settings.tokenIdleMinutes).then(frozen));
  if (!session) throw unauthorized('Sessione scaduta o non valida');
  request.user = session.user;
  request.tokenId = session.tokenId;
}

export function requireAbility(user: AuthUser, access: string | string[]) {
  if (!allows(user.abilities, access)) throw forbidden();
}

/** The request's user: routes with access other than 'public' always have one. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
