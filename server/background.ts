// Background work of a server process (export workers, the embedded database's housekeeping, …): each
// area adds its starter here.
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { startJobWorker } from './jobs/index.ts';
import { startPgliteMaintenance } from './db/pglite-maintenance.ts';

export type BackgroundStarter = (app: FastifyInstance) => () => Promise<void>;

/**
 * What this process runs besides answering requests. JOB_WORKER=0 leaves the queue's jobs (exports)
 * to other processes: web replicas that should not spend their CPU and memory on an export, beside
 * one or two worker processes of the same code (docs/scaling.md). Jobs wait in PostgreSQL meanwhile.
 */
export function backgroundStartersFor(settings: Pick<Config, 'jobWorker'>): BackgroundStarter[] {
  return [...(settings.jobWorker ? [startJobWorker] : []), startPgliteMaintenance];
}

export function startBackground(app: FastifyInstance, settings: Pick<Config, 'jobWorker'>): () => Promise<void> {
  const stops = backgroundStartersFor(settings).map((start) => start(app));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
