// @vitest-environment node
// The same behaviour from every file store: the local folder and an S3-compatible bucket (a local
// s3rver). A store that passes this table can take the place of the other.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../tests/helpers/s3-server.ts';
import { createStorage, sha256, type Storage } from './index.ts';
import { parseStorageUrl } from './storage-url.ts';

const S3_PORT = 8341;
let s3: LocalS3;
beforeAll(async () => {
  s3 = await startLocalS3(S3_PORT);
});
afterAll(async () => {
  await s3?.close();
  for (const name of ['local', 's3']) await rm(dataDir(name), { recursive: true, force: true });
});

const dataDir = (name: string) => path.join(tmpdir(), `fed-storage-${process.pid}-${name}`);
const stores: [string, () => Storage][] = [
  ['LocalStorage', () => createStorage({ dataDir: dataDir('local'), storage: { kind: 'local' } })],
  ['S3Storage', () => createStorage({ dataDir: dataDir('s3'), storage: parseStorageUrl(s3.storageUrl(`run-${process.pid}/files`)) })],
];

describe.each(stores)('%s', (_name, create) => {
  let store: Storage;
  beforeAll(() => {
    store = create();
  });
  afterAll(() => (store as { close?: () => void }).close?.());

  it('stores bytes under their SHA-256 and reads them back as a stream', async () => {
    const data = Buffer.from(`documento ${Date.now()} àèìòù`);
    const put = await store.putBuffer(data);
    expect(put).toEqual({ key: sha256(data), size: data.length });
    const file = await store.open(put.key);
    expect(file?.size).toBe(data.length);
    expect(await text(file!.stream)).toBe(data.toString());
  });

  it('stores the same content once', async () => {
    const data = Buffer.from(`doppio ${Date.now()}`);
    const a = await store.putBuffer(data);
    const b = await store.putBuffer(Buffer.from(data));
    expect(b).toEqual(a);
    await store.delete(a.key);
    expect(await store.exists(a.key)).toBe(false);
  });

  it('tells whether a key exists, and answers null for a missing or malformed key', async () => {
    const { key } = await store.putBuffer(Buffer.from(`esiste ${Date.now()}`));
    expect(await store.exists(key)).toBe(true);
    const missing = sha256(Buffer.from(`mai caricato ${Date.now()}`));
    expect(await store.exists(missing)).toBe(false);
    expect(await store.open(missing)).toBeNull();
    expect(await store.exists('../../etc/passwd')).toBe(false);
    expect(await store.open('../../etc/passwd')).toBeNull();
  });

  it('deletes a file, and deleting it again is harmless', async () => {
    const { key } = await store.putBuffer(Buffer.from(`da cancellare ${Date.now()}`));
    await store.delete(key);
    expect(await store.exists(key)).toBe(false);
    expect(await store.open(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('moves a finished scratch file into the store, hashing it when no key is given', async () => {
    const data = Buffer.alloc(3 * 1024 * 1024, `riga,${Date.now()}\n`);
    const scratch = await store.scratchPath('.xlsx');
    await writeFile(scratch, data);
    const put = await store.putFile(scratch);
    expect(put).toEqual({ key: sha256(data), size: data.length });
    await expect(readFile(scratch)).rejects.toThrow();
    const file = await store.open(put.key);
    // Buffer.equals: a deep comparison of megabytes byte by byte is very slow.
    expect(Buffer.concat(await file!.stream.toArray()).equals(data)).toBe(true);

    const again = await store.scratchPath('.xlsx');
    await writeFile(again, data);
    expect(await store.putFile(again, put.key)).toEqual(put);
    await expect(readFile(again)).rejects.toThrow();
  });

  it('sweeps scratch files older than asked, and only those', async () => {
    const fresh = await store.scratchPath('.tmp');
    await writeFile(fresh, 'in corso');
    expect(await store.sweepScratch(60_000)).toBe(0);
    expect(await store.sweepScratch(-1)).toBeGreaterThanOrEqual(1);
    await expect(readFile(fresh)).rejects.toThrow();
  });
});
