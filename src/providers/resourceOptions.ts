// How a react-admin resource name maps onto the federation API: built statically from resources/apis.ts
// (the declarations and the bespoke resources), so canAccess knows every resource before any page
// chunk loads. A single call can also pass `meta: { endpoint, season, query }` to the data provider.
import { RESOURCE_APIS, type ResourceApi } from '../../resources/apis';

export interface SeasonOption {
  /** Query parameter carrying the selected season id on reads (default 'season'). */
  query?: string | false;
  /** Body field carrying the selected season id on create/update (none by default). */
  body?: string;
}

/** One resource's mapping (declared in resources/apis.ts). */
export type ResourceApiOptions = ResourceApi;

export const resourceApi: Record<string, ResourceApiOptions> = { ...RESOURCE_APIS };

/** Overrides one mapping (tests). Screens declare theirs in resources/apis.ts instead. */
export function registerResourceApi(resource: string, options: ResourceApiOptions) {
  resourceApi[resource] = { ...resourceApi[resource], ...options };
}

export function seasonOption(season: ResourceApiOptions['season']): Required<SeasonOption> | null {
  if (!season) return null;
  if (season === true) return { query: 'season', body: '' };
  return { query: season.query === undefined ? 'season' : season.query, body: season.body ?? '' };
}
