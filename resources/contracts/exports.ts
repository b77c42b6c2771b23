// The exports dialog's contract (spec 1 §7): statuses of an export as the API answers them and the
// database constrains them (user_export.status CHECK; tests/api/contracts-statuses.test.ts compares).
export const EXPORT_STATUSES = ['pending', 'success', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/** A row of GET /api/userexports. */
export interface UserExportRow {
  id: number;
  descrizione: string;
  status: ExportStatus;
  completed: boolean;
  completed_at: string | null;
  created_at: string;
  lista: string;
  righe: number | null;
  file_size: number | null;
  error: string | null;
}
