import { describe, expect, it } from 'vitest';
import { backgroundStartersFor } from './background.ts';
import { loadConfig } from './config.ts';
import { startPgliteMaintenance } from './db/pglite-maintenance.ts';
import { startJobWorker } from './jobs/index.ts';

describe('background work of a process', () => {
  it('runs the job worker unless JOB_WORKER=0 (web replicas beside dedicated worker processes), and the embedded database housekeeping', () => {
    expect(backgroundStartersFor(loadConfig({}))).toEqual([startJobWorker, startPgliteMaintenance]);
    expect(backgroundStartersFor(loadConfig({ JOB_WORKER: '1' }))).toEqual([startJobWorker, startPgliteMaintenance]);
    expect(backgroundStartersFor(loadConfig({ JOB_WORKER: '0' }))).toEqual([startPgliteMaintenance]);
  });
});
