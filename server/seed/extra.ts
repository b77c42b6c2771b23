// Demo data of the areas that seed after the domain (results, members, clubs): one function each.
import type { Queryable } from '../db/client.ts';
import type { SeasonIds } from './core.ts';
import { seedResults } from './results/index.ts';
import { seedAnagrafica } from './anagrafica.ts';
import { seedSocietaDemo } from './societa.ts';

export type ExtraSeed = (db: Queryable, opts: { scale: number; today: Date; seasons: SeasonIds }) => Promise<void>;

export const extraSeeds: ExtraSeed[] = [seedResults, seedAnagrafica, seedSocietaDemo];
