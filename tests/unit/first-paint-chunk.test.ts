import { describe, expect, it } from 'vitest';
import { isBarrel, ownInitialModules } from '../../scripts/first-paint-chunk';

/** A module graph: id → [static imports, code]. */
function graph(modules: Record<string, { imports: string[]; code?: string; entry?: boolean }>) {
  return {
    getModuleIds: () => Object.keys(modules)[Symbol.iterator](),
    getModuleInfo: (id: string) => (modules[id] ? { isEntry: !!modules[id].entry, importedIds: modules[id].imports, code: modules[id].code ?? 'export const x = 1;' } : null),
  };
}

const reexports = (n: number) => Array.from({ length: n }, (_, i) => `export * from "./part${i}.js";`).join('\n') + '\n/* licence */\nexport { default as Thing } from "./thing.js";';

describe('first-paint chunk', () => {
  it('recognises a package index that only gathers other modules', () => {
    expect(isBarrel(reexports(12), 13)).toBe(true);
    expect(isBarrel('import * as colors from "./colors/index.mjs";\nexport { colors };\n' + reexports(10), 12)).toBe(true);
    // A component's own index (a few re-exports) is followed, and so is any module with code of its own.
    expect(isBarrel(reexports(2), 3)).toBe(false);
    expect(isBarrel(reexports(12) + '\nexport const used = () => 1;', 13)).toBe(false);
  });

  it('takes what the page loads at once, not what it loads on demand, through a barrel, or with the other page', () => {
    const g = graph({
      'index.html': { imports: ['main.tsx'], entry: true },
      'results.html': { imports: ['results.tsx'], entry: true },
      'main.tsx': { imports: ['react', 'Login.tsx', 'lib-barrel'] },
      'Login.tsx': { imports: ['Box', 'react'] },
      Box: { imports: [] },
      'lib-barrel': { imports: Array.from({ length: 10 }, (_, i) => `lib${i}`), code: reexports(10) },
      lib0: { imports: [] },
      'results.tsx': { imports: ['react'] },
      react: { imports: [] },
      // Loaded on demand: a dynamic import is not among the static imports.
      'App.tsx': { imports: ['Box'] },
    });
    // main.tsx, the script the page names, stays in the entry chunk.
    expect([...ownInitialModules('index.html', g)].sort()).toEqual(['Box', 'Login.tsx']);
  });
});
