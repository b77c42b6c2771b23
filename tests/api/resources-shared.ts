// The list contract every generated resource keeps (ARCHITECTURE §4), checked the same way for each:
// paged shape, paging, search, every sortable field both ways, unknown sort → 400, no token → 401.
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import type { ResourceDeclaration } from '../../resources/types.ts';
import { call } from '../helpers/app.ts';

const valueAt = (row: Record<string, any>, path: string) => path.split('.').reduce<any>((v, k) => (v == null ? v : v[k]), row);

export interface ListContract {
  app: () => FastifyInstance;
  token: () => string;
  decl: ResourceDeclaration;
  /** List URL (with its season query or path when the resource has one). */
  url: () => string;
  /** A search term with matches among the seeded rows. */
  term: string;
}

const withQuery = (url: string, q: string) => `${url}${url.includes('?') ? '&' : '?'}${q}`;

export function listContract({ app, token, decl, url, term }: ListContract) {
  it('answers the paged shape { data, current_page, last_page, per_page, total }', async () => {
    const res = await call(app(), token(), 'GET', url());
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['current_page', 'data', 'last_page', 'per_page', 'total']);
    expect(body).toMatchObject({ current_page: 1, per_page: 30 });
    expect(body.total).toBeGreaterThan(2);
    expect(body.data.length).toBe(Math.min(30, body.total));
  });

  it('pages with page and paginate', async () => {
    const p1 = (await call(app(), token(), 'GET', withQuery(url(), 'paginate=2&page=1'))).json();
    const p2 = (await call(app(), token(), 'GET', withQuery(url(), 'paginate=2&page=2'))).json();
    expect(p2).toMatchObject({ current_page: 2, per_page: 2, last_page: Math.ceil(p1.total / 2), total: p1.total });
    expect(p1.data).toHaveLength(2);
    const ids = new Set(p1.data.map((r: any) => r.id));
    expect(p2.data.some((r: any) => ids.has(r.id))).toBe(false);
  });

  it('searches the declared fields', async () => {
    const all = (await call(app(), token(), 'GET', withQuery(url(), 'paginate=1000'))).json();
    const res = await call(app(), token(), 'GET', withQuery(url(), `paginate=1000&search=${encodeURIComponent(term)}`));
    expect(res.statusCode).toBe(200);
    const found = res.json();
    expect(found.total).toBeGreaterThan(0);
    expect(found.total).toBeLessThan(all.total);
    for (const row of found.data) {
      const matches = (decl.search ?? []).some((f) =>
        String(valueAt(row, f) ?? '')
          .toLowerCase()
          .includes(term.toLowerCase()),
      );
      expect(matches, JSON.stringify(row)).toBe(true);
    }
  });

  const sortable = ['id', ...decl.columns.filter((c) => c.sortable && c.source !== 'id').map((c) => c.source)];
  it.each(sortable)('sorts by %s ascending and descending', async (field) => {
    const get = async (dir: string) => {
      const res = await call(app(), token(), 'GET', withQuery(url(), `paginate=1000&sortby=${field}:${dir}`));
      expect(res.statusCode).toBe(200);
      return res.json().data.map((r: any) => valueAt(r, field));
    };
    const asc = await get('asc');
    const desc = await get('desc');
    expect([...asc].reverse()).toEqual(desc);
    const known = asc.filter((v: unknown) => v !== null);
    if (known.every((v: unknown) => typeof v === 'number' || typeof v === 'boolean' || /^\d{4}-\d{2}-\d{2}$/.test(String(v)))) {
      for (let i = 1; i < known.length; i++) expect(known[i - 1] <= known[i], `${known[i - 1]} <= ${known[i]}`).toBe(true);
    }
  });

  it('refuses an unknown sort field with 400, never SQL', async () => {
    for (const sortby of ['password:asc', 'nome;DROP TABLE users:asc', 'id:sideways']) {
      const res = await call(app(), token(), 'GET', withQuery(url(), `sortby=${encodeURIComponent(sortby)}`));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: true });
    }
  });

  it('needs a login', async () => {
    expect((await call(app(), null, 'GET', url())).statusCode).toBe(401);
  });
}

/** The audit entries written for an entity row. */
export async function auditOf(app: FastifyInstance, entity: string, id: number) {
  const { rows } = await app.db.query<{ action: string; user_id: number; before: any; after: any }>(
    'SELECT action, user_id, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, String(id)],
  );
  return rows;
}
