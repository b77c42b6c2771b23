// `npm test`: lint, format and typecheck (CI fails on any) and every test: unit tests, the API tests on
// PGlite, the API tests again on a real PostgreSQL server (when Debian's postgresql is installed, or
// TEST_DATABASE_URL is given), and the end-to-end tests in Chromium against the real server.
//
// The five run side by side. They share nothing: the API tests use their own databases (a template
// per process) and no port, the browser tests their own server, data folder and port. On this 2-core
// machine the suite is CPU-bound (docs/decisions/structure.md): the unit tests and the API tests on
// PGlite run as two processes so that, once the others end, both cores still have work. The browser
// tests print as they run; the others write to files, printed whole at the end, in this order.
import { spawn } from 'node:child_process';
import { appendFileSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './pg-cluster.mjs';

const results = [];
const record = (name, ok, t0) => results.push({ name, ok, seconds: Math.round((Date.now() - t0) / 1000) });

/** Runs a command with its output into `logFile` (or the terminal when null); resolves with whether it passed. */
function step(name, cmd, args, logFile, env = {}) {
  const t0 = Date.now();
  if (logFile) appendFileSync(logFile, `\n=== ${name} ===\n`);
  else console.log(`\n=== ${name} (side by side with the other checks) ===`);
  const fd = logFile ? openSync(logFile, 'a') : null;
  const child = spawn(cmd, args, { stdio: fd === null ? 'inherit' : ['ignore', fd, fd], env: { ...process.env, ...env } });
  if (fd !== null) closeSync(fd);
  return new Promise((resolve) => {
    child.on('error', () => (record(name, false, t0), resolve(false)));
    child.on('exit', (code) => (record(name, code === 0, t0), resolve(code === 0)));
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
  if (pgUrl) await step('API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], logFile, { TEST_DATABASE_URL: pgUrl });
  else if (!cluster) appendFileSync(logFile, '\n(no PostgreSQL server here: API tests on PostgreSQL skipped; .ci/run installs it)\n');
  cluster?.stop();
}

const logDir = mkdtempSync(path.join(os.tmpdir(), 'fbo-test-'));
const logs = ['checks', 'unit', 'pglite', 'postgres'].map((n) => path.join(logDir, `${n}.log`));
await Promise.all([
  staticChecks(logs[0]),
  step('unit', 'npm', ['run', 'test:unit'], logs[1]),
  step('API (PGlite)', 'npx', ['vitest', 'run', '--project', 'api'], logs[2]),
  apiOnPostgres(logs[3]),
  step('end-to-end (Chromium)', 'npx', ['playwright', 'test'], null),
]);
for (const log of logs) await new Promise((resolve) => process.stdout.write(readFileSync(log, { flag: 'a+' }), resolve));
rmSync(logDir, { recursive: true, force: true });

const ORDER = ['lint', 'format', 'typecheck', 'unit', 'API (PGlite)', 'API (PostgreSQL) start', 'API (PostgreSQL)', 'end-to-end (Chromium)'];
results.sort((a, b) => ORDER.indexOf(a.name) - ORDER.indexOf(b.name));
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
