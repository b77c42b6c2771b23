// Demo data of the areas that seed after the domain (results, exports, …): one function each.
import type { Db } from '../db/client.ts';
import type { SeasonIds } from './core.ts';
import { seedResults } from './results/index.ts';
import { seedTipiDocumento } from '../documenti/seed.ts';
import { seedAnagrafica } from './anagrafica.ts';

export type ExtraSeed = (db: Db, opts: { scale: number; today: Date; seasons: SeasonIds }) => Promise<void>;

export const extraSeeds: ExtraSeed[] = [seedResults, seedTipiDocumento, seedAnagrafica];
