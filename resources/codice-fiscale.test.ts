// The browser's codice fiscale check answers as codice-fiscale-js, which the server uses.
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { codiceFiscaleValid, normalizeCodiceFiscale } from './codice-fiscale';

interface Cf {
  omocodie(): string[];
  toString(): string;
}
const { CodiceFiscale } = createRequire(import.meta.url)('codice-fiscale-js') as {
  CodiceFiscale: { new (data: object): Cf; check(cf: string): boolean };
};

const people = [
  { name: 'Mario', surname: 'Rossi', gender: 'M', day: 3, month: 12, year: 1987, birthplace: 'Roma', birthplaceProvincia: 'RM' },
  { name: 'Giulia', surname: 'Bianchi', gender: 'F', day: 31, month: 1, year: 2009, birthplace: 'Milano', birthplaceProvincia: 'MI' },
  { name: 'Ada', surname: 'Lo', gender: 'F', day: 1, month: 7, year: 2012, birthplace: 'Napoli', birthplaceProvincia: 'NA' },
  { name: 'Zeno', surname: 'Cosini', gender: 'M', day: 19, month: 4, year: 1961, birthplace: 'Trieste', birthplaceProvincia: 'TS' },
];
const codes = people.flatMap((p) => {
  const cf = new CodiceFiscale(p);
  return [cf.toString(), ...cf.omocodie()];
});

describe('codiceFiscaleValid', () => {
  it('accepts what codice-fiscale-js accepts, omocodia variants included', () => {
    expect(codes.length).toBeGreaterThan(100);
    for (const cf of codes) expect([cf, codiceFiscaleValid(cf)]).toEqual([cf, CodiceFiscale.check(cf)]);
    expect(codes.every(codiceFiscaleValid)).toBe(true);
  });

  it('refuses every other check character, a wrong layout and partial codes, as the library does', () => {
    for (const cf of codes.slice(0, 20)) {
      for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0') {
        const other = cf.slice(0, 15) + c;
        expect([other, codiceFiscaleValid(other)]).toEqual([other, CodiceFiscale.check(other)]);
      }
    }
    for (const bad of ['', 'RSSMRA', `${codes[0].slice(0, 15)}%`, `1${codes[0].slice(1)}`, codes[0].toLowerCase(), `${codes[0]}X`]) expect(codiceFiscaleValid(bad)).toBe(false);
  });

  it('compares a typed code in upper case without spaces', () => {
    expect(normalizeCodiceFiscale(' rss mra87t03 h501x ')).toBe('RSSMRA87T03H501X');
  });
});
