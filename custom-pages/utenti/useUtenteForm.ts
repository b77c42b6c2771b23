// State and submit of the add-user form (spec 2 §2.7, §5): shared by the dialog of the user list and
// the 'Nuovo Utente' page (/utente/0).
import { useState } from 'react';
import { HttpError, useTranslate } from 'ra-core';
import { useToast } from '../../src/components';
import { api, errorText, firstFieldErrors } from '../../src/providers';
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
  name: '', email: '', password: '', password_confirmation: '', tipo_utente: 'anagrafica', societa: null, anagrafica: null,
};

/** 'Memorizza' is enabled once name and e-mail are non-blank after trimming and the club or person is chosen. */
export function canSave(v: UtenteFormValues): boolean {
  if (!v.name.trim() || !v.email.trim()) return false;
  return v.tipo_utente === 'societa' ? v.societa != null : v.anagrafica != null;
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

export function useUtenteForm(onSaved: (id: number) => void) {
  const toast = useToast();
  const translate = useTranslate();
  const [values, setValues] = useState<UtenteFormValues>(EMPTY_UTENTE);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof UtenteFormValues>(key: K, value: UtenteFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    // A corrected field loses its old server message; the link message goes with its lookup.
    const field = key === 'societa' ? 'societa_id' : key === 'anagrafica' ? 'anagrafica_id' : key;
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const reset = () => {
    setValues(EMPTY_UTENTE);
    setErrors({});
  };

  const submit = async () => {
    if (!canSave(values) || saving) return;
    setSaving(true);
    try {
      const answer = await api<WriteAnswer>('utente', { method: 'POST', body: toBody(values) });
      toast.success(translate('utenti.create.saved'), { duration: SUCCESS_MS });
      reset();
      onSaved(Number(answer.id));
    } catch (e) {
      const body = e instanceof HttpError ? e.body : null;
      setErrors(firstFieldErrors(body?.fieldErrors ?? {}));
      toast.error(errorText(body, translate('shell.notify.invalid_form')));
    } finally {
      setSaving(false);
    }
  };

  return { values, errors, saving, set, reset, submit, canSave: canSave(values) && !saving };
}
