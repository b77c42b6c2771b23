// A session that ended without the user signing out here (expired, the account disabled, signed out
// in another tab) is noted for this tab, so that the login page it lands on says why instead of
// appearing out of nowhere (resilience audit). The note stays until the next sign-in or sign-out
// (the login page may be drawn more than once on the way); kept in sessionStorage (the move to the
// login page may load the page again) and in memory (where the storage is refused).
const KEY = 'fed.sessionEnded';
let noted = false;

function store(value: boolean) {
  noted = value;
  try {
    if (value) globalThis.sessionStorage?.setItem(KEY, '1');
    else globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the note lives in memory for this page.
  }
}

export const noteSessionEnded = (): void => store(true);

/** A sign-in or a sign-out here: the next login page is plain. */
export const clearSessionEndedNote = (): void => store(false);

/** Whether the session ended on its own since the last sign-in or sign-out of this tab. */
export function sessionEndedNoted(): boolean {
  try {
    return noted || globalThis.sessionStorage?.getItem(KEY) === '1';
  } catch {
    return noted;
  }
}
