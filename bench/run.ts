// `npm run bench`: start-up times and idle memory of the embedded server, list latency of the members,
// clubs and accounting lists (PostgreSQL at BENCH_SCALE, PGlite at BENCH_PGLITE_SCALE), each against a
// naive implementation measured in the same run, and the area benchmarks (bundle sizes, results
// service, generated grid, export). Writes bench/report.{md,json}.
//   BENCH_ONLY=startup,listPostgres,listPGlite,adminBundle,results,generatedGrid,export  re-runs some parts
//   BENCH_SECONDS (default 8) per measured case, BENCH_MAX_LOAD (default 3): waits (up to BENCH_MAX_WAIT_MIN,
//   default 40 min) until the 1-minute load average is below it before each measured part; the report
//   records the load each part started with.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { load } from './lib/load.ts';
import { loginToken, rssMb, startServer } from './lib/server.ts';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { startCluster } from '../scripts/pg-cluster.mjs';
import { median } from './lib/median.ts';

const BIG_SCALE = process.env.BENCH_SCALE ?? '10';
const PGLITE_SCALE = process.env.BENCH_PGLITE_SCALE ?? '1';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 3);
const MAX_WAIT_MIN = Number(process.env.BENCH_MAX_WAIT_MIN ?? 40);
const PORTS = { startup: '8421', lists: '8422', postgres: 8423 };
const report: Record<string, any> = { date: new Date().toISOString(), machine: '2 shared cores', seedScale: Number(BIG_SCALE), pgliteSeedScale: Number(PGLITE_SCALE) };

/** The previous way of starting: TypeScript through tsx, PostgreSQL's default buffers, seeding in the server process. */
const NAIVE_START = { args: ['--max-semi-space-size=4', '--import', 'tsx', 'server/main.ts'], env: { PGLITE_LEAN: '0', SEED_IN_PROCESS: '1', PGDATA_TEMPLATE: '0' } };
const IDLE_WAIT_MS = 5000;

async function quietMachine(label: string) {
  const until = Date.now() + MAX_WAIT_MIN * 60_000;
  while (loadavg()[0] >= MAX_LOAD && Date.now() < until) {
    console.log(`${label}: load average ${loadavg()[0].toFixed(2)} ≥ ${MAX_LOAD}, waiting…`);
    await sleep(60_000);
  }
  return Number(loadavg()[0].toFixed(2));
}

const WARM_STARTS = 5;

