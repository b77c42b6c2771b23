// Form values of a member: dates as the mask shows them (dd/mm/yyyy, which the API accepts too).
import { isoToDateText } from '../../../src/lib';
import { OTHER_FLAGS, QUALIFICATION_ROLES, ROLE_FLAGS, type AnagraficaDetail } from '../api';

export type FormValues = Record<string, unknown> & { id?: number };

const DATE_FIELDS = ['data_nascita', 'data_scadenza_certificato', ...QUALIFICATION_ROLES.map((r) => `${r.prefix}data_scadenza_qualifica`)];

export const TEXT_FIELDS = [
  'cognome',
  'nome',
  'codice_fiscale',
  'matricola',
  'telefono',
  'fax',
  'email',
  'sesso',
  'provincia_nascita',
  'stato_nascita',
  'indirizzo_residenza',
  'cap_residenza',
  'citta_residenza',
  'provincia_residenza',
  'cittadinanza',
  'cittadinanza_other',
  'nazionalita_sportiva',
  'nazionalita_sportiva_other',
  'titolo_studio',
  'iban',
  'iban_intestazione',
  ...QUALIFICATION_ROLES.map((r) => `${r.prefix}qualifica`),
];
const ID_FIELDS = ['comune_nascita_id', 'comune_residenza_id', 'comitato_id', ...QUALIFICATION_ROLES.map((r) => `${r.prefix}tipologia_tesseramento_id`)];
const FLAG_FIELDS = [...ROLE_FLAGS, ...OTHER_FLAGS];

export const EMPTY_MEMBER: FormValues = {
  ...Object.fromEntries([...TEXT_FIELDS, ...DATE_FIELDS].map((k) => [k, ''])),
  ...Object.fromEntries(ID_FIELDS.map((k) => [k, null])),
  ...Object.fromEntries(FLAG_FIELDS.map((k) => [k, false])),
  cittadinanza: 'Italiana',
  nazionalita_sportiva: 'Italiana',
  attivo: true,
  agonista: true,
  stato_nascita: 'Italia',
  comune_nascita: null,
  comune_residenza: null,
};

export function toFormValues(m: AnagraficaDetail): FormValues {
  // The version the form was opened on, sent back: the server refuses a save on an older one (409).
  const out: FormValues = { ...EMPTY_MEMBER, id: m.id, versione: m.versione };
  for (const k of [...TEXT_FIELDS, ...ID_FIELDS, ...FLAG_FIELDS, 'comune_nascita', 'comune_residenza']) out[k] = (m as Record<string, unknown>)[k] ?? out[k];
  for (const k of DATE_FIELDS) out[k] = isoToDateText((m as Record<string, unknown>)[k]);
  return out;
}

/** The body sent: the form's fields without the display-only town objects. */
export function toPayload(v: FormValues): Record<string, unknown> {
  const { comune_nascita: _a, comune_residenza: _b, ...rest } = v;
  return rest;
}

/** Server field names that belong to another input of the form. */
export const ERROR_ALIASES: Record<string, string> = { comune_nascita: 'comune_nascita_id', comune_residenza: 'comune_residenza_id' };
