// react-admin's DataProvider over the federation list/CRUD conventions (ARCHITECTURE §4, spec 1 §7):
// page, paginate=30, search, sortby=field:asc|desc, filter flags joined by a colon,
// answers {data, current_page, last_page, total}; errors via the http client (HttpError with body).
import type { DataProvider, GetListParams, RaRecord } from 'ra-core';
import { api, type Query } from './http';
import { resourceApi, seasonOption, type ResourceApiOptions } from './resourceOptions';
import { session } from '../lib/session';

export const PAGE_SIZE = 30;

/** Per-call overrides a caller may pass as `meta`. */
export interface ProviderMeta extends ResourceApiOptions {
  [key: string]: unknown;
}

function optionsFor(resource: string, meta?: ProviderMeta): ResourceApiOptions {
  return { ...resourceApi[resource], ...(meta ?? {}) };
}

const endpointOf = (resource: string, opts: ResourceApiOptions) => (opts.endpoint ?? resource).replace(/^\/+|\/+$/g, '');

function seasonQuery(opts: ResourceApiOptions): Query {
  const s = seasonOption(opts.season);
  const id = session.get().season?.id;
  return s?.query && id != null ? { [s.query]: id } : {};
}

function seasonBody<T extends object>(opts: ResourceApiOptions, data: T): T {
  const s = seasonOption(opts.season);
  const id = session.get().season?.id;
  return s?.body && id != null ? { ...data, [s.body]: id } : data;
}

/** react-admin filter → query parameters: `q`/`search` → search, arrays → colon-joined flags, booleans → 1/0. */
export function filterToQuery(filter: Record<string, unknown> = {}): Query {
  const out: Query = {};
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined || value === null || value === '') continue;
    const name = key === 'q' ? 'search' : key;
    if (Array.isArray(value)) {
      if (value.length) out[name] = value.join(':');
    } else if (typeof value === 'boolean') out[name] = value ? 1 : 0;
    else if (typeof value === 'object') out[name] = JSON.stringify(value);
    else out[name] = value as string | number;
  }
  return out;
}

export function listQuery(params: Partial<GetListParams>, opts: ResourceApiOptions = {}): Query {
  const { page = 1, perPage = PAGE_SIZE } = params.pagination ?? {};
  const sort = params.sort;
  return {
    ...opts.query,
    ...seasonQuery(opts),
    ...filterToQuery(params.filter),
    page,
    paginate: perPage,
    ...(sort?.field ? { sortby: `${sort.field}:${String(sort.order).toLowerCase() === 'desc' ? 'desc' : 'asc'}` } : {}),
  };
}

/** A list answer (paged object or bare array) → react-admin's {data, total, pageInfo}. */
export function toListResult(body: any) {
  if (Array.isArray(body)) return { data: body, total: body.length };
  const data = Array.isArray(body?.data) ? body.data : [];
  const current = Number(body?.current_page ?? 1);
  const last = Number(body?.last_page ?? current);
  return {
    data,
    total: typeof body?.total === 'number' ? body.total : data.length,
    pageInfo: { hasNextPage: current < last, hasPreviousPage: current > 1 },
  };
}

/** A read-one answer: the object itself, or `{data: object}`. */
const unwrapOne = (body: any) => (body && typeof body === 'object' && !('id' in body) && body.data && typeof body.data === 'object' ? body.data : body);

async function getList(resource: string, params: GetListParams) {
  const opts = optionsFor(resource, params.meta);
  return toListResult(await api(endpointOf(resource, opts), { query: listQuery(params, opts), signal: params.signal }));
}

async function getOne(resource: string, id: RaRecord['id'], meta?: ProviderMeta, signal?: AbortSignal) {
  const opts = optionsFor(resource, meta);
  return unwrapOne(await api(`${endpointOf(resource, opts)}/${encodeURIComponent(String(id))}`, { query: seasonQuery(opts), signal }));
}

export const dataProvider: DataProvider = {
  getList,
  getOne: async (resource, params) => ({ data: await getOne(resource, params.id, params.meta, params.signal) }),
  // The API has no batch read: one call per id, in parallel (references show a handful of ids).
  getMany: async (resource, params) => ({
    data: await Promise.all(params.ids.map((id) => getOne(resource, id, params.meta, params.signal))),
  }),
  getManyReference: (resource, params) => getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } }),
  create: async (resource, params) => {
    const opts = optionsFor(resource, params.meta);
    const body = seasonBody(opts, params.data as object);
    const answer = await api(endpointOf(resource, opts), { method: 'POST', body });
    return { data: { ...body, ...(answer?.data && typeof answer.data === 'object' ? answer.data : {}), id: answer?.id ?? answer?.data?.id } as any };
  },
  update: async (resource, params) => {
    const opts = optionsFor(resource, params.meta);
    const body = seasonBody(opts, params.data as object);
    const answer = await api(`${endpointOf(resource, opts)}/${encodeURIComponent(String(params.id))}`, { method: 'PUT', body });
    return { data: { ...params.previousData, ...body, ...(answer?.data && typeof answer.data === 'object' ? answer.data : {}), id: params.id } as any };
  },
  updateMany: async (resource, params) => {
    const opts = optionsFor(resource, params.meta);
    const body = seasonBody(opts, params.data as object);
    await Promise.all(params.ids.map((id) => api(`${endpointOf(resource, opts)}/${encodeURIComponent(String(id))}`, { method: 'PUT', body })));
    return { data: params.ids };
  },
  delete: async (resource, params) => {
    const opts = optionsFor(resource, params.meta);
    await api(`${endpointOf(resource, opts)}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as any };
  },
  deleteMany: async (resource, params) => {
    const opts = optionsFor(resource, params.meta);
    await Promise.all(params.ids.map((id) => api(`${endpointOf(resource, opts)}/${encodeURIComponent(String(id))}`, { method: 'DELETE' })));
    return { data: params.ids };
  },
};
