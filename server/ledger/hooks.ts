// Other areas react to an entry's decision inside the same transaction (a club becomes affiliated
// when its affiliation is approved, a transfer follows its entry …) without the ledger knowing them.
// A hook that throws rolls the whole operation back.
import type { Queryable } from '../db/client.ts';
import type { EntryRow } from './entries-sql.ts';

export type LedgerEvent = 'approved' | 'rejected' | 'storno' | 'cancelled' | 'layer';

export interface HookContext {
  /** Storno: the member's registration is to be restored ('Vuoi ripristinare anche l'anagrafica?'). */
  restoreAnagrafica?: boolean;
  /** Storno: the reversing entry. Layer: which layer and whether approved. */
  storno?: EntryRow;
  layer?: { side: 'societa' | 'anagrafica'; approved: boolean };
  userId: number | null;
}

export type LedgerHook = (tx: Queryable, entry: EntryRow, ctx: HookContext) => Promise<void>;

const hooks = new Map<LedgerEvent, Set<LedgerHook>>();

/** Registers a hook; returns its removal (tests). */
export function onLedger(event: LedgerEvent, hook: LedgerHook): () => void {
  if (!hooks.has(event)) hooks.set(event, new Set());
  hooks.get(event)!.add(hook);
  return () => void hooks.get(event)!.delete(hook);
}

export async function runHooks(tx: Queryable, event: LedgerEvent, entry: EntryRow, ctx: HookContext) {
  for (const hook of hooks.get(event) ?? []) await hook(tx, entry, ctx);
}
