// The bespoke server pieces of generated resources: custom row actions and extra delete rules.
// A resource without an entry here is served by the generator alone.
import type { Db, Queryable } from '../db/client.ts';
import type { AuthUser } from '../auth/user.ts';
import { openSeason, refuseDeletingOpenSeason } from './stagione.ts';
import { copyPreviousFees, previewCopyFees } from './configurazione.ts';
import { tipologieLookup } from '../tesseramenti/lookups.ts';

export interface ActionContext {
  /** The database; the action opens its own transaction. */
  db: Db;
  id: number;
  user: AuthUser;
}

export interface SeasonActionContext {
  /** The database; the action opens its own transaction. */
  db: Db;
  /** The header's season, from the path. */
  season: number;
  user: AuthUser;
}

/** The server half of a declared toolbar action (`{endpoint}/{path}/{seasonId}`). */
export interface ToolbarActionHandler {
  /** GET: the values of the question's `%{…}` placeholders. */
  preview: (ctx: SeasonActionContext) => Promise<Record<string, string>>;
  /** POST: does it; the message is the toast, `count` how many records it wrote. */
  run: (ctx: SeasonActionContext) => Promise<{ message: string; count: number }>;
}

export interface ResourceHooks {
  /** Custom row actions of the declaration (`POST {endpoint}/{id}/{path}`), by action name. */
  actions?: Record<string, (ctx: ActionContext) => Promise<{ message: string }>>;
  /** Toolbar actions of the declaration, by action name. */
  toolbar?: Record<string, ToolbarActionHandler>;
  /** Runs inside the delete's transaction before anything changes; throws to refuse. */
  beforeDelete?: (tx: Queryable, row: Record<string, unknown>) => Promise<void>;
  /** A bespoke answer for some list queries (lookup variants); null lets the generic list answer. */
  list?: (db: Queryable, query: Record<string, unknown>, user: AuthUser) => Promise<unknown | null>;
}

/** By declaration name. */
export const resourceHooks: Record<string, ResourceHooks> = {
  stagioni: { actions: { open: openSeason }, beforeDelete: refuseDeletingOpenSeason },
  causali: { list: tipologieLookup },
  configurazioni: { toolbar: { copyPrevious: { preview: previewCopyFees, run: copyPreviousFees } } },
};
