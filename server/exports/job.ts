// The export job: rebuilds the list query for the export's owner (same filters, same scope, checked
// again now), streams its rows into an .xlsx scratch file, stores it and marks the export done.
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import type { FastifyInstance } from 'fastify';
import { hasAbility } from '../../resources/abilities.ts';
import { loadAuthUser } from '../auth/user.ts';
import { PermanentJobError, type JobContext, type JobHandler } from '../jobs/worker.ts';
import { whileFavouringMemory } from '../v8-tuning.ts';
import type { Job } from '../jobs/queue.ts';
import { hashFile, storageOf, withFileKey } from '../storage/index.ts';
import { exportableList, exportTitle, type ExportableList } from './define.ts';
import { forEachBatch } from './rows.ts';

export { EXPORT_JOB } from './start.ts';

/** Rows per FETCH: large enough to keep round trips few, small enough to stay a few MB. */
export const EXPORT_BATCH = 2000;

function mayCall(abilities: string[], access: ExportableList['access']) {
  const needed = Array.isArray(access) ? access : [access];
  return needed.some((a) => a === 'user' || a === 'public' || hasAbility(abilities, a));
}

/**
 * The scratch file of an export is named after the export, so that the half-written file a crashed
 * attempt left behind is removed as soon as the job is retried or failed (not by the daily sweep).
 */
export async function exportScratchPath(app: FastifyInstance, userExportId: number) {
  const dir = path.dirname(await storageOf(app).scratchPath('.xlsx'));
  return path.join(dir, `export-${userExportId}.xlsx`);
}

interface Payload {
  userExportId: number;
}

interface UserExportRow {
  id: number;
  user_id: number;
  descrizione: string;
  lista: string;
  filtri: Record<string, unknown>;
  status: string;
}

export const exportJob: JobHandler<Payload> = {
  // Writing 100,000 rows is the heaviest work of the process: V8 favours memory meanwhile (v8-tuning.ts).
  run: (ctx) => whileFavouringMemory(() => runExport(ctx)),

  async failed(app: FastifyInstance, job: Job<Payload>, reason: string) {
    await rm(await exportScratchPath(app, job.payload.userExportId), { force: true });
    await app.db.query(`UPDATE user_export SET status = 'failed', error = $2, updated_at = now() WHERE id = $1 AND status = 'pending'`, [job.payload.userExportId, reason]);
  },
};

async function runExport({ app, job, signal }: JobContext<Payload>) {
  // A retry: whatever an earlier, crashed attempt wrote goes first.
  const scratch = await exportScratchPath(app, job.payload.userExportId);
  await rm(scratch, { force: true });
  const { rows } = await app.db.query<UserExportRow>('SELECT id, user_id, descrizione, lista, filtri, status FROM user_export WHERE id = $1', [job.payload.userExportId]);
  const exp = rows[0];
  // Deleted by its owner meanwhile, or already finished by an earlier attempt: nothing to do.
  if (!exp || exp.status !== 'pending') return;
  const list = exportableList(exp.lista);
  if (!list) throw new PermanentJobError(`Elenco da esportare sconosciuto: ${exp.lista}`);
  const user = await loadAuthUser(app.db, exp.user_id);
  if (!user || !mayCall(user.abilities, list.access)) throw new PermanentJobError("Non hai più i permessi per l'elenco esportato");

  const ctx = { db: app.db, user, query: exp.filtri, exporting: true };
  const prepared = await list.prepare(ctx);
  const columns = list.columnsFor ? await list.columnsFor(ctx) : list.columns;
  const storage = storageOf(app);
  try {
    const out = createWriteStream(scratch);
    // exceljs weighs ~30 MB of memory: loaded by the first export, not at start-up.
    const { XlsxWriter } = await import('./xlsx.ts');
    const writer = new XlsxWriter(out, columns, exportTitle(list, exp.filtri), list.bold);
    await forEachBatch(app.db, prepared, EXPORT_BATCH, async (batch) => {
      if (signal.aborted) throw new Error('Esportazione ripresa da un altro processo');
      await writer.addRows(batch);
      await app.db.query('UPDATE user_export SET righe = $2 WHERE id = $1', [exp.id, writer.rows]);
    });
    await writer.finish();
    await finished(out);
    if (signal.aborted) throw new Error('Esportazione ripresa da un altro processo');
    const key = await hashFile(scratch);
    // Under the file's lock: if the export was deleted (or finished by another attempt) while
    // we worked, no row takes the file and it is removed again.
    await withFileKey(app.db, storage, key, async (tx) => {
      const file = await storage.putFile(scratch, key);
      await tx.query(
        `UPDATE user_export SET status = 'success', file_key = $2, file_size = $3, righe = $4, completed_at = now(), updated_at = now()
          WHERE id = $1 AND status = 'pending'`,
        [exp.id, file.key, file.size, writer.rows],
      );
    });
  } finally {
    await rm(scratch, { force: true });
  }
}
