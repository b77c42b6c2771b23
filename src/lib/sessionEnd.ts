// A session that ended without the user signing out here (expired, the account disabled, signed out
// in another tab) is remembered for this tab, so that the login page it lands on says why instead of
// appearing out of nowhere (resilience audit). Kept in sessionStorage (the move to the login page may
// load the page again) and in memory (where the storage is refused). Read once.
const KEY = 'fed.sessionEnded';
let ended = false;

export function noteSessionEnded(): void {
  ended = true;
  try {
    globalThis.sessionStorage?.setItem(KEY, '1');
  } catch {
    // Storage refused (private mode): the note lives in memory for this page.
  }
}

/** Whether the session ended on its own since the last look; the note is consumed. */
export function takeSessionEndedNote(): boolean {
  let stored = false;
  try {
    stored = globalThis.sessionStorage?.getItem(KEY) === '1';
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // As above.
  }
  const was = ended || stored;
  ended = false;
  return was;
}
