// The file store of ARCHITECTURE §1: uploads and export files live behind this small interface,
// never in process memory, so several server replicas can share it: a local folder by default, an
// S3-compatible bucket with STORAGE_URL=s3://… (storage-url.ts). Files are stored under the SHA-256
// of their content, never under a name a user chose.
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';

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

const stores = new WeakMap<object, Storage>();

/** The store the settings name: the S3 bucket of STORAGE_URL, else the folder `{dataDir}/files`. */
export function createStorage(settings: Pick<Config, 'storage' | 'dataDir'>): Storage {
  if (settings.storage.kind === 's3') return new S3Storage(settings.storage, path.join(settings.dataDir, 'scratch'));
  return new LocalStorage(path.join(settings.dataDir, 'files'));
}

/** The app's file store (one per settings object, created on first use). */
export function storageOf(app: Pick<FastifyInstance, 'settings'>): Storage {
  let s = stores.get(app.settings);
  if (!s) {
    s = createStorage(app.settings);
    stores.set(app.settings, s);
  }
  return s;
}

export { LocalStorage, S3Storage };
export { hashFile, isFileKey, sha256 } from './hash.ts';
export { releaseFile, withFileKey, FILE_REFERENCES } from './refs.ts';
