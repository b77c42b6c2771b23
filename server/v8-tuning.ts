// V8 settings of the server process and of its seed child (docs/decisions/perf.md, "Node flags").
// `npm start` runs the server with `--liftoff-only` (scripts/server-command.mjs): while it starts, the
// embedded database's WebAssembly is compiled by the baseline compiler only. With the optimising
// compiler on, the first queries of a start (migrations) stalled the main thread for 0.3-0.5 s while
// it compiled PostgreSQL's hot functions, and the compiled code added ~25 MB to the idle process.
// Once the server listens the optimising tier is allowed again: functions that requests keep hot are
// recompiled in the background, though less than without the flag (PGlite lists 15-34 % slower than
// a server started without it, which starts ~0.3 s slower and idles ~30 MB larger; decisions/perf.md).
import { setFlagsFromString } from 'node:v8';

const BASELINE_ONLY = '--liftoff-only';

/**
 * Called once the server listens: WebAssembly functions may tier up to optimised code again, and heavy
 * background work (exports, `whileFavouringMemory`) will run with V8 favouring memory over speed.
 * Returns the flags it set.
 */
export function settleAfterStart(execArgv: readonly string[] = process.execArgv, setFlags = setFlagsFromString): string[] {
  if (!execArgv.includes(BASELINE_ONLY)) return [];
  setFlags('--no-liftoff-only');
  memoryMode = { setFlags, running: 0 };
  return ['--no-liftoff-only'];
}

/**
 * `--optimize-for-size` while heavy work runs, then back. Set for the whole life of the process (until
 * 2026-11-25) it kept an export of 100,000 members on PGlite at a 222 MB peak instead of 306 MB (target
 * 300), but halved the throughput of everything else: with nothing reused, 10 clients, the members
 * list on PGlite 114 against 218 req/s, accounting on PostgreSQL 261 against 483 req/s. Now only while
 * an export runs (one at a time per process; counted in case of more), in a server started by
 * `npm start` (settleAfterStart).
 */
let memoryMode: { setFlags: (flag: string) => void; running: number } | null = null;

export async function whileFavouringMemory<T>(work: () => Promise<T>): Promise<T> {
  const mode = memoryMode;
  if (!mode) return work();
  if (mode.running++ === 0) mode.setFlags('--optimize-for-size');
  try {
    return await work();
  } finally {
    if (--mode.running === 0) mode.setFlags('--no-optimize-for-size');
  }
}

/** Heap settings of the server that would slow the seed child down, and the baseline-only start. */
const SERVER_ONLY = /^--(max-semi-space-size|optimize-for-size|liftoff-only)\b/;

/**
 * Node options of the seed child: the server's own (e.g. `--import tsx` when run from the sources),
 * without its memory-saving heap settings. The child lives for the seed only and allocates several
 * hundred MB of rows: with a 16 MB young generation it seeds in ~11 s instead of ~14 s (its peak is
 * ~0.6 GB instead of ~0.42 GB, then it exits).
 */
export function seedChildExecArgv(execArgv: readonly string[] = process.execArgv): string[] {
  return [...execArgv.filter((a) => !SERVER_ONLY.test(a)), '--max-semi-space-size=16'];
}
