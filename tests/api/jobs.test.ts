// The PostgreSQL job queue (issue 7): each job runs once even with several workers; a job whose
// worker died (lease expired) is taken again; a failing job ends failed with its reason.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, useTestApp } from '../helpers/app.ts';
import { runJobs } from '../helpers/exports.ts';
import { claim, complete, enqueue, getJob, heartbeat, LEASE_EXPIRED } from '../../server/jobs/queue.ts';
import { Worker, type JobHandlers } from '../../server/jobs/worker.ts';

const t = useTestApp();
let admin: string;
let season: number;

beforeAll(async () => {
  admin = await loginAs(t().app, 'admin@demo.it');
  season = (await t().db.query<{ id: number }>('SELECT id FROM stagione WHERE aperta')).rows[0].id;
  await t().db.query('CREATE TABLE job_test_run (job_id bigint NOT NULL, worker text NOT NULL)');
});
afterAll(() => rm(t().settings.dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const expireLeases = () => t().db.query(`UPDATE job SET lease_until = now() - interval '1 second' WHERE status = 'running'`);
const startExport = async () => (await call(t().app, admin, 'GET', `/api/anagrafica?season=${season}&flag=arbitro&export=excel`)).json();
const exportRow = async (id: number) => (await t().db.query('SELECT status, error, job_id FROM user_export WHERE id = $1', [id])).rows[0];

describe('a worker that dies', () => {
  it('leaves its job to be taken again when the lease expires, and the export completes', async () => {
    const exp = await startExport();
    // Worker A claims the export job and dies without a word.
    const taken = await claim(t().db, 'worker-a', 30);
    expect(taken?.kind).toBe('export');
    expect(await runJobs(t().app)).toEqual([]); // the lease still holds: nobody else takes it
    await expireLeases();
    expect(await runJobs(t().app)).toEqual(['done']);
    const job = await getJob(t().db, taken!.id);
    expect(job).toMatchObject({ status: 'done', attempts: 2, last_error: LEASE_EXPIRED });
    expect(await exportRow(exp.id)).toMatchObject({ status: 'success' });
    // The dead worker, if it ever wakes up, can no longer touch the job.
    expect(await heartbeat(t().db, taken!, 30)).toBe(false);
    expect(await complete(t().db, taken!)).toBe(false);
  });

  it('is never left pending for ever: after the last attempt the job and its export fail with the reason', async () => {
    const exp = await startExport();
    for (let i = 0; i < 3; i++) {
      expect(await claim(t().db, `dying-${i}`, 30)).not.toBeNull();
      await expireLeases();
    }
    expect(await runJobs(t().app)).toEqual([]);
    const job = (await t().db.query('SELECT status, attempts, last_error FROM job WHERE id = $1', [(await exportRow(exp.id)).job_id])).rows[0];
    expect(job).toMatchObject({ status: 'failed', attempts: 3, last_error: LEASE_EXPIRED });
    expect(await exportRow(exp.id)).toMatchObject({ status: 'failed', error: LEASE_EXPIRED });
    const listed = (await call(t().app, admin, 'GET', '/api/userexports')).json().data.find((e: any) => e.id === exp.id);
    expect(listed).toMatchObject({ status: 'failed', completed: false });
  });
});

describe('a failing job', () => {
  it('is retried, then failed for good with its reason', async () => {
    let runs = 0;
    const handlers: JobHandlers = {
      boom: {
        async run() {
          runs++;
          throw new Error('Disco pieno');
        },
      },
    };
    const worker = new Worker(t().app, { handlers, id: 'w-fail' });
    const id = await enqueue(t().db, 'boom', {}, { maxAttempts: 2 });
    expect(await worker.runOnce()).toBe('retry');
    expect(await getJob(t().db, id)).toMatchObject({ status: 'pending', last_error: 'Disco pieno' });
    await t().db.query('UPDATE job SET run_after = now() WHERE id = $1', [id]); // skip the back-off
    expect(await worker.runOnce()).toBe('failed');
    expect(await getJob(t().db, id)).toMatchObject({ status: 'failed', attempts: 2, last_error: 'Disco pieno' });
    expect(await worker.runOnce()).toBe('idle');
    expect(runs).toBe(2);
  });
});

describe('two workers', () => {
  it('never run the same job', async () => {
    const handlers: JobHandlers = {
      count: {
        async run({ app, job }) {
          await app.db.query('INSERT INTO job_test_run (job_id, worker) VALUES ($1, $2)', [job.id, job.locked_by]);
          await sleep(5);
        },
      },
    };
    const ids: number[] = [];
    for (let i = 0; i < 40; i++) ids.push(await enqueue(t().db, 'count', { i }));
    const drain = async (worker: Worker) => {
      while ((await worker.runOnce()) !== 'idle');
    };
    const a = new Worker(t().app, { handlers, id: 'w-a' });
    const b = new Worker(t().app, { handlers, id: 'w-b' });
    await Promise.all([drain(a), drain(b), drain(a), drain(b)]);
    const runs = (await t().db.query<{ job_id: number; n: number }>('SELECT job_id, count(*)::int AS n FROM job_test_run GROUP BY job_id')).rows;
    expect(runs.map((r) => Number(r.job_id)).sort((x, y) => x - y)).toEqual(ids);
    expect(runs.every((r) => r.n === 1)).toBe(true);
    // Both workers did take jobs: they really ran side by side.
    const workers = (await t().db.query('SELECT DISTINCT worker FROM job_test_run ORDER BY worker')).rows.map((r) => r.worker);
    expect(workers).toEqual(['w-a', 'w-b']);
    const statuses = (await t().db.query('SELECT DISTINCT status FROM job WHERE id = ANY($1)', [ids])).rows;
    expect(statuses).toEqual([{ status: 'done' }]);
  });

  it('claiming concurrently, never get the same job', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) ids.push(await enqueue(t().db, 'noop', {}));
    const claims = await Promise.all(Array.from({ length: 40 }, (_, i) => claim(t().db, `claimer-${i % 2}`, 30)));
    const got = claims.filter((j) => j !== null).map((j) => j!.id);
    expect(new Set(got).size).toBe(got.length);
    expect(got.sort((x, y) => x - y)).toEqual(ids);
  });
});
