// The Italian catalogue has every react-admin key (ra-language-english, same version) and every key the
// app uses; English has the same keys as Italian, so switching language never shows a raw key.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it as test } from 'vitest';
import englishMessages from 'ra-language-english';
import it from './it';
import en from './en';

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