/** One first start (demo data seeded), then WARM_STARTS warm starts on its data: their median. */
async function startupOnce(env: Record<string, string>, args?: string[]) {
  const dir = mkdtempSync('/tmp/fed-bench-');
  try {
    const first = await startServer({ DATA_DIR: dir, SEED_SCALE: '1', PORT: PORTS.startup, ...env }, undefined, args);
    await sleep(IDLE_WAIT_MS);
    const firstIdleRssMb = rssMb(first.child.pid);
    await first.stop();
    const warm: { ms: number; rssMb: number }[] = [];
    for (let i = 0; i < WARM_STARTS; i++) {
      const server = await startServer({ DATA_DIR: dir, SEED_SCALE: '1', PORT: PORTS.startup, ...env }, undefined, args);
      await sleep(IDLE_WAIT_MS);
      warm.push({ ms: server.startMs, rssMb: rssMb(server.child.pid) ?? NaN });
      await server.stop();
    }
    return {
      firstStartMs: first.startMs,
      warmStartMs: median(warm.map((w) => w.ms)),
      warmStartRunsMs: warm.map((w) => w.ms),
      firstIdleRssMb,
      warmIdleRssMb: median(warm.map((w) => w.rssMb)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function startupTimes() {
  const loadAtStart = await quietMachine('startup');
  const naive = await startupOnce(NAIVE_START.env, NAIVE_START.args);
  const current = await startupOnce({});
  return { loadAtStart, naive, this: current, targets: { firstStartMs: 15000, warmStartMs: 1500, idleRssMb: 200 } };
}

/** Search terms of the deterministic demo data: one rare and one common 3-letter term per list. */
const LISTS = {
  anagrafica: { selective: 'kof', broad: 'mar' },
  societa: { selective: 'ucr', broad: 'pal' },
  partitacontabile: { selective: 'kof', broad: 'mar' },
} as const;
const CASES = ['firstPage', 'searchSelective', 'searchBroad', 'deepPage'] as const;

async function listLatency(env: Record<string, string>, scale: string) {
  const server = await startServer({ SEED_SCALE: scale, PORT: PORTS.lists, BENCH_NAIVE_ROUTES: '1', ...env });
  try {
    const token = await loginToken(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const me = await (await fetch(`${server.url}/api/me`, { headers })).json();
    const season = me.stagione.id;
    const out: Record<string, any> = { seedAndStartMs: server.startMs, loadAtStart: await quietMachine('lists') };
    for (const [list, terms] of Object.entries(LISTS)) {
      const filter = list === 'anagrafica' ? `season=${season}&` : '';
      const get = async (url: string) => (await fetch(server.url + url, { headers })).json();
      const total = (await get(`/api/${list}?${filter}paginate=30`)).total as number;
      const queries: Record<string, string> = {
        firstPage: 'page=1&paginate=30',
        searchSelective: `page=1&paginate=30&search=${terms.selective}`,
        searchBroad: `page=1&paginate=30&search=${terms.broad}`,
        deepPage: `page=${Math.max(1, Math.floor(total / 30 / 2))}&paginate=30`,
      };
      const res: Record<string, any> = { total, terms };
      for (const c of CASES) {
        const mine = `/api/${list}?${filter}${queries[c]}`;
        const naive = `/api/bench/naive/${list}?${filter}${queries[c]}`;
        // Results must not change: same rows in the same order and the same total as the naive query.
        const [a, b] = [await get(mine), await get(naive)];
        const same = a.total === b.total && JSON.stringify(a.data.map((r: any) => r.id)) === JSON.stringify(b.data.map((r: any) => r.id));
        res[c] = {
          query: queries[c],
          hits: a.total,
          sameAnswer: same,
          this: await load(server.url + mine, { clients: 10, seconds: SECONDS, headers }),
          naive: await load(server.url + naive, { clients: 10, seconds: SECONDS, headers }),
        };
        console.log(list, c, `p99 ${res[c].this.p99Ms} ms (naive ${res[c].naive.p99Ms} ms)`, same ? '' : 'ANSWERS DIFFER');
      }
      out[list] = res;
    }
    out.idleRssMbAfterLists = rssMb(server.child.pid);
    await server.stop();
    // The same requests with nothing reused (ANSWER_REUSE_MS=0): every request computed, as the first
    // of its kind is; same data (a restart does not seed again). The naive lists again beside them:
    // in the first server their token check was reused too.
    const cold = await startServer({ SEED_SCALE: scale, PORT: PORTS.lists, BENCH_NAIVE_ROUTES: '1', ...env, ANSWER_REUSE_MS: '0' });
    try {
      const coldHeaders = { authorization: `Bearer ${await loginToken(cold.url)}` };
      // What any answer costs here, for scale: one that reads nothing, and the same with its token
      // checked (a public route still verifies a token it is sent: one query).
      out.floor = {
        nothingRead: await load(`${cold.url}/api/info`, { clients: 10, seconds: SECONDS }),
        tokenChecked: await load(`${cold.url}/api/info`, { clients: 10, seconds: SECONDS, headers: coldHeaders }),
      };
      for (const list of Object.keys(LISTS)) {
        const filter = list === 'anagrafica' ? `season=${season}&` : '';
        for (const c of CASES) {
          const res = out[list][c];
          res.noReuse = await load(`${cold.url}/api/${list}?${filter}${res.query}`, { clients: 10, seconds: SECONDS, headers: coldHeaders });
          res.naiveNoReuse = await load(`${cold.url}/api/bench/naive/${list}?${filter}${res.query}`, { clients: 10, seconds: SECONDS, headers: coldHeaders });
          console.log(list, c, `without reuse p99 ${res.noReuse.p99Ms} ms (naive ${res.naiveNoReuse.p99Ms} ms)`);
        }
      }
    } finally {
      await cold.stop();
    }
    return out;
  } finally {
    if (server.child.exitCode === null) await server.stop();
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
  // BENCH_ONLY=none re-renders report.md from report.json (e.g. with a BENCH_NOTE) without measuring.
  if (ONLY && existsSync('bench/report.json')) {
    const last = JSON.parse(readFileSync('bench/report.json', 'utf8'));
    Object.assign(report, last, { date: ONLY.includes('none') ? last.date : report.date });
  }
  if (process.env.BENCH_NOTE) report.note = process.env.BENCH_NOTE;
  if (!ONLY?.includes('none')) report.seconds = SECONDS;
  if (!ONLY || ONLY.some((k) => ['adminBundle', 'generatedGrid', 'results'].includes(k))) execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (wanted('startup')) {
    report.startup = await startupTimes();
    console.log('startup', report.startup);
  }

  const cluster = wanted('listPostgres') ? startCluster(PORTS.postgres) : null;
  if (cluster) {
    try {
      report.listPostgres = await listLatency({ DATABASE_URL: cluster.url, DEMO: '1', DATA_DIR: mkdtempSync('/tmp/fed-bench-pgfiles-') }, BIG_SCALE);
      report.listPostgres.targets = { firstPageP99Ms: 10, searchP99Ms: 25, deepPageP99Ms: 25, clients: 10 };
    } finally {
      cluster.stop();
    }
  }

  if (wanted('listPGlite')) {
    const pgliteDir = mkdtempSync('/tmp/fed-bench-big-');
    try {
      report.listPGlite = await listLatency({ DATA_DIR: pgliteDir }, PGLITE_SCALE);
      report.listPGlite.targets = { firstPageP99Ms: 25, searchP99Ms: 25, deepPageP99Ms: 25, clients: 10 };
    } finally {
      rmSync(pgliteDir, { recursive: true, force: true });
    }
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

const ratio = (mine: number | null | undefined, naive: number | null | undefined) => (mine != null && naive ? (mine / naive).toFixed(2) : '—');
/** A naive case that completed no request within the run (every request slower than the run). */
const naiveP99 = (x: { naive: { requests: number; p99Ms: number } }) => (x.naive.requests ? String(x.naive.p99Ms) : 'no answer in the run');
const mark = (value: number | null | undefined, target: number) => (value == null ? '—' : `${value}${value <= target ? '' : ' ✗'}`);

function targetsTable(r: Record<string, any>): string[] {
  const rows: string[] = ['| figure | target | naive | this | ratio this/naive | this, nothing reused (ANSWER_REUSE_MS=0) |', '|---|---|---|---|---|---|'];
  const s = r.startup;
  if (s?.naive && s?.this) {
    rows.push(`| first start with demo data (PGlite, scale 1), ms | ≤ 15000 | ${s.naive.firstStartMs} | ${mark(s.this.firstStartMs, 15000)} | ${ratio(s.this.firstStartMs, s.naive.firstStartMs)} | |`);
    rows.push(
      `| warm start (median of ${WARM_STARTS}), ms | ≤ 1500 | ${s.naive.warmStartMs} | ${mark(s.this.warmStartMs, 1500)}${s.this.warmStartRunsMs ? ` (runs ${Math.min(...s.this.warmStartRunsMs)}–${Math.max(...s.this.warmStartRunsMs)})` : ''} | ${ratio(s.this.warmStartMs, s.naive.warmStartMs)} | |`,
    );
    rows.push(`| idle RSS after warm start (median), MB | ≤ 200 | ${s.naive.warmIdleRssMb} | ${mark(s.this.warmIdleRssMb, 200)} | ${ratio(s.this.warmIdleRssMb, s.naive.warmIdleRssMb)} | |`);
    rows.push(`| idle RSS after first start (seeded), MB | ≤ 200 | ${s.naive.firstIdleRssMb} | ${mark(s.this.firstIdleRssMb, 200)} | ${ratio(s.this.firstIdleRssMb, s.naive.firstIdleRssMb)} | |`);
  }
  for (const [key, db] of [
    ['listPostgres', 'PostgreSQL'],
    ['listPGlite', 'PGlite'],
  ] as const) {
    const l = r[key];
    if (!l?.targets) continue;
    for (const list of Object.keys(LISTS)) {
      for (const c of CASES) {
        const x = l[list]?.[c];
        if (!x) continue;
        const target = c === 'firstPage' ? l.targets.firstPageP99Ms : c === 'deepPage' ? l.targets.deepPageP99Ms : l.targets.searchP99Ms;
        const what = c.startsWith('search') ? `${c} "${x.query.split('search=')[1]}" (${x.hits} hits)` : c === 'deepPage' ? `deepPage (${x.query.split('&')[0]})` : c;
        rows.push(
          `| ${db} ${list} ${what}, p99 ms | ≤ ${target} | ${naiveP99(x)} | ${mark(x.this.p99Ms, target)} | ${ratio(x.this.p99Ms, x.naive.p99Ms)} | ${x.noReuse ? mark(x.noReuse.p99Ms, target) : '—'}${x.naiveNoReuse ? ` (naive ${x.naiveNoReuse.requests ? x.naiveNoReuse.p99Ms : 'no answer'})` : ''} |`,
        );
      }
    }
  }
  return rows;
}

function toMarkdown(r: Record<string, any>): string {
  const lines = [
    '# Benchmark report',
    '',
    `Run ${r.date} on ${r.machine}. Lists: 10 clients with a login token (auth included), ${r.seconds ?? SECONDS} s per case after 2 s of warm-up; PostgreSQL at seed scale ${r.seedScale}, PGlite at seed scale ${r.pgliteSeedScale}.`,
    '',
    '"this" is the server as it runs by default: the 10 clients ask the same page, and a verified token and a page are reused for ANSWER_REUSE_MS (1000 ms) while the process writes nothing (server/http/answer-memo.ts), so most requests are served from that moment\'s answer. "nothing reused" is the same server with ANSWER_REUSE_MS=0: every request verifies its token and computes its page, as the first request of its kind always does. The naive lists are measured in both servers: in the first one their token check is reused like everyone\'s, so the fair comparison for "nothing reused" is "naive, no reuse".',
    '',
  ];
  if (r.note) lines.push(`**Note:** ${r.note}`, '');
  lines.push(
    '## Targets (issue 19)',
    '',
    '"naive" is measured in the same run: for start-up the previous way of starting (tsx, PostgreSQL\'s default buffers, seeding in the server process); for lists one exact `count(*)` plus one `ORDER BY … LIMIT/OFFSET` query with the same filters and select list (server/dev/naive-lists.ts). ✗ marks a figure over its target.',
    '',
  );
  lines.push(...targetsTable(r), '');
  if (r.startup) lines.push(`Start-up measured with a 1-minute load average of ${r.startup.loadAtStart} at its start.`, '');
  for (const key of ['listPostgres', 'listPGlite']) {
    const l = r[key];
    if (!l?.targets) continue;
    lines.push(
      `## Lists on ${key === 'listPGlite' ? 'PGlite' : 'PostgreSQL'}`,
      '',
      `Seed + start ${l.seedAndStartMs} ms; load average ${l.loadAtStart} when measuring began; server RSS after the run ${l.idleRssMbAfterLists} MB.`,
      '',
    );
    if (l.floor)
      lines.push(
        `For scale, in the nothing-reused server with the same 10 clients: an answer that reads nothing (\`GET /api/info\`) ${l.floor.nothingRead.requestsPerSecond} req/s, p50 ${l.floor.nothingRead.p50Ms} ms, p99 ${l.floor.nothingRead.p99Ms} ms; the same with its token checked (one query) ${l.floor.tokenChecked.requestsPerSecond} req/s, p50 ${l.floor.tokenChecked.p50Ms} ms, p99 ${l.floor.tokenChecked.p99Ms} ms. The load generator runs on the same 2 cores.`,
        '',
      );
    lines.push(
      '| list | case | query | same answer as naive | this req/s | this p50 | this p99 | no reuse req/s | no reuse p50 | no reuse p99 | naive req/s | naive p50 | naive p99 | naive, no reuse: req/s / p50 / p99 | errors |',
      '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
    );
    for (const list of Object.keys(LISTS))
      for (const c of CASES) {
        const x = l[list]?.[c];
        if (x)
          lines.push(
            `| ${list} (${l[list].total}) | ${c} | \`${x.query}\` | ${x.sameAnswer ? 'yes' : 'NO'} | ${x.this.requestsPerSecond} | ${x.this.p50Ms} | ${x.this.p99Ms} | ${x.noReuse?.requestsPerSecond ?? '—'} | ${x.noReuse?.p50Ms ?? '—'} | ${x.noReuse?.p99Ms ?? '—'} | ${x.naive.requestsPerSecond} | ${x.naive.p50Ms} | ${naiveP99(x)} | ${x.naiveNoReuse ? `${x.naiveNoReuse.requestsPerSecond} / ${x.naiveNoReuse.p50Ms} / ${x.naiveNoReuse.requests ? x.naiveNoReuse.p99Ms : '—'}` : '—'} | ${x.this.errors + x.this.non2xx + x.naive.errors + x.naive.non2xx + (x.noReuse ? x.noReuse.errors + x.noReuse.non2xx : 0) + (x.naiveNoReuse ? x.naiveNoReuse.errors + x.naiveNoReuse.non2xx : 0)} |`,
          );
      }
    lines.push('');
  }
  lines.push(...firstPaintTable(r));
  for (const key of ['adminBundle', 'results', 'generatedGrid', 'export', 'firstPaint']) if (r[key]) lines.push(`## ${key}`, '', '```json', JSON.stringify(r[key], null, 2), '```', '');
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
  /** The median with the spread of the runs: on this noisy machine one median says little. */
  const spread = (median?: number, runs?: number[]) => (runs?.length ? `${ms(median)} (runs ${Math.min(...runs)}–${Math.max(...runs)})` : ms(median));
  const rows: [string, string, string, string, string][] = [
    [
      'Initial JS on /login (gzip)',
      `≤ 1.0× minimal react-admin (${kb(a.baselineInitialGzip)})`,
      kb(before.adminInitialGzip),
      kb(a.adminInitialGzip),
      ratio(a.adminInitialGzip, before.adminInitialGzip),
    ],
    ['… against the minimal react-admin app', '≤ 1.0', String(before.adminRatio), String(a.ratio ?? '—'), ratio(a.ratio, before.adminRatio)],
    ['Login form usable, phone-like (median of 5)', ms(f.targets?.loginUsableMs), ms(before.loginUsableMs), spread(f.loginUsableMs, f.loginUsableRuns), ratio(f.loginUsableMs, before.loginUsableMs)],
    [
      'Results page first content, phone-like (median of 5)',
      ms(f.targets?.resultsFirstContentMs),
      ms(before.resultsFirstContentMs),
      spread(f.resultsFirstContentMs, f.resultsFirstContentRuns),
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
