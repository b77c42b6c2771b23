// Runs a command against a throwaway PostgreSQL server: `node scripts/with-pg.mjs [--port N] -- cmd args…`
// (TEST_DATABASE_URL is set for the command). For running a few API test files on PostgreSQL:
//   node scripts/with-pg.mjs --port 55440 -- npx vitest run --project api tests/api/x.test.ts
import { spawnSync } from 'node:child_process';
import { startCluster } from './pg-cluster.mjs';

const args = process.argv.slice(2);
const sep = args.indexOf('--');
const portAt = args.indexOf('--port');
const port = portAt >= 0 && portAt < sep ? Number(args[portAt + 1]) : 55433;
const command = args.slice(sep + 1);
if (sep < 0 || !command.length) {
  console.error('usage: node scripts/with-pg.mjs [--port N] -- command [args…]');
  process.exit(2);
}
const cluster = startCluster(port);
if (!cluster) {
  console.error('PostgreSQL (Debian package postgresql) is not installed');
  process.exit(2);
}
let status = 1;
try {
  status = spawnSync(command[0], command.slice(1), { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: cluster.url } }).status ?? 1;
} finally {
  cluster.stop();
}
process.exit(status);
