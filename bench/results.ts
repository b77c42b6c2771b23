// Public results benchmark (issue 6 performance targets). Prints one JSON line (read by bench/run.ts):
// - bundle: initial JavaScript (entry chunk and its static imports, gzip -9) of the results page
//   against a minimal React 19 page built with the same Vite and plugin; targets ratio ≤ 1.5 and
//   < 100 KB;
// - endpoints: throughput and p99 latency of the calendar and standings calls with 50 concurrent
//   clients (autocannon), against RESULTS_BENCH_URL or a server started here on a throwaway
//   PostgreSQL (PGlite when PostgreSQL is not installed); targets ≥ 2,000 req/s and p99 < 50 ms.
// `tsx bench/results.ts [--bundle-only | --endpoints-only]`
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { load } from './lib/load.ts';
import { build } from 'vite';
import { startServer, type RunningServer } from './lib/server.ts';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { startCluster } from '../scripts/pg-cluster.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(root, 'bench', 'results.tmp');
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const TARGETS = { ratio: 1.5, maxInitialGzip: 100 * 1024, requestsPerSecond: 2000, p99Ms: 50 };
const log = (...a: unknown[]) => console.error('[results]', ...a);

const MINIMAL_MAIN = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<h1>Ciao</h1>);
`;
const HTML = `<!doctype html><html lang="it"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>`;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/** Builds one page and measures its initial JavaScript: the entry chunk and its static imports. */
async function initialJs(appRoot: string, html: string, outDir: string) {
  await build({
    root: appRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: path.join(appRoot, html) } },
  });
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith(html))!;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entry);
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = readFileSync(path.join(outDir, f));
    raw += buf.length;
    gzip += gzipSync(buf, { level: 9 }).length;
  }
  return { files: files.size, raw, gzip };
}

async function bundle() {
  rmSync(work, { recursive: true, force: true });
  const minimal = path.join(work, 'minimal');
  mkdirSync(minimal, { recursive: true });
  writeFileSync(path.join(minimal, 'index.html'), HTML);
  writeFileSync(path.join(minimal, 'main.tsx'), MINIMAL_MAIN);
  try {
    const baseline = await initialJs(minimal, 'index.html', path.join(work, 'minimal-dist'));
    const results = await initialJs(root, 'results.html', path.join(work, 'results-dist'));
    const ratio = Math.round((results.gzip / baseline.gzip) * 1000) / 1000;
    return {
      resultsInitialGzip: results.gzip,
      resultsInitialRaw: results.raw,
      resultsInitialFiles: results.files,
      minimalReactInitialGzip: baseline.gzip,
      minimalReactInitialRaw: baseline.raw,
      ratio,
      targets: { ratio: TARGETS.ratio, maxInitialGzip: TARGETS.maxInitialGzip },
      ok: ratio <= TARGETS.ratio && results.gzip < TARGETS.maxInitialGzip,
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function measure(url: string) {
  // Browsers accept gzip: the service answers them with its compressed body.
  return load(url, { clients: CONNECTIONS, seconds: SECONDS, headers: { 'accept-encoding': 'gzip' } });
}

/** A port nobody listens on now (other benchmarks may run beside this one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function endpoints() {
  let server: RunningServer | undefined;
  let cluster: { url: string; stop: () => void } | null = null;
  let database = 'external';
  let base = process.env.RESULTS_BENCH_URL;
  const dataDir = mkdtempSync('/tmp/fed-bench-results-');
  try {
    if (!base) {
      cluster = startCluster(await freePort());
      database = cluster ? 'postgres' : 'pglite';
      log(`starting the server on ${database}…`);
      server = await startServer({
        PORT: String(await freePort()),
        DATA_DIR: dataDir,
        SEED_SCALE: process.env.BENCH_RESULTS_SCALE ?? '0.1',
        // The results come from the demo data (on PostgreSQL too: without DEMO=1 it starts empty).
        DEMO: '1',
        ...(cluster ? { DATABASE_URL: cluster.url } : {}),
      });
      base = server.url;
    }
    const gironi = await (await fetch(`${base}/risultati/api_v2/gironi_torneo/SEDE0/19`)).json();
    const girone = gironi.data[0].id;
    const urls = { calendar: `${base}/risultati/api_v2/calendar/SEDE0/${girone}`, standings: `${base}/risultati/api_v2/tables/${girone}` };
    const out: Record<string, unknown> = { database, connections: CONNECTIONS, seconds: SECONDS, girone };
    for (const [name, url] of Object.entries(urls)) {
      log(`${name}: ${url}`);
      out[name] = await measure(url);
      log(name, out[name]);
    }
    const ok = (['calendar', 'standings'] as const).every((k) => {
      const m = out[k] as { requestsPerSecond: number; p99Ms: number; errors: number; non2xx: number };
      return m.requestsPerSecond >= TARGETS.requestsPerSecond && m.p99Ms < TARGETS.p99Ms && m.errors === 0 && m.non2xx === 0;
    });
    return { ...out, targets: { requestsPerSecond: TARGETS.requestsPerSecond, p99Ms: TARGETS.p99Ms }, ok };
  } finally {
    await server?.stop();
    cluster?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const only = process.argv[2];
  const report: Record<string, unknown> = {};
  if (only !== '--endpoints-only') report.bundle = await bundle();
  if (only !== '--bundle-only') report.endpoints = await endpoints();
  console.log(JSON.stringify(report));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
