// V8 settings of the server process and of its seed child (docs/decisions/perf.md, "Node flags").
// `npm start` runs the server with `--liftoff-only` (scripts/server-command.mjs): while it starts, the
// embedded database's WebAssembly is compiled by the baseline compiler only. With the optimising
// compiler on, the first queries of a start (migrations) stalled the main thread for 0.3-0.5 s while
// it compiled PostgreSQL's hot functions, and the compiled code added ~25 MB to the idle process.
// Once the server listens the optimising tier is allowed again: functions that requests keep hot are
// recompiled in the background as usual, so list throughput is what it was.
import { setFlagsFromString } from 'node:v8';

const BASELINE_ONLY = '--liftoff-only';

/**
 * Called once the server listens: WebAssembly functions may tier up to optimised code again, and V8
 * favours memory over speed from now on (`--optimize-for-size`; at start-up its eager collections cost
 * ~0.3 s, later they keep an export of 100,000 members on PGlite at a 222 MB peak instead of 306 MB).
 */
export function settleAfterStart(execArgv: readonly string[] = process.execArgv): boolean {
  if (!execArgv.includes(BASELINE_ONLY)) return false;
  setFlagsFromString('--no-liftoff-only');
  setFlagsFromString('--optimize-for-size');
  return true;
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
