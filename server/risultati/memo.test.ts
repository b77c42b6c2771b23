import { gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { createMemo } from './memo.ts';

const fakeReply = (acceptEncoding = '') => {
  const sent: { headers: Record<string, string>; body?: unknown; type?: string } = { headers: {} };
  const reply: any = {
    request: { headers: { 'accept-encoding': acceptEncoding } },
    headers: (h: Record<string, string>) => (Object.assign(sent.headers, h), reply),
    header: (k: string, v: string) => ((sent.headers[k] = v), reply),
    type: (t: string) => ((sent.type = t), reply),
    send: (b: unknown) => ((sent.body = b), reply),
  };
  return { reply, sent };
};

describe('answer memo', () => {
  it('computes once for concurrent and repeated requests within its time', async () => {
    const memo = createMemo(1000);
    const compute = vi.fn(async () => ({ json: { data: [1] }, cacheControl: 'public, max-age=10' }));
    const a = fakeReply();
    const b = fakeReply();
    await Promise.all([memo('/x', a.reply, compute), memo('/x', b.reply, compute)]);
    expect(compute).toHaveBeenCalledTimes(1);
    expect(a.sent.body).toBe('{"data":[1]}');
    expect(b.sent.headers).toMatchObject({ 'Cache-Control': 'public, max-age=10', ETag: expect.stringMatching(/^"/) });
    expect(a.sent.type).toBe('application/json; charset=utf-8');
  });

  it('computes again once its time is over', async () => {
    vi.useFakeTimers();
    try {
      const memo = createMemo(1000);
      const compute = vi.fn(async () => ({ json: 1, cacheControl: 'x' }));
      await memo('/y', fakeReply().reply, compute);
      vi.advanceTimersByTime(1001);
      await memo('/y', fakeReply().reply, compute);
      expect(compute).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a large answer gzipped, with its own ETag, to clients that accept it', async () => {
    const memo = createMemo(1000);
    const json = { data: Array.from({ length: 200 }, (_, i) => ({ id: i, title: 'PALLAMANO' })) };
    const compute = async () => ({ json, cacheControl: 'x' });
    const gz = fakeReply('gzip, deflate, br');
    const plain = fakeReply();
    await memo('/big', gz.reply, compute);
    await memo('/big', plain.reply, compute);
    expect(gz.sent.headers).toMatchObject({ 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    expect(JSON.parse(gunzipSync(gz.sent.body as Buffer).toString())).toEqual(json);
    expect(plain.sent.headers['Content-Encoding']).toBeUndefined();
    expect(plain.sent.body).toBe(JSON.stringify(json));
    expect(gz.sent.headers.ETag).not.toBe(plain.sent.headers.ETag);
  });

  it('does not remember failures', async () => {
    const memo = createMemo(1000);
    const compute = vi.fn().mockRejectedValueOnce(new Error('404')).mockResolvedValueOnce({ json: 2, cacheControl: 'x' });
    await expect(memo('/z', fakeReply().reply, compute)).rejects.toThrow('404');
    const ok = fakeReply();
    await memo('/z', ok.reply, compute);
    expect(ok.sent.body).toBe('2');
  });
});
