// A local S3-compatible server (s3rver, files in a temporary folder) for the tests of the S3 file
// store. s3rver checks request signatures against its fixed pair of credentials, S3RVER:S3RVER.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface LocalS3 {
  endpoint: string;
  /** A STORAGE_URL for `bucket` under `prefix`, credentials in the URL. */
  storageUrl(prefix?: string): string;
  close(): Promise<void>;
}

export const TEST_BUCKET = 'federazione-test';

export async function startLocalS3(port: number): Promise<LocalS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'fed-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port, silent: true, directory, configureBuckets: [{ name: TEST_BUCKET, configs: [] }] });
  await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    storageUrl: (prefix = '') => `s3://S3RVER:S3RVER@${TEST_BUCKET}/${prefix}?endpoint=${encodeURIComponent(endpoint)}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
