// `export=excel` on a list call: record the export (owned by the caller) and queue its job in one
// transaction, and answer at once.
import type { FastifyInstance } from 'fastify';
import type { AuthUser } from '../auth/user.ts';
import { enqueue } from '../jobs/queue.ts';
import { exportTitle, type ExportableList } from './define.ts';
import { localDateTime } from '../time.ts';

export const EXPORT_JOB = 'export';

/** Query keys that page the screen's list but do not choose its rows. */
const PAGING_KEYS = new Set(['page', 'paginate', 'export']);

/** "Tesserati 22-11-2025 10:31" (Italian time); the caller adds the season to the title: "Tesserati 2025/2026 …". */
export const defaultDescrizione = (title: string, at = new Date()) => {
  const { date, time } = localDateTime(at.getTime());
  return `${title} ${date.split('-').reverse().join('-')} ${time}`;
};

/** The season a season-scoped list was asked for ('2026/2027'), so that two seasons' exports differ by name. */
async function seasonOf(app: FastifyInstance, filtri: Record<string, unknown>): Promise<string | null> {
  const id = filtri.season ?? filtri.stagione;
  if (typeof id !== 'string' || !/^\d{1,9}$/.test(id)) return null;
  const { rows } = await app.db.query<{ nome: string }>('SELECT nome FROM stagione WHERE id = $1', [Number(id)]);
  return rows[0]?.nome ?? null;
}

export async function startExport(app: FastifyInstance, user: AuthUser, list: ExportableList, query: Record<string, unknown>) {
  const filtri = Object.fromEntries(Object.entries(query).filter(([k, v]) => !PAGING_KEYS.has(k) && typeof v === 'string'));
  // Bad filters or sort fields are refused now (400), not later in the background.
  await list.prepare({ db: app.db, user, query: filtri, exporting: true });
  const season = await seasonOf(app, filtri);
  const descrizione = defaultDescrizione([exportTitle(list, filtri), season].filter(Boolean).join(' '));
  const id = await app.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number }>('INSERT INTO user_export (user_id, descrizione, lista, filtri) VALUES ($1, $2, $3, $4) RETURNING id', [
      user.id,
      descrizione,
      list.name,
      JSON.stringify(filtri),
    ]);
    const exportId = rows[0].id;
    const jobId = await enqueue(tx, EXPORT_JOB, { userExportId: exportId });
    await tx.query('UPDATE user_export SET job_id = $2 WHERE id = $1', [exportId, jobId]);
    return exportId;
  });
  return {
    error: false as const,
    message: "Esportazione avviata: al termine la trovi nell'elenco delle esportazioni",
    id,
    descrizione,
    status: 'pending' as const,
  };
}
