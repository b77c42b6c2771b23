// S3-compatible file store (STORAGE_URL=s3://…): one object per content hash, `{prefix}{sha256}`.
// A PUT is atomic (readers see the whole object or none), so uploads go straight to the bucket;
// exports are still written to a local scratch file first and uploaded by `putFile` when complete.
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { Storage, StoredFile } from './index.ts';
import { hashFile, isFileKey, sha256 } from './hash.ts';
import { ScratchFolder } from './scratch.ts';
import type { S3Settings } from './storage-url.ts';

/** S3 answers 404 as NotFound (HEAD, no body) or NoSuchKey (GET). */
function isMissing(e: unknown) {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err?.name === 'NotFound' || err?.name === 'NoSuchKey' || err?.$metadata?.httpStatusCode === 404;
}

type Sdk = typeof import('@aws-sdk/client-s3');

export class S3Storage implements Storage {
  /** The SDK and its client, loaded with the first call: loading it took about 250 ms of every start (issue 19). */
  private connection?: Promise<{ sdk: Sdk; client: S3Client }>;
  private scratch: ScratchFolder;

  constructor(
    private settings: S3Settings,
    scratchDir: string,
  ) {
    this.scratch = new ScratchFolder(scratchDir);
  }

  private connect() {
    this.connection ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: this.newClient(sdk) }));
    return this.connection;
  }

  private newClient(sdk: Sdk) {
    const settings = this.settings;
    return new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // Checksums only where S3 demands them: many S3-compatible servers do not understand the
      // CRC trailers the SDK adds by default. Content is checked by its key (the SHA-256) anyway.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private objectOf(key: string) {
    if (!isFileKey(key)) throw new Error(`Chiave di file non valida: ${key}`);
    return { Bucket: this.settings.bucket, Key: `${this.settings.prefix}${key}` };
  }

  scratchPath(suffix: string) {
    return this.scratch.newPath(suffix);
  }

  sweepScratch(olderThanMs: number) {
    return this.scratch.sweep(olderThanMs);
  }

  async putBuffer(data: Buffer): Promise<StoredFile> {
    const key = sha256(data);
    if (await this.exists(key)) return { key, size: data.length };
    const { sdk, client } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ ...this.objectOf(key), Body: data, ContentLength: data.length }));
    return { key, size: data.length };
  }

  async putFile(scratchFile: string, knownKey?: string): Promise<StoredFile> {
    const key = knownKey ?? (await hashFile(scratchFile));
    const { size } = await stat(scratchFile);
    // One PUT streams the file (S3 takes up to 5 GB that way; an export is tens of MB).
    if (!(await this.exists(key))) {
      const { sdk, client } = await this.connect();
      await client.send(new sdk.PutObjectCommand({ ...this.objectOf(key), Body: createReadStream(scratchFile), ContentLength: size }));
    }
    await rm(scratchFile, { force: true });
    return { key, size };
  }

  async open(key: string): Promise<{ stream: Readable; size: number } | null> {
    if (!isFileKey(key)) return null;
    const { sdk, client } = await this.connect();
    try {
      const out = await client.send(new sdk.GetObjectCommand(this.objectOf(key)));
      return { stream: out.Body as Readable, size: Number(out.ContentLength) };
    } catch (e) {
      if (isMissing(e)) return null;
      throw e;
    }
  }

  async exists(key: string) {
    if (!isFileKey(key)) return false;
    const { sdk, client } = await this.connect();
    try {
      await client.send(new sdk.HeadObjectCommand(this.objectOf(key)));
      return true;
    } catch (e) {
      if (isMissing(e)) return false;
      throw e;
    }
  }

  async delete(key: string) {
    if (!isFileKey(key)) return;
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand(this.objectOf(key)));
  }

  /** Closes the client's connections (tests; a server process just exits). */
  async close() {
    if (this.connection) (await this.connection).client.destroy();
  }
}
