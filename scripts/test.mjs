// `npm test`: lint, format and typecheck (CI fails on any) and every test: unit tests, the API tests on
// PGlite, the API tests again on a real PostgreSQL server (when Debian's postgresql is installed, or
// TEST_DATABASE_URL is given), and the end-to-end tests in Chromium against the real server.
//
// The five run side by side. They share nothing: the API tests use their own databases (a template
// per process) and no port, the browser tests their own server, data folder and port. On this 2-core
// machine the suite is CPU-bound (docs/decisions/structure.md): the unit tests and the API tests on
// PGlite run as two processes so that, once the others end, both cores still have work. The browser
// tests print as they run; the others write to files, printed whole at the end, a failed part's last.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './pg-cluster.mjs';

const results = [];
const record = (name, ok, t0) => results.push({ name, ok, seconds: Math.round((Date.now() - t0) / 1000) });

/**
 * Runs a command with its output into `logFile`, or to the terminal and also into `logFile` when `live`;
 * resolves with whether it passed.
 */
function step(name, cmd, args, logFile, { env = {}, live = false } = {}) {
  const t0 = Date.now();
  appendFileSync(logFile, `\n=== ${name} ===\n`);
  if (live) console.log(`\n=== ${name} (side by side with the other checks) ===`);
  const fd = openSync(logFile, 'a');
  const out = live ? 'pipe' : fd;
  const child = spawn(cmd, args, { stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  if (live) {
    child.stdout.on('data', (chunk) => (process.stdout.write(chunk), appendFileSync(fd, chunk)));
    child.stderr.on('data', (chunk) => (process.stderr.write(chunk), appendFileSync(fd, chunk)));
  }
  // 'close' comes after the output is all read (and 'exit').
  return new Promise((resolve) => {
    let ended = false; // a command that cannot start reports 'error' and may still report 'close'
    const end = (ok) => ended || ((ended = true), closeSync(fd), record(name, ok, t0), resolve(ok));
    child.on('error', () => end(false));
    child.on('close', (code) => end(code === 0));
  });
}

async function staticChecks(logFile) {
  await step('lint', 'npx', ['eslint', '.'], logFile);
  await step('format', 'npx', ['prettier', '--check', '.'], logFile);
  await step('typecheck', 'npm', ['run', 'typecheck'], logFile);
}

async function apiOnPostgres(logFile) {
  let cluster = null;
  let pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    try {
      cluster = startCluster();
      pgUrl = cluster?.url;
    } catch (e) {
      appendFileSync(logFile, `PostgreSQL could not start: ${e.message}\n`);
      results.push({ name: 'API (PostgreSQL) start', ok: false, seconds: 0 });
    }
  }
  if (pgUrl) await step('API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], logFile, { env: { TEST_DATABASE_URL: pgUrl } });
  else if (!cluster) appendFileSync(logFile, '\n(no PostgreSQL server here: API tests on PostgreSQL skipped; .ci/run installs it)\n');
  cluster?.stop();
}

const logDir = mkdtempSync(path.join(os.tmpdir(), 'fbo-test-'));
// Each log with the parts it holds. A log whose part failed is printed last, next to the summary: a
// CI that keeps only the end of the output still shows what failed.
const logs = [
  { file: 'checks', parts: ['lint', 'format', 'typecheck'] },
  { file: 'unit', parts: ['unit'] },
  { file: 'pglite', parts: ['API (PGlite)'] },
  { file: 'postgres', parts: ['API (PostgreSQL) start', 'API (PostgreSQL)'] },
  { file: 'e2e', parts: ['end-to-end (Chromium)'], printed: true },
].map((l) => ({ ...l, file: path.join(logDir, `${l.file}.log`) }));
await Promise.all([
  staticChecks(logs[0].file),
  step('unit', 'npm', ['run', 'test:unit'], logs[1].file),
  step('API (PGlite)', 'npx', ['vitest', 'run', '--project', 'api'], logs[2].file),
  apiOnPostgres(logs[3].file),
  step('end-to-end (Chromium)', 'npx', ['playwright', 'test'], logs[4].file, { live: true }),
]);
const failedIn = (log) => results.some((r) => !r.ok && log.parts.includes(r.name));
// The browser tests printed as they ran: their log is printed again only when they failed.
for (const log of [...logs.filter((l) => !failedIn(l) && !l.printed), ...logs.filter(failedIn)]) {
  await new Promise((resolve) => process.stdout.write(readFileSync(log.file, { flag: 'a+' }), resolve));
}
rmSync(logDir, { recursive: true, force: true });

const ORDER = ['lint', 'format', 'typecheck', 'unit', 'API (PGlite)', 'API (PostgreSQL) start', 'API (PostgreSQL)', 'end-to-end (Chromium)'];
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
