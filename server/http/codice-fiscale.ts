// codice-fiscale-js, loaded on first use: it carries the whole towns list (3 MB, about 0.1 s to load
// here), which a start of the server does not need.
import { createRequire } from 'node:module';

export interface CodiceFiscaleLib {
  check(cf: string): boolean;
  new (cf: string): { day: number; month: number; year: number; gender: 'M' | 'F'; toJSON(): { birthday: string } };
}

let lib: CodiceFiscaleLib | undefined;

export function codiceFiscaleLib(): CodiceFiscaleLib {
  lib ??= (createRequire(import.meta.url)('codice-fiscale-js') as { CodiceFiscale: CodiceFiscaleLib }).CodiceFiscale;
  return lib;
}
