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

// The page noted by the last sign-out of this tab (sessionStorage; in memory where storage is refused).
const KEY = 'fed.loginReturn';
let noted: string | null = null;

/** Notes `location` (a page of the app) as where the next sign-in of this tab goes back to. */
export function noteLoginReturn(location: { pathname: string; search: string }): void {
  const path = loginReturnPath(loginReturnState(location));
  if (!path) return;
  noted = path;
  try {
    globalThis.sessionStorage?.setItem(KEY, path);
  } catch {
    // Storage refused (private mode): the note lives in memory for this page.
  }
}

/** The page noted by the last sign-out of this tab, checked again as any return path. */
export function notedLoginReturn(): string | null {
  let path = noted;
  try {
    path = globalThis.sessionStorage?.getItem(KEY) ?? noted;
  } catch {
    // As noted in memory.
  }
  if (!path) return null;
  const [pathname, ...rest] = path.split('?');
  return loginReturnPath({ nextPathname: pathname, nextSearch: rest.length ? `?${rest.join('?')}` : '' });
}

/** A sign-in used (or refused) the note. */
export function clearLoginReturn(): void {
  noted = null;
  try {
    globalThis.sessionStorage?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
