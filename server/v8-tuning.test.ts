import { describe, expect, it } from 'vitest';
import { settleAfterStart, seedChildExecArgv } from './v8-tuning.ts';

describe('V8 settings of the server and of its seed child', () => {
  it("the seed child keeps the server's loader options and drops its memory-saving heap settings", () => {
    expect(seedChildExecArgv(['--max-semi-space-size=4', '--optimize-for-size', '--v8-pool-size=1', '--liftoff-only'])).toEqual(['--v8-pool-size=1', '--max-semi-space-size=16']);
    expect(seedChildExecArgv(['--max-semi-space-size=4', '--import', 'tsx'])).toEqual(['--import', 'tsx', '--max-semi-space-size=16']);
  });

  it('tier-up is switched back on only for a process started baseline-only', () => {
    expect(settleAfterStart(['--max-semi-space-size=4'])).toBe(false);
    expect(settleAfterStart(['--liftoff-only'])).toBe(true);
  });
});
