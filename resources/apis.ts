// How each react-admin resource of the client speaks to the API, declared statically (no registry
// filled by importing a page): the generated resources from their declarations, the bespoke ones
// below. The client's dataProvider and canAccess read this before any page chunk has loaded.
import type { ResourceDeclaration } from './types.ts';
import { declarations } from './registry.ts';

export interface ResourceApi {
  /** API path under /api (default: the resource name). */
  endpoint?: string;
  /** Send the selected season: `true` (query `season`) or where (query parameter / body field). */
  season?: boolean | { query?: string | false; body?: string };
  /** Permission code checked by canAccess (default: the resource name). */
  ability?: string;
  /** Extra query parameters on every list call. */
  query?: Record<string, string | number | boolean>;
}

/** The API mapping of a schema-driven resource. */
export const apiOfDeclaration = (decl: ResourceDeclaration): ResourceApi => ({
  endpoint: decl.endpoint,
  ability: decl.permission,
  ...(decl.season ? { season: { query: 'season', body: decl.season.field } } : {}),
});

/** Bespoke screens' resources (custom-pages/<area>): one line each. */
export const BESPOKE_RESOURCES: Record<string, ResourceApi> = {
  utente: { endpoint: 'utente', ability: 'utenti' },
};

/** Every client resource → its API mapping. */
export const RESOURCE_APIS: Record<string, ResourceApi> = {
  ...Object.fromEntries(declarations.map((d) => [d.name, apiOfDeclaration(d)])),
  ...BESPOKE_RESOURCES,
};
