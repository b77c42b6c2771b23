// A throwaway PostgreSQL server on loopback for the test run against a real server
// (Debian's postgresql package). Runs as the `postgres` user when started as root.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, chownSync, rmSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';

export function findPgBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export function startCluster(port = 55432) {
  const bin = findPgBin();
  if (!bin) return null;
  const dir = mkdtempSync('/tmp/fed-pg-');
  const asRoot = userInfo().uid === 0;
  if (asRoot) chownSync(dir, Number(execFileSync('id', ['-u', 'postgres']).toString()), Number(execFileSync('id', ['-g', 'postgres']).toString()));
  const run = (cmd, args) => (asRoot ? execFileSync('runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args], { stdio: 'pipe' }) : execFileSync(path.join(bin, cmd), args, { stdio: 'pipe' }));
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']);
  run('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`,
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.off('exit', stop);
    for (const signal of SIGNALS) process.off(signal, onSignal);
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  // A run stopped by hand (Ctrl-C, kill) or ending without stop() must not leave the server
  // holding its port: stop it, then let the signal do what it would have done.
  function onSignal(signal) {
    stop();
    process.kill(process.pid, signal);
  }
  process.on('exit', stop);
  for (const signal of SIGNALS) process.once(signal, onSignal);
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop };
}

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];
