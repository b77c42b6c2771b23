// Build option (issue 19): the modules the admin page loads at once, and the results page does not,
// go into one chunk. Left to itself the bundler cut the login page's code into some 17 files, several
// of a few hundred bytes; a browser on a slow link (150 ms a request, 6 connections) fetches them in
// rounds. They are downloaded on every visit anyway, so merging them costs nothing; modules both pages
// load stay in shared chunks, so the results page downloads none of the admin's code.
//
// "Loaded at once" = reachable from the page's entry through static imports, not through a barrel
// (a package index re-exporting a whole library, such as '@mui/material' or 'react-admin'): the graph
// holds every module a barrel names, used or not, and most are for the lazily loaded screens; what a
// page takes from a barrel stays in the bundler's own chunks.
//
// The login page itself uses no MUI and no emotion (plain React, src/layout/access/access.css): at a 4×
// slower phone CPU their runtime cost more than the download. The build stops if the page's initial
// JavaScript (entry chunk and its static imports) holds any module of @mui/ or @emotion/.
import type { Plugin, Rolldown } from 'vite';

interface Graph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { isEntry: boolean; importedIds: readonly string[]; code: string | null } | null;
}

/** A module made only of imports and re-exports, naming at least this many modules, is a barrel. */
export const BARREL_MIN_IMPORTS = 8;
const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const STATEMENTS = /^\s*(?:(?:import|export)\s[^;]*?\sfrom\s*["'][^"']+["']|export\s*\{[^}]*\}|["']use client["'])\s*;?\s*$/gm;

/** Whether `code` only gathers other modules' exports (a package index such as '@mui/material'). */
export function isBarrel(code: string | null, imports: number): boolean {
  return imports >= BARREL_MIN_IMPORTS && code !== null && code.replace(COMMENTS, '').replace(STATEMENTS, '').trim() === '';
}
/** More modules than this in the first paint means a barrel slipped through: the build stops. */
export const MAX_FIRST_PAINT_MODULES = 600;

/** Ids reachable from `entry` through static imports, not entering barrels. */
export function staticallyReachable(entry: string, graph: Pick<Graph, 'getModuleInfo'>): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    const imported = info?.importedIds ?? [];
    if (id !== entry && isBarrel(info?.code ?? null, imported.length)) continue;
    seen.add(id);
    queue.push(...imported);
  }
  return seen;
}

/** The modules loaded with the entry ending in `page` and with none of the other entries. */
export function ownInitialModules(page: string, graph: Graph): Set<string> {
  const entries = [...graph.getModuleIds()].filter((id) => graph.getModuleInfo(id)?.isEntry);
  const own = new Set<string>();
  for (const entry of entries.filter((id) => id.endsWith(page))) {
    // The page's own script (what the HTML names) stays in the entry chunk, which imports the group.
    const named = new Set(graph.getModuleInfo(entry)?.importedIds ?? []);
    for (const id of staticallyReachable(entry, graph)) if (id !== entry && !named.has(id)) own.add(id);
  }
  for (const entry of entries.filter((id) => !id.endsWith(page))) for (const id of staticallyReachable(entry, graph)) own.delete(id);
  return own;
}

/** Packages the first paint must not load: the access pages are plain React and CSS (issue 19). */
export const FORBIDDEN_FIRST_PAINT = /[\\/]node_modules[\\/]@(mui|emotion)[\\/]/;

/** What the checks need of an output chunk. */
export interface ChunkInfo {
  fileName: string;
  imports: readonly string[];
  moduleIds: readonly string[];
}

/** The chunks a page loads at once: its entry chunk and, recursively, their static imports. */
export function initialChunks(entry: string, chunks: readonly ChunkInfo[]): ChunkInfo[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const loaded = new Map<string, ChunkInfo>();
  const queue = [entry];
  while (queue.length > 0) {
    const chunk = byName.get(queue.pop()!);
    if (!chunk || loaded.has(chunk.fileName)) continue;
    loaded.set(chunk.fileName, chunk);
    queue.push(...chunk.imports);
  }
  return [...loaded.values()];
}

/** The modules of `chunks` matching `forbidden`, as 'module (chunk)'. */
export function forbiddenModules(chunks: readonly ChunkInfo[], forbidden: RegExp = FORBIDDEN_FIRST_PAINT): string[] {
  return chunks.flatMap((c) => c.moduleIds.filter((id) => forbidden.test(id)).map((id) => `${id.replace(/^.*[\\/]node_modules[\\/]/, '')} (${c.fileName})`));
}

/** The build's message when the first paint would load MUI or emotion; null when it loads neither. */
export function forbiddenFirstPaintMessage(page: string, chunks: readonly ChunkInfo[]): string | null {
  const found = forbiddenModules(chunks);
  if (found.length === 0) return null;
  const shown = found.slice(0, 8).join(', ') + (found.length > 8 ? ` and ${found.length - 8} more` : '');
  return (
    `${page} would load ${found.length} module(s) of @mui/ or @emotion/ with its first paint: ${shown}. ` +
    "The login page and what '/' needs are plain React styled by src/layout/access/access.css; load MUI lazily (a page of its own, a dialog) — see scripts/first-paint-chunk.ts"
  );
}

/**
 * The plugin records, once the module graph is known, which modules the entry ending in `page` loads
 * alone; `group` puts them in the chunk `chunkName` (output.codeSplitting.groups). Once the chunks are
 * written it stops the build if the page would load at once `lazyModule` (what it loads on demand) or
 * any module of MUI or emotion.
 */
export function firstPaintChunk(chunkName: string, page: string, lazyModule: string): { plugin: Plugin; group: Rolldown.CodeSplittingGroup } {
  let own = new Set<string>();
  return {
    plugin: {
      name: 'first-paint-chunk',
      apply: 'build',
      buildEnd() {
        own = ownInitialModules(page, this as unknown as Graph);
        if (own.size > MAX_FIRST_PAINT_MODULES)
          this.error(`${page} loads ${own.size} modules at once (more than ${MAX_FIRST_PAINT_MODULES}): a barrel slipped into the access pages; import by path (scripts/first-paint-chunk.ts)`);
      },
      // The merged chunk must not make the page load what it loads on demand (`lazyModule`): a module
      // reached through an unrecognised barrel could tie the two together. Nor may the first paint
      // carry MUI and emotion, whose runtime (styles computed in JavaScript) the login page does without.
      generateBundle(_options, bundle) {
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry && c.facadeModuleId?.endsWith(page));
        if (!entry) return;
        const initial = initialChunks(entry.fileName, chunks);
        for (const chunk of initial)
          if (chunk.moduleIds.some((id) => id.endsWith(lazyModule))) this.error(`${page} would load ${lazyModule} at once (through ${chunk.fileName}): see scripts/first-paint-chunk.ts`);
        const forbidden = forbiddenFirstPaintMessage(page, initial);
        if (forbidden) this.error(forbidden);
      },
    },
    // Only the recorded modules: their dependencies shared with the results page stay where they are.
    group: { debugName: chunkName, name: (id) => (own.has(id) ? chunkName : null), includeDependenciesRecursively: false },
  };
}
