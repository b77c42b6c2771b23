// Answers reused for a moment (issue 19). Staff screens and match-day visitors ask the same thing many
// times a second (a list refetched by every open tab, a page's several calls each verifying the same
// token): one computation serves all the identical requests of that moment. An answer is reused only
//   - for `ttlMs` at most (ANSWER_REUSE_MS, default 1 s; 0 turns reuse off) (answers depending on the clock, and writes made by another server process
//     on the same PostgreSQL, show after that time at the latest), and
//   - while the pool has seen no write since the computation began (Db.writeCount): a change made
//     through this process shows in the very next answer;
// identical requests arriving while it is computed wait for that one computation.
import type { Queryable } from '../db/client.ts';

interface Entry<T> {
  value: Promise<T>;
  /** Db.writeCount when the computation started. */
  writes: number;
  at: number;
  settled: boolean;
}

export interface AnswerMemo<T> {
  /** The answer for `key`: reused (for `ttlMs` at most), joined while computed, or computed by `compute`. */
  get(db: Queryable, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
  /** Forgets every kept answer of `db`. */
  clear(db: Queryable): void;
}

export function answerMemo<T>(opts: { maxEntries: number; keep?: (value: T) => boolean }): AnswerMemo<T> {
  const memos = new WeakMap<Queryable, Map<string, Entry<T>>>();
  return {
    get(db, key, ttlMs, compute) {
      if (ttlMs <= 0) return compute();
      let memo = memos.get(db);
      if (!memo) memos.set(db, (memo = new Map()));
      const writes = db.writeCount?.();
      // Without a write count (a transaction's handle) nothing is kept.
      if (writes === undefined) return compute();
      const now = Date.now();
      const found = memo.get(key);
      if (found && found.writes === writes && (!found.settled || now - found.at < ttlMs)) return found.value;
      const entry: Entry<T> = { value: compute(), writes, at: now, settled: false };
      memo.delete(key);
      if (memo.size >= opts.maxEntries) memo.delete(memo.keys().next().value!);
      memo.set(key, entry);
      const forget = () => {
        if (memo.get(key) === entry) memo.delete(key);
      };
      entry.value.then((value) => {
        entry.settled = true;
        entry.at = Date.now();
        // A write while it was computed may be missing from it; some answers are not worth keeping.
        if (db.writeCount?.() !== writes || (opts.keep && !opts.keep(value))) forget();
      }, forget);
      return entry.value;
    },
    clear(db) {
      memos.get(db)?.clear();
    },
  };
}
