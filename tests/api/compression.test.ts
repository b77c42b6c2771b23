// API answers travel compressed to the clients that accept it (server/http/compression.ts): a list
// page is the same JSON, a fraction of the bytes; small answers, clients that ask nothing and files
// already compressed (the xlsx of an export) travel as they are.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, loginAs, useTestApp } from '../helpers/app.ts';
import { runJobs } from '../helpers/exports.ts';
import { COMPRESSION_THRESHOLD } from '../../server/http/compression.ts';

const t = useTestApp();
let admin: string;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
});

const get = (url: string, encoding?: string) => t().app.inject({ method: 'GET', url, headers: { ...bearer(admin), ...(encoding ? { 'accept-encoding': encoding } : {}) } });

describe('compressed API answers', () => {
  const url = '/api/partitacontabile?page=1&paginate=30';

  it('a list page is Brotli for a browser that accepts it, gzip for one that accepts only gzip, the same JSON', async () => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const br = await get(url, 'gzip, deflate, br, zstd');
    expect([br.statusCode, br.headers['content-encoding'], br.headers['content-type']]).toEqual([200, 'br', plain.headers['content-type']]);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(url, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('an answer under the threshold, and an encoding refused with q=0, travel uncompressed', async () => {
    const small = await get('/api/info', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
    expect(small.headers['content-encoding']).toBeUndefined();

    const refused = await get(url, 'br;q=0, gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json().data).toHaveLength(30);
  });

  it("an export's xlsx (already a zip) is sent as it is", async () => {
    const started = await get('/api/anagrafica?page=1&paginate=30&export=excel');
    expect(started.statusCode, started.body).toBe(200);
    expect(await runJobs(t().app)).toContain('done');
    const file = await get(`/api/userexports/download/${started.json().id}`, 'gzip, br');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-encoding']).toBeUndefined();
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
