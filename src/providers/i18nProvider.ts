// Italian by default (it-IT), English from the user menu; English is fetched only when chosen.
import polyglotI18nProvider from 'ra-i18n-polyglot';
import it from '../../i18n/it';

export const LOCALES = [
  { locale: 'it', name: 'Italiano' },
  { locale: 'en', name: 'English' },
];

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'en' ? import('../../i18n/en').then((m) => m.default) : it),
  'it',
  LOCALES,
  // A missing key shows its `_` default or the key itself instead of a console storm.
  { allowMissing: true },
);
