// Calls of the transfers screens: the season's transfers and the decisions on one.
import { api } from '../../src/providers';
import type { TrasferimentoRow } from '../../resources/contracts/tesseramenti.ts';

export type TransferTab = 'pending' | 'storico' | 'all';
export type TransferAction = 'approve' | 'reject' | 'cancel';

export interface TransferPage {
  data: TrasferimentoRow[];
  total: number;
  current_page: number;
  last_page: number;
}

export const listTransfers = (tab: TransferTab, season?: number | null, page = 1) => api<TransferPage>('trasferimento', { query: { tab, season: season ?? undefined, page, paginate: 30 } });

export const decideTransfer = (id: number, action: TransferAction) => api<{ error: boolean; message: string }>(`trasferimento/${id}/${action}`, { method: 'POST' });
