// The domain demo data: reference lists, clubs, members and their money, on the national reference
// data (places, roles, causali…: server/reference/, applied here when missing). Same data on every
// run for the same scale and day. Expects the core seed's seasons and disciplines and empty domain
// tables.
import type { Db, Queryable } from '../../db/client.ts';
import { applyNationalReference } from '../../reference/index.ts';
import { Random } from '../random.ts';
import { resetSequences } from './bulk.ts';
import { seedBoards } from './boards.ts';
import { Carts } from './carts.ts';
import { seedClubAccounts } from './club-accounts.ts';
import { seedClubs } from './clubs.ts';
import { withDeferredConstraints } from './deferred.ts';
import { ID_TABLES, loadIdSeqs, loadSeasons, type Ctx } from './context.ts';
import { loadGeo } from './geo.ts';
import { DEMO_PAYMENT_CHANNELS } from './catalog.ts';
import { Ledger } from './ledger.ts';
import { seedLedgerDemo } from './ledger-demo.ts';
import { DEMO_MEMBER_EMAIL } from './member-row.ts';
import { seedMembers } from './members.ts';
import { PersonFactory } from './people.ts';
import { seedReference } from './reference.ts';
import { SyncRows } from './sync.ts';
import { seedTwinnings } from './twinning.ts';
import { atTime } from './util.ts';
import { Wallets } from './wallets.ts';

export { DEMO_CLUB_EMAIL } from './clubs.ts';
export { DEMO_MEMBER_EMAIL } from './member-row.ts';

const SEED = 0x5eed_2026;

/** Reference tables filled with fixed ids; their sequences are moved past them at the end. */
const REFERENCE_TABLES = ['comitato'];

export interface SeedDomainOptions {
  scale: number;
  today: Date;
  seasons: { previous: number; current: number; next: number };
  /** Called after each step with its duration (for the benchmark and the start-up log). */
  onStep?: (step: string, ms: number) => void;
}

export interface DemoRefs {
  demoSocietaId: number;
  demoAnagraficaId: number;
  demoAnagraficaEmail: string;
}

/** The domain demo data in one transaction of its own: a failed seed leaves nothing behind. */
export function seedDomain(db: Db, opts: SeedDomainOptions): Promise<DemoRefs> {
  return db.transaction((tx) => seedDomainIn(tx, opts));
}

/** The domain demo data inside the caller's transaction (server/seed/index.ts: the whole demo is one). */
export async function seedDomainIn(tx: Queryable, opts: SeedDomainOptions): Promise<DemoRefs> {
  let t = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    opts.onStep?.(name, Math.round(now - t));
    t = now;
  };
  const today = opts.today.toISOString().slice(0, 10);
  const seasons = await loadSeasons(tx, opts.seasons);
  await applyNationalReference(tx, DEMO_PAYMENT_CHANNELS);
  const geo = await loadGeo(tx);
  step('geo');
  const now = opts.today.getTime();
  const ref = await seedReference(tx, geo, seasons, atTime(today, '08:00', now));
  step('reference');
  const ctx: Ctx = { db: tx, rnd: new Random(SEED), scale: opts.scale, today, now, seasons, geo, ref, ids: await loadIdSeqs(tx) };
  const result = await withDeferredConstraints(tx, [...ID_TABLES, 'societa_disciplina', 'societa_serie'], () => seedAll(ctx, step));
  step('indexes, foreign keys');
  return result;
}

async function seedAll(ctx: Ctx, step: (name: string) => void) {
  const people = new PersonFactory(ctx.rnd, ctx.geo, ctx.today);
  const carts = new Carts(ctx);
  const ledger = new Ledger(ctx, (id) => carts.paidCart(id));
  const wallets = new Wallets(ctx, ledger);
  const sync = new SyncRows(ctx);

  const clubs = await seedClubs(ctx, people);
  await seedTwinnings(ctx, clubs);
  seedClubAccounts(ctx, clubs, ledger, carts, wallets, sync);
  await carts.carts.flush(ctx.db);
  await ledger.entries.flush(ctx.db);
  await ledger.items.flush(ctx.db);
  await wallets.flush();
  await sync.sink.flush(ctx.db);
  await seedLedgerDemo(ctx, clubs);
  step('clubs');

  const { demoId } = await seedMembers(ctx, clubs, { people, ledger, carts, wallets, sync });
  step('members');
  await seedBoards(ctx, clubs);
  await carts.seedTransactions(ledger);
  await carts.settlePaidCarts();
  await resetSequences(ctx.db, [...REFERENCE_TABLES, ...ID_TABLES]);
  await wallets.refundStorni();
  const demoSocietaId = clubs.find((c) => c.demo)!.id;
  await carts.startCardPayments((p) => p.id === (p.type === 'societa' ? demoSocietaId : demoId));
  await carts.putAwaitingChargesInCarts();
  step('boards, payments');
  return { demoSocietaId, demoAnagraficaId: demoId, demoAnagraficaEmail: DEMO_MEMBER_EMAIL };
}
