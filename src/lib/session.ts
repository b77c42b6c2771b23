// The client session of spec 1 §3, kept in localStorage so that a reload or a second tab stays signed in.
// Components read it through the hooks at the bottom (useSession, useSeason): they re-render on change.
import { useSyncExternalStore } from 'react';
import type { AppMenuItem, NavigationItem, Profile, SessionPayload, Stagione } from '../../resources/contracts/session';
import { noteSessionEnded } from './sessionEnd';

export type { AppMenuItem, NavigationItem, Profile, SessionPayload, Stagione };

export interface SessionState {
  token: string | null;
  profile: Profile | null;
  season: Stagione | null;
  abilities: string[];
  userType: string | null;
  /** The user's club or member record (userData of spec 1 §3). */
  userData: Record<string, unknown> | null;
  appMenu: AppMenuItem[];
  discipline: { id: number; nome: string }[];
  selectedApp: string | null;
  selectedRoute: string | null;
  /** Cart items chosen for checkout (cart dialog). */
  selectedCartItems: number[];
  /** E-mail of a user who must replace a temporary password (login without token). */
  tempEmail: string | null;
  demo: boolean;
}

const KEY = 'fbo.session';

const EMPTY: SessionState = {
  token: null,
  profile: null,
  season: null,
  abilities: [],
  userType: null,
  userData: null,
  appMenu: [],
  discipline: [],
  selectedApp: null,
  selectedRoute: null,
  selectedCartItems: [],
  tempEmail: null,
  demo: false,
};

function read(): SessionState {
  try {
    const raw = globalThis.localStorage?.getItem(KEY);
    return raw ? { ...EMPTY, ...JSON.parse(raw) } : EMPTY;
  } catch {
    return EMPTY;
  }
}

let state: SessionState = read();
const listeners = new Set<() => void>();
/**
 * The session came from the server during this page's life (login, token login, GET me), not from
 * the browser's storage at page load: abilities kept since login may be out of date.
 */
let fromServer = false;

function write(next: SessionState) {
  state = next;
  try {
    globalThis.localStorage?.setItem(KEY, JSON.stringify(next));
  } catch {
    // Private mode or full storage: the session still lives in memory for this tab.
  }
  listeners.forEach((l) => l());
}

// Another tab signed out or changed season: follow it.
globalThis.addEventListener?.('storage', (e: StorageEvent) => {
  if (e.key === KEY) {
    const before = state.token;
    state = read();
    if (before && !state.token) noteSessionEnded();
    listeners.forEach((l) => l());
  }
});

export const session = {
  get: (): SessionState => state,
  token: () => state.token,
  update(patch: Partial<SessionState>) {
    write({ ...state, ...patch });
  },
  /** Stores a login / me answer; keeps the token already stored unless the payload brings one. */
  store(payload: SessionPayload, token?: string | null) {
    fromServer = true;
    write({
      ...state,
      token: token ?? payload.access_token ?? state.token,
      profile: payload.me,
      // The season chosen in the picker survives a refresh of the profile.
      season: state.token && state.season ? state.season : payload.stagione,
      abilities: payload.abilities ?? [],
      userType: payload.user_type ?? payload.me?.tipo_utente ?? null,
      userData: payload.societa ?? payload.anagrafica ?? null,
      appMenu: payload.app_menu ?? [],
      discipline: payload.discipline ?? [],
      tempEmail: null,
      demo: payload.demo ?? state.demo,
    });
  },
  clear() {
    fromServer = false;
    write({ ...EMPTY, demo: state.demo });
  },
  /** Whether the stored profile, abilities and menu were read from the server in this page (see `fromServer`). */
  readThisPage: () => fromServer,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests: re-read localStorage. */
  reload() {
    fromServer = false;
    state = read();
    listeners.forEach((l) => l());
  },
};

export const isSysadmin = (s: SessionState = state) => s.userType === 'sysadmin';
export const isAdmin = (s: SessionState = state) => s.userType === 'sysadmin' || s.userType === 'admin';

/** The whole session; re-renders when any part changes. */
export function useSession(): SessionState {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}

/** The user's ability strings (`name:read`, `name:write`, `sysadmin:all`). */
export function useAbilities(): string[] {
  return useSyncExternalStore(
    session.subscribe,
    () => state.abilities,
    () => state.abilities,
  );
}

/** The selected season and its setter (the season picker of the header). */
export function useSeason(): [Stagione | null, (season: Stagione) => void] {
  const season = useSyncExternalStore(
    session.subscribe,
    () => state.season,
    () => state.season,
  );
  return [season, (s) => session.update({ season: s })];
}
