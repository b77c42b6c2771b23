// Loads the whole demo data set into an empty, migrated database. Deterministic apart from `today`.
import type { Db } from '../db/client.ts';
import { seedReference, seedSeasons } from './core.ts';
import { seedDomain } from './domain/index.ts';
import { seedDemoUsers } from './users.ts';
import { extraSeeds } from './extra.ts';

export interface SeedOptions {
  scale?: number;
  today?: Date;
}

export async function seedDemo(db: Db, { scale = 1, today = new Date() }: SeedOptions = {}) {
  const seasons = await seedSeasons(db, today);
  await seedReference(db);
  const refs = await seedDomain(db, { scale, today, seasons });
  await seedDemoUsers(db, { societaId: refs.demoSocietaId, anagraficaId: refs.demoAnagraficaId });
  for (const seed of extraSeeds) await seed(db, { scale, today, seasons });
  // Fresh statistics, so that the first queries are planned on the real sizes, and a visibility map,
  // so that counts can use index-only scans (PGlite has no autovacuum). VACUUM runs outside any
  // transaction.
  await db.exec('VACUUM ANALYZE');
}
