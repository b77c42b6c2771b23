// Loads the whole demo data set into an empty, migrated database. Deterministic apart from `today`.
import type { Db } from '../db/client.ts';
import { seedReference, seedSeasons } from './core.ts';
import { seedDomain } from './domain/index.ts';
import { DEMO_ACCOUNTS, seedDemoUsers } from './users.ts';
import { extraSeeds } from './extra.ts';

export interface SeedOptions {
  scale?: number;
  today?: Date;
}

/**
 * What a migrated database holds: the demo data (a demo account exists), nothing yet, or a federation
 * started without demo mode (an account, or the reference data an empty federation gets). Demo data
 * are loaded only into an empty database: never demo accounts with a known password into a real one.
 */
export async function demoDataState(db: Db): Promise<'demo' | 'empty' | 'real'> {
  const { rows } = await db.query<{ demo: boolean; users: boolean; reference: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE email = ANY($1::text[])) AS demo,
            EXISTS (SELECT 1 FROM users) AS users,
            EXISTS (SELECT 1 FROM application) AS reference`,
    [DEMO_ACCOUNTS.map((a) => a.email)],
  );
  const { demo, users, reference } = rows[0];
  return demo ? 'demo' : users || reference ? 'real' : 'empty';
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
