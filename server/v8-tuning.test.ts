import { describe, expect, it } from 'vitest';
import { settleAfterStart, seedChildExecArgv, whileFavouringMemory } from './v8-tuning.ts';

describe('V8 settings of the server and of its seed child', () => {
  it("the seed child keeps the server's loader options and drops its memory-saving heap settings", () => {
    expect(seedChildExecArgv(['--max-semi-space-size=4', '--optimize-for-size', '--v8-pool-size=1', '--liftoff-only'])).toEqual(['--v8-pool-size=1', '--max-semi-space-size=16']);
    expect(seedChildExecArgv(['--max-semi-space-size=4', '--import', 'tsx'])).toEqual(['--import', 'tsx', '--max-semi-space-size=16']);
  });

  it('tier-up is switched back on only for a process started baseline-only; memory is favoured only while heavy work runs', async () => {
    const set: string[] = [];
    const record = (flag: string) => void set.push(flag);
    expect(settleAfterStart(['--max-semi-space-size=4'], record)).toEqual([]);
    await whileFavouringMemory(async () => {});
    expect(set).toEqual([]);

    expect(settleAfterStart(['--liftoff-only'], record)).toEqual(['--no-liftoff-only']);
    expect(set).toEqual(['--no-liftoff-only']);
    set.length = 0;
    // Two exports overlapping: memory is favoured from the first start to the last end, and a failed
    // one gives speed back too.
    let endFirst!: () => void;
    const first = whileFavouringMemory(() => new Promise<void>((resolve) => (endFirst = resolve)));
    const second = whileFavouringMemory(async () => {
      expect(set).toEqual(['--optimize-for-size']);
      throw new Error('export failed');
    });
    await expect(second).rejects.toThrow('export failed');
    expect(set).toEqual(['--optimize-for-size']);
    endFirst();
    await first;
    expect(set).toEqual(['--optimize-for-size', '--no-optimize-for-size']);
  });
});
