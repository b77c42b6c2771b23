// The HTTP client of the admin app: base /api on the page's own origin, JSON, Bearer `id|token`.
// Every failure becomes a react-admin HttpError whose body is the server's answer, so that
// forms can show field errors (422 `errors`) and screens the spec's `message` / `errorMessage`.
import { HttpError } from 'ra-core';
import { session } from '../lib/session';
import { fileNameFromDisposition } from '../lib/contentDisposition';

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  /** Token to use instead of the stored one (token login); `null` sends none. */
  token?: string | null;
  signal?: AbortSignal;
}

export const GENERIC_ERROR = 'Si è verificato un errore';

export function apiUrl(path: string, query?: Query): string {
  const base = `${globalThis.location?.origin ?? 'http://localhost'}/api/`;
  const url = new URL(path.replace(/^\/+/, '').replace(/^api\//, ''), base);
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  }
  return url.toString();
}

export function authHeader(token = session.token()): Record<string, string> {
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Field → first message of a 422 answer (the spec shows the first message under each field). */
export function firstFieldErrors(errors: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (errors && typeof errors === 'object') {
    for (const [field, msgs] of Object.entries(errors as Record<string, unknown>)) {
      const first = Array.isArray(msgs) ? msgs[0] : msgs;
      if (first != null) out[field] = String(first);
    }
  }
  return out;
}

/** The text to show for a failed answer: errorMessage, then message, then the generic text. */
export function errorText(body: any, fallback = GENERIC_ERROR): string {
  if (body && typeof body === 'object') return String(body.errorMessage || body.message || fallback);
  if (typeof body === 'string' && isPlainMessage(body)) return body.trim();
  return fallback;
}

/**
 * A text answer worth showing as it is: short, and not a page. A proxy's or a gateway's HTML error
 * page ('<html><head><title>502 Bad Gateway</title>…') would fill the toast with markup.
 */
const isPlainMessage = (text: string) => text.trim() !== '' && text.length <= 300 && !/[<>]/.test(text);

/** What a failed read says (the server's errorMessage or message, else the generic text), or null when it did not fail. */
export const failureOf = (error: unknown): string | null => (error ? errorText(error instanceof HttpError ? error.body : null) : null);

function toHttpError(status: number, body: any): HttpError {
  const errors = body && typeof body === 'object' && body.errors ? firstFieldErrors(body.errors) : undefined;
  // react-admin puts body.errors under the matching inputs and `root.serverError` above the form.
  const raBody = errors ? { ...body, errors: { ...errors, root: { serverError: errorText(body) } }, fieldErrors: body.errors } : body;
  return new HttpError(errorText(body), status, raBody);
}

async function parse(res: Response): Promise<any> {
  const text = await res.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Calls the API and answers the parsed JSON; throws HttpError on HTTP failure or `{error: true}`. */
export async function api<T = any>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, token, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...authHeader(token === undefined ? session.token() : token) };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(apiUrl(path, query), { method, headers, body: payload, signal });
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    throw new HttpError(GENERIC_ERROR, 0, null);
  }
  const data = await parse(res);
  if (!res.ok) throw toHttpError(res.status, data);
  if (data && typeof data === 'object' && !Array.isArray(data) && data.error === true) throw toHttpError(res.status, data);
  return data as T;
}

/** Downloads a file with the token (exports, documents); answers the blob and the server's file name. */
export async function download(path: string, query?: Query): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await fetch(apiUrl(path, query), { headers: { ...authHeader() } });
  if (!res.ok) throw toHttpError(res.status, await parse(res));
  return { blob: await res.blob(), fileName: fileNameFromDisposition(res.headers.get('Content-Disposition')) };
}

/** A paged list answer of the API (ARCHITECTURE §4): one page of rows and where it stands. */
export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  total: number;
}
