// Admin bundle size (issue 3 performance target): the initial JavaScript of the admin app (entry chunk
// and its static imports, gzip) against a minimal react-admin app (Admin + one guessed resource) built
// with the same Vite and plugin. Target: ratio ≤ 1.25. Prints one JSON line (read by bench/run.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(root, 'bench', 'admin-bundle.tmp');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const MINIMAL_MAIN = `
import { createRoot } from 'react-dom/client';
import { Admin, Resource, ListGuesser, type DataProvider } from 'react-admin';

const api = (path: string, init?: RequestInit) => fetch('/api/' + path, init).then((r) => r.json());
const dataProvider: DataProvider = {
  getList: (r, p) => api(r + '?page=' + p.pagination?.page).then((b) => ({ data: b.data, total: b.total })),
  getOne: (r, p) => api(r + '/' + p.id).then((data) => ({ data })),
  getMany: (r, p) => Promise.all(p.ids.map((id) => api(r + '/' + id))).then((data) => ({ data })),
  getManyReference: (r, p) => api(r + '?' + p.target + '=' + p.id).then((b) => ({ data: b.data, total: b.total })),
  create: (r, p) => api(r, { method: 'POST', body: JSON.stringify(p.data) }).then((b) => ({ data: { ...p.data, id: b.id } })),
  update: (r, p) => api(r + '/' + p.id, { method: 'PUT', body: JSON.stringify(p.data) }).then(() => ({ data: p.data as any })),
  updateMany: (r, p) => Promise.resolve({ data: p.ids }),
  delete: (r, p) => api(r + '/' + p.id, { method: 'DELETE' }).then(() => ({ data: p.previousData as any })),
  deleteMany: (r, p) => Promise.resolve({ data: p.ids }),
};

createRoot(document.getElementById('root')!).render(
  <Admin dataProvider={dataProvider}>
    <Resource name="posts" list={ListGuesser} />
  </Admin>,
);
`;

const HTML = (entry: string) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>x</title></head><body><div id="root"></div><script type="module" src="${entry}"></script></body></html>`;

async function buildApp(appRoot: string, outDir: string) {
  await build({
    root: appRoot,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: path.join(appRoot, 'index.html') } },
  });
  const manifest: Record<string, ManifestChunk> = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'))!;
  const initial = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || initial.has(chunk.file)) return;
    initial.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(entryKey);
  const size = (files: Iterable<string>) => {
    let raw = 0;
    let gzip = 0;
    for (const f of files) {
      const buf = readFileSync(path.join(outDir, f));
      raw += buf.length;
      gzip += gzipSync(buf, { level: 9 }).length;
    }
    return { raw, gzip };
  };
  const all = new Set(Object.values(manifest).map((c) => c.file).filter((f) => f.endsWith('.js')));
  return { initialFiles: initial.size, initial: size(initial), allJs: size(all), chunks: all.size };
}

async function main() {
  rmSync(work, { recursive: true, force: true });
  const minimal = path.join(work, 'minimal');
  mkdirSync(minimal, { recursive: true });
  writeFileSync(path.join(minimal, 'index.html'), HTML('/main.tsx'));
  writeFileSync(path.join(minimal, 'main.tsx'), MINIMAL_MAIN);
  const baseline = await buildApp(minimal, path.join(work, 'minimal-dist'));

  if (!existsSync(path.join(root, 'index.html'))) throw new Error('index.html missing');
  const admin = await buildApp(root, path.join(work, 'admin-dist'));
  rmSync(work, { recursive: true, force: true });

  const ratio = Math.round((admin.initial.gzip / baseline.initial.gzip) * 1000) / 1000;
  console.log(
    JSON.stringify({
      adminInitialGzip: admin.initial.gzip,
      adminInitialRaw: admin.initial.raw,
      adminInitialFiles: admin.initialFiles,
      adminAllJsGzip: admin.allJs.gzip,
      adminChunks: admin.chunks,
      baselineInitialGzip: baseline.initial.gzip,
      baselineInitialRaw: baseline.initial.raw,
      ratio,
      target: 1.25,
      ok: ratio <= 1.25,
    }),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
