// Loads the whole demo data set into an empty, migrated database. Deterministic apart from `today`.
import type { Db } from '../db/client.ts';
import { seedReference, seedSeasons } from './core.ts';
import { seedDomainIn } from './domain/index.ts';
import { seedDemoUsers } from './users.ts';
import { extraSeeds } from './extra.ts';

export interface SeedOptions {
  scale?: number;
  today?: Date;
}

export async function seedDemo(db: Db, { scale = 1, today = new Date() }: SeedOptions = {}) {
  // One transaction: a seed interrupted (Ctrl-C during the first start) or failed leaves the database
  // as it was, empty, and the next start seeds it again. Committed in steps, a half-seeded database
  // (reference data, no demo account) read as a federation started without demo mode and refused
  // the next start.
  await db.transaction(async (tx) => {
    const seasons = await seedSeasons(tx, today);
    await seedReference(tx);
    const refs = await seedDomainIn(tx, { scale, today, seasons });
    await seedDemoUsers(tx, { societaId: refs.demoSocietaId, anagraficaId: refs.demoAnagraficaId });
    for (const seed of extraSeeds) await seed(tx, { scale, today, seasons });
  });
  // Fresh statistics, so that the first queries are planned on the real sizes, and a visibility map,
  // so that counts can use index-only scans (PGlite has no autovacuum). VACUUM runs outside any
  // transaction.
  await db.exec('VACUUM ANALYZE');
}
