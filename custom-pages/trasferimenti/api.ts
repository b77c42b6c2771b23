// Calls of the transfers screens: the season's transfers and the decisions on one.
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../src/providers';
import type { TransferCandidate, TrasferimentoRow } from '../../resources/contracts/tesseramenti.ts';

export type TransferTab = 'pending' | 'storico' | 'all';
export type TransferAction = 'approve' | 'reject' | 'cancel';

export interface TransferPage {
  data: TrasferimentoRow[];
  total: number;
  current_page: number;
  last_page: number;
}

export const listTransfers = (tab: TransferTab, season?: number | null, page = 1) => api<TransferPage>('trasferimento', { query: { tab, season: season ?? undefined, page, paginate: 30 } });

/** The tab's transfers page by page (30 a page, spec 2 §9): the grid asks for the next one as its end comes into view. */
export function useTransfers(tab: TransferTab, season?: number | null) {
  const q = useInfiniteQuery({
    queryKey: ['trasferimenti', tab, season],
    queryFn: ({ pageParam }) => listTransfers(tab, season, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: TransferPage) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    refetchOnMount: 'always',
  });
  return {
    ...q,
    rows: q.data?.pages.flatMap((p) => p.data) ?? [],
    total: q.data?.pages[0]?.total ?? 0,
    more: { hasNextPage: !!q.hasNextPage, isFetchingNextPage: q.isFetchingNextPage, fetchNextPage: () => void q.fetchNextPage() },
  };
}
export const decideTransfer = (id: number, action: TransferAction) => api<{ error: boolean; message: string }>(`trasferimento/${id}/${action}`, { method: 'POST' });

/** 'Richiedi Trasferimento': the person with exactly this codice fiscale, identity only (GET trasferimento/persona). */
export const findTransferCandidate = (codiceFiscale: string, season?: number | null) =>
  api<TransferCandidate>('trasferimento/persona', { query: { codice_fiscale: codiceFiscale, season: season ?? undefined } });
