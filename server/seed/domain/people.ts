// Makes plausible people: name, sex, birth, citizenship, residence and a valid, unique codice fiscale.
import { createRequire } from 'node:module';
import type { Random } from '../random.ts';
import type { Geo, Town } from './geo.ts';
import { EU_COUNTRIES, FEMALE_NAMES, FOREIGN_FEMALE_NAMES, FOREIGN_MALE_NAMES, FOREIGN_SURNAMES, MALE_NAMES, NON_EU_COUNTRIES, STREETS, SURNAMES } from './names.ts';
import { addDays, cap } from './util.ts';

const require = createRequire(import.meta.url);
const { CodiceFiscale: CF } = require('codice-fiscale-js') as {
  CodiceFiscale: {
    surnameCode(s: string): string;
    nameCode(s: string): string;
    dateCode(day: number, month: number, year: number, gender: 'M' | 'F'): string;
    getCheckCode(partial: string): string;
  };
};

export type Cittadinanza = 'Italiana' | 'Europea' | 'Estera';

export interface Person {
  cognome: string;
  nome: string;
  sesso: 'M' | 'F';
  data_nascita: string;
  birthTown: Town | null;
  stato_nascita: string;
  cittadinanza: Cittadinanza;
  cittadinanza_other: string | null;
  nazionalita_sportiva: Cittadinanza;
  nazionalita_sportiva_other: string | null;
  codice_fiscale: string | null;
  residence: Town;
  indirizzo: string;
  cap: string;
}

export interface PersonOptions {
  sex?: 'M' | 'F';
  minAge: number;
  maxAge: number;
  /** Region of residence (most people live and were born near their club). */
  region?: string;
  /** Share of non-Italian citizens. */
  foreign?: number;
  /** A fixed name (the demo accounts). */
  names?: { cognome: string; nome: string };
}

const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const title = (s: string) => s.charAt(0) + s.slice(1).toLowerCase();

export class PersonFactory {
  private usedCf = new Set<string>();
  constructor(
    private rnd: Random,
    private geo: Geo,
    private today: string,
  ) {}

  address(): { indirizzo: string; cap: string } {
    return { indirizzo: `${this.rnd.pick(STREETS)} ${this.rnd.int(1, 180)}`, cap: cap(this.rnd) };
  }

  townIn(region?: string): Town {
    const list = (region && this.geo.townsByRegion.get(region)) || this.geo.towns;
    return this.rnd.pick(list);
  }

  make(o: PersonOptions): Person {
    const r = this.rnd;
    const sesso = o.sex ?? (r.chance(0.56) ? 'M' : 'F');
    const foreignShare = o.foreign ?? 0.08;
    const cittadinanza: Cittadinanza = r.chance(foreignShare) ? (r.chance(0.5) ? 'Europea' : 'Estera') : 'Italiana';
    const foreign = cittadinanza !== 'Italiana';
    const country = foreign ? r.pick(cittadinanza === 'Europea' ? EU_COUNTRIES : NON_EU_COUNTRIES) : null;
    const nome = o.names?.nome ?? (foreign && r.chance(0.7) ? r.pick(sesso === 'M' ? FOREIGN_MALE_NAMES : FOREIGN_FEMALE_NAMES) : r.pick(sesso === 'M' ? MALE_NAMES : FEMALE_NAMES));
    const cognome = o.names?.cognome ?? (foreign && r.chance(0.8) ? r.pick(FOREIGN_SURNAMES) : r.pick(SURNAMES));
    const residence = this.townIn(r.chance(0.9) ? o.region : undefined);
    const birthTown = foreign ? null : r.chance(0.75) ? this.townIn(residence.regione) : this.townIn();
    const ageDays = r.int(o.minAge * 365, o.maxAge * 365 + 364);
    let data_nascita = addDays(this.today, -ageDays);
    const nazionalita_sportiva: Cittadinanza = foreign && r.chance(0.6) ? cittadinanza : 'Italiana';

    // Unique codice fiscale: on a clash (same name, birth day and town) move the birth day.
    let codice_fiscale: string | null = null;
    const place = birthTown ? birthTown.catastale : this.geo.belfiore(country!, 'EE');
    const withoutCf = foreign && r.chance(0.05);
    for (let attempt = 0; place && !withoutCf && attempt < 20; attempt++) {
      const [y, m, d] = data_nascita.split('-').map(Number);
      const partial = CF.surnameCode(plain(cognome)) + CF.nameCode(plain(nome)) + CF.dateCode(d, m, y, sesso) + place;
      const cf = partial + CF.getCheckCode(partial);
      if (!this.usedCf.has(cf)) {
        this.usedCf.add(cf);
        codice_fiscale = cf;
        break;
      }
      data_nascita = addDays(data_nascita, 1);
    }

    return {
      cognome,
      nome,
      sesso,
      data_nascita,
      birthTown,
      stato_nascita: country ? title(country) : 'Italia',
      cittadinanza,
      cittadinanza_other: country ? title(country) : null,
      nazionalita_sportiva,
      nazionalita_sportiva_other: nazionalita_sportiva === 'Italiana' ? null : title(country!),
      codice_fiscale,
      residence,
      ...this.address(),
    };
  }
}
