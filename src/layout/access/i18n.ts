// Texts of the public access pages without react-admin (issue 19): the shell catalogue only, in
// Italian (the interface's one language), with polyglot's `%{name}` placeholders.
import it from '../../../i18n/it/shell';

type Catalogue = Record<string, unknown>;

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

/** Same signature as react-admin's useTranslate, for the access pages. */
export const useTranslate = (): Translate => italian;
