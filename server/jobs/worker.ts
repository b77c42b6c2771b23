// A worker runs queued jobs: claim one, run its handler while renewing the lease, record the
// outcome. `runOnce` is one step (used by tests and benchmarks); `start` loops until stopped.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { claim, complete, fail, failAbandoned, heartbeat, purgeFinished, type Job } from './queue.ts';

export interface JobContext<P = any> {
  app: FastifyInstance;
  job: Job<P>;
  /** Aborted when the lease is lost (another worker took the job over): stop and throw. */
  signal: AbortSignal;
}

export interface JobHandler<P = any> {
  run(ctx: JobContext<P>): Promise<void>;
  /** Called once when the job is failed for good, to record the reason where users see it. */
  failed?(app: FastifyInstance, job: Job<P>, reason: string): Promise<void>;
}

export type JobHandlers = Record<string, JobHandler>;

/** Thrown by a handler when retrying cannot help (the input is gone or not allowed): no retry. */
export class PermanentJobError extends Error {}

export interface WorkerOptions {
  handlers: JobHandlers;
  id?: string;
  leaseSeconds?: number;
  /** Pause between polls of an empty queue. */
  idleMs?: number;
  /** Extra housekeeping, about once an hour (e.g. scratch files left by a crashed process). */
  onTidy?: (app: FastifyInstance) => Promise<void>;
}

const KEEP_DAYS = 30;
const TIDY_EVERY_MS = 60 * 60_000;

export type StepResult = 'idle' | 'done' | 'retry' | 'failed' | 'lost';

export class Worker {
  readonly id: string;
  private leaseSeconds: number;
  private idleMs: number;

  constructor(
    private app: FastifyInstance,
    private opts: WorkerOptions,
  ) {
    this.id = opts.id ?? `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
    this.leaseSeconds = opts.leaseSeconds ?? 30;
    this.idleMs = opts.idleMs ?? 500;
  }

  /** Claims at most one job and runs it to its end. */
  async runOnce(): Promise<StepResult> {
    const db = this.app.db;
    for (const job of await failAbandoned(db)) await this.giveUp(job, job.last_error ?? '');
    const job = await claim(db, this.id, this.leaseSeconds);
    if (!job) return 'idle';
    const handler = this.opts.handlers[job.kind];
    if (!handler) return this.recordFailure(job, `Tipo di lavoro sconosciuto: ${job.kind}`, true);

    const lost = new AbortController();
    const renew = setInterval(
      () => {
        heartbeat(db, job, this.leaseSeconds)
          .then((ours) => ours || lost.abort())
          .catch(() => {}); // a missed heartbeat is retried at the next tick
      },
      Math.max(50, (this.leaseSeconds * 1000) / 3),
    );
    try {
      await handler.run({ app: this.app, job, signal: lost.signal });
    } catch (e) {
      clearInterval(renew);
      if (lost.signal.aborted) return 'lost';
      return this.recordFailure(job, errorText(e), e instanceof PermanentJobError);
    } finally {
      clearInterval(renew);
    }
    return (await complete(db, job)) ? 'done' : 'lost';
  }

  private async recordFailure(job: Job, reason: string, final: boolean): Promise<StepResult> {
    const status = await fail(this.app.db, job, reason, { final });
    if (status === null) return 'lost';
    if (status === 'failed') {
      await this.giveUp(job, reason);
      return 'failed';
    }
    this.app.log.warn({ job: job.id, reason }, 'job failed, will be retried');
    return 'retry';
  }

  private async giveUp(job: Job, reason: string) {
    this.app.log.error({ job: job.id, kind: job.kind, reason }, 'job failed for good');
    await this.opts.handlers[job.kind]?.failed?.(this.app, job, reason).catch((e) => this.app.log.error(e));
  }

  /** Housekeeping of a running worker: old finished jobs go after KEEP_DAYS. */
  async tidy() {
    await purgeFinished(this.app.db, KEEP_DAYS);
    await this.opts.onTidy?.(this.app);
  }

  /** Runs jobs until stopped; the returned function waits for the job in progress to end. */
  start(): () => Promise<void> {
    let stopping = false;
    let lastTidy = 0;
    let wake: (() => void) | null = null;
    const loop = (async () => {
      while (!stopping) {
        let result: StepResult = 'idle';
        try {
          if (Date.now() - lastTidy > TIDY_EVERY_MS) {
            lastTidy = Date.now();
            await this.tidy();
          }
          result = await this.runOnce();
        } catch (e) {
          this.app.log.error(e, 'job worker step failed');
        }
        if (result === 'idle' && !stopping) {
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, this.idleMs).unref();
          });
          wake = null;
        }
      }
    })();
    return async () => {
      stopping = true;
      (wake as (() => void) | null)?.();
      await loop;
    };
  }
}

function errorText(e: unknown): string {
  if (e instanceof Error) return e.message || e.name;
  return String(e);
}
