// The exports of one user (user_export). A user only ever reaches its own rows.
import type { Queryable } from '../db/client.ts';

export const EXPORT_STATUSES = ['pending', 'success', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export const EXPORT_FIELDS = `id, descrizione, status, completed, completed_at, created_at, lista, righe, file_size, error`;

export interface OwnExport {
  id: number;
  descrizione: string;
  status: ExportStatus;
  file_key: string | null;
}

export async function getOwnExport(db: Queryable, userId: number, id: number): Promise<OwnExport | null> {
  const { rows } = await db.query<OwnExport>(
    'SELECT id, descrizione, status, file_key FROM user_export WHERE id = $1 AND user_id = $2',
    [id, userId],
  );
  return rows[0] ?? null;
}
