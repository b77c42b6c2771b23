// Application and menu names follow the language: the server's Italian words in Italian, the
// catalogue's in English.
import { describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AdminContext, memoryStore } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import it_ from '../../i18n/it';
import en from '../../i18n/en';
import { useMenuTexts } from './menuTexts';

const wrapperIn = (locale: 'it' | 'en') =>
  function Wrapper({ children }: { children: ReactNode }) {
    const i18nProvider = polyglotI18nProvider(() => (locale === 'en' ? en : it_), locale, [], { allowMissing: true });
    return (
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    );
  };

describe('menu texts', () => {
  const app = { key: 'societa', name: 'Società' };
  const item = { label: 'Situazione contabile', params: '/situazionecontabile' };

  it('Italian shows the words of the server menu', () => {
    const { result } = renderHook(() => useMenuTexts(), { wrapper: wrapperIn('it') });
    expect(result.current.appName(app)).toBe('Società');
    expect(result.current.itemLabel(item)).toBe('Situazione contabile');
  });

  it('English names applications and menu items from the catalogue', () => {
    const { result } = renderHook(() => useMenuTexts(), { wrapper: wrapperIn('en') });
    expect(result.current.appName(app)).toBe('Clubs');
    expect(result.current.itemLabel(item)).toBe('Club accounting');
    // Something the catalogue does not know keeps the server's word.
    expect(result.current.appName({ key: 'nuova', name: 'Nuova app' })).toBe('Nuova app');
    expect(result.current.itemLabel({ label: 'Esterno', params: 'Trasferte' })).toBe('Esterno');
  });
});
