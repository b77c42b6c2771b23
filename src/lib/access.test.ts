import { describe, expect, it } from 'vitest';
import { appForPath, canAccessFor, firstPageOf, isAppVisible, matchesUserTypeRule, visibleApps } from './access';
import type { AppMenuItem, SessionState } from './session';

const app = (key: string, items: { name: string; params: string; visibility?: boolean }[], extra: Partial<AppMenuItem> = {}): AppMenuItem => ({
  name: key,
  key,
  icon: 'people',
  visibility: true,
  in_navbar: true,
  mainView: items[0]?.params ?? '/',
  navigation_menu: items.map((i) => ({ label: i.name, ...i })),
  ...extra,
});

const tesserati = app('tesserati', [
  { name: 'anagrafica', params: '/anagrafica', visibility: true },
  { name: 'trasferimenti', params: '/trasferimenti', visibility: false },
]);
const base = (over: Partial<SessionState>): SessionState => ({
  token: 't',
  profile: null,
  season: null,
  abilities: [],
  userType: 'admin',
  userData: null,
  appMenu: [tesserati],
  discipline: [],
  selectedApp: null,
  selectedRoute: null,
  selectedCartItems: [],
  tempEmail: null,
  demo: false,
  ...over,
});

describe('canAccess (spec 1 §6)', () => {
  it('sysadmin:all grants everything', () => {
    const s = base({ abilities: ['sysadmin:all'], appMenu: [] });
    expect(canAccessFor(s, { action: 'delete', resource: 'causali' })).toBe(true);
  });

  it('a menu item needs {name}:read; write implies read; write needs write', () => {
    const s = base({ abilities: ['causali:read', 'comitati:write'], appMenu: [] });
    expect(canAccessFor(s, { action: 'list', resource: 'causali' })).toBe(true);
    expect(canAccessFor(s, { action: 'edit', resource: 'causali' })).toBe(false);
    expect(canAccessFor(s, { action: 'show', resource: 'comitati' })).toBe(true);
    expect(canAccessFor(s, { action: 'create', resource: 'comitati' })).toBe(true);
    expect(canAccessFor(s, { action: 'list', resource: 'stagioni' })).toBe(false);
  });

  it('a resource can name its permission code', () => {
    const s = base({ abilities: ['utenti:read'], appMenu: [] });
    expect(canAccessFor(s, { action: 'list', resource: 'users', ability: 'utenti' })).toBe(true);
  });

  it('reads what the server made visible by user type, but never writes without the ability', () => {
    const s = base({ userType: 'anagrafica', abilities: [] });
    expect(canAccessFor(s, { action: 'list', resource: 'anagrafica' })).toBe(true);
    expect(canAccessFor(s, { action: 'edit', resource: 'anagrafica' })).toBe(false);
    expect(canAccessFor(s, { action: 'list', resource: 'trasferimenti' })).toBe(false);
  });

  it('app.<key> answers whether the application is visible', () => {
    const s = base({ abilities: [] });
    expect(canAccessFor(s, { action: 'list', resource: 'app.tesserati' })).toBe(true);
    expect(canAccessFor(s, { action: 'list', resource: 'app.reports' })).toBe(false);
  });
});

describe('user-type rules', () => {
  it('the type is mandatory and an optional flag must equal 1', () => {
    expect(matchesUserTypeRule({ tipo_utente: 'societa' }, 'societa', null)).toBe(true);
    expect(matchesUserTypeRule({ tipo_utente: 'societa' }, 'anagrafica', null)).toBe(false);
    expect(matchesUserTypeRule({ tipo_utente: 'anagrafica', flag: 'allenatore' }, 'anagrafica', { allenatore: 1 })).toBe(true);
    expect(matchesUserTypeRule({ tipo_utente: 'anagrafica', flag: 'allenatore' }, 'anagrafica', { allenatore: true })).toBe(true);
    expect(matchesUserTypeRule({ tipo_utente: 'anagrafica', flag: 'allenatore' }, 'anagrafica', { allenatore: 0 })).toBe(false);
  });

  it('makes an application visible without abilities', () => {
    const hidden = app('societa', [{ name: 'economicssocieta', params: '/societa' }], { visibility: false });
    const s = { abilities: [], userType: 'societa', userData: null };
    expect(isAppVisible(hidden, s)).toBe(false);
    expect(isAppVisible(hidden, s, [{ tipo_utente: 'societa' }])).toBe(true);
    expect(isAppVisible(hidden, { ...s, abilities: ['economicssocieta:read'] })).toBe(true);
  });
});

describe('applications and routes', () => {
  const reports = app(
    'reports',
    [
      { name: 'reports', params: '/reports' },
      { name: 'reports', params: '/anagraficareports' },
    ],
    { visibility: false },
  );
  const trasferte = app('trasferte', [{ name: 'trasferte', params: 'Trasferte' }], { external: true, mainView: 'Trasferte' });

  it('finds the application of a path (case-insensitive, with parameters)', () => {
    const menu = [tesserati, reports, trasferte];
    expect(appForPath(menu, '/anagrafica/12')?.key).toBe('tesserati');
    expect(appForPath(menu, '/AnagraficaReports')?.key).toBe('reports');
    expect(appForPath(menu, '/applauncher')).toBeUndefined();
    expect(appForPath(menu, '/Trasferte')).toBeUndefined();
  });

  it('lists only visible applications', () => {
    expect(visibleApps(base({ appMenu: [tesserati, reports] })).map((a) => a.key)).toEqual(['tesserati']);
  });

  it('opens an application on its main view, or its first readable item', () => {
    expect(firstPageOf(tesserati, [])).toBe('/anagrafica');
    const noMain = app('tesserati', [
      { name: 'anagrafica', params: '/anagrafica', visibility: false },
      { name: 'trasferimenti', params: '/trasferimenti', visibility: false },
    ]);
    expect(firstPageOf(noMain, ['trasferimenti:read'])).toBe('/trasferimenti');
    // Shown by the user type, with no page it may read: no first page, rather than one answering 403.
    expect(firstPageOf(noMain, [])).toBeUndefined();
  });
});
