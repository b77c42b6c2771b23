// The first `npm start` on the embedded database interrupted while it loads the demo data (Ctrl-C
// during 'Caricamento dei dati demo'): the next start loads them again and serves the demo, rather
// than refusing the folder as a federation started without demo data (the seed committed its
// reference data before the rest, and a database with reference data and no demo account read as
// one). And `npm run reset-demo` refuses to delete the folder while a server uses it, as a second
// server refuses to open it.
// PGlite pass only, like embedded-restart.test.ts (ports 8661).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginToken, startServer, type RunningServer } from '../../bench/lib/server.ts';
// @ts-expect-error plain ESM module shared with scripts/start.mjs
import { SERVER_NODE_ARGS, ensureServerBundle } from '../../scripts/server-command.mjs';

const PORT = 8661;

/** Starts the server in a process group of its own, as a terminal runs `npm start`, and interrupts the group (Ctrl-C) once `line` is printed. */
async function interruptAt(env: Record<string, string>, line: string, afterMs: number): Promise<string> {
  await ensureServerBundle();
  const child = spawn(process.execPath, SERVER_NODE_ARGS, { env: { ...process.env, HOST: '127.0.0.1', ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let out = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`'${line}' not printed: ${out}`)), 120_000);
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes(line)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', () => reject(new Error(`the server ended before '${line}': ${out}`)));
  });
  await new Promise((r) => setTimeout(r, afterMs));
  process.kill(-child.pid!, 'SIGINT');
  await exited;
  // The seed child is in the same group; give it the moment a terminal would.
  await new Promise((r) => setTimeout(r, 500));
  return out;
}

const resetDemo = (dataDir: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reset-demo.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });

describe.runIf(!process.env.TEST_DATABASE_URL)('a first demo start interrupted while it loads the demo data', () => {
  let scratch: string;
  let server: RunningServer | undefined;
  const env = () => ({ PORT: String(PORT), DATA_DIR: scratch, SEED_SCALE: '0.3', LOG_LEVEL: 'warn' });

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'fed-interrupted-'));
  });
  afterAll(async () => {
    await server?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  it('is loaded again by the next start, and reset-demo waits for the server to stop', async () => {
    const printed = await interruptAt(env(), 'Caricamento dei dati demo', 1200);
    expect(printed).not.toContain('pronto');
    expect(existsSync(path.join(scratch, 'db', 'PG_VERSION'))).toBe(true);

    server = await startServer(env(), 240_000);
    expect(await loginToken(server.url)).toBeTruthy();

    // The folder stays while the server runs, and the refusal says what to do.
    const refused = resetDemo(scratch);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('fermare prima il server');
    expect(existsSync(path.join(scratch, 'db', 'PG_VERSION'))).toBe(true);
    expect(await loginToken(server.url)).toBeTruthy();

    // A second server on the same folder (two PGlite processes would corrupt it) ends at once, saying why.
    const second = spawnSync(process.execPath, SERVER_NODE_ARGS, { env: { ...process.env, HOST: '127.0.0.1', ...env(), PORT: String(PORT + 1) }, encoding: 'utf8', timeout: 120_000 });
    expect(second.status).toBe(1);
    expect(second.stderr).toContain('fermare prima il server');
    expect(await loginToken(server.url)).toBeTruthy();

    await server.stop();
    server = undefined;
    const done = resetDemo(scratch);
    expect(done.status, done.stderr).toBe(0);
    expect(existsSync(path.join(scratch, 'db'))).toBe(false);
  }, 480_000);
});
