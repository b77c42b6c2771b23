// `npm test`: lint, format and typecheck first (CI fails on any), then every test. Unit and API tests on PGlite, the API tests again on a real PostgreSQL
// server (when Debian's postgresql is installed, or TEST_DATABASE_URL is given), then the
// end-to-end tests in Chromium against the real server.
import { spawnSync } from 'node:child_process';
import { startCluster } from './pg-cluster.mjs';

const results = [];
function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  results.push({ name, ok: r.status === 0, seconds: Math.round((Date.now() - t0) / 1000) });
  return r.status === 0;
}

step('lint', 'npx', ['eslint', '.']);
step('format', 'npx', ['prettier', '--check', '.']);
step('typecheck', 'npm', ['run', 'typecheck']);
step('unit + API (PGlite)', 'npx', ['vitest', 'run']);

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
if (pgUrl) step('API (PostgreSQL)', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DATABASE_URL: pgUrl });
else if (!cluster) console.log('\n(no PostgreSQL server here: API tests on PostgreSQL skipped; .ci/run installs it)');
cluster?.stop();

step('end-to-end (Chromium)', 'npx', ['playwright', 'test']);

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
