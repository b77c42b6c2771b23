// Export benchmark (issue 7): time and peak memory (RSS) of the whole server process while it exports
// every member of a SEED_SCALE=10 database (100,000 members) to .xlsx through the job queue, on the
// embedded PGlite and on PostgreSQL (a throwaway Debian cluster, or DATABASE_URL).
// Targets: under 30 s and under 300 MB RSS. Prints one JSON line (read by bench/run.ts).
//   BENCH_DATA_DIR   PGlite data folder to use/keep (default .tmp/bench-export-scale-<scale>)
//   BENCH_SCALE      seed scale (default 10)
//   DATABASE_URL     the PostgreSQL database to use (seeded there if empty)
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loginToken, startServer } from './lib/server.ts';
// @ts-expect-error plain ESM helper shared with scripts/test.mjs
import { startCluster } from '../scripts/pg-cluster.mjs';

const SCALE = process.env.BENCH_SCALE ?? '10';
const DATA_DIR = process.env.BENCH_DATA_DIR ?? `.tmp/bench-export-scale-${SCALE}`;
const TARGET = { seconds: 30, peakRssMb: 300 };

const rssMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : NaN;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function countRows(data: ArrayBuffer) {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(data)), { worksheets: 'emit', sharedStrings: 'cache', styles: 'ignore', hyperlinks: 'ignore' });
  for await (const sheet of reader) for await (const _row of sheet as AsyncIterable<unknown>) rows++;
  return rows - 1; // heading
}

async function exportOnce(database: 'pglite' | 'postgres', extra: Record<string, string>) {
  // DEMO=1: the members to export are the demo data (without it PostgreSQL starts an empty federation).
  const env = { DATA_DIR, SEED_SCALE: SCALE, PORT: '8293', DEMO: '1', ...extra };
  // First start seeds the database when it is empty: in its own process, so that the measured
  // process's memory is the export's and not the seed's.
  const seeding = await startServer(env, 60 * 60_000);
  await seeding.stop();

  const server = await startServer(env);
  const pid = server.child.pid!;
  try {
    const token = await loginToken(server.url);
    const headers = { authorization: `Bearer ${token}` };
    const get = async (path: string) => (await fetch(server.url + path, { headers })).json();
    const season = (await get('/api/me')).stagione.id;
    const members = (await get(`/api/anagrafica?season=${season}&paginate=1`)).total;
    await sleep(1000);
    const rssBeforeMb = rssMb(pid, 'VmRSS');

    let peakSampledMb = rssBeforeMb;
    const sampler = setInterval(() => (peakSampledMb = Math.max(peakSampledMb, rssMb(pid, 'VmRSS'))), 50);
    const t0 = performance.now();
    const started = await get(`/api/anagrafica?season=${season}&export=excel`);
    let status = 'pending';
    while (status === 'pending' && performance.now() - t0 < 10 * 60_000) {
      await sleep(200);
      status = (await get('/api/userexports')).data.find((e: { id: number }) => e.id === started.id)?.status ?? 'gone';
    }
    const seconds = Number(((performance.now() - t0) / 1000).toFixed(1));
    clearInterval(sampler);
    // VmHWM: the highest RSS of the process's whole life (start-up included), the honest figure.
    const peakRssMb = Math.max(peakSampledMb, rssMb(pid, 'VmHWM'));

    const file = await fetch(`${server.url}/api/userexports/download/${started.id}`, { headers });
    const data = await file.arrayBuffer();
    const rows = await countRows(data);
    await fetch(`${server.url}/api/userexports/${started.id}`, { method: 'DELETE', headers });
    return {
      database,
      members,
      rows,
      status,
      seconds,
      rssBeforeMb,
      peakRssDuringExportMb: peakSampledMb,
      peakRssMb,
      fileMb: Number((data.byteLength / 1024 / 1024).toFixed(1)),
      ok: status === 'success' && rows === members && seconds < TARGET.seconds && peakRssMb < TARGET.peakRssMb,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const out: Record<string, unknown> = { target: TARGET };
  out.pglite = await exportOnce('pglite', {});
  if (process.env.DATABASE_URL) out.postgres = await exportOnce('postgres', { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: `${DATA_DIR}-pg` });
  else {
    const cluster = startCluster(55497);
    if (cluster) {
      const files = mkdtempSync('/tmp/fed-bench-export-');
      try {
        out.postgres = await exportOnce('postgres', { DATABASE_URL: cluster.url, DATA_DIR: files });
      } finally {
        cluster.stop();
        rmSync(files, { recursive: true, force: true });
      }
    } else out.postgres = { skipped: 'no PostgreSQL server here' };
  }
  console.log(JSON.stringify(out));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
