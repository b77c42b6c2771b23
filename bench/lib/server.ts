// Starts the real server (node + tsx) as a child process and waits until it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
// @ts-expect-error plain ESM module shared with scripts/start.mjs
import { SERVER_NODE_ARGS, ensureServerBundle } from '../../scripts/server-command.mjs';

export interface RunningServer {
  url: string;
  startMs: number;
  child: ChildProcess;
  stop: () => Promise<void>;
}

/** Starts the server as `npm start` does (from its bundle, compiled first when stale). */
export async function startServer(env: Record<string, string>, timeoutMs = 15 * 60_000, args: string[] = SERVER_NODE_ARGS): Promise<RunningServer> {
  await ensureServerBundle();
  const port = env.PORT ?? '8421';
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise<RunningServer>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start in time')), timeoutMs);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('pronto')) {
        clearTimeout(timer);
        resolve({
          url: `http://127.0.0.1:${port}`,
          startMs: Math.round(performance.now() - t0),
          child,
          stop: () =>
            new Promise((r) => {
              child.once('exit', () => r());
              child.kill('SIGTERM');
            }),
        });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}`));
    });
  });
}

export async function loginToken(url: string, email = 'admin@demo.it', password = 'Demo2026!'): Promise<string> {
  const res = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  const body = (await res.json()) as { access_token: string };
  return body.access_token;
}

/** Resident memory of a process in MB (Linux /proc), or null elsewhere. */
export function rssMb(pid: number | undefined): number | null {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}
