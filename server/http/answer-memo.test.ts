import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Queryable } from '../db/client.ts';
import { answerMemo } from './answer-memo.ts';

function fakeDb() {
  let writes = 0;
  const db: Queryable & { write(): void } = {
    query: async () => ({ rows: [], affectedRows: 0 }),
    exec: async () => undefined,
    writeCount: () => writes,
    write: () => void writes++,
  };
  return db;
}

/** A computation the test finishes by hand. */
function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

afterEach(() => vi.useRealTimers());
const TTL = 1000;

describe('answers reused for a moment', () => {
  it('computes once for identical requests of the same moment; then gives it while one refresh runs; then recomputes', async () => {
    vi.useFakeTimers();
    const db = fakeDb();
    const memo = answerMemo<number>({ maxWeight: 10 });
    let calls = 0;
    const compute = async () => ++calls;
    expect(await memo.get(db, 'k', TTL, compute)).toBe(1);
    expect(await memo.get(db, 'k', TTL, compute)).toBe(1);
    expect(await memo.get(db, 'other', TTL, compute)).toBe(2);
    vi.advanceTimersByTime(TTL + 1);
    // Past the moment: the kept answer, while one refresh (and only one) computes the next.
    const refresh = deferred<number>();
    let refreshes = 0;
    const slow = () => (refreshes++, refresh.promise);
    expect(await memo.get(db, 'k', TTL, slow)).toBe(1);
    expect(await memo.get(db, 'k', TTL, slow)).toBe(1);
    expect(refreshes).toBe(1);
    refresh.resolve(3);
    await refresh.promise;
    expect(await memo.get(db, 'k', TTL, compute)).toBe(3);
    calls = 3;
    // Past twice the moment nothing old is given.
    vi.advanceTimersByTime(2 * TTL + 1);
    expect(await memo.get(db, 'k', TTL, compute)).toBe(4);
  });

  it('gives nothing old after a write, even during a refresh', async () => {
    vi.useFakeTimers();
    const db = fakeDb();
    const memo = answerMemo<number>({ maxWeight: 10 });
    let calls = 0;
    const compute = async () => ++calls;
    await memo.get(db, 'k', TTL, compute);
    vi.advanceTimersByTime(TTL + 1);
    db.write();
    expect(await memo.get(db, 'k', TTL, compute)).toBe(2);
  });

  it('answers afresh after a write of the pool', async () => {
    const db = fakeDb();
    const memo = answerMemo<number>({ maxWeight: 10 });
    let calls = 0;
    const compute = async () => ++calls;
    await memo.get(db, 'k', TTL, compute);
    db.write();
    expect(await memo.get(db, 'k', TTL, compute)).toBe(2);
  });

  it('lets requests arriving during the computation wait for it', async () => {
    const db = fakeDb();
    const memo = answerMemo<string>({ maxWeight: 10 });
    const d = deferred<string>();
    let calls = 0;
    const compute = () => (calls++, d.promise);
    const a = memo.get(db, 'k', TTL, compute);
    const b = memo.get(db, 'k', TTL, compute);
    d.resolve('page');
    expect(await Promise.all([a, b])).toEqual(['page', 'page']);
    expect(calls).toBe(1);
  });

  it('does not keep an answer computed while a write happened, nor one it should not keep, nor a failure', async () => {
    const db = fakeDb();
    const memo = answerMemo<number | null>({ maxWeight: 10, keep: (v) => v !== null });
    const d = deferred<number>();
    const first = memo.get(db, 'k', TTL, () => d.promise);
    db.write();
    d.resolve(1);
    await first;
    expect(await memo.get(db, 'k', TTL, async () => 2)).toBe(2);
    await memo.get(db, 'n', TTL, async () => null);
    expect(await memo.get(db, 'n', TTL, async () => 5)).toBe(5);
    await expect(memo.get(db, 'e', TTL, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await memo.get(db, 'e', TTL, async () => 7)).toBe(7);
  });

  it('keeps answers up to maxWeight, forgetting the oldest', async () => {
    const db = fakeDb();
    const memo = answerMemo<string>({ maxWeight: 2 });
    for (const k of ['a', 'b', 'c']) await memo.get(db, k, TTL, async () => `${k}1`);
    expect(await memo.get(db, 'a', TTL, async () => 'a2')).toBe('a2');
    expect(await memo.get(db, 'c', TTL, async () => 'c2')).toBe('c1');
  });

  it('bounds kept answers by their weight: a heavy answer pushes out the oldest ones, one heavier than the bound is not kept', async () => {
    const db = fakeDb();
    const memo = answerMemo<string>({ maxWeight: 10, weigh: (v) => v.length });
    for (const k of ['a', 'b', 'c']) await memo.get(db, k, TTL, async () => k.repeat(3)); // 9 in all
    await memo.get(db, 'd', TTL, async () => 'dddd'); // 13: the oldest (a) goes
    expect(await memo.get(db, 'a', TTL, async () => 'new')).toBe('new');
    expect(await memo.get(db, 'd', TTL, async () => 'new')).toBe('dddd');
    await memo.get(db, 'huge', TTL, async () => 'x'.repeat(11));
    expect(await memo.get(db, 'huge', TTL, async () => 'again')).toBe('again');
  });

  it('reuses nothing when reuse is off (0 ms)', async () => {
    const db = fakeDb();
    const memo = answerMemo<number>({ maxWeight: 10 });
    let calls = 0;
    await memo.get(db, 'k', 0, async () => ++calls);
    expect(await memo.get(db, 'k', 0, async () => ++calls)).toBe(2);
  });

  it('keeps nothing for a transaction handle (no write count)', async () => {
    const memo = answerMemo<number>({ maxWeight: 10 });
    const tx: Queryable = { ...fakeDb(), writeCount: undefined };
    let calls = 0;
    await memo.get(tx, 'k', TTL, async () => ++calls);
    expect(await memo.get(tx, 'k', TTL, async () => ++calls)).toBe(2);
  });
});
