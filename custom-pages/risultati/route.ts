// The public results routes (spec 1 §2): /festivalpallamano, /{championship}/{tipo},
// /area/{area}/{tipo}; the chosen group travels in the query (?girone=), so links can be shared.
import { areaCode } from './lib/names.ts';

export const TIPI = ['calendario', 'classifica', 'marcatori', 'comunicati'] as const;
export type Tipo = (typeof TIPI)[number];

/** Fixed national championship ids (spec 1 §3). */
export const CHAMPIONSHIP_IDS: Record<string, number> = { agold: 19, asilver: 20, a1f: 21, a2f: 22, superf: 117 };
export const SEDE_NAZIONALE = 'SEDE0';
export const FESTIVAL_PATH = 'festivalpallamano';
export const FESTIVAL_CODE = 'FSTPM';

export type ResultsRoute =
  | { kind: 'campionato'; base: string; id: number; area: string; tipo: Tipo; girone: number | null }
  | { kind: 'area'; base: string; area: string; tipo: Tipo; girone: number | null }
  | { kind: 'festival'; base: string }
  | { kind: 'unknown' };

export function parseRoute(pathname: string, search: string): ResultsRoute {
  const parts = pathname
    .split('/')
    .filter(Boolean)
    .map((p) => decodeURIComponent(p));
  const first = parts[0]?.toLowerCase() ?? '';
  const girone = Number(new URLSearchParams(search).get('girone')) || null;
  const tipoOf = (value: string | undefined, allowed: readonly Tipo[]): Tipo => {
    const t = value?.toLowerCase() as Tipo;
    return allowed.includes(t) ? t : 'calendario';
  };
  if (first === FESTIVAL_PATH) return { kind: 'festival', base: `/${FESTIVAL_PATH}` };
  if (first in CHAMPIONSHIP_IDS) return { kind: 'campionato', base: `/${first}`, id: CHAMPIONSHIP_IDS[first], area: SEDE_NAZIONALE, tipo: tipoOf(parts[1], TIPI.slice(0, 3)), girone };
  if (first === 'area' && parts[1]) return { kind: 'area', base: `/area/${parts[1]}`, area: areaCode(parts[1]), tipo: tipoOf(parts[2], TIPI), girone };
  return { kind: 'unknown' };
}

/** Address of a route with another tab or group; keeps the other query parameters (e.g. refresh). */
export function routeUrl(route: ResultsRoute, change: { tipo?: Tipo; girone?: number | null }, search: string): string {
  if (route.kind === 'unknown' || route.kind === 'festival') return route.kind === 'festival' ? route.base + search : '/';
  const params = new URLSearchParams(search);
  const girone = change.girone === undefined ? route.girone : change.girone;
  if (girone) params.set('girone', String(girone));
  else params.delete('girone');
  const query = params.toString();
  return `${route.base}/${change.tipo ?? route.tipo}${query ? `?${query}` : ''}`;
}

/** Seconds between live refreshes: `?refresh=N` (tests), else the page's meta, else 10. */
export function refreshSeconds(search: string, meta: string | null | undefined): number {
  const fromQuery = Number(new URLSearchParams(search).get('refresh'));
  if (fromQuery > 0) return fromQuery;
  const fromMeta = Number(meta);
  return fromMeta > 0 ? fromMeta : 10;
}
