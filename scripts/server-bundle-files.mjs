// The files of the server bundle's builds (dist-server/): which chunks a rebuild may delete.
// A running server loads some chunks only on first use (the Excel writer on the first export). A
// rebuild (npm start, npm test or the bench after a source change) must therefore keep the chunks of
// any server still running from an older build, or that server would fail on a missing file later.
// Each build lists its chunks in builds/<id>.json; each server started from the bundle names its
// build in running/<pid> (server/bundle-build.ts). A rebuild keeps the chunks of the new build and of
// the builds of live processes, and deletes the rest (chunk names are content hashes, so two builds
// share the chunks they have in common).
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const BUILDS_DIR = 'builds';
export const RUNNING_DIR = 'running';
export const CHUNKS_DIR = 'chunks';

/** Whether a process with this id is alive (EPERM: alive, owned by someone else). */
export function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return e.code === 'EPERM';
  }
}

const list = (dir) => (existsSync(dir) ? readdirSync(dir) : []);

/** Records which chunk files (names inside chunks/) the build `id` wrote. */
export function recordBuild(outDir, id, chunkFiles) {
  mkdirSync(path.join(outDir, BUILDS_DIR), { recursive: true });
  writeFileSync(path.join(outDir, BUILDS_DIR, `${id}.json`), JSON.stringify(chunkFiles));
}

/**
 * Deletes the chunks that neither the build `currentId` nor the build of a live server uses, the
 * lists of builds nobody runs and the marks of ended processes. Returns the deleted chunk files.
 */
export function pruneBuilds(outDir, currentId, alive = isAlive) {
  const keep = new Set([currentId]);
  for (const pid of list(path.join(outDir, RUNNING_DIR))) {
    const mark = path.join(outDir, RUNNING_DIR, pid);
    if (/^\d+$/.test(pid) && alive(Number(pid))) keep.add(readFileSync(mark, 'utf8').trim());
    else rmSync(mark, { force: true });
  }
  const used = new Set();
  for (const file of list(path.join(outDir, BUILDS_DIR))) {
    const id = file.replace(/\.json$/, '');
    const manifest = path.join(outDir, BUILDS_DIR, file);
    if (keep.has(id)) for (const chunk of JSON.parse(readFileSync(manifest, 'utf8'))) used.add(chunk);
    else rmSync(manifest, { force: true });
  }
  const deleted = [];
  for (const chunk of list(path.join(outDir, CHUNKS_DIR))) {
    if (used.has(chunk)) continue;
    rmSync(path.join(outDir, CHUNKS_DIR, chunk), { force: true });
    deleted.push(chunk);
  }
  return deleted;
}
