// `npm run bench`: start-up times, list latency on 100,000 members (PGlite and PostgreSQL), and the
// area benchmarks (bundle sizes, results service, generated grid, export). Writes bench/report.{md,json}.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load } from './lib/load.ts';
import { loginToken, startServer } from './lib/server.ts';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { startCluster } from '../scripts/pg-cluster.mjs';

const BIG_SCALE = process.env.BENCH_SCALE ?? '10';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const report: Record<string, unknown> = { date: new Date().toISOString(), machine: '2 shared cores', seedScale: Number(BIG_SCALE) };

async function startupTimes() {
  const dir = mkdtempSync('/tmp/fed-bench-');
  const first = await startServer({ DATA_DIR: dir, SEED_SCALE: '1', PORT: '8291' });
  await first.stop();
  const warm = await startServer({ DATA_DIR: dir, SEED_SCALE: '1', PORT: '8291' });
  await warm.stop();
  rmSync(dir, { recursive: true, force: true });
  return { firstStartMs: first.startMs, warmStartMs: warm.startMs, targetWarmStartMs: 5000 };
}

async function listLatency(env: Record<string, string>) {
  const server = await startServer({ SEED_SCALE: BIG_SCALE, PORT: '8292', ...env });
  try {
    const token = await loginToken(server.url);
    const me = await (await fetch(`${server.url}/api/me`, { headers: { authorization: `Bearer ${token}` } })).json();
    const season = me.stagione.id;
    const headers = { authorization: `Bearer ${token}` };
    const total = (await (await fetch(`${server.url}/api/anagrafica?season=${season}&paginate=30`, { headers })).json()).total;
    const deepPage = Math.max(1, Math.floor(total / 30 / 2));
    const cases = {
      firstPage: `/api/anagrafica?season=${season}&page=1&paginate=30`,
      search3: `/api/anagrafica?season=${season}&page=1&paginate=30&search=ros`,
      deepPage: `/api/anagrafica?season=${season}&page=${deepPage}&paginate=30`,
    };
    const out: Record<string, unknown> = { seedAndStartMs: server.startMs, members: total };
    for (const [name, url] of Object.entries(cases)) out[name] = await load(server.url + url, { clients: 10, seconds: SECONDS, headers });
    return out;
  } finally {
    await server.stop();
  }
}

function subBench(file: string): unknown {
  if (!existsSync(file)) return { skipped: `${file} not present` };
  try {
    const out = execFileSync('npx', ['tsx', file], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], timeout: 20 * 60_000 });
    const last = out
      .trim()
      .split('\n')
      .reverse()
      .find((l) => l.trim().startsWith('{'));
    return last ? JSON.parse(last) : { output: out.slice(-500) };
  } catch (e) {
    return { error: String((e as Error).message).slice(0, 500) };
  }
}

