// The row menu of a declared resource: Modifica (dialog), Elimina (SI/NO, then DELETE) and the
// declaration's custom actions (SI/NO, then POST {endpoint}/{id}/{path}, e.g. 'Apri Stagione', which
// then reloads the page); and its toolbar actions on the header's season (GET {endpoint}/{path}/{season}
// fills the question, SI/NO, then POST the same path and toast the server's message, e.g. 'Copiati 29
// importi'). One SI/NO question at a time, on the page's ConfirmDialog.
import { useRef, useState } from 'react';
import { useDelete, useRefresh, useTranslate, type RaRecord } from 'ra-core';
import type { CustomRowAction, ResourceDeclaration, SeasonToolbarAction, ToolbarIcon } from '../../resources/types';
import { useToast } from '../components';
import { reloadPage } from '../lib/reloadPage';
import { useSeason } from '../lib/session';
import { refreshSession } from '../providers/authProvider';
import { api, failureOf } from '../providers/http';
import type { GridAction } from './DataGrid';
import { DELETE_FAILURE, readSaveFailure } from './feedback';

export interface PendingConfirm {
  message: string;
  /** The server's refusal, shown in the open confirmation. */
  error: string | null;
  run: () => Promise<void>;
}

export interface ToolbarButton {
  key: string;
  label: string;
  icon?: ToolbarIcon;
  /** Reading the question's values: the button ignores clicks. */
  busy: boolean;
  onClick: () => void;
}

export function useRowActions(decl: ResourceDeclaration, { canWrite, onEdit }: { canWrite: boolean; onEdit: (record: RaRecord) => void }) {
  const translate = useTranslate();
  const toast = useToast();
  const refresh = useRefresh();
  const [deleteOne] = useDelete();
  const [confirm, setConfirm] = useState<PendingConfirm | null>(null);
  const [busy, setBusy] = useState(false);
  const [season] = useSeason();
  const [previewing, setPreviewing] = useState<string | null>(null);
  // The guard against a second click while the values are read: a ref, as a click that comes before
  // the re-render would still read `previewing` as null (a double click sent two GETs, asked twice).
  const reading = useRef(false);

  const ask = (message: string, run: () => Promise<void>) => setConfirm({ message, error: null, run });

  const remove = (record: RaRecord) =>
    ask(translate('shell.confirm.delete_record'), async () => {
      try {
        await deleteOne(decl.name, { id: record.id, previousData: record }, { mutationMode: 'pessimistic', returnPromise: true });
        setConfirm(null);
        refresh();
      } catch (error) {
        const { serverMessage } = readSaveFailure(error);
        if (serverMessage) setConfirm((c) => (c ? { ...c, error: serverMessage } : c));
        else toast.error(translate('generator.delete_failure', { _: DELETE_FAILURE }));
      }
    });

  const custom = (action: CustomRowAction) => (record: RaRecord) =>
    ask(translate(`resources.${decl.name}.actions.${action.name}.confirm`, { _: action.confirm }), async () => {
      try {
        await api(`${decl.endpoint}/${encodeURIComponent(String(record.id))}/${action.path}`, { method: 'POST' });
        setConfirm(null);
        const message = translate(`resources.${decl.name}.actions.${action.name}.success`, { _: action.success });
        if (action.reloadsSession) {
          // Done on the server: if the session cannot be read again, the reload still shows the rest.
          await refreshSession({ withSeason: true }).catch(() => undefined);
          reloadPage({ message, kind: 'success' });
          return;
        }
        toast.saved(message);
        refresh();
      } catch {
        setConfirm(null);
        toast.error(translate(`resources.${decl.name}.actions.${action.name}.failure`, { _: action.failure }));
      }
    });

  const onToolbar = (action: SeasonToolbarAction, seasonId: number) => async () => {
    if (reading.current) return;
    reading.current = true;
    const key = `resources.${decl.name}.actions.${action.name}`;
    const url = `${decl.endpoint}/${action.path}/${seasonId}`;
    const failure = translate(`${key}.failure`, { _: action.failure });
    setPreviewing(action.name);
    let values: Record<string, string>;
    try {
      ({ values } = await api<{ values: Record<string, string> }>(url));
    } catch (error) {
      toast.error(failureOf(error) ?? failure);
      return;
    } finally {
      reading.current = false;
      setPreviewing(null);
    }
    ask(translate(`${key}.confirm`, { _: action.confirm, ...values }), async () => {
      try {
        const done = await api<{ message: string; count: number }>(url, { method: 'POST' });
        setConfirm(null);
        toast.show(done.message, done.count > 0 ? 'success' : 'info');
        refresh();
      } catch (error) {
        setConfirm((c) => (c ? { ...c, error: failureOf(error) ?? failure } : c));
      }
    });
  };

  const toolbar: ToolbarButton[] =
    !canWrite || !season
      ? []
      : (decl.toolbarActions ?? []).map((a) => ({
          key: a.name,
          label: translate(`resources.${decl.name}.actions.${a.name}.label`, { _: a.label }),
          icon: a.icon,
          busy: previewing === a.name,
          onClick: onToolbar(a, season.id),
        }));

  const actions: GridAction[] = !canWrite
    ? []
    : decl.rowActions.map((a) => {
        if (a === 'edit') return { key: 'edit', label: translate('generator.edit', { _: 'Modifica' }), onClick: onEdit };
        if (a === 'delete') {
          const field = decl.deleteHiddenWhenTrue;
          return { key: 'delete', label: translate('generator.delete', { _: 'Elimina' }), onClick: remove, hidden: field ? (r: RaRecord) => r[field] === true : undefined };
        }
        return {
          key: a.name,
          label: translate(`resources.${decl.name}.actions.${a.name}.label`, { _: a.label }),
          onClick: custom(a),
          hidden: a.hiddenWhenTrue ? (r: RaRecord) => r[a.hiddenWhenTrue!] === true : undefined,
        };
      });

  const confirmProps = {
    open: !!confirm,
    loading: busy,
    question: confirm?.message ?? '',
    error: confirm?.error ?? null,
    onClose: () => setConfirm(null),
    onConfirm: async () => {
      if (!confirm) return;
      setBusy(true);
      try {
        await confirm.run();
      } finally {
        setBusy(false);
      }
    },
  };
  return { actions, toolbar, confirmProps };
}
