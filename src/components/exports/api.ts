// Calls of the exports dialog (spec 1 §7): GET userexports[?pending=true], PUT userexports/{id},
// GET userexports/download/{id}, DELETE userexports/{id}.
import type { ExportStatus } from '../../../resources/contracts/exports';
import { api, download } from '../../providers/http';

export type { ExportStatus } from '../../../resources/contracts/exports';

export interface UserExport {
  id: number;
  descrizione: string;
  status: ExportStatus;
  completed: boolean;
  completed_at: string | null;
  created_at: string;
  righe: number;
  error: string | null;
}

interface Page<T> {
  data: T[];
  total: number;
}

/** Spec 1 §4, §9: while exports are pending, poll once a second, at most 180 times. */
export const POLL_INTERVAL_MS = 1000;
export const MAX_POLLS = 180;

/** The dialog shows the most recent exports. */
export const DIALOG_PAGE_SIZE = 100;

export const fetchExports = (pending = false) => api<Page<UserExport>>('userexports', { query: { paginate: DIALOG_PAGE_SIZE, pending: pending ? 'true' : undefined } });

export const renameExport = (id: number, descrizione: string) => api(`userexports/${id}`, { method: 'PUT', body: { descrizione } });

export const deleteExport = (id: number) => api(`userexports/${id}`, { method: 'DELETE' });

export const downloadExport = (id: number) => download(`userexports/download/${id}`);

/** Starts the export of a list: the list call with its filters and `export=excel` (spec 2 §7). */
export const startExport = (listPath: string, query: Record<string, string | number | undefined> = {}) =>
  api<{ id: number; message: string; descrizione: string }>(listPath, { query: { ...query, export: 'excel' } });
