// The file store of ARCHITECTURE §1: uploads and export files live behind this small interface,
// never in process memory, so several server replicas can share it (a local folder by default;
// an S3-compatible store fits the same shape). Files are stored under the SHA-256 of their
// content, never under a name a user chose.
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { LocalStorage } from './local.ts';

export interface StoredFile {
  /** SHA-256 of the content, hex: the file's key in the store. */
  key: string;
  size: number;
}

export interface Storage {
  /** Stores bytes; the same content is stored once. */
  putBuffer(data: Buffer): Promise<StoredFile>;
  /** Moves a finished scratch file (from `scratchPath`) into the store; `key` when already hashed. */
  putFile(scratchFile: string, key?: string): Promise<StoredFile>;
  /** A stream of the file, or null when it is gone. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** A fresh path for a scratch file being written (exports); delete it or hand it to putFile. */
  scratchPath(suffix: string): Promise<string>;
  /** Removes scratch files older than `olderThanMs` (left behind by a process that died). */
  sweepScratch(olderThanMs: number): Promise<number>;
}

export const isFileKey = (key: unknown): key is string => typeof key === 'string' && /^[0-9a-f]{64}$/.test(key);

const stores = new WeakMap<object, Storage>();

/** The app's file store: `{dataDir}/files` (one per settings object, created on first use). */
export function storageOf(app: Pick<FastifyInstance, 'settings'>): Storage {
  let s = stores.get(app.settings);
  if (!s) {
    s = new LocalStorage(path.join(app.settings.dataDir, 'files'));
    stores.set(app.settings, s);
  }
  return s;
}

export { LocalStorage };
export { hashFile, sha256 } from './hash.ts';
export { releaseFile, withFileKey, FILE_REFERENCES } from './refs.ts';
