// `npm start`: builds the front end and the server bundle when missing or older than their sources, then
// starts the server.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SERVER_NODE_ARGS, ensureServerBundle } from './server-command.mjs';

const FRONT_SOURCES = ['src', 'custom-pages', 'i18n', 'resources', 'index.html', 'results.html', 'public', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json'];

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
if (built < Math.max(...FRONT_SOURCES.map(newest))) {
  console.log('Compilazione del front end…');
  const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await ensureServerBundle();
const child = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