/** `BENCH_ONLY=export,results` re-runs some parts and keeps the others of the last report. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const wanted = (key: string) => !ONLY || ONLY.includes(key);

async function main() {
  if (ONLY && existsSync('bench/report.json')) Object.assign(report, JSON.parse(readFileSync('bench/report.json', 'utf8')), { date: report.date });
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (wanted('startup')) {
    report.startup = await startupTimes();
    console.log('startup', report.startup);
  }

  if (wanted('listPGlite')) {
    const pgliteDir = mkdtempSync('/tmp/fed-bench-big-');
    report.listPGlite = await listLatency({ DATA_DIR: pgliteDir });
    rmSync(pgliteDir, { recursive: true, force: true });
    console.log('PGlite', report.listPGlite);
  }

  const cluster = wanted('listPostgres') ? startCluster(55499) : null;
  if (cluster) {
    try {
      report.listPostgres = await listLatency({ DATABASE_URL: cluster.url, DATA_DIR: mkdtempSync('/tmp/fed-bench-pgfiles-') });
      report.listPostgresTargets = { firstPageP99Ms: 25, search3P99Ms: 50, clients: 10 };
    } finally {
      cluster.stop();
    }
    console.log('PostgreSQL', report.listPostgres);
  }

  for (const [key, file] of Object.entries({
    adminBundle: 'bench/admin-bundle.ts',
    results: 'bench/results.ts',
    generatedGrid: 'bench/generated-grid.ts',
    export: 'bench/export.ts',
    firstPaint: 'bench/first-paint.ts',
  })) {
    if (!wanted(key)) continue;
    report[key] = subBench(file);
    console.log(key, report[key]);
  }

  writeFileSync(path.join('bench', 'report.json'), JSON.stringify(report, null, 2) + '\n');
  writeFileSync(path.join('bench', 'report.md'), toMarkdown(report));
  console.log('bench/report.md written');
}

function toMarkdown(r: Record<string, any>): string {
  const lines = ['# Benchmark report', '', `Run ${r.date} on ${r.machine}. Seed scale for list latency: ${r.seedScale}.`, ''];
  lines.push('## Start-up', '', `- first start (migrate + seed, scale 1): ${r.startup?.firstStartMs} ms`, `- warm start: ${r.startup?.warmStartMs} ms (target < 5000 ms)`, '');
  for (const key of ['listPGlite', 'listPostgres']) {
    const l = r[key];
    if (!l) continue;
    lines.push(`## GET /api/anagrafica on ${key === 'listPGlite' ? 'PGlite' : 'PostgreSQL'} (${l.members} members, 10 clients)`, '');
    lines.push('| case | req/s | p50 ms | p99 ms | errors |', '|---|---|---|---|---|');
    for (const c of ['firstPage', 'search3', 'deepPage']) if (l[c]) lines.push(`| ${c} | ${l[c].requestsPerSecond} | ${l[c].p50Ms} | ${l[c].p99Ms} | ${l[c].errors + l[c].non2xx} |`);
    lines.push('', `seed + start: ${l.seedAndStartMs} ms`, '');
  }
  lines.push(...firstPaintTable(r));
  for (const key of ['adminBundle', 'results', 'generatedGrid', 'export', 'firstPaint']) lines.push(`## ${key}`, '', '```json', JSON.stringify(r[key], null, 2), '```', '');
  return lines.join('\n');
}

/** Issue 19: the admin bundle and first paint against the figures measured before it (bench/issue19-before.json). */
function firstPaintTable(r: Record<string, any>): string[] {
  const before = JSON.parse(readFileSync(path.join('bench', 'issue19-before.json'), 'utf8'));
  const a = r.adminBundle ?? {};
  const f = r.firstPaint ?? {};
  const kb = (n?: number) => (n == null ? '—' : `${Math.round(n / 102.4) / 10} KB`);
  const ms = (n?: number) => (n == null ? '—' : `${n} ms`);
  const ratio = (now?: number, then?: number) => (now == null || !then ? '—' : `${Math.round((now / then) * 100) / 100}×`);
  const rows: [string, string, string, string, string][] = [
    [
      'Initial JS on /login (gzip)',
      `≤ 1.0× minimal react-admin (${kb(a.baselineInitialGzip)})`,
      kb(before.adminInitialGzip),
      kb(a.adminInitialGzip),
      ratio(a.adminInitialGzip, before.adminInitialGzip),
    ],
    ['… against the minimal react-admin app', '≤ 1.0', String(before.adminRatio), String(a.ratio ?? '—'), ratio(a.ratio, before.adminRatio)],
    ['Login form usable, phone-like (median of 5)', ms(f.targets?.loginUsableMs), ms(before.loginUsableMs), ms(f.loginUsableMs), ratio(f.loginUsableMs, before.loginUsableMs)],
    [
      'Results page first content, phone-like (median of 5)',
      ms(f.targets?.resultsFirstContentMs),
      ms(before.resultsFirstContentMs),
      ms(f.resultsFirstContentMs),
      ratio(f.resultsFirstContentMs, before.resultsFirstContentMs),
    ],
  ];
  const c = f.conditions;
  const out = ['## Issue 19: admin bundle and first paint', ''];
  if (c)
    out.push(
      `Phone-like: Chromium ${c.width} px, ${c.downloadKbps / 1000} Mbit/s down, ${c.latencyMs} ms latency, ${c.cpuSlowdown}× CPU slowdown (CDP), cold cache. Before: commit ${before.commit}.`,
      '',
    );
  out.push('| figure | target | before | this | ratio |', '|---|---|---|---|---|', ...rows.map((row) => `| ${row.join(' | ')} |`), '');
  if (a.routeGroups) {
    out.push(
      'JavaScript per route group (gzip; initial = heaviest cold landing on one of its screens, total = all its screens and dialogs, own = beyond /login, or beyond /login and the App for areas):',
      '',
    );
    out.push('| group | initial | heaviest landing | total | own |', '|---|---|---|---|---|');
    for (const [name, g] of Object.entries<any>(a.routeGroups)) out.push(`| ${name} | ${g.initialKb} KB | ${g.heaviestLanding} | ${g.totalKb} KB | ${g.ownKb} KB |`);
    out.push('', `Forbidden modules in the initial chunks (icon barrel, locales): ${a.forbiddenInInitial?.length ? a.forbiddenInInitial.join(', ') : 'none'}.`, '');
  }
  return out;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
