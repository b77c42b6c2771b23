// The add-user form's rules and call (spec 2 §2.7, §5), shared by the dialog of the user list and
// the 'Nuovo Utente' page (/utente/0). Both are react-admin forms: the values below are their state.
import { api } from '../../src/providers';
import type { LinkChoice, LinkKind } from './LinkLookup';
import type { WriteAnswer } from './utentiApi';

export interface UtenteFormValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  tipo_utente: LinkKind;
  societa: LinkChoice | null;
  anagrafica: LinkChoice | null;
}

export const EMPTY_UTENTE: UtenteFormValues = {
  name: '',
  email: '',
  password: '',
  password_confirmation: '',
  tipo_utente: 'anagrafica',
  societa: null,
  anagrafica: null,
};

/** 'Memorizza' is enabled once name and e-mail are non-blank after trimming and the club or person is chosen. */
export function canSave(v: UtenteFormValues): boolean {
  return saveBlocker(v) === null;
}

/** Why 'Memorizza' is disabled (a catalogue key), or null when it may save. */
export function saveBlocker(v: Partial<UtenteFormValues>): string | null {
  if (!v.name?.trim() || !v.email?.trim()) return 'utenti.create.save_hint_fields';
  if (v.tipo_utente === 'societa') return v.societa ? null : 'utenti.create.save_hint_societa';
  return v.anagrafica ? null : 'utenti.create.save_hint_anagrafica';
}

/** The POST utente body: the link of the chosen type only. */
export function toBody(v: UtenteFormValues) {
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    password: v.password,
    password_confirmation: v.password_confirmation,
    tipo_utente: v.tipo_utente,
    ...(v.tipo_utente === 'societa' ? { societa_id: v.societa?.id ?? null } : { anagrafica_id: v.anagrafica?.id ?? null }),
  };
}

/** Spec 2 §9: save successes stay 500 to 1000 ms. */
export const SUCCESS_MS = 1000;

/** POST utente; rejects with the HttpError of the answer (422 per field, refusals). */
export const createUtente = (values: UtenteFormValues) => api<WriteAnswer>('utente', { method: 'POST', body: toBody(values) });
