// How a react-admin resource name maps onto the federation API, declared once per resource.
// The generator (src/generator) and bespoke pages register their resources here, e.g.
//   registerResourceApi('causali', { endpoint: 'tipologiatesseramento', ability: 'causali' });
//   registerResourceApi('disciplinestagioni', { season: { query: 'season', body: 'stagione_affiliazione_id' } });
// A single call can also pass `meta: { endpoint, season, query }` to the data provider.

export interface SeasonOption {
  /** Query parameter carrying the selected season id on reads (default 'season'). */
  query?: string | false;
  /** Body field carrying the selected season id on create/update (none by default). */
  body?: string;
}

export interface ResourceApiOptions {
  /** API path under /api (default: the resource name). */
  endpoint?: string;
  /** Send the selected season (spec: `disciplinestagioni?season={seasonId}`, `season` in checkout bodies). */
  season?: boolean | SeasonOption;
  /** Permission code checked by canAccess (default: the resource name). */
  ability?: string;
  /** Extra query parameters on every list call. */
  query?: Record<string, string | number | boolean>;
}

export const resourceApi: Record<string, ResourceApiOptions> = {};

export function registerResourceApi(resource: string, options: ResourceApiOptions) {
  resourceApi[resource] = { ...resourceApi[resource], ...options };
}

export function seasonOption(season: ResourceApiOptions['season']): Required<SeasonOption> | null {
  if (!season) return null;
  if (season === true) return { query: 'season', body: '' };
  return { query: season.query === undefined ? 'season' : season.query, body: season.body ?? '' };
}
