// The interface speaks Italian (it-IT, spec 1 §1): one catalogue, no language choice.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import it from '../../i18n/it';

export const LOCALES = [{ locale: 'it', name: 'Italiano' }];

/** react-admin's store key of the language (`RaStore.locale`, JSON). */
export const LOCALE_STORE_KEY = 'RaStore.locale';

/**
 * Forgets a language other than Italian that the user menu once offered (English): react-admin would
 * keep asking for it at every start, and useLocale() would still say 'en'.
 */
export function forgetOtherLocale(storage: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.localStorage) {
  try {
    const stored = storage?.getItem(LOCALE_STORE_KEY);
    if (stored && stored !== JSON.stringify('it')) storage?.removeItem(LOCALE_STORE_KEY);
  } catch {
    // No storage (private mode, tests): nothing was remembered.
  }
}

forgetOtherLocale();

export const i18nProvider = polyglotI18nProvider(
  () => it,
  'it',
  LOCALES,
  // A missing key shows its `_` default or the key itself instead of a console storm.
  { allowMissing: true },
);
