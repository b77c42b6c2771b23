// Calls to the public results service. Its base address is configuration: VITE_RESULTS_API at
// build time, else the page's <meta name="results-api">, else '/risultati/'.
export const DEFAULT_API = '/risultati/';

export class ApiError extends Error {
  constructor(
    public status: number,
    message: string,
  ) {
    super(message);
  }
}

let base: string | undefined;

export function apiBase(): string {
  if (base) return base;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="results-api"]')?.content?.trim();
  const configured = (import.meta.env.VITE_RESULTS_API as string | undefined) || meta || DEFAULT_API;
  return (base = new URL(configured.endsWith('/') ? configured : `${configured}/`, window.location.href).toString());
}

export const apiUrl = (path: string) => new URL(path, apiBase()).toString();

/** Logos may be absolute or relative to the service's host. */
export const assetUrl = (href: string | null) => (href ? new URL(href, apiBase()).toString() : null);

export async function getJson<T>(path: string, opts: { signal?: AbortSignal; revalidate?: boolean } = {}): Promise<T> {
  // Live refreshes revalidate with the service (ETag → 304) instead of trusting max-age.
  const res = await fetch(apiUrl(path), { headers: { Accept: 'application/json' }, signal: opts.signal, cache: opts.revalidate ? 'no-cache' : 'default' });
  if (!res.ok) {
    const body = await res.json().catch(() => null);
    throw new ApiError(res.status, body?.message ?? 'Si è verificato un errore');
  }
  return res.json() as Promise<T>;
}
