// The API describes itself: /api/openapi.json lists every route with the ability it requires
// (x-access), and every route declares its schemas (params, query of paged lists, body, answer).
import { describe, expect, it } from 'vitest';
import type { RouteSchemaParts } from '../../server/http/openapi.ts';
import { useTestApp } from '../helpers/app.ts';

const t = useTestApp();

/** Fastify's `/x/:id` as OpenAPI writes it: `/x/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const documented = (r: { url: string }) => !r.url.startsWith('/api/docs') && r.url !== '/api/openapi.json';
const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;

/** What a route lacks: path params, a body for writes, a query for paged lists, an answer. */
function missing(r: RouteSchemaParts): string[] {
  const gaps: string[] = [];
  if (r.url.includes(':') && !r.params) gaps.push('params');
  if (['POST', 'PUT', 'PATCH'].includes(r.method) && !r.body) gaps.push('body');
  if (!r.response) gaps.push('response');
  return gaps;
}

describe('OpenAPI document', () => {
  it('is served at /api/openapi.json (3.1) with the browsable page at /api/docs', async () => {
    const res = await t().app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().openapi).toBe('3.1.0');
    expect((await t().app.inject({ method: 'GET', url: '/api/docs' })).statusCode).toBeLessThan(400);
  });

  it('lists every route with the ability it requires', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const routes = t().app.routeAccess.filter(documented);
    expect(routes.length).toBeGreaterThan(40);
    const absent = routes.filter((r) => JSON.stringify(doc.paths[openapiPath(r.url)]?.[r.method.toLowerCase()]?.['x-access']) !== JSON.stringify(r.access)).map(key);
    expect(absent).toEqual([]);
  });

  it('states the ability in words and asks a token for protected calls', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const put = doc.paths['/api/comitato/{id}'].put;
    expect(put['x-access']).toBe('comitati:write');
    expect(put.description).toContain('Permesso richiesto: comitati:write');
    expect(put.security).toEqual([{ bearer: [] }]);
    expect(put.requestBody).toBeDefined();
    expect(doc.paths['/risultati/api_v2/tables/{girone}'].get.security).toBeUndefined();
  });

  it('describes downloads under their content type and uploads as multipart', async () => {
    const doc = (await t().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/societa/{id}/daf'].get.responses['200'].content['application/pdf'].schema).toMatchObject({ type: 'string', format: 'binary' });
    expect(Object.keys(doc.paths['/api/documento/download/{id}'].get.responses['200'].content)).toEqual(['application/pdf', 'image/jpeg', 'image/png']);
    expect(doc.paths['/api/documento'].post.requestBody.content['multipart/form-data'].schema.properties.file).toMatchObject({ format: 'binary' });
  });
});

describe('route schemas', () => {
  it('every route declares its params, body and answer', () => {
    const gaps = t()
      .app.routeSchemas.filter((r) => documented(r) && !r.hidden)
      .map((r) => [key(r), missing(r)] as const)
      .filter(([, m]) => m.length);
    expect(gaps).toEqual([]);
  });

  it('a paged list declares its query string (page, paginate, search, sortby, filters)', () => {
    const paged = t().app.routeSchemas.filter((r) => r.paged);
    expect(paged.map(key)).toEqual(expect.arrayContaining(['GET /api/comitato', 'GET /api/userexports', 'GET /api/anagrafica']));
    expect(paged.filter((r) => !r.querystring).map(key)).toEqual([]);
  });
});
