// `npm start` on the embedded database, then again on the same data: the second start opens PGlite on
// its own thread while the server's modules load (server/main.ts), and must serve the data the first
// start left. Run by the PGlite pass only: the PostgreSQL pass starts servers in two-processes.test.ts.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../bench/lib/server.ts';
import { DEMO_PASSWORD } from '../../server/seed/users.ts';

const PORT = 8347;

describe.runIf(!process.env.TEST_DATABASE_URL)('the embedded server started again on its data', () => {
  let scratch: string;
  let server: RunningServer | undefined;
  const env = () => ({ PORT: String(PORT), DATA_DIR: scratch, SEED_SCALE: '0.1', LOG_LEVEL: 'warn' });
  const api = (pathname: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${PORT}/api${pathname}`, init);
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'fed-restart-'));
  });

  afterAll(async () => {
    await server?.stop();
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  it('serves what the first start left: accounts, data and a session opened before the restart', async () => {
    server = await startServer(env(), 240_000);
    const login = await api('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'admin@demo.it', password: DEMO_PASSWORD }) });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { access_token: string }).access_token;
    const before = (await (await api('/societa?page=1&paginate=5', { headers: bearer(token) })).json()) as { total: number };
    expect(before.total).toBeGreaterThan(0);
    await server.stop();

    server = await startServer(env(), 120_000);
    const me = await api('/me', { headers: bearer(token) });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ me: { email: 'admin@demo.it' } });
    const after = (await (await api('/societa?page=1&paginate=5', { headers: bearer(token) })).json()) as { total: number };
    expect(after.total).toBe(before.total);
    await server.stop();
    server = undefined;
  }, 360_000);

  it('a data folder it cannot open ends the start with an error, instead of serving', async () => {
    const broken = path.join(scratch, 'broken');
    // A folder that looks like a database (PG_VERSION) but holds none.
    await mkdir(path.join(broken, 'db'), { recursive: true });
    await writeFile(path.join(broken, 'db', 'PG_VERSION'), '18\n');
    // It exits (code 1) before it says it is ready ('pronto').
    await expect(startServer({ ...env(), DATA_DIR: broken }, 120_000)).rejects.toThrow('server exited with 1');
  }, 120_000);
});
