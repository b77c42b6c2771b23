// The exports of one user (user_export). A user only ever reaches its own rows.
import type { Queryable } from '../db/client.ts';
import { sql, q } from '../db/sql.ts';
import { runList, type ListParams, type ListSpec } from '../http/list.ts';
import type { ExportStatus, UserExportRow } from '../../resources/contracts/exports.ts';

export { EXPORT_STATUSES, type ExportStatus } from '../../resources/contracts/exports.ts';

export const EXPORT_FIELDS = `id, descrizione, status, completed, completed_at, created_at, lista, righe, file_size, error`;

export const listSpec: ListSpec = {
  sortable: { id: 'id', descrizione: 'descrizione', status: 'status', completed_at: 'completed_at', created_at: 'created_at' },
  defaultOrder: 'id DESC',
  searchColumns: ['descrizione'],
};

export interface OwnExport {
  id: number;
  descrizione: string;
  status: ExportStatus;
  file_key: string | null;
}

/** The user's exports, paged; only the pending ones when asked. */
export function listOwnExports(db: Queryable, userId: number, pendingOnly: boolean, params: ListParams) {
  const where = [sql`user_id = ${userId}`, ...(pendingOnly ? [sql`status = 'pending'`] : [])];
  return runList<UserExportRow>(db, { select: EXPORT_FIELDS, from: 'user_export', where }, listSpec, params);
}

export async function getOwnExport(db: Queryable, userId: number, id: number): Promise<OwnExport | null> {
  const { rows } = await q<OwnExport>(db, sql`SELECT id, descrizione, status, file_key FROM user_export WHERE id = ${id} AND user_id = ${userId}`);
  return rows[0] ?? null;
}

/** Renames one of the user's exports; false when it is not theirs or does not exist. */
export async function renameOwnExport(db: Queryable, userId: number, id: number, descrizione: string): Promise<boolean> {
  const { affectedRows } = await q(db, sql`UPDATE user_export SET descrizione = ${descrizione}, updated_at = now() WHERE id = ${id} AND user_id = ${userId}`);
  return !!affectedRows;
}

/** Deletes one of the user's exports; answers its file key (null: no file), undefined when not found. */
export async function deleteOwnExport(db: Queryable, userId: number, id: number): Promise<string | null | undefined> {
  const { rows } = await q<{ file_key: string | null }>(db, sql`DELETE FROM user_export WHERE id = ${id} AND user_id = ${userId} RETURNING file_key`);
  return rows.length ? rows[0].file_key : undefined;
}
