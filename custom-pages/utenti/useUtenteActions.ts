// The row actions of the user list (spec 2 §2.7): 'Cambia password', 'Gestione Utente', 'Abilita' or
// 'Disabilita' (both after the spec's SI/NO question 'Vuoi diabilitare l'utente selezionato?').
import { useState } from 'react';
import { HttpError, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../src/components';
import { errorText } from '../../src/providers';
import type { GridAction } from '../../src/generator';
import { utentePath } from './paths';
import { SUCCESS_MS } from './useUtenteForm';
import { setUtenteEnabled } from './utentiApi';

export function useUtenteActions() {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [passwordFor, setPasswordFor] = useState<number | null>(null);
  const [toggle, setToggle] = useState<{ record: RaRecord; enable: boolean; error: string | null } | null>(null);
  const [busy, setBusy] = useState(false);

  const actions: GridAction[] = [
    { key: 'change_password', label: translate('utenti.actions.change_password'), onClick: (r) => setPasswordFor(Number(r.id)) },
    { key: 'manage', label: translate('utenti.actions.manage'), onClick: (r) => navigate(utentePath(r.id)) },
    { key: 'enable', label: translate('utenti.actions.enable'), onClick: (r) => setToggle({ record: r, enable: true, error: null }), hidden: (r) => r.deleted_at == null },
    { key: 'disable', label: translate('utenti.actions.disable'), onClick: (r) => setToggle({ record: r, enable: false, error: null }), hidden: (r) => r.deleted_at != null },
  ];

  const confirmToggle = async () => {
    if (!toggle) return;
    setBusy(true);
    try {
      const answer = await setUtenteEnabled(Number(toggle.record.id), toggle.enable);
      setToggle(null);
      toast.success(answer.message || translate(toggle.enable ? 'utenti.actions.enabled' : 'utenti.actions.disabled'), { duration: SUCCESS_MS });
      refresh();
    } catch (e) {
      // A refusal (own account, a system administrator) stays in the open question.
      const message = errorText(e instanceof HttpError ? e.body : null);
      setToggle((t) => (t ? { ...t, error: message } : t));
    } finally {
      setBusy(false);
    }
  };

  return {
    actions,
    password: { userId: passwordFor, close: () => setPasswordFor(null) },
    confirm: { open: !!toggle, error: toggle?.error ?? null, loading: busy, onConfirm: confirmToggle, onClose: () => setToggle(null) },
  };
}
