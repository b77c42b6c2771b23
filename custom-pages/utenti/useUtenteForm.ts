// The add-user form's rules and calls (spec 2 §2.7, §5), shared by the dialog of the user list, the
// 'Nuovo Utente' page (/utente/0) and the same dialog in edit mode ('Modifica' on /utente/{id}). All are
// react-admin forms: the values below are their state.
import { api } from '../../src/providers';
import { choiceOf, type LinkChoice } from '../../src/lib';
import type { TipoUtente, UtenteDetail, WriteAnswer } from './utentiApi';

export interface UtenteFormValues {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
  /** anagrafica or societa; an administrator's account being edited keeps its own type (not offered). */
  tipo_utente: TipoUtente;
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
  if (isAdminType(v.tipo_utente)) return null;
  return v.anagrafica ? null : 'utenti.create.save_hint_anagrafica';
}

/** An administrator's account: its type is fixed (the server refuses a change) and it links nothing. */
export const isAdminType = (tipo: TipoUtente | undefined) => tipo === 'sysadmin' || tipo === 'admin';

/**
 * The POST / PUT utente body: the link of the chosen type only; an administrator's account sends
 * neither type nor link. Editing, blank passwords are left out: the password stays as it is.
 */
export function toBody(v: UtenteFormValues, opts: { editing?: boolean } = {}) {
  const keepPassword = opts.editing && !v.password && !v.password_confirmation;
  return {
    name: v.name.trim(),
    email: v.email.trim(),
    ...(keepPassword ? {} : { password: v.password, password_confirmation: v.password_confirmation }),
    ...(isAdminType(v.tipo_utente) ? {} : { tipo_utente: v.tipo_utente, ...(v.tipo_utente === 'societa' ? { societa_id: v.societa?.id ?? null } : { anagrafica_id: v.anagrafica?.id ?? null }) }),
  };
}

/** The edit form's starting values: the account as it is, passwords blank (= unchanged). */
export function utenteFormValues(u: UtenteDetail): UtenteFormValues {
  return {
    name: u.name,
    email: u.email,
    password: '',
    password_confirmation: '',
    tipo_utente: u.tipo_utente,
    societa: u.societa ? choiceOf('societa', u.societa) : null,
    anagrafica: u.anagrafica ? choiceOf('anagrafica', u.anagrafica) : null,
  };
}

/** Spec 2 §9: save successes stay 500 to 1000 ms. */
export const SUCCESS_MS = 1000;

/** POST utente; rejects with the HttpError of the answer (422 per field, refusals). */
export const createUtente = (values: UtenteFormValues) => api<WriteAnswer>('utente', { method: 'POST', body: toBody(values) });

/** PUT utente/{id}; the server checks who may change the account (409 with the reason) and the fields (422). */
export const updateUtente = (id: number, values: UtenteFormValues) => api<WriteAnswer>(`utente/${id}`, { method: 'PUT', body: toBody(values, { editing: true }) });
