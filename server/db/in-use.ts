// Which processes have a DATA_DIR's embedded database open. PGlite is one process's: a second one
// opening or deleting the folder under it corrupts it, and PGlite's own postmaster.pid cannot tell
// (its pid is always -42, and it stays behind when the process is killed). So a server (and
// create-admin) writes DATA_DIR/in-use/<pid> while it runs; `npm run reset-demo` and create-admin
// refuse while one of them is alive. A file left by a process that was killed names a dead pid and
// is ignored (and removed).
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const inUseDir = (dataDir: string) => path.join(dataDir, 'in-use');

/** Lists this process as using `dataDir` ('server', 'create-admin') until it exits. */
export function markDataDirInUse(dataDir: string, what: string): void {
  const file = path.join(inUseDir(dataDir), String(process.pid));
  try {
    mkdirSync(inUseDir(dataDir), { recursive: true });
    writeFileSync(file, what);
    process.once('exit', () => rmSync(file, { force: true }));
  } catch {
    // A read-only data folder holds no database this process could write either.
  }
}

/** Whether `pid` is a live Node process (a pid the system gave to another program since counts as dead). */
export function isLiveNode(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    return true; // no /proc (not Linux): the signal's answer stands
  }
}

/** The other live processes using `dataDir`; files of dead ones are removed. */
export function dataDirUsers(dataDir: string): { pid: number; what: string }[] {
  let names: string[];
  try {
    names = readdirSync(inUseDir(dataDir));
  } catch {
    return [];
  }
  const users: { pid: number; what: string }[] = [];
  for (const name of names) {
    const pid = Number(name);
    if (!/^\d+$/.test(name) || pid === process.pid) continue;
    const file = path.join(inUseDir(dataDir), name);
    if (!isLiveNode(pid)) {
      rmSync(file, { force: true });
      continue;
    }
    let what = 'server';
    try {
      what = readFileSync(file, 'utf8').trim() || what;
    } catch {}
    users.push({ pid, what });
  }
  return users;
}

/** The Italian refusal naming who uses the folder, or null when nobody does. */
export function dataDirBusyMessage(dataDir: string, action: string): string | null {
  const users = dataDirUsers(dataDir);
  if (!users.length) return null;
  const who = users.map((u) => `${u.what === 'server' ? 'un server' : u.what} (processo ${u.pid})`).join(', ');
  return `Il database in ${path.join(dataDir, 'db')} è in uso da ${who}: fermare prima il server (Ctrl-C nel suo terminale), poi ${action}.`;
}
