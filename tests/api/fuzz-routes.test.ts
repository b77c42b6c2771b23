// Issue 10 §5: bad input never gives a 500. Every registered route (app.routeAccess, so routes added
// later by any area are covered automatically) is called as the system administrator with generated
// hostile values — NUL bytes, integers beyond the database range, wrong types, huge strings,
// malformed percent-encoding, truncated multipart — in its path, query string and body. No answer may be 5xx.
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, useTestApp } from '../helpers/app.ts';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
});

/** Routes the walk leaves out: ending the walker's own session. */
const SKIP = new Set(['POST /api/logout']);

const PATH_VALUES = ['%00', 'a%00b', '99999999999999999999', '2147483648', '-1', '1.5', 'abc', "1'%20OR%20'1'='1", '%E0%A4%A', 'x'.repeat(300)];
const QUERY_VALUES = ['a\u0000b', '99999999999999999999', '-2147483649', '1e400', '[]', '%ZZ', 'x'.repeat(5000)];
const QUERY_KEYS = [
  'id',
  'page',
  'paginate',
  'search',
  'sortby',
  'season',
  'flag',
  'type',
  'famiglia',
  'stagione_id',
  'societa_id',
  'anagrafica_id',
  'email',
  'token',
  'codice_affiliazione',
  'from',
  'to',
  'date',
];

/** Bodies of every shape a handler might not expect, with the route's own field names where known. */
function hostileBodies(fields: string[]): unknown[] {
  const keys = [
    ...new Set([...fields, 'id', 'name', 'nome', 'email', 'password', 'user_id', 'userId', 'societa_id', 'anagrafica_id', 'stagione_id', 'importo', 'data', 'descrizione', 'items', 'ids']),
  ];
  const fill = (v: unknown) => Object.fromEntries(keys.map((k) => [k, v]));
  return [
    fill('a\u0000b'),
    // A number beyond every integer range, as a client would send it (the precision loss is the point).
    // eslint-disable-next-line no-loss-of-precision
    fill(99999999999999999999),
    fill(2147483648),
    fill(-2147483649),
    fill(1e308),
    fill(['x', { y: 1 }]),
    fill({ nested: { deeper: ['\u0000'] } }),
    fill(null),
    fill(true),
    fill('9'.repeat(400)),
    fill('2026-02-30'),
    ['not', 'an', 'object'],
    'just a string',
    42,
  ];
}

/** The body field names the OpenAPI document knows for a route. */
function bodyFields(spec: any, method: string, url: string): string[] {
  const path = url.replace(/:(\w+)/g, '{$1}');
  const op = spec.paths?.[path]?.[method.toLowerCase()];
  const schema = op?.requestBody?.content?.['application/json']?.schema;
  return Object.keys(schema?.properties ?? {});
}

const truncatedMultipart = () => {
  const boundary = '----fuzzboundary';
  const body = `--${boundary}\r\nContent-Disposition: form-data; name="entityType"\r\n\r\nanagrafica\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`;
  return { payload: body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
};

describe('every route survives hostile input without a 5xx', () => {
  it('walks app.routeAccess', { timeout: 900_000 }, async () => {
    const app = t().app;
    const spec = app.swagger() as any;
    const routes = app.routeAccess.filter((r) => !SKIP.has(`${r.method} /${r.url.replace(/^\//, '')}`) && r.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const tried = new Set<string>();
    const hit = async (method: string, url: string, extra: { payload?: any; headers?: Record<string, string> } = {}) => {
      const key = `${method} ${url} ${typeof extra.payload === 'string' ? extra.payload.slice(0, 40) : JSON.stringify(extra.payload ?? null).slice(0, 80)}`;
      if (tried.has(key)) return;
      tried.add(key);
      const res = await app.inject({ method: method as any, url, payload: extra.payload, headers: { ...bearer(admin), ...extra.headers } });
      if (res.statusCode >= 500) failures.push(`${res.statusCode} ${method} ${url.slice(0, 120)} ${key.slice(0, 160)} → ${res.body.slice(0, 200)}`);
    };
    for (const r of routes) {
      const withParams = (v: string) => r.url.replace(/:(\w+)/g, v).replace(/\*$/, v);
      const sendsBody = !['GET', 'HEAD'].includes(r.method);
      // Path values.
      if (/[:*]/.test(r.url)) for (const v of PATH_VALUES) await hit(r.method, withParams(v));
      const base = withParams('1');
      // Query values.
      for (const v of QUERY_VALUES) {
        const q = QUERY_KEYS.map((k) => `${k}=${encodeURIComponent(v)}`).join('&');
        await hit(r.method, `${base}?${q}`);
      }
      await hit(r.method, `${base}?id[]=1&id[]=2&page[x]=1&search=%00`);
      if (!sendsBody) continue;
      for (const body of hostileBodies(bodyFields(spec, r.method, r.url))) await hit(r.method, base, { payload: body as any });
      await hit(r.method, base, truncatedMultipart());
      await hit(r.method, base, { payload: '{"a": "\\u0000"', headers: { 'content-type': 'application/json' } });
    }
    expect(failures).toEqual([]);
  });
});
