// Local-folder file store: files/<ab>/<cd>/<sha256>. Writes go to a scratch file first and are
// renamed into place, so a reader never sees half a file and a crash leaves no partial file.
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Storage, StoredFile } from './index.ts';
import { hashFile, isFileKey, sha256 } from './hash.ts';
import { ScratchFolder } from './scratch.ts';

export class LocalStorage implements Storage {
  // Scratch files live beside the store, on the same file system, so that moving one in is a rename.
  private scratch: ScratchFolder;

  constructor(private root: string) {
    this.scratch = new ScratchFolder(path.join(root, '.scratch'));
  }

  private fileOf(key: string) {
    // Keys are hex digests; anything else never reaches the file system.
    if (!isFileKey(key)) throw new Error(`Chiave di file non valida: ${key}`);
    return path.join(this.root, key.slice(0, 2), key.slice(2, 4), key);
  }

  async scratchPath(suffix: string) {
    return this.scratch.newPath(suffix);
  }

  async sweepScratch(olderThanMs: number) {
    return this.scratch.sweep(olderThanMs);
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
    if (!isFileKey(key)) return null;
    const file = this.fileOf(key);
    try {
      const { size } = await stat(file);
      return { stream: createReadStream(file), size };
    } catch {
      return null;
    }
  }

  async exists(key: string) {
    if (!isFileKey(key)) return false;
    try {
      await stat(this.fileOf(key));
      return true;
    } catch {
      return false;
    }
  }

  async delete(key: string) {
    if (!isFileKey(key)) return;
    await rm(this.fileOf(key), { force: true });
  }
}
