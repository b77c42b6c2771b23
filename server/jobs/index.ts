// The job kinds this server runs, and the background starter of the worker (server/background.ts).
import type { FastifyInstance } from 'fastify';
import { EXPORT_JOB, exportJob } from '../exports/job.ts';
import { storageOf } from '../storage/index.ts';
import { Worker, type JobHandlers, type WorkerOptions } from './worker.ts';

export const jobHandlers: JobHandlers = {
  [EXPORT_JOB]: exportJob,
};

export function createWorker(app: FastifyInstance, opts: Partial<WorkerOptions> = {}) {
  return new Worker(app, {
    handlers: jobHandlers,
    // Scratch files of exports interrupted by a crash; a day is far longer than any export.
    onTidy: async (a) => {
      await storageOf(a).sweepScratch(24 * 60 * 60_000);
    },
    ...opts,
  });
}

/** One worker loop per server process; every process takes jobs from the shared queue. */
export function startJobWorker(app: FastifyInstance) {
  return createWorker(app).start();
}

export { Worker, PermanentJobError } from './worker.ts';
export { enqueue, claim, heartbeat, complete, fail, getJob } from './queue.ts';
