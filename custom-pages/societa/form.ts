// The club form's values: the detail answer flattened to the body of POST/PUT societa and back.
import type { RappresentanteLegale, SocietaDetail, Sede } from './api';
import {
  RAPPRESENTANTE_NULLABLE_FIELDS,
  RAPPRESENTANTE_TEXT_FIELDS,
  RAPPRESENTANTE_TOWN_FIELDS,
  SEDE_TEXT_FIELDS,
  SEDI,
  SOCIETA_FLAG_FIELDS,
  SOCIETA_NULLABLE_FIELDS,
  SOCIETA_TEXT_FIELDS,
} from '../../resources/contracts/societa-body.ts';

/** `{ [prefix + key]: from[key] ?? empty }` for each key. */
function valuesOf<T extends object, K extends keyof T & string>(from: T | undefined, keys: readonly K[], empty: unknown, prefix = ''): Record<string, unknown> {
  return Object.fromEntries(keys.map((k) => [`${prefix}${k}`, from?.[k] ?? empty]));
}

const sede = (prefix: string, s: Sede | undefined) => ({
  ...valuesOf(s, SEDE_TEXT_FIELDS, '', `${prefix}_`),
  [`${prefix}_comune_istat`]: s?.comune?.codice_istat ?? null,
});

const rappresentante = (r: RappresentanteLegale | undefined) => ({
  ...valuesOf(r, RAPPRESENTANTE_TEXT_FIELDS, '', 'rappresentante_'),
  ...valuesOf(r, RAPPRESENTANTE_NULLABLE_FIELDS, null, 'rappresentante_'),
  ...Object.fromEntries(RAPPRESENTANTE_TOWN_FIELDS.map((t) => [`rappresentante_${t}_istat`, r?.[t]?.codice_istat ?? null])),
});

export const EMPTY_SOCIETA: Partial<SocietaDetail> = { gruppo_sportivo: 'NGS', discipline: [] };

export function toFormValues(s: Partial<SocietaDetail>): Record<string, unknown> {
  return {
    ...valuesOf(s, SOCIETA_TEXT_FIELDS, ''),
    ...valuesOf(s, SOCIETA_NULLABLE_FIELDS, null),
    ...valuesOf(s, SOCIETA_FLAG_FIELDS, false),
    ...Object.assign({}, ...SEDI.map((k) => sede(k, s[k]))),
    ...rappresentante(s.rappresentante_legale),
    gruppo_sportivo: s.gruppo_sportivo ?? 'NGS',
    polisportiva: s.polisportiva ? 'S' : 'N',
    discipline: (s.discipline ?? []).map((d) => d.value),
    // The version the form was opened on, sent back: the server refuses a save on an older one (409). A new club has none.
    ...(s.versione === undefined ? {} : { versione: s.versione }),
  };
}
