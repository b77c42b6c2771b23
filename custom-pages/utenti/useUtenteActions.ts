// The row actions of the user list (spec 2 §2.7): 'Cambia password', 'Gestione Utente', 'Abilita' or
// 'Disabilita' (both after the spec's SI/NO question 'Vuoi diabilitare l'utente selezionato?').
// What the server would refuse is not offered (resources/utenti-rules.ts): a limited administrator
// sees no password change, enabling or disabling on a system administrator's row, nobody disables
// itself. A row does not carry the account's permissions: 'Gestione Utente' says the rest. Without the
// users' write ability only 'Gestione Utente' (to read the account) is offered.
import { useState } from 'react';
import { HttpError, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../src/components';
import { errorText } from '../../src/providers';
import type { GridAction } from '../../src/generator';
import { utentePath } from './paths';
import { SUCCESS_MS } from './useUtenteForm';
import { setUtenteEnabled, UTENTI_WRITE } from './utentiApi';
import { useMayCall } from '../../src/lib';
import { changeRefusal } from '../../resources/utenti-rules.ts';
import { useActor } from './useActor';

/** A list row as the rules read it (no permissions: only the account's id and type). */
const target = (r: RaRecord) => ({ id: Number(r.id), tipo_utente: String(r.tipo_utente) });

export function useUtenteActions() {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const [passwordFor, setPasswordFor] = useState<number | null>(null);
  const [toggle, setToggle] = useState<{ record: RaRecord; enable: boolean; error: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const actor = useActor();
  const mayWrite = useMayCall(UTENTI_WRITE);
  const refused = (r: RaRecord, opts?: { disabling?: boolean }) => !mayWrite || changeRefusal(actor, target(r), opts) !== null;

  const actions: GridAction[] = [
    { key: 'change_password', label: translate('utenti.actions.change_password'), onClick: (r) => setPasswordFor(Number(r.id)), hidden: (r) => refused(r) },
    { key: 'manage', label: translate('utenti.actions.manage'), onClick: (r) => navigate(utentePath(r.id)) },
    { key: 'enable', label: translate('utenti.actions.enable'), onClick: (r) => setToggle({ record: r, enable: true, error: null }), hidden: (r) => r.deleted_at == null || refused(r) },
    {
      key: 'disable',
      label: translate('utenti.actions.disable'),
      onClick: (r) => setToggle({ record: r, enable: false, error: null }),
      hidden: (r) => r.deleted_at != null || refused(r, { disabling: true }),
    },
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
