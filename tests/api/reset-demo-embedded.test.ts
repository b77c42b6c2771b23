// `npm run reset-demo` on the embedded database says what it did: 'Cartella …/db rimossa' only when
// there was a folder to remove. Run without the DATA_DIR a server was started with, it claimed to
// have removed ./data/db though nothing was there, and the server's data stayed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const resetDemo = (dataDir: string) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/reset-demo.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' });

describe('npm run reset-demo on the embedded database', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const d of dirs) await rm(d, { recursive: true, force: true });
  });

  it('says that nothing was found at a path without a database, naming DATA_DIR, and removes a folder that is there', async () => {
    const empty = await mkdtemp(path.join(tmpdir(), 'fed-reset-none-'));
    dirs.push(empty);
    const none = resetDemo(empty);
    expect(none.status, none.stderr).toBe(0);
    expect(none.stdout).toContain(`Nessun database in ${path.join(empty, 'db')}: niente da rimuovere.`);
    expect(none.stdout).toContain('DATA_DIR=… npm run reset-demo');
    expect(none.stdout).not.toContain('rimossa');

    const seeded = await mkdtemp(path.join(tmpdir(), 'fed-reset-db-'));
    dirs.push(seeded);
    mkdirSync(path.join(seeded, 'db'));
    writeFileSync(path.join(seeded, 'db', 'PG_VERSION'), '17\n');
    const removed = resetDemo(seeded);
    expect(removed.status, removed.stderr).toBe(0);
    expect(removed.stdout).toContain(`Cartella ${path.join(seeded, 'db')} rimossa`);
    expect(existsSync(path.join(seeded, 'db'))).toBe(false);
  });
});
