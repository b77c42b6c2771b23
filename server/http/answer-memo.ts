// Answers reused for a moment (issue 19). Staff screens and match-day visitors ask the same thing many
// times a second (a list refetched by every open tab, a page's several calls each verifying the same
// token): one computation serves all the identical requests of that moment. An answer is reused only
//   - while the pool has seen no write since its computation began (Db.writeCount): a change made
//     through this process shows in the very next answer, and one made through another server process
//     on the same PostgreSQL as soon as its announcement arrives (client.ts, shareWrites), and
//   - for `ttlMs` (ANSWER_REUSE_MS, default 1 s; 0 turns reuse off); for one more `ttlMs` it is still
//     given while ONE fresh computation runs and then takes its place, so requests never queue behind
//     the refresh. Answers depending on the clock (and other processes' writes while the announcements'
//     connection is down) thus show after 2 × `ttlMs` at the latest.
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
  /** Its share of MemoBounds.maxWeight: 1 until settled, then `weigh(value)`. */
  weight: number;
}

export interface AnswerMemo<T> {
  /** The answer for `key`: reused (see above), joined while computed, or computed by `compute`. */
  get(db: Queryable, key: string, ttlMs: number, compute: () => Promise<T>): Promise<T>;
}

export interface MemoBounds<T> {
  /** How much the kept answers of one pool may weigh together (the oldest are forgotten first). */
  maxWeight: number;
  /** An answer's weight once computed (a page: its rows, so the bound follows memory); 1 without it. */
  weigh?: (value: T) => number;
  /** Whether an answer is worth keeping at all. */
  keep?: (value: T) => boolean;
}

/** One pool's kept answers, oldest first, with their total weight. */
class Shelf<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private weight = 0;
  constructor(private readonly maxWeight: number) {}

  get(key: string) {
    return this.entries.get(key);
  }
  put(key: string, entry: Entry<T>) {
    this.remove(key);
    this.entries.set(key, entry);
    this.weight += entry.weight;
    this.trim();
  }
  /** Forgets `key` if `entry` is still what it holds. */
  forget(key: string, entry: Entry<T>) {
    if (this.entries.get(key) === entry) this.remove(key);
  }
  /** `entry` (if still held) now weighs `weight`. */
  reweigh(key: string, entry: Entry<T>, weight: number) {
    if (this.entries.get(key) === entry) this.weight += weight - entry.weight;
    entry.weight = weight;
    this.trim();
  }
  private remove(key: string) {
    const old = this.entries.get(key);
    if (!old) return;
    this.entries.delete(key);
    this.weight -= old.weight;
  }
  private trim() {
    for (const [key] of this.entries) {
      if (this.weight <= this.maxWeight) return;
      this.remove(key);
    }
  }
}

export function answerMemo<T>(opts: MemoBounds<T>): AnswerMemo<T> {
  const shelves = new WeakMap<Queryable, Shelf<T>>();
  return {
    get(db, key, ttlMs, compute) {
      if (ttlMs <= 0) return compute();
      const writes = db.writeCount?.();
      // Without a write count (a transaction's handle) nothing is kept.
      if (writes === undefined) return compute();
      let shelf = shelves.get(db);
      if (!shelf) shelves.set(db, (shelf = new Shelf(opts.maxWeight)));
      const kept = shelf;
      /** Starts a computation; once settled, its weight is known. */
      const launch = (): Entry<T> => {
        const entry: Entry<T> = { value: compute(), writes, at: Date.now(), settled: false, refreshing: false, weight: 1 };
        entry.value.then(
          (value) => {
            entry.settled = true;
            entry.at = Date.now();
            if (opts.weigh) kept.reweigh(key, entry, opts.weigh(value));
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
                if (kept.get(key) === found && valid(value)) kept.put(key, next);
              },
              () => void (found.refreshing = false),
            );
          }
          return found.value;
        }
      }
      const entry = launch();
      kept.put(key, entry);
      entry.value.then(
        (value) => {
          if (!valid(value)) kept.forget(key, entry);
        },
        () => kept.forget(key, entry),
      );
      return entry.value;
    },
  };
}
