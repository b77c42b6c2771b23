import { describe, expect, it } from 'vitest';
import { forbiddenFirstPaintMessage, initialChunks, isBarrel, ownInitialModules } from '../../scripts/first-paint-chunk';

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

  it('stops the build when the first paint would load MUI or emotion, not when only a lazy chunk does', () => {
    const nm = '/app/node_modules';
    const chunks = [
      { fileName: 'admin.js', imports: ['client.js', 'access.js'], moduleIds: ['/app/index.html', '/app/src/main.tsx'] },
      { fileName: 'client.js', imports: [], moduleIds: [`${nm}/react-dom/cjs/react-dom-client.production.js`] },
      { fileName: 'access.js', imports: ['client.js'], moduleIds: ['/app/src/layout/access/LoginPage.tsx', `${nm}/react-router/dist/index.mjs`] },
      // Loaded on demand (a dynamic import is not among `imports`).
      { fileName: 'App.js', imports: ['client.js', 'Box.js'], moduleIds: ['/app/src/App.tsx'] },
      { fileName: 'Box.js', imports: [], moduleIds: [`${nm}/@mui/material/esm/Box/Box.js`, `${nm}/@emotion/react/dist/emotion-react.browser.esm.js`] },
    ];
    expect(initialChunks('admin.js', chunks).map((c) => c.fileName)).toEqual(['admin.js', 'access.js', 'client.js']);
    expect(forbiddenFirstPaintMessage('index.html', initialChunks('admin.js', chunks))).toBeNull();

    // The login page importing a Box: its chunk now comes with the first paint.
    chunks[2].imports = ['client.js', 'Box.js'];
    const message = forbiddenFirstPaintMessage('index.html', initialChunks('admin.js', chunks));
    expect(message).toContain('index.html would load 2 module(s) of @mui/ or @emotion/');
    expect(message).toContain('@mui/material/esm/Box/Box.js (Box.js)');
    expect(message).toContain('@emotion/react/dist/emotion-react.browser.esm.js (Box.js)');
  });

  it('names a few of many forbidden modules, and how many more', () => {
    const moduleIds = Array.from({ length: 11 }, (_, i) => `C:\\app\\node_modules\\@mui\\material\\part${i}.js`);
    const message = forbiddenFirstPaintMessage('index.html', [{ fileName: 'access.js', imports: [], moduleIds }]);
    expect(message).toContain('would load 11 module(s)');
    expect(message).toContain('@mui\\material\\part0.js (access.js)');
    expect(message).toContain('and 3 more');
    expect(forbiddenFirstPaintMessage('index.html', [{ fileName: 'x.js', imports: [], moduleIds: ['/app/src/mui-like/@mui/not-a-package.ts'] }])).toBeNull();
  });
});
