// How a server process is started, declared once (npm start, benchmarks).
// The server runs from a bundle compiled by esbuild (dist-server/), not through tsx: tsx's loader runs on
// a second JavaScript thread (~45 MB resident) and compiles every module at each start.
// A small young generation keeps the resident memory of long exports low (V8's default lets it grow
// to tens of MB of short-lived rows before collecting them). One V8 worker thread instead of four:
// each worker's stack and allocator arena stay resident (~30 MB less idle; list throughput unchanged
// on 2 cores). --liftoff-only: the embedded database starts on baseline WebAssembly code only; the
// server lifts it once it listens (server/v8-tuning.ts).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { CHUNKS_DIR, pruneBuilds, recordBuild } from './server-bundle-files.mjs';

const OUT_DIR = 'dist-server';
export const SERVER_BUNDLE = `${OUT_DIR}/main.mjs`;
// --optimize-for-size only after the start (server/v8-tuning.ts): its eager collections cost ~0.3 s of a start.
export const SERVER_NODE_ARGS = ['--max-semi-space-size=4', '--v8-pool-size=1', '--liftoff-only', SERVER_BUNDLE];
/** The same server from its TypeScript sources (no build step; for debugging). */
export const SERVER_SOURCE_ARGS = ['--max-semi-space-size=4', '--v8-pool-size=1', '--import', 'tsx', 'server/main.ts'];

const SOURCES = ['server', 'resources', 'package-lock.json', 'scripts/server-command.mjs'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

/**
 * server/resources/declarations.ts finds the reference resources by reading resources/reference/ and
 * importing each file at start: a bundle can do neither (its folder is dist-server/, and Node without
 * tsx imports no .ts). In the bundle the module becomes static imports of the same files, in the same
 * order, with the same keys (the file test is resources/collect.ts's isDeclarationFile).
 */
const referenceDeclarations = {
  name: 'reference-declarations',
  setup(build) {
    build.onLoad({ filter: /[\\/]server[\\/]resources[\\/]declarations\.ts$/ }, () => {
      const files = readdirSync(path.resolve('resources/reference'))
        .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
        .sort();
      const contents = [
        "import { collectDeclarations } from '../../resources/collect.ts';",
        ...files.map((f, i) => `import * as m${i} from '../../resources/reference/${f}';`),
        `export const declarations = collectDeclarations({ ${files.map((f, i) => `'./reference/${f}': m${i}`).join(', ')} });`,
      ].join('\n');
      return { contents, loader: 'ts', resolveDir: path.resolve('server/resources') };
    });
  },
};

/** Compiles the server (and its seed child) into dist-server/ when missing or older than the sources, with the database template. */
export async function ensureServerBundle({ force = false } = {}) {
  const built = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (!force && built >= Math.max(...SOURCES.map(newest))) return false;
  const esbuild = await import('esbuild');
  // Each build has its name; a server started from it records it (server/bundle-build.ts), so that
  // this rebuild keeps the chunks such a server may still load (scripts/server-bundle-files.mjs).
  const buildId = `${Date.now().toString(36)}-${process.pid}`;
  let outputs;
  // esbuild's service process (~17 MB) would otherwise live as long as npm start does.
  try {
    const result = await esbuild.build({
      entryPoints: { main: 'server/main.ts', 'seed-child': 'server/seed/child.ts', 'pg-template': 'server/db/build-template.ts', 'pglite-thread': 'server/db/pglite-thread.ts' },
      outdir: OUT_DIR,
      outExtension: { '.js': '.mjs' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      // What the server imports only when needed (the Excel writer and exceljs, PDF, mail) stays out of
      // the start: a dynamic import of our own module becomes a chunk loaded on first use.
      splitting: true,
      chunkNames: `${CHUNKS_DIR}/[name]-[hash]`,
      target: 'node20',
      packages: 'external',
      sourcemap: true,
      metafile: true,
      define: { __SERVER_BUILD__: JSON.stringify(buildId) },
      logLevel: 'warning',
      plugins: [referenceDeclarations],
    });
    outputs = Object.keys(result.metafile.outputs);
  } finally {
    await esbuild.stop();
  }
  const chunkDir = `${OUT_DIR}/${CHUNKS_DIR}/`;
  recordBuild(
    OUT_DIR,
    buildId,
    outputs.filter((f) => f.startsWith(chunkDir)).map((f) => f.slice(chunkDir.length)),
  );
  pruneBuilds(OUT_DIR, buildId);
  // The migrated data directory a first start copies (server/db/template.ts); without it, a first start
  // creates its database from scratch, as before. Rebuilt only when the migrations or PGlite changed.
  const template = spawnSync(process.execPath, ['dist-server/pg-template.mjs'], { stdio: 'inherit' });
  if (template.status !== 0) console.warn('Modello del database embedded non preparato: il primo avvio creerà il database da zero.');
  return true;
}
