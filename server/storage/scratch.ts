// Scratch files: exports are written to a local file first and handed to `putFile` when complete.
// Every store keeps them in a local folder, so a reader never sees half a file.
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export class ScratchFolder {
  constructor(readonly dir: string) {}

  async newPath(suffix: string) {
    await mkdir(this.dir, { recursive: true });
    return path.join(this.dir, `${Date.now()}-${randomBytes(6).toString('hex')}${suffix.replace(/[^\w.-]/g, '')}`);
  }

  /** Removes files older than `olderThanMs` (left behind by a process that died); returns how many. */
  async sweep(olderThanMs: number) {
    let removed = 0;
    for (const name of await readdir(this.dir).catch(() => [] as string[])) {
      const file = path.join(this.dir, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }
}
