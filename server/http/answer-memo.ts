// Answers reused for a moment (issue 19). Staff screens and match-day visitors ask the same thing many
// times a second (a list refetched by every open tab, a page's several calls each verifying the same
// token): one computation serves all the identical requests of that moment. An answer is reused only
//   - while the pool has seen no write since its computation began (Db.writeCount): a change made
//     through this process shows in the very next answer, and
//   - for `ttlMs` (ANSWER_REUSE_MS, default 1 s; 0 turns reuse off); for one more `ttlMs` it is still
//     given while ONE fresh computation runs and then takes its place, so requests never queue behind
//     the refresh. Answers depending on the clock, and writes made through another server process on
//     the same PostgreSQL, thus show after 2 × `ttlMs` at the latest.
// Identical requests arriving while an answer is first computed wait for that one computation.
import type { Queryable } from '../db/client.ts';

interface Entry<T> {
  value: Promise<T>;
  /** Db.writeCount when the computation started. */
  writes: number;
  /** When it settled (when it started, until then). */
  at: number;
  settled: boolean;
  refreshing: boolean;
}

export interface AnswerMemo<T> {
  /** The answer for `key`: reused (see above), joined while computed, or computed by `compute`. */
  get(db: Queryable, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  /** Forgets every kept answer of `db`. */
  clear(db: Queryable): void;
}

export function answerMemo<T>(opts: { maxEntries: number; keep?: (value: T) => boolean }): AnswerMemo<T> {
  const memos = new WeakMap<Queryable, Map<string, Entry<T>>>();
  return {
    get(db, key, ttlMs, compute) {
      if (ttlMs <= 0) return compute();
      const writes = db.writeCount?.();
      // Without a write count (a transaction's handle) nothing is kept.
      if (writes === undefined) return compute();
      let memo = memos.get(db);
      if (!memo) memos.set(db, (memo = new Map()));
      const kept = memo;
      const store = (entry: Entry<T>) => {
        kept.delete(key);
        if (kept.size >= opts.maxEntries) kept.delete(kept.keys().next().value!);
        kept.set(key, entry);
      };
      /** Starts a computation; `valid` tells, once it settled, whether it may be kept. */
      const launch = (): Entry<T> => {
        const entry: Entry<T> = { value: compute(), writes, at: Date.now(), settled: false, refreshing: false };
        entry.value.then(
          () => {
            entry.settled = true;
            entry.at = Date.now();
          },
          () => undefined,
        );
        return entry;
      };
      // A write while it was computed may be missing from it; some answers are not worth keeping.
      const valid = (value: T) => db.writeCount?.() === writes && (!opts.keep || opts.keep(value));

      const found = kept.get(key);
      if (found && found.writes === writes) {
        const age = Date.now() - found.at;
        if (!found.settled || age < ttlMs) return found.value;
        if (age < 2 * ttlMs) {
          if (!found.refreshing) {
            found.refreshing = true;
            const next = launch();
            next.value.then(
              (value) => {
                found.refreshing = false;
                if (kept.get(key) === found && valid(value)) store(next);
              },
              () => void (found.refreshing = false),
            );
          }
          return found.value;
        }
      }
      const entry = launch();
      store(entry);
      const forget = () => {
        if (kept.get(key) === entry) kept.delete(key);
      };
      entry.value.then((value) => {
        if (!valid(value)) forget();
      }, forget);
      return entry.value;
    },
    clear(db) {
      memos.get(db)?.clear();
    },
  };
}
