// Where a sign-in goes back to: the page the user was sent away from (session expired, a link opened
// without a session; not his own 'Logout', which starts at the launcher). react-admin's logout passes it
// to the login page as the location state `{ nextPathname, nextSearch }` (ra-core useLogout); the
// frame's route guard does the same; and the auth provider's 401 check notes it for the tab
// (sessionStorage), which covers a bespoke screen's 401 and a reload of the login page. Only a path
// of this application is taken: anything that could leave the site (`//evil.example`, `/\evil`,
// `https://…`) or lead back to an access page is refused, and the login goes to the launcher.
const ACCESS_PATHS = ['/', '/login', '/musteditpassword', '/reset-password-mail', '/reset-password'];
const ACCESS_PREFIXES = ['/tokenlogin/', '/showcarrello/'];

export interface LoginReturnState {
  nextPathname: string;
  nextSearch: string;
}

/** The state to hand to the login page so that it comes back to `location`. */
export const loginReturnState = (location: { pathname: string; search: string }): LoginReturnState => ({
  nextPathname: location.pathname,
  nextSearch: location.search,
});

/** The same-application path (with its query) a sign-in goes back to, or null. */
export function loginReturnPath(state: unknown): string | null {
  if (!state || typeof state !== 'object') return null;
  const { nextPathname, nextSearch } = state as Partial<Record<keyof LoginReturnState, unknown>>;
  if (typeof nextPathname !== 'string' || typeof (nextSearch ?? '') !== 'string') return null;
  const search = (nextSearch as string | undefined) ?? '';
  // One leading slash and nothing a browser reads as another host or scheme (`//`, `/\`, controls).
  if (!/^\/(?![/\\])/.test(nextPathname) || /[\\\s\u0000-\u001f]/.test(nextPathname)) return null;
  if (search && (!search.startsWith('?') || /[\u0000-\u001f]/.test(search))) return null;
  let url: URL;
  try {
    url = new URL(nextPathname + search, 'http://app.invalid');
  } catch {
    return null;
  }
  // Again on the parsed path: dot segments (`/.//evil.example`) collapse into one that starts `//`.
  if (url.origin !== 'http://app.invalid' || !/^\/(?![/\\])/.test(url.pathname)) return null;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (ACCESS_PATHS.includes(path.toLowerCase()) || ACCESS_PREFIXES.some((p) => path.toLowerCase().startsWith(p))) return null;
  return `${url.pathname}${url.search}`;
}

// The page noted when the tab's session ended, and whose session it was (its e-mail): sessionStorage, in
// memory where storage is refused. Only the same user goes back to it: on a shared office computer the
// next person to sign in on the tab starts at the launcher.
const KEY = 'fed.loginReturn';
const OWNER_KEY = 'fed.loginReturnOwner';
const memory = new Map<string, string>();

const store = {
  get(key: string): string | null {
    try {
      return globalThis.sessionStorage?.getItem(key) ?? memory.get(key) ?? null;
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key: string, value: string | null) {
    if (value === null) memory.delete(key);
    else memory.set(key, value);
    try {
      if (value === null) globalThis.sessionStorage?.removeItem(key);
      else globalThis.sessionStorage?.setItem(key, value);
    } catch {
      // Storage refused (private mode): the note lives in memory for this page.
    }
  },
};

const sameUser = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Notes `location` (a page of the app) as where the next sign-in of this tab goes back to, for `owner` (an e-mail). */
export function noteLoginReturn(location: { pathname: string; search: string }, owner?: string | null): void {
  const path = loginReturnPath(loginReturnState(location));
  if (!path) return;
  store.set(KEY, path);
  store.set(OWNER_KEY, owner ?? null);
}

/** The page noted when the tab's session ended, checked again as any return path. */
export function notedLoginReturn(): string | null {
  const path = store.get(KEY);
  if (!path) return null;
  const [pathname, ...rest] = path.split('?');
  return loginReturnPath({ nextPathname: pathname, nextSearch: rest.length ? `?${rest.join('?')}` : '' });
}

/** Whether the tab's note is another user's than `user` (the e-mail typed to sign in): then no way back is taken. */
export function loginReturnOfAnother(user: string): boolean {
  const owner = store.get(OWNER_KEY);
  return !!owner && !!store.get(KEY) && !sameUser(owner, user);
}

/** A sign-in used (or refused) the note. */
export function clearLoginReturn(): void {
  store.set(KEY, null);
  store.set(OWNER_KEY, null);
}
