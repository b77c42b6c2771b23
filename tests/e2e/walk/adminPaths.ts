// The admin paths to walk, read from the bespoke pages' routes (src/pageRoutes.tsx) and the resource
// declarations, so that a screen registered later is walked without touching the test. Playwright
// runs in Node, without Vite's import.meta.glob: the declarations come from the server's reader.
import { pageRoutes } from '../../../src/pageRoutes.tsx';
import { declarations } from '../../../server/resources/declarations.ts';
import { LAUNCHER_PATH } from '../../../src/lib/paths.ts';

/** Values for path parameters (a demo row that exists); any other required parameter gets 1. */
const SAMPLE_PARAMS: Record<string, string> = { carrello: '1', esitopagamento: 'ok', id_transazione: '1', id: '1' };

/** A browser path for a react-router pattern: optional parameters dropped, required ones filled. */
export function samplePath(pattern: string): string {
  const parts = pattern.split('/').flatMap((part) => {
    if (!part.startsWith(':')) return [part];
    if (part.endsWith('?')) return [];
    return [SAMPLE_PARAMS[part.slice(1)] ?? '1'];
  });
  return parts.join('/') || '/';
}

export function adminPaths(): string[] {
  const paths = [LAUNCHER_PATH, ...pageRoutes.map((r) => samplePath(r.path)), ...declarations.filter((d) => !d.readOnly).map((d) => `/${d.name}`)];
  return [...new Set(paths)];
}
