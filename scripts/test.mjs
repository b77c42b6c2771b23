// `npm test`: lint, format and typecheck first (CI fails on any), then every test. Unit and API tests on PGlite, the API tests again on a real PostgreSQL
// server (when Debian's postgresql is installed, or TEST_DATABASE_URL is given), and, side by side
// with those, the end-to-end tests in Chromium against the real server.
//
// The two halves share nothing (the API tests use their own databases and no port; the browser tests
// their own server, data folder and port) and each keeps about one of two cores busy; one after the
// other they took 17.5 minutes here. The browser tests print as they run; the Vitest half writes to a
// file, printed whole when it ends.
import { spawn, spawnSync } from 'node:child_process';
import { appendFileSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startCluster } from './pg-cluster.mjs';

const results = [];
const record = (name, ok, t0) => results.push({ name, ok, seconds: Math.round((Date.now() - t0) / 1000) });

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  record(name, r.status === 0, t0);
  return r.status === 0;
}

/** Runs a command with its output into `logFile`; resolves with whether it passed. */
function stepToFile(name, cmd, args, logFile, env = {}) {
  const t0 = Date.now();
  appendFileSync(logFile, `\n=== ${name} ===\n`);
  const fd = openSync(logFile, 'a');
  const child = spawn(cmd, args, { stdio: ['ignore', fd, fd], env: { ...process.env, ...env } });
  closeSync(fd);
  return new Promise((resolve) => {
    child.on('error', () => (record(name, false, t0), resolve(false)));
    child.on('exit', (code) => (record(name, code === 0, t0), resolve(code === 0)));
  });
}

function stepLive(name, cmd, args) {
  console.log(`\n=== ${name} (side by side with the unit and API tests) ===`);
  const t0 = Date.now();
  const child = spawn(cmd, args, { stdio: 'inherit' });
  return new Promise((resolve) => {
    child.on('error', () => (record(name, false, t0), resolve(false)));
    child.on('exit', (code) => (record(name, code === 0, t0), resolve(code === 0)));
  });
}

async function vitestHalf(logFile) {
  await stepToFile('unit + API (PGlite)', 'npx', ['vitest', 'run'], logFile);
  let cluster = null;
  let pgUrl = process.env.TEST_DATABASE_URL;
  if (!pgUrl) {
    try {
      cluster = startCluster();
      pgUrl = cluster?.url;
    } catch (e) {
      console.error('PostgreSQL could not start:', e.message);
      results.push({ name: 'API (PostgreSQL) start', ok: false, seconds: 0 });
    }
  }
  if (pgUrl) await stepToFile('API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], logFile, { TEST_DATABASE_URL: pgUrl });
  else if (!cluster) console.log('\n(no PostgreSQL server here: API tests on PostgreSQL skipped; .ci/run installs it)');
  cluster?.stop();
}

step('lint', 'npx', ['eslint', '.']);
step('format', 'npx', ['prettier', '--check', '.']);
step('typecheck', 'npm', ['run', 'typecheck']);

const logDir = mkdtempSync(path.join(os.tmpdir(), 'fbo-test-'));
const vitestLog = path.join(logDir, 'vitest.log');
await Promise.all([vitestHalf(vitestLog), stepLive('end-to-end (Chromium)', 'npx', ['playwright', 'test'])]);
console.log('\n=== unit + API (PGlite), then API (PostgreSQL): their output ===');
await new Promise((resolve) => process.stdout.write(readFileSync(vitestLog), resolve));
rmSync(logDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
