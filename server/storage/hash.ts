// Content hashes: the keys of the file store.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';

/** A key of the store: a SHA-256 in lowercase hex (anything else never reaches a file system or a bucket). */
export const isFileKey = (key: unknown): key is string => typeof key === 'string' && /^[0-9a-f]{64}$/.test(key);

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** The SHA-256 of a file's content (its key in the store). */
export async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}
