// Notifications with the spec's durations (spec 1 §9): 3000 ms for failures and by default,
// 500 ms for the success of saves in the reference screens. Built on react-admin's useNotify.
import { useCallback, useEffect, useMemo } from 'react';
import { useNotify } from 'react-admin';
import { TIMINGS } from '../lib/timings';
import { takeNoticeAfterReload } from '../lib/reloadPage';

/** The common durations (all of them: TIMINGS.toast in src/lib/timings.ts). */
export const NOTIFY_DURATION = { default: TIMINGS.toast.default, failure: TIMINGS.toast.failure, saveSuccess: TIMINGS.toast.saveSuccess } as const;

export type NotifyKind = 'success' | 'error' | 'info' | 'warning';

export interface NotifyOptions {
  /** Milliseconds on screen; defaults per kind (see NOTIFY_DURATION). */
  duration?: number;
  /** Values for a catalogue message with %{placeholders}. */
  messageArgs?: Record<string, unknown>;
}

/**
 * `const toast = useToast();`
 * - `toast.saved()` — 'Salvataggio effettuato con successo!' for 500 ms, or `toast.saved('Il comitato è stato salvato correttamente')`;
 * - `toast.error(message)` — a server message (or catalogue key) for 3000 ms; without a message 'Si è verificato un errore';
 * - `toast.show(message, kind, { duration })` — anything else.
 */
export function useToast() {
  const notify = useNotify();
  const show = useCallback(
    (message: string, kind: NotifyKind = 'info', { duration, messageArgs }: NotifyOptions = {}) =>
      notify(message, {
        type: kind,
        autoHideDuration: duration ?? NOTIFY_DURATION.default,
        messageArgs: { _: message, ...messageArgs },
      }),
    [notify],
  );
  // One object for the component's life: screens list it among their effects' dependencies (a new one
  // per render made the documents panel ask for its list again at every render, endlessly).
  return useMemo(
    () => ({
      show,
      saved: (message = 'shell.notify.saved', options: NotifyOptions = {}) => show(message, 'success', { duration: NOTIFY_DURATION.saveSuccess, ...options }),
      error: (message?: string | null, options: NotifyOptions = {}) => show(message || 'shell.notify.generic_error', 'error', { duration: NOTIFY_DURATION.failure, ...options }),
      success: (message: string, options: NotifyOptions = {}) => show(message, 'success', options),
    }),
    [show],
  );
}

/**
 * Shows the toast of the operation that reloaded the page (`reloadPage(notice)`), once, when the frame
 * is back. For 1000 ms, the longest a save's success may last (spec 1 §9): the page has just repainted.
 */
export function useNoticeAfterReload() {
  const toast = useToast();
  useEffect(() => {
    const notice = takeNoticeAfterReload();
    if (notice) toast.show(notice.message, notice.kind, { duration: TIMINGS.toast.success });
  }, [toast]);
}
