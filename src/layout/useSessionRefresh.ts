// The session kept in the browser (src/lib/session.ts) holds the abilities and the app menu of the
// login: an administrator's change of this user's permissions (server: counted from the next call)
// reached the screens only after a new login. They are read again from GET me when the frame starts
// on a stored session (a page load or reload) and when the header's 'Aggiorna' is pressed; the
// working season the user picked stays. The screen paints with the stored session meanwhile.
import { useCallback, useEffect } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { session } from '../lib/session';
import { refreshSession } from '../providers/authProvider';

/** Reads the session again; a 401 signs out as every 401 does, other failures keep the stored one. */
export function useRefreshSession(): () => Promise<void> {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useCallback(
    () =>
      refreshSession().catch(async (error: unknown) => {
        await logoutIfAccessDenied(error);
      }),
    [logoutIfAccessDenied],
  );
}

// One read per page load, even when the frame mounts twice (React's strict mode, a remount).
let started: Promise<void> | null = null;

/** On a session read from the browser's storage, reads it again from the server, once. */
export function useSessionRefreshOnStart(): void {
  const refresh = useRefreshSession();
  useEffect(() => {
    if (!session.token() || session.readThisPage() || started) return;
    started = refresh().finally(() => {
      started = null;
    });
  }, [refresh]);
}
