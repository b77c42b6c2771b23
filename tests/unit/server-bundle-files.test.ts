// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pruneBuilds, recordBuild } from '../../scripts/server-bundle-files.mjs';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

function bundleDir(chunks: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'fbo-bundle-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'chunks'));
  for (const c of chunks) writeFileSync(path.join(dir, 'chunks', c), '');
  return dir;
}

const running = (dir: string, pid: number, build: string) => {
  mkdirSync(path.join(dir, 'running'), { recursive: true });
  writeFileSync(path.join(dir, 'running', String(pid)), build);
};

describe('chunks of the server bundle across rebuilds', () => {
  it('keeps the chunks of a server still running from an older build, not those of a build nobody runs', () => {
    const dir = bundleDir(['excel-OLD.mjs', 'excel-OLD.mjs.map', 'shared-SAME.mjs', 'excel-NEW.mjs', 'excel-GONE.mjs', 'pre-manifest.mjs']);
    recordBuild(dir, 'gone', ['excel-GONE.mjs', 'shared-SAME.mjs']);
    recordBuild(dir, 'old', ['excel-OLD.mjs', 'excel-OLD.mjs.map', 'shared-SAME.mjs']);
    recordBuild(dir, 'new', ['excel-NEW.mjs', 'shared-SAME.mjs']);
    running(dir, 4242, 'old'); // alive, started from the old build
    running(dir, 4343, 'gone'); // ended without removing its mark (killed)

    const deleted = pruneBuilds(dir, 'new', (pid) => pid === 4242);

    expect(deleted.sort()).toEqual(['excel-GONE.mjs', 'pre-manifest.mjs']);
    expect(readdirSync(path.join(dir, 'chunks')).sort()).toEqual(['excel-NEW.mjs', 'excel-OLD.mjs', 'excel-OLD.mjs.map', 'shared-SAME.mjs']);
    expect(readdirSync(path.join(dir, 'builds')).sort()).toEqual(['new.json', 'old.json']);
    expect(existsSync(path.join(dir, 'running', '4343'))).toBe(false);
  });

  it('once the old server has stopped, its chunks go with the next rebuild', () => {
    const dir = bundleDir(['a-OLD.mjs', 'a-NEW.mjs']);
    recordBuild(dir, 'old', ['a-OLD.mjs']);
    recordBuild(dir, 'new', ['a-NEW.mjs']);
    running(dir, 4242, 'old');
    expect(pruneBuilds(dir, 'new', () => true)).toEqual([]);
    expect(pruneBuilds(dir, 'new', () => false)).toEqual(['a-OLD.mjs']);
    expect(readdirSync(path.join(dir, 'chunks'))).toEqual(['a-NEW.mjs']);
  });
});
