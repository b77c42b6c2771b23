// Who uses a DATA_DIR's embedded database: live processes listed, dead ones (killed, their file left
// behind) forgotten, this process never its own obstacle.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { dataDirBusyMessage, dataDirUsers, isLiveNode, markDataDirInUse } from './in-use.ts';

const dirs: string[] = [];
const scratch = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'fed-in-use-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A live Node process and how to end it. */
function sleeper() {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  return { pid: child.pid!, stop: () => new Promise<void>((r) => (child.once('exit', () => r()), child.kill())) };
}

describe('data folder in use', () => {
  it('lists a live server, with a message saying to stop it first', async () => {
    const dir = scratch();
    const s = sleeper();
    try {
      mkdirSync(path.join(dir, 'in-use'));
      writeFileSync(path.join(dir, 'in-use', String(s.pid)), 'server');
      expect(dataDirUsers(dir)).toEqual([{ pid: s.pid, what: 'server' }]);
      expect(dataDirBusyMessage(dir, 'npm run reset-demo')).toBe(
        `Il database in ${path.join(dir, 'db')} è in uso da un server (processo ${s.pid}): fermare prima il server (Ctrl-C nel suo terminale), poi npm run reset-demo.`,
      );
    } finally {
      await s.stop();
    }
    // Killed without removing its file: forgotten, and the file removed.
    expect(isLiveNode(s.pid)).toBe(false);
    expect(dataDirUsers(dir)).toEqual([]);
    expect(existsSync(path.join(dir, 'in-use', String(s.pid)))).toBe(false);
    expect(dataDirBusyMessage(dir, 'npm run reset-demo')).toBeNull();
  });

  it('does not count this process, and knows nothing of a folder never used', () => {
    const dir = scratch();
    expect(dataDirUsers(path.join(dir, 'nessuna'))).toEqual([]);
    markDataDirInUse(dir, 'create-admin');
    expect(existsSync(path.join(dir, 'in-use', String(process.pid)))).toBe(true);
    expect(dataDirUsers(dir)).toEqual([]);
  });
});
