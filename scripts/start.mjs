// `npm start`: builds the front end and the server bundle when missing or older than their sources, then
// starts the server and stays its parent until it ends.
//
// npm runs this script through `sh -c`: stopping npm (`kill <pid>`, what systemd, Docker and other
// supervisors send) ended npm and the shell but left this process and the server serving, the data
// folder marked in use (so `npm run reset-demo` refused). So the server is stopped when this process
// receives SIGTERM, SIGINT or SIGHUP, and when its parent goes away; this process then exits with the
// server's code.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, statSync, readdirSync, readFileSync, mkdirSync, openSync, closeSync, writeFileSync, rmSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { SERVER_NODE_ARGS, ensureServerBundle } from './server-command.mjs';

const FRONT_SOURCES = ['src', 'custom-pages', 'i18n', 'resources', 'index.html', 'results.html', 'public', 'vite.config.ts', 'scripts/precompress.ts', 'package-lock.json'];
// Two starts in the same folder at once (two ports, or the end-to-end tests' server beside another)
// build the front end one after the other: two builds emptying dist/ at once would spoil each other.
const BUILD_LOCK = 'node_modules/.cache/start-front-end-build.lock';

function newest(p) {
  if (!existsSync(p)) return 0;
  const s = statSync(p);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(s.mtimeMs, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const frontEndStale = () => (existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0) < Math.max(...FRONT_SOURCES.map(newest));

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
};

/** Takes the build lock, waiting while a live process holds it (one that died left it behind). */
async function lockBuild() {
  mkdirSync(path.dirname(BUILD_LOCK), { recursive: true });
  for (;;) {
    try {
      closeSync(openSync(BUILD_LOCK, 'wx'));
      writeFileSync(BUILD_LOCK, String(process.pid));
      return () => rmSync(BUILD_LOCK, { force: true });
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
    }
    const holder = Number(readFileSync(BUILD_LOCK, 'utf8').trim() || NaN);
    if (holder && !alive(holder)) rmSync(BUILD_LOCK, { force: true });
    else await new Promise((r) => setTimeout(r, 500));
  }
}

if (frontEndStale()) {
  const unlock = await lockBuild();
  try {
    // Another start may have built it while this one waited.
    if (frontEndStale()) {
      console.log('Compilazione del front end…');
      const r = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
      if (r.status !== 0) process.exitCode = r.status ?? 1;
    }
  } finally {
    unlock();
  }
  if (process.exitCode) process.exit();
}
await ensureServerBundle();

const child = spawn(process.execPath, SERVER_NODE_ARGS, { stdio: 'inherit' });
let stopping = false;

/** Asks the server to stop, once: SIGINT and SIGTERM as received (the server closes its database on either), anything else as SIGTERM. */
function stop(signal) {
  if (stopping || child.exitCode !== null || child.signalCode !== null) return;
  stopping = true;
  child.kill(signal === 'SIGINT' ? 'SIGINT' : 'SIGTERM');
}

/** A field of /proc/<pid>/stat after the command's name (0: state, 1: parent, 2: group, 5: terminal's group); undefined without /proc. */
function stat(pid, field) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')[field]);
  } catch {
    return undefined;
  }
}

/**
 * Whether a SIGINT came from a terminal's Ctrl-C: it reaches the whole foreground process group, the
 * server included, and a second SIGINT sent on top of it ended the server before it closed its
 * database (its handler answers the first one only). Linux: this process's group is the terminal's
 * foreground group.
 */
function fromTerminal() {
  const tpgid = stat('self', 5);
  return tpgid !== undefined && tpgid > 0 && tpgid === stat('self', 2);
}

/** Whether SIGHUP was ignored when this process started (`nohup`): then it is meant to outlive its parent and its terminal. */
function hangupIgnored() {
  try {
    const mask = /^SigIgn:\s*([0-9a-f]+)/m.exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
    return mask !== undefined && (BigInt(`0x${mask}`) & BigInt(1 << (constants.signals.SIGHUP - 1))) !== 0n;
  } catch {
    return false;
  }
}

const comm = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return '';
  }
};

// Run by npm, the parent is npm's `sh -c`, which passes on neither npm's SIGTERM nor anything else:
// when npm ends, its shell is handed to another process. Run directly, the parent itself.
const parent = process.ppid;
const npmAboveShell = process.env.npm_lifecycle_event && /^(sh|dash|bash|zsh|ash)$/.test(comm(parent)) ? stat(parent, 1) : undefined;
const nohup = hangupIgnored();
const watchParent = npmAboveShell !== undefined || !nohup;
const parentGone = () => process.ppid !== parent || (npmAboveShell !== undefined && stat(parent, 1) !== npmAboveShell);

process.on('SIGINT', () => {
  if (fromTerminal()) stopping = true;
  else stop('SIGINT');
});
process.on('SIGTERM', () => stop('SIGTERM'));
if (!nohup) process.on('SIGHUP', () => stop('SIGHUP'));
const watching = setInterval(() => {
  if (watchParent && parentGone()) stop('SIGTERM');
}, 500);
watching.unref();

child.on('error', (e) => {
  console.error(`Avvio del server non riuscito: ${e.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
