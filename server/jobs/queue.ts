// The job queue in PostgreSQL (table `job`, migration 030). Claiming uses FOR UPDATE SKIP LOCKED so
// concurrent workers (in one process or many) never take the same job. A claim carries a lease:
// the worker renews it while it works; if it dies, the lease runs out and another worker takes the
// job again, up to max_attempts. Every update of a claimed job is fenced by (locked_by, attempts),
// so a worker that lost its lease can no longer change the job.
import type { Queryable } from '../db/client.ts';

export const JOB_STATUSES = ['pending', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export interface Job<P = Record<string, unknown>> {
  id: number;
  kind: string;
  payload: P;
  status: JobStatus;
  attempts: number;
  max_attempts: number;
  locked_by: string | null;
  lease_until: string | null;
  last_error: string | null;
}

export const DEFAULT_MAX_ATTEMPTS = 3;
export const LEASE_EXPIRED = 'Elaborazione interrotta (il processo che la eseguiva non risponde più)';

export async function enqueue(db: Queryable, kind: string, payload: unknown, opts: { maxAttempts?: number } = {}): Promise<number> {
  const { rows } = await db.query<{ id: number }>('INSERT INTO job (kind, payload, max_attempts) VALUES ($1, $2, $3) RETURNING id', [
    kind,
    JSON.stringify(payload ?? {}),
    opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
  ]);
  return Number(rows[0].id);
}

const COLUMNS = 'j.id, j.kind, j.payload, j.status, j.attempts, j.max_attempts, j.locked_by, j.lease_until, j.last_error';
const normalise = (j: Job): Job => ({ ...j, id: Number(j.id) });

/** Takes the oldest runnable job (pending, or running with an expired lease) for `workerId`. */
export async function claim(db: Queryable, workerId: string, leaseSeconds: number): Promise<Job | null> {
  const { rows } = await db.query<Job>(
    `WITH next AS (
       SELECT id FROM job
        WHERE attempts < max_attempts
          AND ((status = 'pending' AND run_after <= now()) OR (status = 'running' AND lease_until < now()))
        ORDER BY id
        LIMIT 1
        FOR UPDATE SKIP LOCKED)
     UPDATE job j
        SET status = 'running', attempts = j.attempts + 1, locked_by = $1,
            lease_until = now() + make_interval(secs => $2), started_at = now(),
            last_error = CASE WHEN j.status = 'running' THEN $3 ELSE j.last_error END
       FROM next
      WHERE j.id = next.id
      RETURNING ${COLUMNS}`,
    [workerId, leaseSeconds, LEASE_EXPIRED],
  );
  return rows[0] ? normalise(rows[0]) : null;
}

const FENCE = `id = $1 AND locked_by = $2 AND attempts = $3 AND status = 'running'`;
const fence = (job: Job) => [job.id, job.locked_by, job.attempts];

/** Renews the lease; false when the job is no longer ours (lease lost, taken by another worker). */
export async function heartbeat(db: Queryable, job: Job, leaseSeconds: number): Promise<boolean> {
  const r = await db.query(`UPDATE job SET lease_until = now() + make_interval(secs => $4) WHERE ${FENCE}`, [...fence(job), leaseSeconds]);
  return r.affectedRows === 1;
}

export async function complete(db: Queryable, job: Job): Promise<boolean> {
  const r = await db.query(`UPDATE job SET status = 'done', lease_until = NULL, locked_by = NULL, finished_at = now() WHERE ${FENCE}`, fence(job));
  return r.affectedRows === 1;
}

/**
 * Records a failure: the job goes back to pending (after a short back-off) while attempts remain,
 * otherwise (or when `final`: retrying cannot help) it is failed for good. Returns the new status, or null when the job was not ours.
 */
export async function fail(db: Queryable, job: Job, reason: string, opts: { final?: boolean } = {}): Promise<'pending' | 'failed' | null> {
  const { rows } = await db.query<{ status: 'pending' | 'failed' }>(
    `UPDATE job
        SET status = CASE WHEN $5 OR attempts >= max_attempts THEN 'failed' ELSE 'pending' END,
            run_after = now() + make_interval(secs => 2 * attempts),
            finished_at = CASE WHEN $5 OR attempts >= max_attempts THEN now() END,
            lease_until = NULL, locked_by = NULL, last_error = $4
      WHERE ${FENCE}
      RETURNING status`,
    [...fence(job), reason.slice(0, 2000), opts.final ?? false],
  );
  return rows[0]?.status ?? null;
}

/** Jobs whose lease expired on their last attempt are failed for good (never left running for ever). */
export async function failAbandoned(db: Queryable): Promise<Job[]> {
  const { rows } = await db.query<Job>(
    `WITH gone AS (
       SELECT id FROM job
        WHERE status = 'running' AND lease_until < now() AND attempts >= max_attempts
        FOR UPDATE SKIP LOCKED)
     UPDATE job j SET status = 'failed', lease_until = NULL, locked_by = NULL, finished_at = now(), last_error = $1
       FROM gone WHERE j.id = gone.id
     RETURNING ${COLUMNS}`,
    [LEASE_EXPIRED],
  );
  return rows.map(normalise);
}

export async function getJob(db: Queryable, id: number): Promise<Job | null> {
  const { rows } = await db.query<Job>(`SELECT ${COLUMNS} FROM job j WHERE id = $1`, [id]);
  return rows[0] ? normalise(rows[0]) : null;
}

/** Finished jobs are kept a while for diagnosis, then removed (their exports keep their own rows). */
export async function purgeFinished(db: Queryable, keepDays: number): Promise<number> {
  const r = await db.query(`DELETE FROM job WHERE status IN ('done', 'failed') AND finished_at < now() - make_interval(days => $1)`, [keepDays]);
  return r.affectedRows;
}
