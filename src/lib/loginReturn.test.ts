import { describe, expect, it, vi } from 'vitest';
import { clearLoginReturn, loginReturnPath, loginReturnState, notedLoginReturn, noteLoginReturn } from './loginReturn';

describe('where a sign-in goes back to', () => {
  it('takes a page of this app with its query (react-admin’s nextPathname / nextSearch)', () => {
    expect(loginReturnPath({ nextPathname: '/societa/7', nextSearch: '?tab=contabilita' })).toBe('/societa/7?tab=contabilita');
    expect(loginReturnPath({ nextPathname: '/anagrafica' })).toBe('/anagrafica');
    expect(loginReturnPath(loginReturnState({ pathname: '/trasferimenti', search: '?tab=storico' }))).toBe('/trasferimenti?tab=storico');
  });

  it.each([
    ['//evil.example/societa', ''],
    ['/\\evil.example', ''],
    ['/\\/evil.example', ''],
    ['https://evil.example/', ''],
    ['javascript:alert(1)', ''],
    ['evil.example', ''],
    ['/\t/evil.example', ''],
    ['/societa', '//evil.example'],
    ['/societa', '?x=1\n'],
    // Dot segments the URL parser removes, leaving `//host`.
    ['/.//evil.example/x', ''],
    ['/..//evil.example', ''],
    ['/a/..//evil.example', ''],
  ])('refuses %s%s: it could leave the site', (nextPathname, nextSearch) => {
    expect(loginReturnPath({ nextPathname, nextSearch })).toBeNull();
  });

  it.each(['/', '/login', '/Login', '/login/', '/tokenlogin/abc', '/showcarrello/1', '/musteditpassword', '/reset-password-mail', '/reset-password'])(
    'does not go back to the access page %s',
    (nextPathname) => {
      expect(loginReturnPath({ nextPathname, nextSearch: '' })).toBeNull();
    },
  );

  it('ignores a state that is not one', () => {
    expect(loginReturnPath(null)).toBeNull();
    expect(loginReturnPath('/societa')).toBeNull();
    expect(loginReturnPath({ nextPathname: 5 })).toBeNull();
  });

  it("notes the page of a sign-out for the tab's next sign-in, and checks a stored note again", () => {
    const stored = new Map<string, string>();
    vi.stubGlobal('sessionStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) });
    noteLoginReturn({ pathname: '/societa/7', search: '?tab=documenti' });
    expect(notedLoginReturn()).toBe('/societa/7?tab=documenti');
    // The login page itself is no page to come back to: the earlier note stays.
    noteLoginReturn({ pathname: '/login', search: '' });
    expect(notedLoginReturn()).toBe('/societa/7?tab=documenti');
    sessionStorage.setItem('fed.loginReturn', '//evil.example/x');
    expect(notedLoginReturn()).toBeNull();
    clearLoginReturn();
    expect(notedLoginReturn()).toBeNull();
    vi.unstubAllGlobals();
  });
});
