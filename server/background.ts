// Background work of a server process (export workers, …): each area adds its starter here.
import type { FastifyInstance } from 'fastify';
import { startJobWorker } from './jobs/index.ts';

export type BackgroundStarter = (app: FastifyInstance) => () => Promise<void>;

export const backgroundStarters: BackgroundStarter[] = [startJobWorker];

export function startBackground(app: FastifyInstance): () => Promise<void> {
  const stops = backgroundStarters.map((start) => start(app));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
