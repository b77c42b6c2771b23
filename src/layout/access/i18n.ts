// Texts of the public access pages without react-admin (issue 19): the shell catalogue only, in the
// language react-admin's store remembers (the user menu writes `RaStore.locale`), with polyglot's
// `%{name}` placeholders. Italian ships with the page; English is fetched only when it was chosen.
import { useCallback, useEffect, useState } from 'react';
import it from '../../../i18n/it/shell';

type Catalogue = Record<string, unknown>;

/** The language react-admin's localStorageStore keeps (`RaStore.locale`, JSON); Italian by default. */
export function storedLocale(): string {
  try {
    const raw = globalThis.localStorage?.getItem('RaStore.locale');
    return raw ? String(JSON.parse(raw)) : 'it';
  } catch {
    return 'it';
  }
}

let english: Catalogue | null = null;
const loadEnglish = () => import('../../../i18n/en/shell').then((m) => void (english = m.default));

function lookup(catalogue: Catalogue, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Catalogue)[part] : undefined), catalogue);
}

export type Translate = (key: string, args?: Record<string, unknown>) => string;

/** `translate(key, args)` like react-admin's; a missing key shows its `_` default or the key itself. */
export function translator(catalogue: Catalogue): Translate {
  return (key, args = {}) => {
    const found = lookup(catalogue, key);
    const text = typeof found === 'string' ? found : typeof args._ === 'string' ? args._ : key;
    return text.replace(/%\{(\w+)\}/g, (all, name: string) => (name in args ? String(args[name]) : all));
  };
}

const italian = translator(it);

/** The translate function of the access pages, and whether the chosen language's texts are here. */
export function useAccessTexts(): { translate: Translate; ready: boolean } {
  const wantsEnglish = storedLocale() === 'en';
  const [, loaded] = useState(0);
  useEffect(() => {
    if (wantsEnglish && !english)
      loadEnglish().then(
        () => loaded((n) => n + 1),
        () => undefined,
      );
  }, [wantsEnglish]);
  const catalogue = wantsEnglish ? english : null;
  const translate = useCallback<Translate>((key, args) => (catalogue ? translator(catalogue)(key, args) : italian(key, args)), [catalogue]);
  return { translate, ready: !wantsEnglish || !!catalogue };
}

/** Same signature as react-admin's useTranslate, for the access pages. */
export const useTranslate = (): Translate => useAccessTexts().translate;
