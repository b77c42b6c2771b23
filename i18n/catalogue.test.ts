// The Italian catalogue has every react-admin key (ra-language-english, same version) and every key the
// app uses; English has the same keys as Italian, so switching language never shows a raw key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it as test } from 'vitest';
import englishMessages from 'ra-language-english';
import it from './it';
import en from './en';
import { appRoutes } from '../src/routes';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

function has(catalogue: object, key: string): boolean {
  let node: any = catalogue;
  for (const part of key.split('.')) {
    if (node == null || typeof node !== 'object' || !(part in node)) return false;
    node = node[part];
  }
  return typeof node === 'string';
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = path.join(dir, f);
    if (statSync(p).isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx)$/.test(f) && !/\.test\.tsx?$/.test(f) ? [p] : [];
  });
}

/** Catalogue keys written literally in the app's sources ('shell.login.title', 'ra.action.save' …):
 * quoted dotted words whose first word is a namespace of the catalogue. */
function usedKeys(): string[] {
  const namespaces = Object.keys(it).join('|');
  const pattern = new RegExp(`['"\`]((?:${namespaces})\\.[A-Za-z_]+(?:\\.[A-Za-z_]+)+)['"\`]`, 'g');
  const found = new Set<string>();
  for (const dir of ['src', 'custom-pages']) {
    for (const file of sourceFiles(path.resolve(dir))) {
      for (const m of readFileSync(file, 'utf8').matchAll(pattern)) found.add(m[1]);
    }
  }
  return [...found];
}

// Every area's text file: i18n/it/<area>.ts and i18n/en/<area>.ts (react-admin's own keys, it/ra.ts,
// are checked against ra-language-english above). Areas added later are checked without a change here.
const italianFiles = import.meta.glob<{ default: object }>('./it/*.ts', { eager: true });
const englishFiles = import.meta.glob<{ default: object }>('./en/*.ts', { eager: true });
const areaOf = (file: string) => path.basename(file, '.ts');

describe('every area speaks both languages', () => {
  const areas = Object.keys(italianFiles)
    .map(areaOf)
    .filter((a) => a !== 'ra');

  test('the app texts are many areas, each with an English file', () => {
    expect(areas.length).toBeGreaterThanOrEqual(4);
    expect(areas.filter((a) => !englishFiles[`./en/${a}.ts`])).toEqual([]);
  });

  for (const area of areas) {
    test(`i18n/en/${area}.ts has exactly the keys of i18n/it/${area}.ts`, () => {
      const itTexts = italianFiles[`./it/${area}.ts`].default;
      const enTexts = englishFiles[`./en/${area}.ts`]?.default ?? {};
      expect(keys(itTexts).filter((k) => !has(enTexts, k))).toEqual([]);
      expect(keys(enTexts).filter((k) => !has(itTexts, k))).toEqual([]);
    });
  }

  test('English names every application and page of the route registry', () => {
    const areasOfRoutes = [...new Set(appRoutes.map((r) => r.area))];
    expect(areasOfRoutes.filter((a) => !has(en, `shell.areas.${a}`))).toEqual([]);
    expect(appRoutes.map((r) => r.title).filter((t) => !has(en, t))).toEqual([]);
  });
});

describe('Italian catalogue', () => {
  test('has every key of ra-language-english', () => {
    const missing = keys(englishMessages).filter((k) => !has(it, k));
    expect(missing).toEqual([]);
  });

  test('has every catalogue key the app sources use', () => {
    const used = usedKeys();
    expect(used.length).toBeGreaterThan(50);
    expect(used.filter((k) => !has(it, k))).toEqual([]);
  });

  test('English has exactly the keys of Italian', () => {
    expect(keys(it).filter((k) => !has(en, k))).toEqual([]);
    expect(keys(en).filter((k) => !has(it, k))).toEqual([]);
  });

  test('speaks the spec texts', () => {
    expect(has(it, 'shell.login.error_title') && (it as any).shell.login.error_title).toBe('Login errata');
    expect((it as any).shell.not_found.title).toBe('Pagina non trovata');
    expect((it as any).shell.passwords_required).toBe('I campi Password sono Obbligatori');
    expect((it as any).ra.navigation.no_results).toBe('Dati non presenti');
  });
});
