// The places of the demo data: the Italian geography every federation has (server/reference/geo.ts,
// loaded by the national reference data before the domain seed), read back with the demo's views of
// it: towns by region, the handball towns where demo clubs are more likely to be, Belfiore codes of
// foreign countries for the codici fiscali of people born abroad.
import type { Queryable } from '../../db/client.ts';
import { belfiore } from '../../reference/geo.ts';
import { HANDBALL_TOWNS } from './names.ts';

export interface Town {
  id: number;
  istat: string;
  nome: string;
  sigla: string;
  regione: string;
  catastale: string | null;
}
export interface Geo {
  towns: Town[];
  townsByRegion: Map<string, Town[]>;
  handballTowns: Town[];
  regionIds: Map<string, number>;
  regionCode: Map<string, string>;
  belfiore(countryOrTown: string, prov: string): string | null;
}

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();

export async function loadGeo(db: Queryable): Promise<Geo> {
  const { rows: regions } = await db.query<{ id: number; nome: string; codice_istat: string }>('SELECT id, nome, codice_istat FROM regione ORDER BY codice_istat');
  const { rows: towns } = await db.query<Town>(
    `SELECT c.id, c.codice_istat AS istat, c.denominazione AS nome, p.sigla, r.nome AS regione, c.codice_catastale AS catastale
       FROM comune c JOIN provincia p ON p.id = c.provincia_id JOIN regione r ON r.id = p.regione_id ORDER BY c.codice_istat`,
  );
  if (!towns.length) throw new Error('seedDomain: no comune rows (the national reference data load them)');
  const townsByRegion = new Map<string, Town[]>();
  for (const t of towns) {
    if (!townsByRegion.has(t.regione)) townsByRegion.set(t.regione, []);
    townsByRegion.get(t.regione)!.push(t);
  }
  const wanted = new Set(HANDBALL_TOWNS.map(([n, p]) => `${p}:${norm(n)}`));
  const handballTowns = towns.filter((t) => t.nome.split('/').some((n) => wanted.has(`${t.sigla}:${norm(n)}`)));
  const countryCodes = new Map<string, string | null>();
  return {
    towns,
    townsByRegion,
    handballTowns,
    regionIds: new Map(regions.map((r) => [r.nome, r.id])),
    regionCode: new Map(regions.map((r) => [r.nome, r.codice_istat])),
    belfiore(name, prov) {
      if (prov !== 'EE') return belfiore(name, prov);
      if (!countryCodes.has(name)) countryCodes.set(name, belfiore(name, 'EE'));
      return countryCodes.get(name)!;
    },
  };
}
