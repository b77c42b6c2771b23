// Local-folder file store: files/<ab>/<cd>/<sha256>. Writes go to a scratch file first and are
// renamed into place, so a reader never sees half a file and a crash leaves no partial file.
import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredFile } from './index.ts';
import { hashFile, sha256 } from './hash.ts';

const KEY = /^[0-9a-f]{64}$/;

export class LocalStorage implements Storage {
  constructor(private root: string) {}

  private fileOf(key: string) {
    // Keys are hex digests; anything else never reaches the file system.
    if (!KEY.test(key)) throw new Error(`Chiave di file non valida: ${key}`);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async scratchPath(suffix: string) {
    const dir = path.join(this.root, '.scratch');
    await mkdir(dir, { recursive: true });
    return path.join(dir, `${Date.now()}-${randomBytes(6).toString('hex')}${suffix.replace(/[^\w.-]/g, '')}`);
  }

  async sweepScratch(olderThanMs: number) {
    const dir = path.join(this.root, '.scratch');
    let removed = 0;
    for (const name of await readdir(dir).catch(() => [] as string[])) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      if (info && Date.now() - info.mtimeMs > olderThanMs) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async putBuffer(data: Buffer): Promise<StoredFile> {
    const key = sha256(data);
    if (!(await this.exists(key))) {
      const scratch = await this.scratchPath('.upload');
      await writeFile(scratch, data);
      await this.moveIn(scratch, key);
    }
    return { key, size: data.length };
  }

  async putFile(scratchFile: string, knownKey?: string): Promise<StoredFile> {
    const key = knownKey ?? (await hashFile(scratchFile));
    const { size } = await stat(scratchFile);
    if (await this.exists(key)) await rm(scratchFile, { force: true });
    else await this.moveIn(scratchFile, key);
    return { key, size };
  }

  private async moveIn(scratch: string, key: string) {
    const target = this.fileOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    await rename(scratch, target);
  }

  async open(key: string) {
    if (!KEY.test(key)) return null;
    const file = this.fileOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch {
      return null;
    }
  }

  async exists(key: string) {
    if (!KEY.test(key)) return false;
    try {
      await stat(this.fileOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string) {
    if (!KEY.test(key)) return;
    await rm(this.fileOf(key), { force: true });
  }
}
