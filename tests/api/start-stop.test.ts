// `npm start` stopped as a supervisor stops it (systemd, Docker: SIGTERM to the process it started,
// npm): npm and its shell ended, but `node scripts/start.mjs` and the server went on serving and kept
// the data folder marked in use, so `npm run reset-demo` refused. Now the whole tree ends and the
// folder is free. PGlite pass only, like first-start-interrupted.test.ts (a port the system gives).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataDirUsers } from '../../server/db/in-use.ts';
// @ts-expect-error plain ESM module shared with scripts/start.mjs
import { SERVER_NODE_ARGS } from '../../scripts/server-command.mjs';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** Whether the server answers at `url` (any HTTP answer counts; a refused connection does not). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(10_000) });
    return true;
  } catch {
    return false;
  }
}

/** Waits until `check` holds, polling; fails with `what` after `limitMs` (a bound for a hang, not a speed). */
async function waitFor(what: string, check: () => Promise<boolean> | boolean, limitMs: number) {
  const deadline = Date.now() + limitMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached in ${limitMs / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe.runIf(!process.env.TEST_DATABASE_URL)('npm start stopped with SIGTERM', () => {
  let scratch: string | undefined;
  let npm: ChildProcess | undefined;

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'fed-start-stop-'));
  });

  afterAll(async () => {
    // Whatever is left of the tree (the test failed): its own process group, started below.
    try {
      if (npm?.pid) process.kill(-npm.pid, 'SIGKILL');
    } catch {}
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  it('ends the server it started and frees the data folder', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/api/info`;
    // A process group of its own, as a service manager's: the cleanup above reaches every process.
    npm = spawn('npm', ['start'], {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: scratch, DATABASE_URL: '', SEED_SCALE: '0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let out = '';
    npm.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    npm.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    let npmExited = false;
    const npmExit = new Promise<void>((resolve) => npm!.once('exit', () => ((npmExited = true), resolve())));

    // First start: possibly the front-end build, then the demo data.
    await waitFor(
      'the server answers',
      async () => {
        if (npmExited) throw new Error(`npm start ended before serving:\n${out}`);
        return answers(url);
      },
      280_000,
    );
    expect(dataDirUsers(scratch!).map((u) => u.what)).toEqual(['server']);

    process.kill(npm.pid!, 'SIGTERM');
    await npmExit;
    await waitFor('no server answers any more', async () => !(await answers(url)), 60_000);
    await waitFor('no process has the data folder in use', () => dataDirUsers(scratch!).length === 0, 60_000);

    const reset = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reset-demo.ts'], { env: { ...process.env, DATA_DIR: scratch, DATABASE_URL: '' }, encoding: 'utf8' });
    expect(reset.status, reset.stderr).toBe(0);
  }, 420_000);

  it('the server signalled twice in a row (a stop signalling the whole group) closes its database once and frees the folder', async () => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/api/info`;
    // The bundle and, after the previous test, the folder's database: a warm start (else a first one).
    const server = spawn(process.execPath, SERVER_NODE_ARGS, {
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: scratch!, DATABASE_URL: '', SEED_SCALE: '0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    server.stdout!.on('data', (c: Buffer) => (out += c.toString()));
    server.stderr!.on('data', (c: Buffer) => (out += c.toString()));
    const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
    await waitFor('the server answers', () => answers(url), 280_000);
    server.kill('SIGTERM');
    // The second signal once the first one's shutdown has closed the port (two at once merge into one),
    // while the database may still be closing; if the server is gone already, there is nothing to end.
    await waitFor('the port is closed', async () => !(await answers(url)), 60_000);
    server.kill('SIGTERM');
    expect(await exit, out).toEqual({ code: 0, signal: null });
    expect(dataDirUsers(scratch!)).toEqual([]);
  }, 420_000);
});
