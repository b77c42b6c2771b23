// Twinnings (gemellaggi) between active clubs, mostly within a region: approved, pending, rejected.
import { Sink } from './bulk.ts';
import type { Club } from './clubs.ts';
import type { Ctx } from './context.ts';
import { addDays, choose, dayBetween, minDay, stamp } from './util.ts';

type Outcome = 'approvato' | 'pending' | 'rifiutato';

export async function seedTwinnings(ctx: Ctx, clubs: Club[]): Promise<void> {
  const { rnd, seasons, today } = ctx;
  const sink = new Sink('gemellaggio', {
    id: 'int',
    societa_parent_id: 'int',
    societa_child_id: 'int',
    sesso: 'text',
    approvato: 'bool',
    rifiutato: 'bool',
    stagione_id: 'int',
    data_richiesta: 'timestamptz',
    data_approvazione: 'timestamptz',
    data_rifiuto: 'timestamptz',
  });
  const active = clubs.filter((c) => c.active);
  const byRegion = new Map<string, Club[]>();
  for (const c of active) byRegion.set(c.town.regione, [...(byRegion.get(c.town.regione) ?? []), c]);
  const seen = new Set<string>();
  const from = minDay(seasons.current.data_inizio, today);

  const add = (parent: Club, child: Club, sesso: 'M' | 'F', outcome: Outcome) => {
    const key = `${parent.id}:${child.id}:${sesso}`;
    if (parent.id === child.id || seen.has(key)) return;
    seen.add(key);
    const asked = dayBetween(rnd, from, today);
    const decided = stamp(rnd, minDay(addDays(asked, rnd.int(1, 20)), today), ctx.now);
    sink.add({
      id: ctx.ids.gemellaggio.next(),
      societa_parent_id: parent.id,
      societa_child_id: child.id,
      sesso,
      approvato: outcome === 'approvato',
      rifiutato: outcome === 'rifiutato',
      stagione_id: seasons.current.id,
      data_richiesta: stamp(rnd, asked, ctx.now),
      data_approvazione: outcome === 'approvato' ? decided : null,
      data_rifiuto: outcome === 'rifiutato' ? decided : null,
    });
    if (outcome === 'approvato') parent.lendsTo.push({ childId: child.id, sesso });
  };

  // The demo club lends men to an approved twin that plays a men's series (so that 'Dai in multiplo'
  // can be completed as the demo club), and has a request waiting from another club.
  const demo = clubs.find((c) => c.demo)!;
  const others = active.filter((c) => !c.demo);
  const near = (byRegion.get(demo.town.regione) ?? []).filter((c) => !c.demo);
  const playsMen = (c: Club) => c.serie.some((s) => s.sesso === 'M');
  if (others.length >= 2) {
    add(demo, near.find(playsMen) ?? others.find(playsMen) ?? near[0] ?? others[0], 'M', 'approvato');
    add(others[others.length - 1], demo, 'F', 'pending');
  }
  const pairs = Math.round(active.length * 0.08);
  for (let k = 0; k < pairs; k++) {
    const parent = rnd.pick(others);
    const region = (byRegion.get(parent.town.regione) ?? []).filter((c) => c !== parent && !c.demo);
    const child = region.length && rnd.chance(0.8) ? rnd.pick(region) : rnd.pick(others);
    const sesso = rnd.pick(parent.sexes);
    add(
      parent,
      child,
      sesso,
      choose(rnd, [
        [0.6, 'approvato'],
        [0.25, 'pending'],
        [0.15, 'rifiutato'],
      ] as const),
    );
  }
  await sink.flush(ctx.db);
}
