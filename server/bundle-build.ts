// Which build of the server bundle this process runs (scripts/server-bundle-files.mjs): a server
// started from dist-server/ writes its build's name into dist-server/running/<pid>, so that a rebuild
// beside it keeps the chunks it loads on first use. Nothing happens when running from the sources.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths.ts';

declare const __SERVER_BUILD__: string | undefined;

/** The build's name, set by the bundler; undefined when running from the TypeScript sources. */
export const SERVER_BUILD = typeof __SERVER_BUILD__ === 'string' ? __SERVER_BUILD__ : undefined;

/** Marks this process as running `build` until it exits. */
export function markRunningBuild(build = SERVER_BUILD, outDir = path.join(ROOT, 'dist-server')): void {
  if (!build) return;
  const dir = path.join(outDir, 'running');
  const mark = path.join(dir, String(process.pid));
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(mark, build);
    process.once('exit', () => rmSync(mark, { force: true }));
  } catch {
    // A read-only install cannot be rebuilt under the server either.
  }
}
