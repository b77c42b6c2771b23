// Admin bundle size (issue 3, tightened by issue 19): the initial JavaScript of the admin app on /login
// (entry chunk and its static imports, gzip -9) against a minimal react-admin app (Admin + one guessed
// resource) built with the same Vite and plugin in the same run. Target: ratio ≤ 1.0. Also: no icon
// barrel and no locale catalogue in the initial chunks, and the initial / total JavaScript of each route
// group (public pages, the shell, each custom-pages area). Prints one JSON line (read by bench/run.ts).
import { mkdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = path.join(root, 'bench', 'admin-bundle.tmp');

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const TARGET_RATIO = 1.0;
/** Modules that must never reach the first download: the icon barrel and every locale catalogue. */
const FORBIDDEN_INITIAL: [string, RegExp][] = [
  ['icon barrel', /@mui\/icons-material\/(esm\/)?index\.js$/],
  ['date-fns locale', /date-fns\/locale/],
  ['react-admin locale', /ra-language-/],
  ['MUI locale', /@mui\/(material|x-[a-z-]+)\/locales?\//],
  ['app English catalogue', /\/i18n\/en(\.ts|\/)/],
  ['app full Italian catalogue', /\/i18n\/it\.ts$/],
];

/** Records which source modules each output chunk holds (for the forbidden-module check). */
function moduleMap(into: Map<string, string[]>): Plugin {
  return {
    name: 'bench-module-map',
    generateBundle(_options, bundle) {
      for (const [file, out] of Object.entries(bundle)) if (out.type === 'chunk') into.set(file, Object.keys(out.modules));
    },
  };
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

/** Builds an app: the minimal one with Vite's defaults, ours with its own vite.config.ts (its chunking), as shipped. */
async function buildApp(appRoot: string, outDir: string, configFile?: string) {
  const modules = new Map<string, string[]>();
  await build(
    configFile
      ? { root: appRoot, configFile, logLevel: 'error', plugins: [moduleMap(modules)], build: { outDir, emptyOutDir: true, manifest: true } }
      : {
          root: appRoot,
          configFile: false,
          logLevel: 'error',
          plugins: [react(), moduleMap(modules)],
          build: { outDir, emptyOutDir: true, manifest: true, rollupOptions: { input: path.join(appRoot, 'index.html') } },
        },
  );
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
  const all = new Set(
    Object.values(manifest)
      .map((c) => c.file)
      .filter((f) => f.endsWith('.js')),
  );
  const initialModules = [...initial].flatMap((f) => modules.get(f) ?? []);
  const forbidden = FORBIDDEN_INITIAL.flatMap(([what, re]) => initialModules.filter((m) => re.test(m)).map((m) => `${what}: ${path.relative(appRoot, m)}`));
  const reactAdminModules = initialModules.filter((m) => /node_modules\/(react-admin|ra-core|ra-ui-materialui)\//.test(m)).map((m) => m.split('node_modules/')[1]);
  return { manifest, size, initialFiles: initial.size, initial: size(initial), allJs: size(all), chunks: all.size, forbidden, reactAdminModules };
}

/** Files of a manifest entry and its static imports. */
function closure(manifest: Record<string, ManifestChunk>, keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return files;
}

/**
 * Initial and total JavaScript (gzip) per route group. initial: the heaviest cold landing on one of the
 * group's screens (entry + for signed-in screens the admin App + that screen's chunk, each with its
 * static imports); total: everything the group's screens and dialogs pull; own: total minus the /login
 * download (public, shell) or minus /login and the App (areas).
 */
function routeGroups(app: Awaited<ReturnType<typeof buildApp>>) {
  const { manifest, size } = app;
  const dynamic = Object.keys(manifest).filter((k) => manifest[k].isDynamicEntry);
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'))!;
  const base = closure(manifest, [entry]);
  const withApp = closure(manifest, [entry, 'src/App.tsx']);
  const groups: Record<string, { landing: string[]; members: string[]; signedIn: boolean }> = {
    public: { landing: [entry, ...dynamic.filter((k) => k.startsWith('src/layout/access/'))], members: dynamic.filter((k) => k.startsWith('src/layout/access/')), signedIn: false },
    shell: { landing: ['src/layout/Launcher.tsx'], members: dynamic.filter((k) => k.startsWith('src/') && !k.startsWith('src/layout/access/')), signedIn: true },
  };
  for (const k of dynamic.filter((d) => d.startsWith('custom-pages/'))) {
    const area = k.split('/')[1];
    groups[area] ??= { landing: [], members: [], signedIn: true };
    groups[area].members.push(k);
    // A page that is itself a route (not a chart or a dialog loaded inside one).
    if (/(Page|List|Report|Detail)\.tsx$/.test(k)) groups[area].landing.push(k);
  }
  const kb = (n: number) => Math.round(n / 102.4) / 10;
  const out: Record<string, { initialKb: number; heaviestLanding: string; totalKb: number; ownKb: number; chunks: number }> = {};
  for (const [name, g] of Object.entries(groups)) {
    const start = g.signedIn ? [entry, 'src/App.tsx'] : [entry];
    let heaviest = { gzip: -1, key: '' };
    for (const landing of g.landing) {
      const gzip = size(closure(manifest, [...start, landing])).gzip;
      if (gzip > heaviest.gzip) heaviest = { gzip, key: landing };
    }
    const total = closure(manifest, [...start, ...g.members, ...g.landing]);
    // The shell's own part includes the App; an area's own part is what it adds to the App.
    const own = [...total].filter((f) => !(name === 'public' || name === 'shell' ? base : withApp).has(f));
    out[name] = { initialKb: kb(heaviest.gzip), heaviestLanding: heaviest.key, totalKb: kb(size(total).gzip), ownKb: kb(size(own).gzip), chunks: own.length };
  }
  return out;
}

async function main() {
  rmSync(work, { recursive: true, force: true });
  const minimal = path.join(work, 'minimal');
  mkdirSync(minimal, { recursive: true });
  writeFileSync(path.join(minimal, 'index.html'), HTML('/main.tsx'));
  writeFileSync(path.join(minimal, 'main.tsx'), MINIMAL_MAIN);
  const baseline = await buildApp(minimal, path.join(work, 'minimal-dist'));

  if (!existsSync(path.join(root, 'index.html'))) throw new Error('index.html missing');
  const admin = await buildApp(root, path.join(work, 'admin-dist'), path.join(root, 'vite.config.ts'));
  const groups = routeGroups(admin);
  rmSync(work, { recursive: true, force: true });

  const ratio = Math.round((admin.initial.gzip / baseline.initial.gzip) * 1000) / 1000;
  console.log(
    JSON.stringify({
      route: '/login',
      adminInitialGzip: admin.initial.gzip,
      adminInitialRaw: admin.initial.raw,
      adminInitialFiles: admin.initialFiles,
      adminAllJsGzip: admin.allJs.gzip,
      adminChunks: admin.chunks,
      baselineInitialGzip: baseline.initial.gzip,
      baselineInitialRaw: baseline.initial.raw,
      ratio,
      target: TARGET_RATIO,
      forbiddenInInitial: admin.forbidden,
      reactAdminModulesInInitial: admin.reactAdminModules,
      routeGroups: groups,
      ok: ratio <= TARGET_RATIO && admin.forbidden.length === 0,
    }),
  );
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
