// The interface speaks Italian only (spec 1 §1, it-IT): one locale, and a language the former user
// menu stored (English) is forgotten rather than asked for at every start.
import { describe, expect, it } from 'vitest';
import { forgetOtherLocale, i18nProvider, LOCALE_STORE_KEY } from './i18nProvider';

const storage = (value: string | null) => {
  const items = new Map(value === null ? [] : [[LOCALE_STORE_KEY, value]]);
  return { getItem: (k: string) => items.get(k) ?? null, removeItem: (k: string) => void items.delete(k), items };
};

describe('interface language', () => {
  it('is Italian, the only locale', () => {
    expect(i18nProvider.getLocale()).toBe('it');
    expect(i18nProvider.getLocales?.()).toEqual([{ locale: 'it', name: 'Italiano' }]);
    expect(i18nProvider.translate('ra.action.save')).toBe('Salva');
  });

  it('forgets English stored by the former language menu, keeps Italian', () => {
    const english = storage(JSON.stringify('en'));
    forgetOtherLocale(english);
    expect(english.items.has(LOCALE_STORE_KEY)).toBe(false);
    const italian = storage(JSON.stringify('it'));
    forgetOtherLocale(italian);
    expect(italian.items.get(LOCALE_STORE_KEY)).toBe('"it"');
    expect(() => forgetOtherLocale(undefined)).not.toThrow();
  });
});
